import ExploreTestSupport
import Foundation
import Testing

/// Results that used to be silent or wrong, through the built `explore`
/// against the loopback server: rows that share an id, a favorite that
/// fails among others, a huge argument, and the next-page hint after a
/// failed write.
@Suite(.serialized)
final class SilentResultsEndToEndTests: LoopbackEndToEndSuite {
  init() throws {
    try super.init(useCorpus: false)
  }

  func run(_ arguments: [String]) async throws -> ExploreBinary.Outcome {
    try await ExploreBinary.run(["--no-cache"] + arguments, environment: server.environment, home: home)
  }

  // MARK: A huge argument

  @Test(arguments: [["rickmorty", "WORD"], ["WORD"], ["rickmorty", "characters", "--WORD"], ["rickmorty", "character", "WORD"]])
  func aHugeArgumentIsRefusedInOneShortLine(_ template: [String]) async throws {
    let word = "x" + String(repeating: "y", count: 130_000) + "z"
    let outcome = try await run(template.map { $0.replacingOccurrences(of: "WORD", with: word) })
    #expect(outcome.status == 64)
    let firstLine = outcome.standardError.split(separator: "\n").first ?? ""
    #expect(firstLine.count < 200, "\(firstLine.prefix(300))")
    #expect(firstLine.contains("xyyy") && firstLine.contains("…") && firstLine.contains("yyyz"), "\(firstLine)")
    #expect(outcome.standardError.utf8.count < 2_000)
    #expect(try await server.requestCount() == 0)
  }

}
