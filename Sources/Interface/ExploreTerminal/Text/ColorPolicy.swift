/// Decides whether output is coloured, the way `gh` and the
/// [NO_COLOR](https://no-color.org) and
/// [CLICOLOR](https://bixense.com/clicolors/) conventions do.
///
/// In order, the first rule that applies wins:
/// 1. `--color always` turns colour on; `--color never` turns it off.
/// 2. `CLICOLOR_FORCE` set to anything but "" or "0" turns colour on.
/// 3. `NO_COLOR` set to anything but "" turns colour off.
/// 4. `TERM=dumb` turns colour off, as git does: such a terminal (Emacs'
///    shell, some CI logs) shows escape sequences as text.
/// 5. Otherwise colour is on only on a terminal.
///
/// An explicit flag beats the environment, and forcing beats `NO_COLOR`
/// because it is the more specific request (as `gh` does).
package struct ColorPolicy {
  /// Whether to colour output.
  ///
  /// - Parameters:
  ///   - choice: The `--color` option, `.auto` when not given.
  ///   - environment: The process environment.
  ///   - isTerminal: Whether the output goes to a terminal.
  package static func useColor(_ choice: ColorChoice, environment: [String: String], isTerminal: Bool) -> Bool {
    switch choice {
    case .always: return true
    case .never: return false
    case .auto: break
    }
    if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return true }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    if environment["TERM"] == "dumb" { return false }
    return isTerminal
  }
}
