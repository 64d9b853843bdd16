/// A question the status line asks, which the next key answers: `y` (or
/// Return) says yes, any other key no.
package enum BrowserPrompt: Sendable, Hashable {
  /// `G` on a list with more pages: load every page to the end? The
  /// question says how many pages and requests that is and what is left of
  /// the rate limit, where the provider knows them.
  case loadToEnd(level: Int, question: String)

  /// The question, as the status line shows it.
  package var question: String {
    switch self {
    case .loadToEnd(_, let question): question
    }
  }
}
