import ExploreCore
import ExploreNetworking
import ExploreReplay
import ExploreTestSupport
import Foundation
import Testing

/// `--record` through `EXPLORE_<NAME>_API_URL`: the API's own absolute URLs
/// are written with the default base, so the fixtures replay anywhere.
@Suite struct RecordingRebasingTests {
  static let override = URL(string: "http://127.0.0.1:8931/rickmorty")!
  static let real = URL(string: "https://rickandmortyapi.com/api")!

  @Test func bodiesAndLinksNameTheDefaultBase() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let upstream = StubTransport { request in
      HTTPResponse(
        status: 200,
        headers: [
          "Content-Type": "application/json",
          "Link": #"<http://127.0.0.1:8931/rickmorty/episode?page=2>; rel="next""#,
        ],
        body: Data(#"""
          {"info":{"next":"http://127.0.0.1:8931/rickmorty/episode?page=2","prev":null},
           "results":[{"id":1,"characters":["http://127.0.0.1:8931/rickmorty/character/1"],
                       "note":"see http://127.0.0.1:8931/rickmortyish and http://127.0.0.1:8931/rickmorty",
                       "elsewhere":"http://127.0.0.1:8931/other/1"}]}
          """#.utf8),
        url: request.url)
    }
    let recorder = RecordingTransport(recording: upstream, into: folder.url, baseURL: Self.override, defaultBaseURL: Self.real)
    let url = try #require(URL(string: "http://127.0.0.1:8931/rickmorty/episode?page=1"))
    _ = try await recorder.send(HTTPRequest(url: url))
    let text = try String(contentsOf: folder.url.appendingPathComponent(try #require(folder.files().first)), encoding: .utf8)
    #expect(text.contains("https://rickandmortyapi.com/api/episode?page=2"))
    #expect(text.contains("https://rickandmortyapi.com/api/character/1"))
    #expect(text.contains(#"<https://rickandmortyapi.com/api/episode?page=2>; rel=\"next\""#))
    #expect(text.contains("see http://127.0.0.1:8931/rickmortyish and https://rickandmortyapi.com/api"))
    #expect(text.contains("http://127.0.0.1:8931/other/1"))
    #expect(!text.contains("127.0.0.1:8931/rickmorty/"))

    // Replayed elsewhere, against the real base only, the next page is found.
    let replay = ReplayTransport(directory: folder.url, baseURL: Self.real, defaultBaseURL: Self.real)
    let page = try await replay.send(HTTPRequest(url: try #require(URL(string: "https://rickandmortyapi.com/api/episode?page=1"))))
    #expect(page.status == 200)
  }

  @Test func recordingTheRealAPIChangesNothing() {
    #expect(URLRebasing(from: Self.real, to: Self.real) == nil)
    #expect(URLRebasing(from: URL(string: "https://rickandmortyapi.com/api/")!, to: Self.real) == nil)
  }
}
