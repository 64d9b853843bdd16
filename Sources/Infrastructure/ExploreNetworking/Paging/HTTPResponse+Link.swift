public import ExploreCore

extension HTTPResponse {
  /// The response's `Link` header, parsed, or `nil` when it has none.
  /// Relative targets are resolved against the response's URL.
  public var linkHeader: LinkHeader? {
    guard let value = headers["link"], !value.isEmpty else { return nil }
    return LinkHeader(value, relativeTo: url)
  }
}
