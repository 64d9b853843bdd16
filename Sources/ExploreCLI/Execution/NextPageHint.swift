/// The command that shows the next page: the same command line with
/// `--page N`.
package enum NextPageHint {
  /// `explore <arguments without --page> --page <page>`, quoted for a shell.
  package static func command(arguments: [String], page: Int) -> String {
    var kept: [String] = []
    var index = 0
    var afterTerminator = false
    var terminatorTail: [String] = []
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if afterTerminator {
        terminatorTail.append(argument)
      } else if argument == "--" {
        afterTerminator = true
      } else if argument == "--page" {
        index += 1
      } else if !argument.hasPrefix("--page=") {
        kept.append(argument)
      }
    }
    var words = ["explore"] + kept + ["--page", String(page)]
    if !terminatorTail.isEmpty { words += ["--"] + terminatorTail }
    return words.map(shellQuoted).joined(separator: " ")
  }

  static func shellQuoted(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@,+".contains($0) }
    if plain && !word.isEmpty { return word }
    return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
  }
}
