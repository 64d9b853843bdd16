import BenchmarkTiming
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The smallest server the streaming benchmarks need: GitHub's
/// `GET /users/{login}/followers?per_page=100&page=N` for one user with
/// `followers` followers, on `127.0.0.1`, each answer delayed by `latency`.
///
/// Pages carry GitHub's `Link` header (`rel="next"`, and `rel="last"` unless
/// `sendsLast` is off, which makes a client follow the pages one by one).
/// Every connection gets its own thread, so requests are served
/// concurrently; connections are kept alive.
///
/// Pages carry an `ETag`; a request whose `If-None-Match` names it is
/// answered `304 Not Modified` with no body (the list never changes), and,
/// as on GitHub, only the other answers spend the rate limit that
/// `X-RateLimit-Remaining` reports.
///
/// With ``characters``, it also serves Rick and Morty's characters and
/// their pictures, for the grid figure.
///
/// NB: it runs in the benchmark's process; explore runs as a child process,
/// so its peak memory is measured alone.
final class FollowerServer: @unchecked Sendable {
  let port: Int
  private let listener: Int32
  private let followers: Int
  private let latency: Duration
  private let sendsLast: Bool
  /// Rick and Morty's characters, served under `/api/character`.
  private let characters: CharacterPages?
  private let lock = NSLock()
  private var count = 0
  private var counts = Counts()

  /// What the server answered since the last ``resetCount()``.
  struct Counts {
    /// Answers `304 Not Modified`.
    var notModified = 0
    /// Bytes of the bodies of the other answers.
    var bodyBytes = 0
    /// Requests that spent the rate limit (all but the 304s).
    var rateLimitSpent = 0
  }

  /// The number of requests answered or being answered.
  var requestCount: Int { lock.withLock { count } }

  /// What the server answered, beyond the number of requests.
  var answerCounts: Counts { lock.withLock { counts } }

  func resetCount() {
    lock.withLock {
      count = 0
      counts = Counts()
    }
  }

  private static let rateLimit = 5_000

  init(followers: Int, latency: Duration, sendsLast: Bool = true, characters: CharacterPages? = nil) throws {
    self.followers = followers
    self.characters = characters
    self.latency = latency
    self.sendsLast = sendsLast
    (listener, port) = try LoopbackListener.open()
    Thread.detachNewThread { [self] in acceptLoop() }
  }

  var baseURL: String { "http://127.0.0.1:\(port)" }

  private func acceptLoop() {
    while true {
      let connection = accept(listener, nil, nil)
      if connection < 0 {
        if errno == EINTR { continue }
        return
      }
      Thread.detachNewThread { [self] in serve(connection) }
    }
  }

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    var buffer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      guard let end = buffer.firstRange(of: Array("\r\n\r\n".utf8)) else {
        let read = recv(connection, &chunk, chunk.count, 0)
        if read <= 0 { return }
        buffer += chunk[0..<read]
        continue
      }
      let head = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
      buffer.removeSubrange(..<end.upperBound)
      lock.withLock { count += 1 }
      let target = head.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
      let validator = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("if-none-match:") }
        .map { $0.dropFirst("if-none-match:".count).trimmingCharacters(in: .whitespaces) }
      Thread.sleep(forTimeInterval: Double(latency.components.attoseconds) / 1e18 + Double(latency.components.seconds))
      guard send(response(for: target, ifNoneMatch: validator), to: connection) else { return }
    }
  }

  private func send(_ data: [UInt8], to connection: Int32) -> Bool {
    var offset = 0
    while offset < data.count {
      let written = data[offset...].withUnsafeBytes { Foundation.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if written <= 0 { return false }
      offset += written
    }
    return true
  }

  /// The page `target` asks for, with its `Link` header and its `ETag`, or
  /// a 304 when `ifNoneMatch` is that `ETag`.
  private func response(for target: String, ifNoneMatch: String?) -> [UInt8] {
    let components = URLComponents(string: target)
    let path = components?.path ?? target
    let page = components?.queryItems?.first { $0.name == "page" }?.value.flatMap(Int.init) ?? 1
    let pages = max(1, (followers + 99) / 100)
    var headers = ["Content-Type: application/json; charset=utf-8"]
    var body = "[]"
    var status = "200 OK"
    if let characters, let answer = characters.response(path: path, page: page, baseURL: baseURL) {
      lock.withLock { counts.bodyBytes += answer.body.count }
      let head = "HTTP/1.1 \(answer.status)\r\nContent-Type: \(answer.contentType)\r\nContent-Length: \(answer.body.count)\r\n\r\n"
      return Array(head.utf8) + answer.body
    } else if path.hasSuffix("/followers") {
      let first = (page - 1) * 100
      let users = (first..<min(first + 100, followers)).map(Self.user)
      body = "[" + users.joined(separator: ",") + "]"
      var links: [String] = []
      if page < pages {
        links.append("<\(baseURL)\(path)?per_page=100&page=\(page + 1)>; rel=\"next\"")
        if sendsLast { links.append("<\(baseURL)\(path)?per_page=100&page=\(pages)>; rel=\"last\"") }
      }
      if !links.isEmpty { headers.append("Link: " + links.joined(separator: ", ")) }
    } else {
      status = "404 Not Found"
      body = "{\"message\":\"Not Found\"}"
    }
    // NB: the list never changes, so a page's tag is its place in it.
    let tag = "\"\(followers)-\(page)\""
    headers.append("ETag: \(tag)")
    var bytes = Array(body.utf8)
    let spent = lock.withLock {
      if status.hasPrefix("200"), ifNoneMatch == tag {
        counts.notModified += 1
        return counts.rateLimitSpent
      }
      counts.bodyBytes += bytes.count
      counts.rateLimitSpent += 1
      return counts.rateLimitSpent
    }
    if status.hasPrefix("200"), ifNoneMatch == tag {
      status = "304 Not Modified"
      bytes = []
    }
    headers.append("X-RateLimit-Limit: \(Self.rateLimit)")
    headers.append("X-RateLimit-Remaining: \(max(Self.rateLimit - spent, 0))")
    headers.append("Content-Length: \(bytes.count)")
    let head = "HTTP/1.1 \(status)\r\n" + headers.joined(separator: "\r\n") + "\r\n\r\n"
    return Array(head.utf8) + bytes
  }

  /// One follower as GitHub's list endpoints send it (about 600 bytes).
  private static func user(_ index: Int) -> String {
    let login = "follower-\(index)"
    let id = 100_000 + index
    return """
      {"login":"\(login)","id":\(id),"node_id":"U_\(id)","avatar_url":"https://avatars.githubusercontent.com/u/\(id)?v=4",\
      "gravatar_id":"","url":"https://api.github.com/users/\(login)","html_url":"https://github.com/\(login)",\
      "followers_url":"https://api.github.com/users/\(login)/followers",\
      "following_url":"https://api.github.com/users/\(login)/following{/other_user}",\
      "starred_url":"https://api.github.com/users/\(login)/starred{/owner}{/repo}",\
      "repos_url":"https://api.github.com/users/\(login)/repos","type":"User","site_admin":false}
      """
  }
}
