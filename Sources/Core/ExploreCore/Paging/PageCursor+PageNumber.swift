import Foundation

extension PageCursor {
  /// The cursor of page `number` of the same list, or `nil` when this cursor
  /// cannot name other pages.
  ///
  /// A `.number` cursor becomes `.number(number)`. A `.url` cursor with a
  /// `page` query item (as in GitHub's `Link` URLs) becomes the same URL with
  /// that item set to `number`; every other part of the URL is kept as it
  /// was, percent-encoding included. A URL without a `page` item gives `nil`.
  ///
  /// ```swift
  /// PageCursor.url(URL(string: "https://api.github.com/user/1/followers?per_page=100&page=2")!)
  ///   .withPageNumber(7)  // .url(…?per_page=100&page=7)
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the URL.
  public func withPageNumber(_ number: Int) -> PageCursor? {
    switch self {
    case .number:
      return .number(number)
    case .url(let url):
      guard
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
        var items = components.percentEncodedQueryItems,
        let index = items.lastIndex(where: { $0.name == "page" })
      else { return nil }
      items[index].value = String(number)
      components.percentEncodedQueryItems = items
      return components.url.map(PageCursor.url)
    }
  }
}
