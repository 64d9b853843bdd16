import ExploreURLSessionInterface
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One URLSession data task as an `async` call that cancellation never
/// blocks, with a deadline and a bound on the body's bytes.
///
/// ```swift
/// let exchange = DataExchange(maximumBytes: 32 << 20)
/// let (response, body) = try await exchange.run(request, in: box, timeout: 30)
/// ```
///
/// NB: `URLSession.data(for:)` on Linux cancels its task synchronously from
/// the Swift task's cancellation handler, which runs under the task's
/// status-record lock, while URLSession's own queue may be resuming that very
/// continuation: a lock-order inversion that hangs forever
/// (swiftlang/swift-corelibs-foundation#5412). Here the session's delegate
/// (``SessionDelegate``) feeds the response, each chunk of the body and the
/// completion into this object, and whichever comes first of the completion,
/// the cancellation, the deadline and the byte bound resumes the
/// continuation, exactly once and never under the lock. The last three cancel
/// the URLSession task on another queue, so no caller ever waits for
/// URLSession.
final class DataExchange: @unchecked Sendable {
  // NB: @unchecked Sendable because every mutable property below is read and
  // written only while holding `lock`, and nothing is called out to under it.
  private let lock = NSLock()
  private var continuation: CheckedContinuation<(HTTPURLResponse, Data), any Error>?
  /// The outcome, once there is one; a later event changes nothing.
  private var outcome: Result<(HTTPURLResponse, Data), any Error>?
  private var task: URLSessionTask?
  private var response: HTTPURLResponse?
  private var body = Data()

  /// The most bytes the body may have, as it arrives (decompressed).
  let maximumBytes: Int
  /// Whether the response may have a body: `false` for `HEAD`, whose
  /// `Content-Length` describes a body that is never sent.
  let expectsBody: Bool

  init(maximumBytes: Int, expectsBody: Bool = true) {
    self.maximumBytes = maximumBytes
    self.expectsBody = expectsBody
  }

  /// Sends `request` through `box`'s session and returns the response and
  /// its whole body.
  ///
  /// - Throws: `CancellationError` at once when the calling task is
  ///   cancelled; `URLSessionInterface.Interruption` when the deadline
  ///   passes or the body is too large; URLSession's error when the request
  ///   failed.
  func run(_ request: URLRequest, in box: URLSessionBox, timeout: TimeInterval) async throws -> (HTTPURLResponse, Data) {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard install(continuation) else { return }
        let task = box.session.dataTask(with: request)
        box.delegate.register(self, for: task)
        guard attach(task) else {
          box.delegate.unregister(task)
          return
        }
        // NB: the timer holds the exchange weakly: a finished exchange (and
        // its body) is freed at once, not when the timer fires.
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self] in
          self?.finish(.failure(URLSessionInterface.Interruption.deadline))
        }
        task.resume()
      }
    } onCancel: {
      finish(.failure(CancellationError()))
    }
  }

  // MARK: - Events, from the session delegate

  /// The response's status and headers arrived; `false` when its
  /// `Content-Length` is over the bound (the exchange is then over).
  @discardableResult
  func receive(_ response: URLResponse) -> Bool {
    guard let http = response as? HTTPURLResponse else { return true }
    if let reason = Self.headersOverBounds(http) {
      finish(.failure(HeadersTooLarge(reason: reason)))
      return false
    }
    lock.withLock { self.response = http }
    let length = URLSessionInterface.contentLength(http.value(forHTTPHeaderField: "Content-Length"))
    if expectsBody, let length, length > maximumBytes {
      finish(.failure(URLSessionInterface.Interruption.tooLarge))
      return false
    }
    return true
  }

  /// A chunk of the body arrived (decompressed, when the server compressed it).
  ///
  /// NB: past the bound the body is dropped at once, but libcurl goes on
  /// inflating until the cancellation reaches URLSession's queue, which its
  /// own read loop keeps busy: against a 1 GB gzip bomb on loopback the
  /// whole gigabyte still arrived here, 16 KB at a time, and was thrown
  /// away. Memory stays bounded (the chunks are freed as they come; peak
  /// RSS 118–322 MB with a 32 MB bound), the CPU time does not.
  func receive(_ data: Data) {
    let overflow = lock.withLock { () -> Bool in
      guard outcome == nil else { return false }
      guard body.count + data.count <= maximumBytes else { return true }
      body.append(data)
      return false
    }
    if overflow { finish(.failure(URLSessionInterface.Interruption.tooLarge)) }
  }

  /// The task completed, with `error` or with the whole response.
  func complete(error: (any Error)?) {
    if let error {
      finish(.failure(error))
      return
    }
    let received = lock.withLock { response.map { ($0, body) } }
    guard let received else {
      finish(.failure(URLError(.badServerResponse)))
      return
    }
    finish(.success(received))
  }

  /// Ends the exchange with what arrived so far, as if it had completed:
  /// for a 401 whose body is complete but which FoundationNetworking holds
  /// back for an authentication challenge explore never answers.
  func completeWithReceivedResponse() {
    complete(error: nil)
  }

  /// Header fields over ``ResponseHead``'s bounds, which URLSession has
  /// read whole already: the same refusal as on libcurl, if later.
  struct HeadersTooLarge: Error {
    var reason: String
  }

  private static func headersOverBounds(_ response: HTTPURLResponse) -> String? {
    let fields = response.allHeaderFields
    var head = ResponseHead()
    _ = head.read(Array("HTTP/1.1 \(response.statusCode)".utf8))
    for (name, value) in fields {
      if case .tooLarge(let reason) = head.read(Array("\(name): \(value)".utf8)) { return reason }
    }
    return nil
  }

  // MARK: - The one way out

  /// Records `result` unless there already is an outcome, then (outside the
  /// lock) resumes the continuation with it and, when the task did not
  /// complete by itself, cancels the task on another queue.
  private func finish(_ result: Result<(HTTPURLResponse, Data), any Error>) {
    let (continuation, task) = lock.withLock { () -> (CheckedContinuation<(HTTPURLResponse, Data), any Error>?, URLSessionTask?) in
      guard outcome == nil else { return (nil, nil) }
      outcome = result
      let taken = (self.continuation, self.task)
      self.continuation = nil
      // NB: the body now lives only in `result`; the exchange keeps no copy.
      body = Data()
      return taken
    }
    continuation?.resume(with: result)
    if case .failure = result, let task {
      Self.cancelLater(task)
    }
  }

  /// Keeps `continuation` for later; `false` when the exchange is already
  /// over (cancelled before it started), having resumed it with the outcome.
  private func install(_ continuation: CheckedContinuation<(HTTPURLResponse, Data), any Error>) -> Bool {
    let earlier = lock.withLock { () -> Result<(HTTPURLResponse, Data), any Error>? in
      if outcome == nil { self.continuation = continuation }
      return outcome
    }
    guard let earlier else { return true }
    continuation.resume(with: earlier)
    return false
  }

  /// Keeps `task` for cancelling; `false` (and the task is never started)
  /// when the exchange ended between ``install(_:)`` and now.
  private func attach(_ task: URLSessionTask) -> Bool {
    let isOver = lock.withLock { () -> Bool in
      if outcome == nil { self.task = task }
      return outcome != nil
    }
    if isOver { Self.cancelLater(task) }
    return !isOver
  }

  /// Cancels `task` on a global queue: never on the caller's thread, which
  /// may hold a Swift task's status lock or be URLSession's own queue.
  private static func cancelLater(_ task: URLSessionTask) {
    DispatchQueue.global().async { task.cancel() }
  }
}
