import ExploreCore
import ExploreNetworking
import ExploreReplay
import ExploreTestSupport
import Foundation
import Testing

/// Recording real exchanges from the loopback server, then replaying them offline.
@Suite(.serialized) struct RecordReplayLoopbackTests {
  @Test func recordsWithoutTokensAndReplaysOffline() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let log = Lines()
    let recorder = RecordingTransport(recording: harness.client(log: log), into: folder.url, baseURL: harness.apiBase)
    let paths = ["/user", "/items?page=1", "/character?page=2&name=rick%20sanchez", "/search?q=x"]
    var live: [String: HTTPResponse] = [:]
    for path in paths {
      live[path] = try await recorder.send(HTTPRequest(url: harness.url(path), credential: harness.credential))
    }
    #expect(folder.files().count == paths.count)
    for name in folder.files() {
      let text = try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)
      #expect(!text.contains(LoopbackHarness.token))
      #expect(!text.lowercased().contains("authorization"))
    }
    #expect(!log.all.joined(separator: "\n").contains(LoopbackHarness.token))
    #expect(log.all.contains { $0.hasPrefix("GET ") && $0.contains("→ 200") })

    harness.server.stop()
    let replay = ReplayTransport(directory: folder.url, baseURL: harness.apiBase, defaultBaseURL: URL(string: "https://api.example.invalid")!)
    for path in paths {
      let replayed = try await replay.send(HTTPRequest(url: harness.url(path)))
      let original = try #require(live[path])
      #expect(replayed.status == original.status)
      #expect(replayed.headers["etag"] == original.headers["etag"])
      let a = try JSONSerialization.jsonObject(with: replayed.body) as? NSDictionary
      let b = try JSONSerialization.jsonObject(with: original.body) as? NSDictionary
      #expect(a == b)
    }
  }
}
