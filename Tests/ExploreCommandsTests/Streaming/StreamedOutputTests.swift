@testable import ExploreCommandRuntime
import ExploreCommands
import ExploreCore
import ExploreTestSupport
import Foundation
import Testing

/// `--all` writes its output page by page. The goldens under
/// `Goldens/Streaming/` were recorded from the whole-document renderers
/// before streaming existed, so these tests prove the streamed output is
/// byte-identical to it for the same data.
@Suite struct StreamedOutputTests {
  static let commands: [(golden: String, arguments: [String])] = [
    ("animals-all.json", ["zoo", "animals", "--all", "--json"]),
    ("animals-all-expand.json", ["zoo", "animals", "--all", "--expand", "--json"]),
    ("animals-all-expand-meals.json", ["zoo", "animals", "--all", "--expand=meals", "--json"]),
    ("animals-all-search.json", ["zoo", "animals", "--all", "--search", "e", "--json"]),
    ("animals-all-none.json", ["zoo", "animals", "--all", "--species", "cat", "--search", "nobody", "--json"]),
    ("animals-all-cats.json", ["zoo", "animals", "--all", "--species", "cat", "--json"]),
    ("animals-all-piped.txt", ["zoo", "animals", "--all"]),
    ("animals-all-expand-piped.txt", ["zoo", "animals", "--all", "--expand"]),
    ("animals-all-detail-piped.txt", ["zoo", "animals", "--all", "--layout", "detail"]),
    ("animals-all-grid-piped.txt", ["zoo", "animals", "--all", "--layout", "grid"]),
  ]

  /// `Tests/ExploreCommandsTests/Goldens/Streaming`.
  static let goldens = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Goldens/Streaming", isDirectory: true)

  @Test(arguments: commands)
  func streamedOutputIsByteIdenticalToTheWholeDocument(golden: String, arguments: [String]) async throws {
    let run = await CapturedRun.run(arguments)
    #expect(run.status == 0, "\(run.standardError)")
    try GoldenFile(url: Self.goldens.appendingPathComponent(golden)).verify(run.standardOutput)
  }
}

@Suite struct ReaderGoneTests {
  /// A reader that leaves after the first page: the command stops there,
  /// quietly, with status 0.
  @Test(arguments: [["zoo", "animals", "--all"], ["zoo", "animals", "--all", "--json"]])
  func aClosedOutputStopsAfterThePageBeingWritten(arguments: [String]) async {
    let output = Locked("")
    let error = Locked("")
    let closed = Locked(false)
    let io = CommandIO(
      writeOutput: { text in
        output.withLock { $0 += text }
        closed.withLock { $0 = true }
      },
      writeError: { text in error.withLock { $0 += text } },
      isOutputClosed: { closed.withLock { $0 } }
    )
    let status = await ExploreCommand(providers: [Zoo.self])
      .run(arguments: arguments, environment: ["HOME": FileManager.default.temporaryDirectory.path], io: io)
    #expect(status == 0)
    #expect(error.withLock { $0 }.isEmpty)
    let text = output.withLock { $0 }
    #expect(text.contains("Tweety"))
    #expect(!text.contains("Felix"), "only the first page (3 animals) was written: \(text)")
  }
}
