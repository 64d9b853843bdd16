import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A session delegate that stops URLSession from following redirects, so
/// that ``HTTPClient`` follows them itself.
///
/// NB: URLSession copies every header, `Authorization` included, to the
/// redirect target, even on another host (checked with FoundationNetworking
/// on Linux, where only the session delegate, not a per-task delegate, is
/// asked). Refusing here hands the 3xx back to the client, which decides per
/// hop whether the target may see the credential.
final class RedirectRefusal: NSObject, URLSessionTaskDelegate, Sendable {
  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }
}

/// Owns a URLSession and invalidates it when the last client copy goes.
final class URLSessionBox: Sendable {
  let session: URLSession

  init(timeout: Duration) {
    let configuration = URLSessionConfiguration.ephemeral
    // NB: the conditional cache is ours; URLSession's own cache and cookie
    // store would hide 304s and keep cookies we promise not to keep.
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    configuration.timeoutIntervalForRequest = seconds
    configuration.timeoutIntervalForResource = seconds * 2
    session = URLSession(configuration: configuration, delegate: RedirectRefusal(), delegateQueue: nil)
  }

  deinit {
    session.finishTasksAndInvalidate()
  }
}
