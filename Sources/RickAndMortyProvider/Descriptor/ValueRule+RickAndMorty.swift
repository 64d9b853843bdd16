package import ExploreCore

extension ValueRule {
  /// A record id: a positive whole number. Checked before any request, so
  /// `character abc` never reaches the API (which answers it with a 500).
  package static let recordID = ValueRule("a positive whole number, such as 42") { value in
    guard let number = Int(value), String(number) == value else { return false }
    return number > 0
  }

  /// An episode code, whole or cut to its season: `S01` or `S01E01`, in any
  /// case. The API matches it as a substring of the episode's code.
  package static let episodeCode = ValueRule("a season such as S01 or an episode such as S01E01") { value in
    EpisodeCode.isValid(value)
  }
}

/// The shape of an episode code: `S`, two digits, and optionally `E` and two
/// digits.
package enum EpisodeCode {
  /// Whether `value` is `S01` or `S01E01`, compared case-insensitively.
  package static func isValid(_ value: String) -> Bool {
    let characters = Array(value.uppercased())
    func isDigit(_ index: Int) -> Bool { characters[index].isASCII && characters[index].isNumber }
    switch characters.count {
    case 3:
      return characters[0] == "S" && isDigit(1) && isDigit(2)
    case 6:
      return characters[0] == "S" && isDigit(1) && isDigit(2) && characters[3] == "E" && isDigit(4) && isDigit(5)
    default:
      return false
    }
  }
}
