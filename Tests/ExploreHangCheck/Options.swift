import Foundation

/// The check's command line.
struct Options {
  static let usage = "Usage: ExploreHangCheck [--runs N] [--seed N] [--deadline SECONDS] [--explore PATH] [--verbose]"

  var runs = 100
  var seed: UInt64 = 1
  /// A run that has not ended this long after its start counts as hung.
  var deadline: TimeInterval = 10
  var executable: URL?
  var verbose = false

  struct Invalid: Error, CustomStringConvertible {
    var description: String
  }

  init<Arguments: Collection<String>>(_ arguments: Arguments) throws {
    var iterator = arguments.makeIterator()
    func value(_ name: String) throws -> String {
      guard let value = iterator.next() else { throw Invalid(description: "\(name) needs a value") }
      return value
    }
    while let argument = iterator.next() {
      switch argument {
      case "--runs":
        guard let runs = Int(try value(argument)), runs > 0 else { throw Invalid(description: "--runs takes a positive whole number") }
        self.runs = runs
      case "--seed":
        guard let seed = UInt64(try value(argument)) else { throw Invalid(description: "--seed takes a whole number") }
        self.seed = seed
      case "--deadline":
        guard let deadline = TimeInterval(try value(argument)), deadline > 0 else { throw Invalid(description: "--deadline takes a positive number of seconds") }
        self.deadline = deadline
      case "--explore":
        executable = URL(fileURLWithPath: try value(argument))
      case "--verbose":
        verbose = true
      default:
        throw Invalid(description: "unknown argument '\(argument)'")
      }
    }
  }
}
