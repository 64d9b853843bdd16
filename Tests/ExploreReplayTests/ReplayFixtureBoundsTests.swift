import ExploreCore
import ExploreNetworking
@testable import ExploreReplay
import ExploreTestSupport
import Foundation
import Testing

/// A fixtures folder may hold anything: a fixture too large, a named pipe,
/// a folder named like a fixture. Each is skipped unread, with why, and the
/// others still answer (issue 34).
@Suite struct ReplayFixtureBoundsTests {
  @Test func unreadableFixturesAreSkippedWithWhyAndTheOthersStillAnswer() async throws {
    let folder = try ReplayTransportTests.fixtures()
    defer { folder.remove() }
    try HostileFile.sparse(at: folder.url.appendingPathComponent("GET-huge.json"), bytes: 3 << 30)
    try HostileFile.namedPipe(at: folder.url.appendingPathComponent("GET-pipe.json"))
    let replay = ReplayTransport(directory: folder.url, baseURL: ReplayTransportTests.localBase, defaultBaseURL: ReplayTransportTests.defaultBase)

    let found = try await replay.send(HTTPRequest(url: try #require(URL(string: "https://rickandmortyapi.com/api/character/9999"))))
    #expect(found.status == 404)

    let miss = try #require(throws: ReplayMissError.self) {
      try replay.response(for: HTTPRequest(url: try #require(URL(string: "https://rickandmortyapi.com/api/location/1"))))
    }
    #expect(miss.unreadableFiles == [
      "GET-huge.json (it holds 3.0 GiB (3,221,225,472 bytes), more than the 64 MiB explore reads from such a file)",
      "GET-pipe.json (it is a named pipe (FIFO), not a regular file)",
      "broken.json (it is not valid JSON (line 1, column 3: expected a quoted key, found 't'))",
    ])
    #expect(miss.description.contains("Some fixture files could not be read and were skipped: GET-huge.json (it holds 3.0 GiB"))
  }

  @Test func aRecordingLargerThanAReplayReadsIsNotWritten() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let base = URL(string: "https://api.example.com")!
    let body = Data(repeating: UInt8(ascii: "x"), count: RecordedExchange.maximumFileBytes)
    let upstream = StubTransport { request in HTTPResponse(status: 200, headers: ["Content-Type": "text/plain"], body: body, url: request.url) }
    let recorder = RecordingTransport(recording: upstream, into: folder.url, baseURL: base)
    let error = try await #require(throws: RecordingError.self) {
      _ = try await recorder.send(HTTPRequest(url: base.appendingPathComponent("big")))
    }
    #expect(error.reason.contains("its new content would hold 64.0 MiB"))
    #expect(error.reason.contains("more than the 64 MiB explore reads back from such a file"))
    #expect(folder.files().isEmpty)
  }
}
