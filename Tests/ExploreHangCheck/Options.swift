import Foundation

/// The check's command line.
struct Options {
  static let usage = """
    Usage: ExploreHangCheck [--runs N] [--seed N] [--deadline SECONDS] [--explore PATH] [--verbose]
           ExploreHangCheck --serve [--latency MILLISECONDS] [--minutes N] [--corpus DIR]
    """

  var runs = 100
  var seed: UInt64 = 1
  /// A run that has not ended this long after its start counts as hung.
  var deadline: TimeInterval = 10
  var executable: URL?
  var verbose = false
  /// `--serve`: no runs; start the loopback simulations, print the
  /// environment that points explore at them, and serve until stopped.
  var serves = false
  /// `--latency`: with `--serve`, the delay added to every request.
  var latency = 0
  /// `--minutes`: with `--serve`, how long the server serves.
  var minutes = 60
  /// `--corpus`: with `--serve`, the real recorded data to serve, when it
  /// is not at `../shared/corpus` (a git worktree elsewhere).
  var corpus: URL?

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
      case "--serve":
        serves = true
      case "--latency":
        guard let latency = Int(try value(argument)), latency >= 0 else { throw Invalid(description: "--latency takes milliseconds, 0 or more") }
        self.latency = latency
      case "--corpus":
        corpus = URL(fileURLWithPath: try value(argument), isDirectory: true)
      case "--minutes":
        guard let minutes = Int(try value(argument)), minutes > 0 else { throw Invalid(description: "--minutes takes a positive whole number") }
        self.minutes = minutes
      default:
        throw Invalid(description: "unknown argument '\(argument)'")
      }
    }
  }
}
