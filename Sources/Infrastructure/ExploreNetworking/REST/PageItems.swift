import ExploreCore

/// The items of one page, decoded with a bound: a page of more than
/// ``PagingLimits/maxItemsPerPage`` items throws ``PageTooLargeError`` as it
/// is decoded, before its items are built (a page of a million items would
/// otherwise take gigabytes and minutes).
///
/// Use it for every array of a list response that a server sizes:
///
/// ```swift
/// struct ListResponse<Record: Decodable & Sendable>: Decodable {
///   @Tolerant var info: ListInfo?
///   @PageItems var results: [Record]     // throws past 10,000 results
/// }
/// let (users, response) = try await client.get(PageItems<User>.self, url, what: "followers")  // a bare array
/// ```
///
/// - Complexity: O(*n*) in the items decoded, at most `limit` + 1 of them.
@propertyWrapper
public struct PageItems<Element: Decodable>: Decodable {
  public var wrappedValue: [Element]

  public init(wrappedValue: [Element]) {
    self.wrappedValue = wrappedValue
  }

  public init(from decoder: any Decoder) throws {
    try self.init(from: decoder, limit: PagingLimits.maxItemsPerPage)
  }

  /// Decodes at most `limit` items.
  ///
  /// - Throws: ``PageTooLargeError`` naming `limit` and the JSON path, as
  ///   soon as the count is known to pass it; what decoding an item throws.
  package init(from decoder: any Decoder, limit: Int) throws {
    var container = try decoder.unkeyedContainer()
    let tooLarge = PageTooLargeError(limit: limit, jsonPath: DecodingErrorDescription.path(decoder.codingPath))
    var items: [Element] = []
    if let count = container.count {
      guard count <= limit else { throw tooLarge }
      items.reserveCapacity(count)
    }
    while !container.isAtEnd {
      guard items.count < limit else { throw tooLarge }
      items.append(try container.decode(Element.self))
    }
    wrappedValue = items
  }
}

extension PageItems: Sendable where Element: Sendable {}
extension PageItems: Equatable where Element: Equatable {}
extension PageItems: Hashable where Element: Hashable {}
