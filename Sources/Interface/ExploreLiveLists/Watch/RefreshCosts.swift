import ExploreRendering

/// What one load of a watched list cost: requests, bodies received and
/// pages decoded. `--verbose` prints it after each refresh.
struct RefreshCosts: Sendable, Hashable {
  /// Requests answered (after the transport's retries).
  var requests = 0
  /// Requests the server answered 304 Not Modified, served from the cache.
  var notModified = 0
  /// Bytes of the bodies that came over the network (a 304 has none).
  var bytesReceived = 0
  /// Pages the provider decoded.
  var pagesDecoded = 0
  /// Pages not decoded again: their answer was the one they came from.
  var pagesKept = 0
  /// Items in the pages decoded.
  var itemsDecoded = 0

  /// The two sets of counts together.
  static func + (lhs: RefreshCosts, rhs: RefreshCosts) -> RefreshCosts {
    RefreshCosts(
      requests: lhs.requests + rhs.requests, notModified: lhs.notModified + rhs.notModified,
      bytesReceived: lhs.bytesReceived + rhs.bytesReceived, pagesDecoded: lhs.pagesDecoded + rhs.pagesDecoded,
      pagesKept: lhs.pagesKept + rhs.pagesKept, itemsDecoded: lhs.itemsDecoded + rhs.itemsDecoded)
  }

  /// `3 requests (3 not modified), 0 bytes received, 0 pages decoded (3 kept), 0 items decoded`.
  var summary: String {
    func count(_ number: Int, _ noun: String) -> String {
      "\(FieldFormatter.grouped(number)) \(noun)\(number == 1 ? "" : "s")"
    }
    return "\(count(requests, "request")) (\(FieldFormatter.grouped(notModified)) not modified), "
      + "\(count(bytesReceived, "byte")) received, \(count(pagesDecoded, "page")) decoded (\(FieldFormatter.grouped(pagesKept)) kept), "
      + "\(count(itemsDecoded, "item")) decoded"
  }
}
