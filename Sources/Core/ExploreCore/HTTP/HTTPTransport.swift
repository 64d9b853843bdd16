/// Something that sends HTTP requests: the network, a cache in front of it,
/// a recorder, or a replay of recorded fixtures.
///
/// Providers talk to their APIs only through this protocol, so that paging,
/// errors, caching and offline use behave the same for every provider.
public protocol HTTPTransport: Sendable {
  /// Sends `request` and returns the response, whatever its status.
  ///
  /// Transports throw only when no response could be had (no connection,
  /// a timeout, no recorded fixture); an error status is a response.
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
