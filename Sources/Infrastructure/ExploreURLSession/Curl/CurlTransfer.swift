#if os(Linux)
import ExploreCurl
import ExploreURLSessionInterface
import Foundation

/// One exchange on a ``CurlSession``: its libcurl easy handle, what has
/// arrived of the response, and the continuation that the first of the
/// completion, the cancellation and the bounds resumes, exactly once and
/// never under the lock.
///
/// The easy handle and the response as it arrives are touched only by the
/// session's thread (``start(idleTimeout:)``, the callbacks,
/// ``complete(result:)``, ``cleanUp()``); the outcome and the continuation
/// by any thread, under `lock`.
final class CurlTransfer: @unchecked Sendable {
  // NB: @unchecked Sendable: `continuation` and `outcome` are read and
  // written only while holding `lock`, nothing is called out to under it,
  // and the rest belongs to the session's thread.
  private let lock = NSLock()
  private var continuation: CheckedContinuation<URLSessionInterface.Response, any Error>?
  private var outcome: Result<URLSessionInterface.Response, any Error>?

  let request: URLSessionInterface.Request
  let limits: URLSessionInterface.Limits
  /// The easy handle, from ``start(idleTimeout:)`` to ``cleanUp()``.
  private(set) var easy: UnsafeMutableRawPointer?
  private var headerList: UnsafeMutableRawPointer?
  private var errorBuffer: UnsafeMutablePointer<CChar>?
  private var head = ResponseHead()
  private var body = Data()
  /// Why a callback stopped the transfer, when one did.
  private var interruption: (URLSessionInterface.Interruption, String)?
  private let started = ContinuousClock.now

  init(request: URLSessionInterface.Request, limits: URLSessionInterface.Limits) {
    self.request = request
    self.limits = limits
  }

  // MARK: - Any thread

  /// Whether the exchange has its outcome (it completed, or was cancelled).
  var isOver: Bool { lock.withLock { outcome != nil } }

  /// Keeps `continuation`; `false` when the exchange is already over
  /// (cancelled before it started), having resumed it with the outcome.
  func install(_ continuation: CheckedContinuation<URLSessionInterface.Response, any Error>) -> Bool {
    let earlier = lock.withLock { () -> Result<URLSessionInterface.Response, any Error>? in
      if outcome == nil { self.continuation = continuation }
      return outcome
    }
    guard let earlier else { return true }
    continuation.resume(with: earlier)
    return false
  }

  /// Records `result` unless there is an outcome already, then (outside
  /// the lock) resumes the continuation with it.
  func finish(_ result: Result<URLSessionInterface.Response, any Error>) {
    let continuation = lock.withLock { () -> CheckedContinuation<URLSessionInterface.Response, any Error>? in
      guard outcome == nil else { return nil }
      outcome = result
      defer { self.continuation = nil }
      return self.continuation
    }
    continuation?.resume(with: result)
  }

  // MARK: - The session's thread

  /// Makes and configures the easy handle; `nil` (and the exchange failed)
  /// when libcurl refuses it.
  func start(idleTimeout: Double) -> UnsafeMutableRawPointer? {
    guard let easy = explore_curl_easy_init() else {
      finish(.failure(NSError(domain: NSURLErrorDomain, code: NSURLErrorUnknown, userInfo: [NSLocalizedDescriptionKey: "libcurl could not start a transfer"])))
      return nil
    }
    self.easy = easy
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: CurlCode.errorBufferSize)
    buffer.initialize(repeating: 0, count: CurlCode.errorBufferSize)
    errorBuffer = buffer
    let context = Unmanaged.passUnretained(self).toOpaque()
    var failed = false
    func set(_ option: Int32, _ value: Int) { failed = failed || explore_curl_easy_setopt_long(easy, option, value) != CurlCode.ok }
    func set(_ option: Int32, _ value: UnsafeRawPointer?) { failed = failed || explore_curl_easy_setopt_pointer(easy, option, value) != CurlCode.ok }
    func set(_ option: Int32, text: String) { failed = failed || text.withCString { explore_curl_easy_setopt_pointer(easy, option, $0) } != CurlCode.ok }

    // NB: no signals (libcurl's DNS timeout uses alarm(), which is not for a
    // threaded process), no progress meter, no redirects (the client
    // follows them itself, deciding per hop where a credential may go).
    set(CurlCode.noSignal, 1)
    set(CurlCode.noProgress, 1)
    set(CurlCode.followLocation, 0)
    // NB: http and https only: libcurl would otherwise open ftp: or file:.
    if text(CurlCode.protocolsText, "http,https", easy) != CurlCode.ok { set(CurlCode.protocols, 3) }
    if text(CurlCode.redirectProtocolsText, "http,https", easy) != CurlCode.ok { set(CurlCode.redirectProtocols, 3) }
    if let bundle = CurlSession.fallbackCABundle { set(CurlCode.caInfo, text: bundle) }
    set(CurlCode.url, text: request.url.absoluteString)
    set(CurlCode.errorBuffer, UnsafeRawPointer(buffer))
    setMethod(set: { set($0, $1) }, setText: { set($0, text: $1) }, setPointer: { set($0, $1) })
    // NB: libcurl asks for `100 Continue` before a large body, and waits a
    // second when the server has no such answer; an empty `Expect:` stops it.
    var list: UnsafeMutableRawPointer? = explore_curl_slist_append(nil, "Expect:")
    for (name, value) in request.headers where Self.isSendable(name: name, value: value) {
      list = explore_curl_slist_append(list, value.isEmpty ? "\(name);" : "\(name): \(value)")
    }
    headerList = list
    set(CurlCode.httpHeader, UnsafeRawPointer(list))
    // NB: an empty list of encodings is every one libcurl decodes, which it
    // then does as the body arrives; the bound counts decoded bytes.
    set(CurlCode.acceptEncoding, text: "")
    set(CurlCode.httpContentDecoding, 1)
    let milliseconds = Self.milliseconds(limits.timeout)
    set(CurlCode.timeoutMilliseconds, milliseconds)
    set(CurlCode.connectTimeoutMilliseconds, milliseconds)
    // NB: the idle bound: less than a byte a second for that long fails.
    set(CurlCode.lowSpeedLimit, 1)
    set(CurlCode.lowSpeedTime, max(1, Int(idleTimeout.rounded(.up).clamped(to: 1...86_400))))
    set(CurlCode.headerFunction, unsafeBitCast(Self.headerCallback, to: UnsafeRawPointer.self))
    set(CurlCode.headerData, UnsafeRawPointer(context))
    set(CurlCode.writeFunction, unsafeBitCast(Self.bodyCallback, to: UnsafeRawPointer.self))
    set(CurlCode.writeData, UnsafeRawPointer(context))
    guard !failed else {
      finish(.failure(NSError(domain: NSURLErrorDomain, code: NSURLErrorUnknown, userInfo: [NSLocalizedDescriptionKey: "libcurl refused an option of the request"])))
      return nil
    }
    return easy
  }

  /// Ends the exchange with libcurl's `result` for it.
  func complete(result: Int32) {
    if let (interruption, reason) = interruption {
      finish(.failure(NSError(domain: URLSessionInterface.errorDomain, code: interruption.rawValue, userInfo: [NSLocalizedDescriptionKey: reason])))
      return
    }
    if result == CurlCode.ok, head.isComplete, let status = head.status {
      let received = body
      body = Data()
      finish(.success((status, request.url, head.fields, received)))
      return
    }
    finish(.failure(failure(for: result)))
  }

  /// Frees the easy handle and what it used; after the session removed it
  /// from its multi handle.
  func cleanUp() {
    if let easy { explore_curl_easy_cleanup(easy) }
    easy = nil
    if let headerList { explore_curl_slist_free_all(headerList) }
    headerList = nil
    errorBuffer?.deallocate()
    errorBuffer = nil
    body = Data()
  }

  private func failure(for result: Int32) -> any Error {
    let message = errorMessage(for: result)
    if result == CurlCode.operationTimedOut {
      // NB: libcurl's timeout is the exchange's deadline; the idle bound
      // (less than a byte a second) fails the same way, earlier.
      let elapsed = (ContinuousClock.now - started).inSeconds
      if elapsed >= limits.timeout - 0.05 {
        return NSError(domain: URLSessionInterface.errorDomain, code: URLSessionInterface.Interruption.deadline.rawValue)
      }
    }
    // NB: libcurl refuses a header line over its own buffer (100 KB) as
    // "out of memory", or as too large: once the request is sent, that is
    // the server's head, not this machine's memory.
    var sent = 0
    if let easy { _ = explore_curl_easy_getinfo_long(easy, CurlCode.requestSize, &sent) }
    if !head.isComplete, sent > 0, result == CurlCode.outOfMemory || result == CurlCode.tooLarge
      || (result == CurlCode.receiveError && message.lowercased().contains("too large"))
    {
      return NSError(
        domain: URLSessionInterface.errorDomain, code: URLSessionInterface.Interruption.headersTooLarge.rawValue,
        userInfo: [NSLocalizedDescriptionKey: "a header line longer than libcurl reads (100 KB)"])
    }
    var osErrno = 0
    if let easy { _ = explore_curl_easy_getinfo_long(easy, CurlCode.osErrno, &osErrno) }
    let code = CurlCode.urlErrorCode(for: result, osErrno: Int32(truncatingIfNeeded: osErrno), message: message)
    return NSError(domain: NSURLErrorDomain, code: code, userInfo: [NSLocalizedDescriptionKey: message])
  }

  private func errorMessage(for result: Int32) -> String {
    if let errorBuffer, errorBuffer.pointee != 0 { return String(cString: errorBuffer) }
    return explore_curl_easy_strerror(result).map { String(cString: $0) } ?? "libcurl error \(result)"
  }

  // MARK: - Callbacks, on the session's thread

  /// A header line arrived; `false` stops the transfer.
  private func receiveHeader(_ line: UnsafeRawBufferPointer) -> Bool {
    guard !isOver else { return false }
    switch head.read(line) {
    case .more:
      return true
    case .tooLarge(let reason):
      interruption = (.headersTooLarge, reason)
      return false
    case .complete:
      let length = URLSessionInterface.contentLength(head.fields["content-length"])
      if limits.expectsBody, let length, length > limits.maximumBytes {
        interruption = (.tooLarge, "")
        return false
      }
      // NB: room for the whole body at once, so that it is never copied as
      // it grows (a 32 MB body would otherwise peak near twice that).
      if limits.expectsBody, let length, length > 0 { body.reserveCapacity(length) }
      return true
    }
  }

  /// A chunk of the body arrived, decoded; `false` stops the transfer.
  private func receiveBody(_ chunk: UnsafeRawBufferPointer) -> Bool {
    guard !isOver else { return false }
    guard body.count + chunk.count <= limits.maximumBytes else {
      interruption = (.tooLarge, "")
      return false
    }
    body.append(contentsOf: chunk)
    return true
  }

  private static let headerCallback: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = {
    data, size, count, context in
    guard let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    return transfer.receiveHeader(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
  }

  private static let bodyCallback: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = {
    data, size, count, context in
    guard let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    return transfer.receiveBody(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
  }

  // MARK: - Configuring

  private func setMethod(
    set: (Int32, Int) -> Void, setText: (Int32, String) -> Void, setPointer: (Int32, UnsafeRawPointer?) -> Void
  ) {
    switch request.method {
    case "GET" where request.body == nil:
      set(CurlCode.httpGet, 1)
    case "HEAD":
      set(CurlCode.noBody, 1)
    default:
      if request.method == "POST" { set(CurlCode.post, 1) } else { setText(CurlCode.customRequest, request.method) }
      guard let body = request.body else { return }
      // NB: the size first, so that a body holding zero bytes is sent whole;
      // COPYPOSTFIELDS copies it.
      set(CurlCode.postFieldSizeLarge, body.count)
      body.withUnsafeBytes { setPointer(CurlCode.copyPostFields, $0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)) }
    }
  }

  private func text(_ option: Int32, _ value: String, _ easy: UnsafeMutableRawPointer) -> Int32 {
    value.withCString { explore_curl_easy_setopt_pointer(easy, option, $0) }
  }

  /// Whether a header can be sent as it is. NB: a line break in a name or
  /// a value would end the header there and start another; libcurl sends
  /// what it is given, so such a header (from a tampered cache entry, say)
  /// is left out.
  static func isSendable(name: String, value: String) -> Bool {
    !name.isEmpty
      && !name.utf8.contains(where: { $0 <= 0x20 || $0 == UInt8(ascii: ":") || $0 == 0x7F })
      && !value.utf8.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F })
  }

  private static func milliseconds(_ seconds: Double) -> Int {
    guard seconds.isFinite, seconds > 0 else { return 1 }
    return Int((seconds * 1000).rounded(.up).clamped(to: 1...86_400_000))
  }
}

extension Comparable {
  fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
    min(max(self, range.lowerBound), range.upperBound)
  }
}

extension Duration {
  fileprivate var inSeconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
#endif
