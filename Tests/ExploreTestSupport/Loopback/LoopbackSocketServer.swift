import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on `127.0.0.1` over POSIX sockets: one thread
/// accepts, one thread per connection reads requests and writes answers
/// (`Content-Length` bodies, keep-alive), and ``stop()`` waits for all of them.
///
/// NB: every thread polls with a short timeout and checks `isStopping`, so
/// `stop()` needs no signal and never leaves a thread or a descriptor behind.
final class LoopbackSocketServer: Sendable {
  /// The port the kernel chose.
  let port: Int

  private let responder: any LoopbackResponder
  private let listener: Int32
  private let deadline: Date
  private let state = Locked(State())
  private let threads = DispatchGroup()

  private struct State {
    var isStopping = false
  }

  /// Binds `127.0.0.1` on a free port and starts accepting.
  ///
  /// - Parameter maxSeconds: the server stops by itself after this long.
  /// - Throws: ``LoopbackServerError`` when the socket cannot be made.
  init(responder: any LoopbackResponder, maxSeconds: Int) throws {
    self.responder = responder
    self.deadline = Date().addingTimeInterval(TimeInterval(maxSeconds))
    let listener = try Self.makeListener()
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
    }
    self.listener = listener
    self.port = Int(UInt16(bigEndian: address.sin_port))
    threads.enter()
    Thread.detachNewThread { [self] in
      acceptLoop()
      threads.leave()
    }
  }

  var isStopping: Bool { state.withLock { $0.isStopping } }

  /// Stops accepting, ends every connection and waits (at most 5 s) for the threads.
  func stop() {
    state.withLock { $0.isStopping = true }
    _ = threads.wait(timeout: .now() + 5)
  }

  // MARK: - Accepting

  private static func makeListener() throws -> Int32 {
    #if canImport(Glibc)
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    #else
    let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw LoopbackServerError("Could not make a socket for the loopback server (errno \(errno)).") }
    // NB: close on exec, so that `explore` processes that tests start never hold the server's sockets.
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    var address = sockaddr_in()
    #if canImport(Darwin)
    address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0, listen(descriptor, 128) == 0 else {
      let code = errno
      close(descriptor)
      throw LoopbackServerError("Could not listen on 127.0.0.1 for the loopback server (errno \(code)).")
    }
    return descriptor
  }

  private func acceptLoop() {
    defer { close(listener) }
    while !isStopping {
      if Date() >= deadline {
        state.withLock { $0.isStopping = true }
        break
      }
      guard Self.waitForInput(listener) else { continue }
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { continue }
      _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
      var one: Int32 = 1
      _ = setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
      #if canImport(Darwin)
      _ = setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
      #endif
      threads.enter()
      Thread.detachNewThread { [self] in
        serve(connection)
        close(connection)
        threads.leave()
      }
    }
  }

  /// Whether `descriptor` has input within 100 ms.
  private static func waitForInput(_ descriptor: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 100) > 0
  }

  // MARK: - One connection

  private func serve(_ connection: Int32) {
    var buffer = Data()
    var idleSince = Date()
    var continued = false
    let origin = URL(string: "http://127.0.0.1:\(port)")!
    while !isStopping {
      if let (request, closeAfter) = Self.parseRequest(&buffer) {
        let response = responder.respond(to: request, origin: origin)
        guard !response.isSilent else { return waitInSilence(connection) }
        let keepOpen = !closeAfter && !response.closesMidBody && response.declaredLength == nil && !response.hasMalformedChunks
        guard write(response, head: request.method == "HEAD", keepOpen: keepOpen, to: connection), keepOpen else { return }
        idleSince = Date()
        continued = false
        continue
      }
      // NB: curl (URLSession on Linux) asks before sending a large body and waits a second
      // for this interim answer otherwise.
      if !continued, let end = buffer.range(of: Data("\r\n\r\n".utf8)),
        String(decoding: buffer[..<end.lowerBound], as: UTF8.self).lowercased().contains("\r\nexpect: 100-continue")
      {
        continued = true
        _ = Self.sendAll(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8), to: connection)
      }
      // NB: idle keep-alive connections end after a minute, as servers do.
      guard Date().timeIntervalSince(idleSince) < 60 else { return }
      guard Self.waitForInput(connection) else { continue }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = recv(connection, &chunk, chunk.count, 0)
      guard count > 0 else { return }
      buffer.append(contentsOf: chunk[0..<count])
    }
  }

  /// Keeps `connection` open and says nothing, until the client closes it or the server stops.
  private func waitInSilence(_ connection: Int32) {
    var chunk = [UInt8](repeating: 0, count: 4096)
    while !isStopping {
      guard Self.waitForInput(connection) else { continue }
      guard recv(connection, &chunk, chunk.count, 0) > 0 else { return }
    }
  }

  /// Removes one complete request from the front of `buffer`, with whether the client asked to close.
  private static func parseRequest(_ buffer: inout Data) -> (LoopbackRequest, Bool)? {
    guard let end = buffer.range(of: Data("\r\n\r\n".utf8)) else { return nil }
    let lines = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
    let parts = lines[0].split(separator: " ")
    guard parts.count >= 2 else {
      buffer.removeAll()
      return (LoopbackRequest(method: "GET", path: "/"), true)
    }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      headers[name] = headers[name].map { "\($0), \(value)" } ?? value
    }
    let length = Int(headers["content-length"] ?? "") ?? 0
    guard buffer.count - (end.upperBound - buffer.startIndex) >= length else { return nil }
    let body = Data(buffer[end.upperBound..<(end.upperBound + length)])
    buffer = Data(buffer[(end.upperBound + length)...])

    var target = String(parts[1])
    if target.hasPrefix("http://") || target.hasPrefix("https://") {
      let afterScheme = target.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
      target = afterScheme.count > 3 ? "/" + afterScheme[3] : "/"
    }
    let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let request = LoopbackRequest(
      method: String(parts[0]).uppercased(), path: String(pieces[0]), query: pieces.count > 1 ? String(pieces[1]) : "",
      headers: headers, body: body)
    let connection = headers["connection"]?.lowercased() ?? ""
    let closeAfter = connection.contains("close") || (parts.count > 2 && parts[2] == "HTTP/1.0" && !connection.contains("keep-alive"))
    return (request, closeAfter)
  }

  /// Writes `response` in one piece; `false` when the peer is gone.
  private func write(_ response: LoopbackResponse, head: Bool, keepOpen: Bool, to connection: Int32) -> Bool {
    var body = response.statusForbidsBody ? Data() : response.body
    if response.closesMidBody, body.isEmpty { body = Data(#"{"message":"this body is cut short on purpose"}"#.utf8) }
    var text = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
    for header in response.headers where !["content-length", "transfer-encoding", "connection"].contains(header.name) {
      text += "\(header.name): \(header.value)\r\n"
    }
    if response.hasMalformedChunks, !head {
      text += "transfer-encoding: chunked\r\n"
    } else {
      text += "content-length: \(response.declaredLength ?? body.count)\r\n"
    }
    if !keepOpen { text += "connection: close\r\n" }
    text += "\r\n"
    var bytes = Data(text.utf8)
    if response.closesMidBody { body = body.prefix(max(1, body.count / 2)) }
    if head { body = Data() }
    if response.hasMalformedChunks, !head {
      // NB: `zz` is no chunk size: a client must not read this as a body.
      body = Data("zz\r\n".utf8) + body + Data("\r\n0\r\n\r\n".utf8)
    }
    let sent: Bool
    if let milliseconds = response.millisecondsPerByte, !body.isEmpty {
      sent = Self.sendAll(bytes, to: connection) && trickle(body, pause: milliseconds, to: connection)
    } else {
      bytes.append(body)
      sent = Self.sendAll(bytes, to: connection)
    }
    if response.resetsConnection {
      // NB: a linger of 0 makes the close send RST: the connection drops, as a network drops it.
      var value = linger(l_onoff: 1, l_linger: 0)
      _ = setsockopt(connection, SOL_SOCKET, SO_LINGER, &value, socklen_t(MemoryLayout<linger>.size))
    } else if response.closesMidBody || response.declaredLength != nil || response.hasMalformedChunks {
      _ = shutdown(connection, Int32(SHUT_RDWR))
    }
    return sent
  }

  /// Sends `body` one byte at a time, pausing `pause` milliseconds before each;
  /// `false` when the peer is gone or the server stops first.
  private func trickle(_ body: Data, pause: Int, to connection: Int32) -> Bool {
    for byte in body {
      // NB: the pause is cut into slices of at most 50 ms, so that `stop()` never waits long.
      var left = pause
      while left > 0 {
        guard !isStopping else { return false }
        let slice = min(left, 50)
        Thread.sleep(forTimeInterval: Double(slice) / 1000)
        left -= slice
      }
      guard !isStopping, Self.sendAll(Data([byte]), to: connection) else { return false }
    }
    return true
  }

  /// Sends every byte of `bytes`; `false` when the peer is gone.
  private static func sendAll(_ bytes: Data, to connection: Int32) -> Bool {
    bytes.withUnsafeBytes { raw -> Bool in
      var offset = 0
      while offset < raw.count {
        #if canImport(Glibc)
        let count = send(connection, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        #else
        let count = send(connection, raw.baseAddress! + offset, raw.count - offset, 0)
        #endif
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
  }

  private static func reason(_ status: Int) -> String {
    let reasons = [
      200: "OK", 201: "Created", 204: "No Content", 301: "Moved Permanently", 302: "Found", 304: "Not Modified",
      400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 422: "Unprocessable Entity",
      429: "Too Many Requests", 500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable",
      504: "Gateway Timeout",
    ]
    return reasons[status] ?? "Status \(status)"
  }
}
