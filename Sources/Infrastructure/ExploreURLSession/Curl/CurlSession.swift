#if os(Linux)
import ExploreCurl
import ExploreURLSessionInterface
import Foundation

/// HTTP exchanges on libcurl's multi interface, driven by one thread that
/// sleeps in `curl_multi_poll` until a socket, a timer of libcurl's or a
/// new request needs it: waiting for a silent server costs no CPU.
///
/// ```swift
/// guard let session = CurlSession(idleTimeout: 30) else { … }  // no usable libcurl
/// let (status, url, headers, body) = try await session.run(request, limits: (30, 32 << 20, true))
/// session.close()
/// ```
///
/// NB: why not URLSession on Linux: FoundationNetworking watches libcurl's
/// sockets with dispatch sources, and when libcurl stops asking to write
/// (the request is sent) it leaves the write source in place; a connected
/// socket is always writable, so while a server thinks, that source fires
/// without pause (3.9 s user and 16.1 s system CPU in 30 s of waiting,
/// tens of thousands of epoll, futex and poll calls). Here libcurl polls
/// its own sockets, blocked.
///
/// Requests, cancellations and closing reach the thread through `lock` and
/// `curl_multi_wakeup`; every other libcurl call is made on the thread.
/// Connections are kept alive between exchanges of one session.
final class CurlSession: @unchecked Sendable {
  // NB: @unchecked Sendable: the mutable state below is read and written
  // only while holding `lock`; the multi handle is used by the thread
  // alone, except for `curl_multi_wakeup`, which libcurl allows from any
  // thread and which is called under the lock, before the thread frees it.
  private let lock = NSLock()
  private let multi: UnsafeMutableRawPointer
  private let idleTimeout: Double
  private var submitted: [CurlTransfer] = []
  private var dropped: [CurlTransfer] = []
  private var unfinished = 0
  private var isClosing = false
  private var isClosed = false

  /// A session whose transfers may pause at most `idleTimeout` seconds
  /// between two bytes; `nil` when libcurl cannot be loaded or is older
  /// than 7.68.0 (``reasonUnavailable``).
  init?(idleTimeout: Double) {
    guard Self.reasonUnavailable == nil, let multi = explore_curl_multi_init() else { return nil }
    self.multi = multi
    self.idleTimeout = idleTimeout
    let thread = Thread { [self] in run() }
    thread.name = "explore http"
    thread.start()
  }

  /// Why libcurl cannot be used, or `nil` when it can.
  static let reasonUnavailable: String? = explore_curl_load().map { String(cString: $0) }

  /// The CA bundle to name when libcurl knows none of its own, as
  /// FoundationNetworking does: the first of the usual places that exists.
  static let fallbackCABundle: String? = {
    guard reasonUnavailable == nil, let easy = explore_curl_easy_init() else { return nil }
    defer { explore_curl_easy_cleanup(easy) }
    var known: UnsafePointer<CChar>?
    if explore_curl_easy_getinfo_string(easy, CurlCode.caInfoDefault, &known) == CurlCode.ok, known != nil { return nil }
    let places = [
      "/etc/ssl/certs/ca-certificates.crt", "/etc/pki/tls/certs/ca-bundle.crt", "/usr/share/ssl/certs/ca-bundle.crt",
      "/usr/local/share/certs/ca-root-nss.crt", "/etc/ssl/cert.pem",
    ]
    return places.first { FileManager.default.fileExists(atPath: $0) }
  }()

  /// How many exchanges have been sent and not yet completed or removed.
  var pendingCount: Int { lock.withLock { unfinished } }

  /// Sends `request` and returns the whole response.
  ///
  /// - Throws: `CancellationError` at once when the calling task is
  ///   cancelled; an `NSError` in ``URLSessionInterface/errorDomain`` when
  ///   the deadline passes or a bound is exceeded; an `NSError` in
  ///   `NSURLErrorDomain` when the transfer failed.
  func run(_ request: URLSessionInterface.Request, limits: URLSessionInterface.Limits) async throws -> URLSessionInterface.Response {
    let transfer = CurlTransfer(request: request, limits: limits)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard transfer.install(continuation) else { return }
        submit(transfer)
      }
    } onCancel: {
      transfer.finish(.failure(CancellationError()))
      drop(transfer)
    }
  }

  /// Ends the thread once it has removed every transfer; the session's
  /// owner calls it when the last exchange that could use it is gone.
  func close() {
    lock.withLock {
      isClosing = true
      wake()
    }
  }

  private func submit(_ transfer: CurlTransfer) {
    lock.withLock {
      submitted.append(transfer)
      unfinished += 1
      wake()
    }
  }

  private func drop(_ transfer: CurlTransfer) {
    lock.withLock {
      dropped.append(transfer)
      wake()
    }
  }

  /// Call with `lock` held.
  private func wake() {
    guard !isClosed else { return }
    _ = explore_curl_multi_wakeup(multi)
  }

  private func settle() {
    lock.withLock { unfinished -= 1 }
  }

  // MARK: - The thread

  private func run() {
    var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
    while true {
      let (adding, dropping, closing) = lock.withLock { () -> ([CurlTransfer], [CurlTransfer], Bool) in
        defer {
          submitted = []
          dropped = []
        }
        return (submitted, dropped, isClosing)
      }
      for transfer in adding {
        guard !transfer.isOver, let easy = transfer.start(idleTimeout: idleTimeout) else {
          transfer.cleanUp()
          settle()
          continue
        }
        guard explore_curl_multi_add_handle(multi, easy) == CurlCode.ok else {
          transfer.finish(.failure(NSError(domain: NSURLErrorDomain, code: NSURLErrorUnknown, userInfo: [NSLocalizedDescriptionKey: "libcurl could not start a transfer"])))
          transfer.cleanUp()
          settle()
          continue
        }
        active[easy] = transfer
      }
      for transfer in dropping {
        guard let easy = transfer.easy, active.removeValue(forKey: easy) != nil else { continue }
        remove(transfer, easy)
      }
      if closing {
        for (easy, transfer) in active {
          transfer.finish(.failure(CancellationError()))
          remove(transfer, easy)
        }
        break
      }
      var running: Int32 = 0
      _ = explore_curl_multi_perform(multi, &running)
      var done: UnsafeMutableRawPointer?
      var result: Int32 = 0
      while explore_curl_multi_next_done(multi, &done, &result) == 1 {
        guard let easy = done, let transfer = active.removeValue(forKey: easy) else { continue }
        transfer.complete(result: result)
        remove(transfer, easy)
      }
      // NB: libcurl shortens the wait to its own next timer (a timeout, the
      // idle check); with nothing to do, the thread sleeps until woken.
      _ = explore_curl_multi_poll(multi, 60_000)
    }
    lock.withLock { isClosed = true }
    _ = explore_curl_multi_cleanup(multi)
  }

  private func remove(_ transfer: CurlTransfer, _ easy: UnsafeMutableRawPointer) {
    _ = explore_curl_multi_remove_handle(multi, easy)
    transfer.cleanUp()
    settle()
  }
}

/// Owns a ``CurlSession`` and closes it when the last copy of the
/// session's exchange goes.
final class CurlSessionBox: Sendable {
  let session: CurlSession

  init?(idleTimeout: Double) {
    guard let session = CurlSession(idleTimeout: idleTimeout) else { return nil }
    self.session = session
  }

  deinit {
    session.close()
  }
}
#endif
