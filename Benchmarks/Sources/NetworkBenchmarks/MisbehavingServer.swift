import BenchmarkTiming
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A server on `127.0.0.1` that answers GitHub's
/// `GET /users/{login}/followers` the way the login says (issue 34):
///
/// - `silent`: reads the request and never answers, the connection left open;
/// - `headers-<n>`: one follower, with `n` header fields `x-field-<i>: <i>`;
/// - `million`: a page of 1,000,000 followers, 32,000,001 bytes, made as
///   it is sent;
/// - anything else: one follower.
///
/// Every connection gets its own thread; it runs in the benchmark's
/// process, and explore as a child, so explore's CPU and memory are
/// measured alone.
final class MisbehavingServer: @unchecked Sendable {
  let port: Int
  private let listener: Int32
  /// The size of the million-follower page: 31 bytes a record, a comma
  /// between two, and the brackets.
  static let millionPageBytes = 1_000_000 * 31 + 999_999 + 2

  /// The part of the million-follower page from record `start` to `end`,
  /// made as it is sent, so that the benchmark process (whose peak memory
  /// a child started with `posix_spawn` inherits) never holds the page.
  static func millionPage(from start: Int, to end: Int) -> Data {
    var text = start == 0 ? "[" : ""
    for index in start..<end {
      if index > 0 { text += "," }
      let number = String(100_000 + index % 900_000)
      text += #"{"login":"u\#(number)","id":\#(number)}"#
    }
    if end == 1_000_000 { text += "]" }
    return Data(text.utf8)
  }

  init() throws {
    (listener, port) = try LoopbackListener.open()
    Thread.detachNewThread { [self] in acceptLoop() }
  }

  var baseURL: String { "http://127.0.0.1:\(port)" }

  private func acceptLoop() {
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { continue }
      Thread.detachNewThread { [self] in
        serve(connection)
        close(connection)
      }
    }
  }

  private func serve(_ connection: Int32) {
    var request = Data()
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return }
      request.append(contentsOf: buffer[0..<count])
      guard let end = request.range(of: Data("\r\n\r\n".utf8)) else { continue }
      let head = String(decoding: request[..<end.lowerBound], as: UTF8.self)
      request.removeSubrange(..<end.upperBound)
      let path = head.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
      let login = path.split(separator: "/").dropFirst().first.map(String.init) ?? ""
      if login == "silent" {
        // NB: hold the connection, silent, until the client closes it.
        while recv(connection, &buffer, buffer.count, 0) > 0 {}
        return
      }
      var fields: [(String, String)] = [("content-type", "application/json; charset=utf-8")]
      let body = Data(#"[{"login":"one-follower","id":1}]"#.utf8)
      if login.hasPrefix("headers-"), let count = Int(login.dropFirst("headers-".count)) {
        fields += (0..<count).map { ("x-field-\($0)", String($0)) }
      }
      let length = login == "million" ? Self.millionPageBytes : body.count
      var text = "HTTP/1.1 200 OK\r\n"
      for (name, value) in fields { text += "\(name): \(value)\r\n" }
      text += "content-length: \(length)\r\n\r\n"
      guard login == "million" else {
        guard sendAll(Data(text.utf8) + body, to: connection) else { return }
        continue
      }
      guard sendAll(Data(text.utf8), to: connection) else { return }
      for start in stride(from: 0, to: 1_000_000, by: 10_000) {
        guard sendAll(Self.millionPage(from: start, to: start + 10_000), to: connection) else { return }
      }
    }
  }

  private func sendAll(_ data: Data, to connection: Int32) -> Bool {
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        #if canImport(Glibc)
        let sent = send(connection, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        #else
        let sent = send(connection, raw.baseAddress! + offset, raw.count - offset, 0)
        #endif
        guard sent > 0 else { return false }
        offset += sent
      }
      return true
    }
  }
}
