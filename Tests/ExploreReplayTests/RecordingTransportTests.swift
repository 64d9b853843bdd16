import ExploreCore
import ExploreNetworking
import ExploreReplay
import ExploreTestSupport
import Foundation
import Testing

@Suite struct RecordingTransportTests {
  static let base = URL(string: "https://api.github.com")!
  static let secret = "ghp_0123456789abcdefTOKEN"

  static func upstream() -> StubTransport {
    StubTransport { request in
      HTTPResponse(
        status: 200,
        headers: [
          "Content-Type": "application/json; charset=utf-8",
          "Link": #"<https://api.github.com/user/1/followers?page=2>; rel="next""#,
          "ETag": "W/\"1\"", "X-RateLimit-Remaining": "4999", "Set-Cookie": "logged_in=yes",
          "Authorization": "Bearer \(secret)", "X-GitHub-Request-Id": "ABC", "Server": "github.com",
        ],
        body: Data(#"{"login":"octocat","echo":"\#(secret)","url":"https://api.github.com/users/octocat"}"#.utf8),
        url: request.url)
    }
  }

  @Test func writesAContractAFileWithoutSecrets() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let upstream = Self.upstream()
    let recorder = RecordingTransport(recording: upstream, into: folder.url, baseURL: Self.base)
    let request = HTTPRequest(
      url: try #require(URL(string: "https://api.github.com/users/octocat/followers?per_page=100&page=1")),
      headers: ["Cookie": "a=b"], credential: Credential(secret: Self.secret, source: "GH_TOKEN"))
    let response = try await recorder.send(request)
    #expect(response.status == 200)
    #expect(upstream.requests.count == 1)

    #expect(folder.files() == ["GET-users-octocat-followers-per-page-100-page-1.json"])
    let text = try String(contentsOf: folder.url.appendingPathComponent(folder.files()[0]), encoding: .utf8)
    #expect(!text.contains(Self.secret))
    #expect(!text.lowercased().contains("authorization"))
    #expect(!text.lowercased().contains("cookie"))
    #expect(!text.contains("X-GitHub-Request-Id") && !text.contains("x-github-request-id"))
    #expect(text.contains(#""path" : "/users/octocat/followers?per_page=100&page=1""#) || text.contains(#""path": "/users/octocat/followers?per_page=100&page=1""#))
    #expect(text.contains("https://api.github.com/users/octocat"))  // slashes not escaped
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let recorded = try #require(object["response"] as? [String: Any])
    let headers = try #require(recorded["headers"] as? [String: String])
    #expect(Set(headers.keys) == ["content-type", "link", "etag", "x-ratelimit-remaining"])
  }

  @Test func replaysWhatItRecorded() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let recorder = RecordingTransport(recording: Self.upstream(), into: folder.url, baseURL: Self.base)
    let url = try #require(URL(string: "https://api.github.com/search/users?q=location%3ABerlin+sort%3Afollowers&page=2"))
    let live = try await recorder.send(HTTPRequest(url: url))
    let replay = ReplayTransport(directory: folder.url, baseURL: Self.base, defaultBaseURL: Self.base)
    let replayed = try await replay.send(HTTPRequest(url: url))
    #expect(replayed.status == live.status)
    #expect(replayed.linkHeader?.next == live.linkHeader?.next)
    let liveObject = try JSONSerialization.jsonObject(with: live.body) as? [String: String]
    let replayedObject = try JSONSerialization.jsonObject(with: replayed.body) as? [String: String]
    #expect(replayedObject?["login"] == liveObject?["login"])
  }

  @Test func differentRequestsWithTheSameNameGetDifferentFiles() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let recorder = RecordingTransport(recording: Self.upstream(), into: folder.url, baseURL: Self.base)
    _ = try await recorder.send(HTTPRequest(url: URL(string: "https://api.github.com/a?b=c")!))
    _ = try await recorder.send(HTTPRequest(url: URL(string: "https://api.github.com/a/b?c")!))
    _ = try await recorder.send(HTTPRequest(url: URL(string: "https://api.github.com/a?b=c")!))
    #expect(folder.files().count == 2)
  }

  @Test func passesOtherHostsThroughWithoutRecording() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let recorder = RecordingTransport(recording: Self.upstream(), into: folder.url, baseURL: Self.base)
    _ = try await recorder.send(HTTPRequest(url: URL(string: "https://avatars.githubusercontent.com/u/1")!))
    #expect(folder.files().isEmpty)
  }

  @Test(arguments: [
    ("GET", "/episode?page=1", "GET-episode-page-1"),
    ("GET", "/", "GET"),
    ("PUT", "/user/starred/Apple/Swift", "PUT-user-starred-apple-swift"),
    ("GET", "/character/?name=rick%20sanchez", "GET-character-name-rick-sanchez"),
  ])
  func namesFilesAfterTheRequest(_ method: String, _ path: String, _ expected: String) {
    #expect(RecordingTransport.fileName(method: method, path: path) == expected)
  }
}
