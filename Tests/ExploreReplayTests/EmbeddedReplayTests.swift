import ExploreCore
import ExploreNetworking
import ExploreReplay
import ExploreTestSupport
import Foundation
import Testing

/// Replay from fixtures held in memory (what explore compiles in) answers
/// exactly as replay from the same files in a folder.
@Suite struct EmbeddedReplayTests {
  static let base = ReplayTransportTests.defaultBase

  /// The files of ``ReplayTransportTests/fixtures()``, read into memory.
  static func embedded(from folder: URL) throws -> EmbeddedFixtures {
    var files: [EmbeddedFixtures.File] = []
    let root = folder.standardizedFileURL.path
    for case let file as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? .init()
    where file.pathExtension == "json" {
      files.append(EmbeddedFixtures.File(path: String(file.standardizedFileURL.path.dropFirst(root.count + 1)), contents: try Data(contentsOf: file)))
    }
    return EmbeddedFixtures(folders: ["rickmorty": files.sorted { $0.path < $1.path }])
  }

  @Test(arguments: ["character?page=2&name=rick%20sanchez", "character/9999", "robots.txt"])
  func answersAsTheFolderDoes(_ path: String) async throws {
    let folder = try ReplayTransportTests.fixtures()
    defer { folder.remove() }
    let fromFolder = ReplayTransport(directory: folder.url, baseURL: Self.base, defaultBaseURL: Self.base)
    let fromMemory = ReplayTransport(embedded: try Self.embedded(from: folder.url), folder: "rickmorty", baseURL: Self.base, defaultBaseURL: Self.base)
    let request = HTTPRequest(url: try #require(URL(string: "\(Self.base.absoluteString)/\(path)")))
    let expected = try await fromFolder.send(request)
    let response = try await fromMemory.send(request)
    #expect(response.status == expected.status)
    #expect(response.headers.fields.map { "\($0.name): \($0.value)" } == expected.headers.fields.map { "\($0.name): \($0.value)" })
    // NB: replay encodes a JSON body again, with its keys in no fixed order.
    if let json = try? JSONSerialization.jsonObject(with: expected.body) as? NSObject {
      #expect(try JSONSerialization.jsonObject(with: response.body) as? NSObject == json)
    } else {
      #expect(response.body == expected.body)
    }
    #expect(response.origin == .replay)
    #expect(fromMemory.source == .embedded(folder: "rickmorty"))
    #expect(fromMemory.directory == nil)
  }

  @Test func aMissNamesTheCompiledInFixturesAndTheFilesItCouldNotRead() async throws {
    let folder = try ReplayTransportTests.fixtures()
    defer { folder.remove() }
    var embedded = try Self.embedded(from: folder.url)
    embedded.folders["rickmorty", default: []].append(EmbeddedFixtures.File(path: "not-base64.json", base64: "%%%"))
    let replay = ReplayTransport(embedded: embedded, folder: "rickmorty", baseURL: Self.base, defaultBaseURL: Self.base)
    let error = try await #require(throws: ReplayMissError.self) {
      try await replay.send(HTTPRequest(url: Self.base.appendingPathComponent("episode")))
    }
    #expect(error.source == .embedded(folder: "rickmorty"))
    #expect(error.fixtureCount == 4)
    #expect(error.description.contains("GET /episode in the rickmorty fixtures built into explore (4 recorded exchanges)"))
    #expect(error.description.contains("--record DIR"))
    #expect(error.description.contains("broken.json"))
    #expect(error.description.contains("not-base64.json"))
  }

  @Test func aFolderThatIsNotThereHoldsNothing() async throws {
    let replay = ReplayTransport(embedded: .none, folder: "zebra", baseURL: Self.base, defaultBaseURL: Self.base)
    let error = try await #require(throws: ReplayMissError.self) {
      try await replay.send(HTTPRequest(url: Self.base.appendingPathComponent("items")))
    }
    #expect(error.fixtureCount == 0)
    #expect(EmbeddedFixtures.none["zebra"] == nil)
    #expect(EmbeddedFixtures(folders: ["zebra": []])["zebra"] == nil)
  }

  /// Two files that record the same request: the first in path order wins, as in a folder.
  @Test func theFirstFileInPathOrderWinsWhateverTheOrderGiven() async throws {
    func exchange(_ status: Int) -> Data {
      Data(#"{ "request": { "method": "GET", "path": "/items" }, "response": { "status": \#(status) } }"#.utf8)
    }
    let files = [EmbeddedFixtures.File(path: "b.json", contents: exchange(500)), EmbeddedFixtures.File(path: "a.json", contents: exchange(204))]
    for order in [files, files.reversed()] {
      let replay = ReplayTransport(embedded: EmbeddedFixtures(folders: ["x": order]), folder: "x", baseURL: Self.base, defaultBaseURL: Self.base)
      #expect(try await replay.send(HTTPRequest(url: Self.base.appendingPathComponent("items"))).status == 204)
    }
  }
}
