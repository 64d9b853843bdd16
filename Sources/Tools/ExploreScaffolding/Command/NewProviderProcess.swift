import ExploreTerminal
import Foundation

/// The `ProviderScaffold` tool, which the `new-provider` command plugin
/// runs: its command line, the run of ``NewProviderCommand``, what it
/// prints, and its exit status.
///
/// ```
/// ProviderScaffold --package-directory <dir> [--module <name>]… -- <new-provider arguments>
/// ```
///
/// It prints what `new-provider` says on standard output, its notes on
/// standard error as they come, and a failure last on standard error, as
/// `error: ` and the message. It exits 0, 64 for a wrong command line, or 1.
/// Everything it prints goes through the terminal's sanitiser, because
/// notes and errors quote the OpenAPI document.
public enum NewProviderProcess {
  /// What the plugin passes to the tool, before the user's arguments.
  static let usage = "usage: ProviderScaffold --package-directory <dir> [--module <name>]… -- <new-provider arguments>"

  /// Runs the tool's command line `arguments` (without the program's
  /// name) and returns the exit status.
  public static func run(_ arguments: [String]) -> Int32 {
    run(arguments, output: { FileHandle.standardOutput.write(Data($0.utf8)) }, errors: { FileHandle.standardError.write(Data($0.utf8)) })
  }

  /// ``run(_:)`` with its standard output and error given.
  static func run(_ arguments: [String], output: (String) -> Void, errors: @escaping (String) -> Void) -> Int32 {
    var root: URL?
    var modules: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst(), argument != "--" {
      switch (argument, remaining.popFirst()) {
      case ("--package-directory", let value?): root = URL(fileURLWithPath: value, isDirectory: true)
      case ("--module", let value?): modules.append(value)
      default:
        errors("error: '\(TerminalText.escaped(argument))' is not an argument of the tool.\n\(usage)\n")
        return 64
      }
    }
    guard let root else {
      errors("error: the package directory is missing.\n\(usage)\n")
      return 64
    }
    var command = NewProviderCommand(root: root, modules: modules)
    command.warn = { errors($0 + "\n") }
    do {
      output(TerminalText.lines(try command.run(Array(remaining))))
      return 0
    } catch let error as NewProviderError {
      errors("error: " + TerminalText.lines(error.description) + "\n")
      return error.status
    } catch {
      errors("error: " + TerminalText.lines("\(error)") + "\n")
      return 1
    }
  }
}
