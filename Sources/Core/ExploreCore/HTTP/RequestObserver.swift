/// Follows one request of an HTTP client while it is out: its retries and
/// its end, so that a long wait can be said on the terminal ("waiting for
/// api.github.com · 4 s · retry 2 of 4").
///
/// ```swift
/// configuration.observeRequest = { url in notice.observe(url) }
/// ```
///
/// The client calls ``retrying(_:of:)`` before each wait for a retry, and
/// ``ended()`` once, when ``HTTPTransport/send(_:)`` returns or throws,
/// before its caller sees the answer.
public protocol RequestObserver: Sendable {
  /// The request failed and will be sent again: retry `retry` of at most
  /// `maximum`.
  func retrying(_ retry: Int, of maximum: Int)
  /// The request ended: answered, failed or cancelled.
  func ended()
}
