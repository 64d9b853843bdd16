import ExploreCore
import ExploreNetworking
import ExploreReplay
import ExploreTestSupport
import Foundation
import Testing

/// Every credential scheme stays out of logs and recordings, and what was
/// recorded replays.
@Suite struct CredentialRecordingTests {
  static let base = URL(string: "https://api.example.com/v3")!
  static let secret = "tmdb-0123456789abcdef"

  static func upstream() -> StubTransport {
    StubTransport { request in
      HTTPResponse(
        status: 200, headers: ["Content-Type": "application/json"],
        body: Data(#"{"results":[{"id":1,"title":"Dune"}],"echo":"\#(secret)"}"#.utf8), url: request.url)
    }
  }

  @Test(arguments: [Credential.Scheme.bearer, .token, .header("X-Api-Key"), .query("api_key"), .query("appid")])
  func recordedWithoutTheSecretAndReplayedWithIt(_ scheme: Credential.Scheme) async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let credential = Credential(secret: Self.secret, scheme: scheme, source: "test")
    let request = HTTPRequest(url: try #require(URL(string: "https://api.example.com/v3/movie/popular?page=1")), credential: credential)
    _ = try await RecordingTransport(recording: Self.upstream(), into: folder.url, baseURL: Self.base).send(request)
    let text = try String(contentsOf: folder.url.appendingPathComponent(try #require(folder.files().first)), encoding: .utf8)
    #expect(!text.contains(Self.secret))

    let replay = ReplayTransport(directory: folder.url, baseURL: Self.base, defaultBaseURL: Self.base)
    #expect(try await replay.send(request).status == 200)
  }

  /// A provider that put its key in the URL: the recording says
  /// `api_key=REDACTED`, and the request with the real key still matches.
  @Test(arguments: ["api_key", "appid"])
  func aRedactedQueryItemMatchesAnyValueOnReplay(_ name: String) async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let credential = Credential(secret: Self.secret, scheme: .query(name), source: "test")
    let url = try #require(URL(string: "https://api.example.com/v3/movie/popular?\(name)=\(Self.secret)&page=1"))
    let request = HTTPRequest(url: url, credential: credential)
    _ = try await RecordingTransport(recording: Self.upstream(), into: folder.url, baseURL: Self.base).send(request)
    let text = try String(contentsOf: folder.url.appendingPathComponent(try #require(folder.files().first)), encoding: .utf8)
    #expect(!text.contains(Self.secret))
    #expect(text.contains("\(name)=REDACTED"))

    let replay = ReplayTransport(directory: folder.url, baseURL: Self.base, defaultBaseURL: Self.base)
    let other = try #require(URL(string: "https://api.example.com/v3/movie/popular?page=1&\(name)=another-key"))
    #expect(try await replay.send(HTTPRequest(url: other, credential: credential)).status == 200)
    let miss = await #expect(throws: (any Error).self) {
      try await replay.send(HTTPRequest(url: try #require(URL(string: "https://api.example.com/v3/movie/popular?page=2&\(name)=\(Self.secret)")), credential: credential))
    }
    #expect(!"\(miss.map { "\($0)" } ?? "")".contains(Self.secret))
  }

  @Test func logLinesNameTheQueryItemOfTheCredentialRedacted() throws {
    let credential = Credential(secret: Self.secret, scheme: .query("appid"), source: "test")
    let url = try #require(URL(string: "https://api.example.com/v3/weather?q=Paris&appid=\(Self.secret)"))
    let line = Redaction.string(for: url, credential: credential)
    #expect(line == "https://api.example.com/v3/weather?q=Paris&appid=REDACTED")
  }
}
