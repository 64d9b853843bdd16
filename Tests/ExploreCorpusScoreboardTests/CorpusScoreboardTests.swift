import ExploreCorpusScoreboard
import ExploreTestSupport
import Foundation
import Testing

/// The scoreboard of issue 42 on a named part of the corpus, compared with
/// a golden file, so that a planner change that makes one of these
/// documents worse fails, and one that makes it better is recorded on
/// purpose (`EXPLORE_RECORD_GOLDENS=1`). The whole corpus takes minutes
/// in a debug build: it is `CorpusBenchmarks`' (`Benchmarks/`), in release.
@Suite struct CorpusScoreboardTests {
  /// Documents of every kind the planner meets, each a few seconds in a
  /// debug build: Swagger 2.0 with keyset paging (Gotify), an AIP API
  /// paged by a cursor (Memos), OpenAPI 3.1 with cursors, `after`/`before`
  /// and records in `data` (Resend), page numbers (ONS), and the first
  /// document explore read (Petstore).
  static let documents = ["gotify", "memos", "resend", "ons-dataset", "petstore"]

  @Test func theScoreboardOfItsDocumentsIsTheOneRecorded() async throws {
    let documents = try CorpusDocument.all().filter { Self.documents.contains($0.name) }
    #expect(documents.map(\.name).sorted() == Self.documents.sorted(), "a document of the subset is missing from the corpus")
    var scores: [DocumentScore] = []
    for document in documents {
      scores.append(try await ScoreboardRunner().run(document))
    }
    let board = Scoreboard(documents: scores)
    try GoldenFile("scoreboard.txt").verify(board.table + "\n" + board.failures + "\n" + board.failureDetails)
  }

  /// The whole corpus (or the documents `EXPLORE_SCOREBOARD_ONLY` names,
  /// by commas), printed: minutes in a debug build, so it runs only when
  /// `EXPLORE_SCOREBOARD_ALL=1` asks. `CorpusBenchmarks` is its release form.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["EXPLORE_SCOREBOARD_ALL"] == "1"))
  func theWholeCorpusScoreboard() async throws {
    let environment = ProcessInfo.processInfo.environment
    let only = environment["EXPLORE_SCOREBOARD_ONLY"].map { Set($0.split(separator: ",").map(String.init)) }
    var scores: [DocumentScore] = []
    for document in try CorpusDocument.all() where only?.contains(document.name) ?? true {
      let clock = ContinuousClock()
      let started = clock.now
      scores.append(try await ScoreboardRunner().run(document))
      print("\(document.name): \(clock.now - started) (api add \(scores[scores.count - 1].addDuration))")
    }
    let board = Scoreboard(documents: scores)
    print(board.table + "\n" + board.failures + "\n" + board.failureDetails)
    #expect(scores.count == (only?.count ?? scores.count))
  }

  /// The simulation is the API the document describes, not what explore
  /// made of it: a list pages as the document says, by the cursor its
  /// answer gives, one record after the other.
  @Test func theSimulationPagesAsTheDocumentSays() async throws {
    let document = try #require(try CorpusDocument.all().first { $0.name == "memos" })
    let simulation = try OpenAPISimulation(document: Data(contentsOf: document.file))
    let users = try #require(simulation.list(at: "/api/v1/users"))
    #expect(users.paging == .cursor && users.sizeParameter == "pageSize")
    let server = try LoopbackServer.start(mounts: [simulation.mount(name: "memos")], fixtures: nil)
    defer { server.stop() }
    let path = "/memos" + simulation.basePath + "/api/v1/users?pageSize=5"
    let first = try await server.fetch(path)
    #expect(first.status == 200)
    let body = try #require(try JSONSerialization.jsonObject(with: first.body) as? [String: Any])
    #expect((body["users"] as? [Any])?.count == 5)
    let token = try #require(body["nextPageToken"] as? String)
    let second = try await server.fetch(path + "&pageToken=" + token)
    #expect(second.status == 200)
    #expect(simulation.servedLists.map(\.records) == [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9]])
    #expect(try await server.fetch(path + "&pageToken=nonsense").status == 400)
  }
}
