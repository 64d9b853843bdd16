import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Owns a URLSession and its ``SessionDelegate``, and invalidates the
/// session when the last client copy goes.
final class URLSessionBox: Sendable {
  let session: URLSession
  let delegate: SessionDelegate

  /// - Parameter timeout: the longest pause between two bytes of a
  ///   response; the whole exchange has its own deadline (``DataExchange``).
  init(timeout: TimeInterval) {
    let configuration = URLSessionConfiguration.ephemeral
    // NB: the conditional cache is ours; URLSession's own cache and cookie
    // store would hide 304s and keep cookies we promise not to keep.
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.urlCredentialStorage = nil
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout * 2
    delegate = SessionDelegate()
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
  }

  deinit {
    session.finishTasksAndInvalidate()
  }
}
