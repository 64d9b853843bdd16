import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The pager a detail longer than the screen goes through on a terminal,
/// chosen as gh chooses its own:
///
/// - `--no-pager` pages nothing;
/// - `EXPLORE_PAGER` when it is set: `""` or `cat` pages nothing, any other
///   value is the command;
/// - else `PAGER`, the same way;
/// - else `less -R` (colours and half blocks pass, other sequences do not),
///   but not on `TERM=dumb`: less cannot page there (it asks for Return,
///   then scrolls whole lines by), so a dumb terminal (Emacs' shell, an
///   IDE's console) gets the text, as it gets no colour.
///
/// The command runs under `/bin/sh -c`, with `LESS=FRX` when `LESS` is
/// unset (`F`: a text that fits one screen is printed and less ends; `R`:
/// colours; `X`: the text stays on the screen after) and `LV=-c`, as gh
/// sets them.
///
/// ```swift
/// if let command = Pager.command(environment: environment, noPager: false) {
///   let paged = await Pager.run(command, text: text, environment: environment)   // false: print it instead
/// }
/// ```
package enum Pager {
  /// The pager when none is named.
  package static let defaultCommand = "less -R"

  /// The command to page with, or `nil` for none.
  package static func command(environment: [String: String], noPager: Bool) -> String? {
    guard !noPager else { return nil }
    let named = environment["EXPLORE_PAGER"] ?? environment["PAGER"]
    guard let named else { return environment["TERM"] == "dumb" ? nil : defaultCommand }
    let trimmed = named.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
  }

  /// The pager's environment: the run's, with `LESS=FRX` and `LV=-c`
  /// where they are unset.
  package static func environment(_ environment: [String: String]) -> [String: String] {
    var environment = environment
    if environment["LESS"] == nil { environment["LESS"] = "FRX" }
    if environment["LV"] == nil { environment["LV"] = "-c" }
    return environment
  }

  /// Shows `text` through `command` and waits until the reader leaves it.
  ///
  /// While it runs, Ctrl-C and Ctrl-\ are the pager's (less reads them for
  /// itself): explore ignores them, as git does, and would otherwise end
  /// and leave the pager reading the terminal behind it.
  ///
  /// - Returns: `false` when the pager could not start or failed (a status
  ///   other than 0, such as 127 for a command not found): the text was not
  ///   shown, and the caller prints it.
  package static func run(_ command: String, text: String, environment: [String: String]) async -> Bool {
    let interrupt = SignalAction.current(SIGINT), quit = SignalAction.current(SIGQUIT)
    signal(SIGINT, SIG_IGN)
    signal(SIGQUIT, SIG_IGN)
    defer {
      SignalAction.restore(SIGINT, to: interrupt)
      SignalAction.restore(SIGQUIT, to: quit)
    }
    guard let child = spawn(command, environment: Self.environment(environment)) else { return false }
    // NB: on a thread of its own: a pager reads as the reader scrolls, so
    // a long text blocks the write until then.
    return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      DispatchQueue.global().async {
        // NB: SIGPIPE is ignored: a reader that quits early is EPIPE, not a crash.
        _ = StandardStreams.write(text, to: child.input)
        close(child.input)
        continuation.resume(returning: wait(for: child.pid))
      }
    }
  }
}
