public import ExploreCore

/// A page of a declared list that cannot be asked for: a list that pages
/// by cursor reaches page N only through pages 1 to N − 1, which explore
/// walks only up to ``walkLimit``, and a page number can be too large to
/// turn into an offset.
public struct CursorPagingError: UserFacingError, Hashable {
  /// Why the page cannot be asked for.
  public enum Reason: Sendable, Hashable {
    /// The list pages by an opaque cursor.
    case cursorOnly
    /// The page's offset does not fit in an integer.
    case tooFar
  }

  /// The list, as messages name it.
  public var list: String
  public var page: Int
  public var reason: Reason

  public init(list: String, page: Int, reason: Reason) {
    self.list = list
    self.page = page
    self.reason = reason
  }

  /// The most pages `--page N` walks through to page N: from the first
  /// page, or from the furthest one a run saw (`ListCursors`).
  public static let walkLimit = 20

  public var description: String {
    switch reason {
    case .cursorOnly:
      "The API pages \(list) by cursor, so page \(page) can only be reached through the pages before it, "
        + "and explore walks through at most \(Self.walkLimit), from the first page or the furthest one a run saw in the last hour. "
        + "Use --limit N to show the first N rows, or --all, after which each of its pages is one request away."
    case .tooFar:
      "Page \(page) of \(list) is past any offset the API can take. Ask for an earlier page."
    }
  }

  /// A usage error: the command line asked for what the API cannot give.
  public var category: ErrorCategory { .usage }
}
