public import Foundation

/// Where a page of a list starts.
///
/// APIs page in two ways: by page number (`?page=3`), or by a URL the
/// previous page named (a `Link` header's `rel="next"`, or a `next` field in
/// the body). A cursor carries either.
public enum PageCursor: Sendable, Hashable, Codable, CustomStringConvertible {
  /// A page by its number, counting from 1.
  case number(Int)
  /// A page by the URL the previous page gave for it. Follow it exactly.
  case url(URL)

  /// The first page.
  public static let first = PageCursor.number(1)

  /// The page number, when the cursor is one, or when the URL carries a
  /// `page` query item.
  public var pageNumber: Int? {
    switch self {
    case .number(let number):
      return number
    case .url(let url):
      let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      return items.last { $0.name == "page" }?.value.flatMap { Int($0) }
    }
  }

  public var description: String {
    switch self {
    case .number(let number): "page \(number)"
    case .url(let url): url.absoluteString
    }
  }
}
