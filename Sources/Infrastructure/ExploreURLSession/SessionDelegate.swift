import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The delegate of ``HTTPClient``'s session: it refuses redirects and hands
/// each task's response, body chunks and completion to the task's
/// ``DataExchange``.
///
/// NB: URLSession copies every header, `Authorization` included, to the
/// redirect target, even on another host (checked with FoundationNetworking
/// on Linux, where only the session delegate, not a per-task delegate, is
/// asked). Refusing here hands the 3xx back to the client, which decides per
/// hop whether the target may see the credential, and whether its scheme may
/// be followed at all.
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  // NB: @unchecked Sendable because `exchanges` is read and written only
  // while holding `lock`; the exchanges are called after it is released.
  private let lock = NSLock()
  private var exchanges: [Int: DataExchange] = [:]

  /// Routes the events of `task` to `exchange` until the task completes.
  func register(_ exchange: DataExchange, for task: URLSessionTask) {
    lock.withLock { exchanges[task.taskIdentifier] = exchange }
  }

  /// Forgets `task`, which will never be started.
  func unregister(_ task: URLSessionTask) {
    _ = lock.withLock { exchanges.removeValue(forKey: task.taskIdentifier) }
  }

  /// How many tasks have not completed yet; for tests.
  var pendingCount: Int { lock.withLock { exchanges.count } }

  private func exchange(for task: URLSessionTask) -> DataExchange? {
    lock.withLock { exchanges[task.taskIdentifier] }
  }

  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }

  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let proceed = exchange(for: dataTask)?.receive(response) ?? true
    completionHandler(proceed ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    exchange(for: dataTask)?.receive(data)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    let exchange = lock.withLock { exchanges.removeValue(forKey: task.taskIdentifier) }
    exchange?.complete(error: error)
  }

  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  ) {
    #if canImport(FoundationNetworking)
    // NB: FoundationNetworking asks this after a 401 with `WWW-Authenticate`
    // has arrived in full, and (in toolchains before
    // swiftlang/swift-corelibs-foundation#5457) never completes the task
    // when no credential is proposed. explore answers no challenge: the 401
    // is the response, handed over now; the task is then cancelled.
    if challenge.failureResponse != nil, let exchange = exchange(for: task) {
      exchange.completeWithReceivedResponse()
      completionHandler(.cancelAuthenticationChallenge, nil)
      return
    }
    #endif
    completionHandler(.performDefaultHandling, nil)
  }
}
