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
