/// How a list resource pages, declared so that help can say so and the CLI
/// can choose how to load `--all`.
public enum PagingStyle: Sendable, Hashable {
  /// One response is everything.
  case none
  /// `?page=N` with a fixed page size. When `totalIsKnown`, the first page
  /// says how many pages there are (Rick and Morty's `info.pages`), so the
  /// rest can load concurrently; otherwise a short page means the end.
  case pageNumbers(pageSize: Int, totalIsKnown: Bool)
  /// Each page names the next by URL: a `Link` header or a `next` field.
  case nextLinks(pageSize: Int)

  /// The number of items a full page holds, if the list pages.
  public var pageSize: Int? {
    switch self {
    case .none: nil
    case .pageNumbers(let size, _), .nextLinks(let size): size
    }
  }
}
