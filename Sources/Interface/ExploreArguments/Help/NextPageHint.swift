package import ExploreCore

/// The command that shows the next page: the same command line with
/// `--page N`.
package enum NextPageHint {
  /// The number of the page after the one shown, whose paging is `paging`:
  /// one more than its number (else than the page asked for, else 1), or
  /// `nil` when no page follows or the next number is not one explore
  /// follows (``PagingLimits/pageNumbers``): the page's number is the
  /// server's, and may be `Int.max`.
  package static func nextPage(after paging: PageInfo, requested: Int?) -> Int? {
    guard paging.hasMore else { return nil }
    let current = paging.number ?? requested ?? 1
    guard current >= PagingLimits.pageNumbers.lowerBound - 1, current < PagingLimits.pageNumbers.upperBound else { return nil }
    return current + 1
  }

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
