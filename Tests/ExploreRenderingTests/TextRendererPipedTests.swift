import ExploreCore
import ExploreRendering
import ExploreTerminal
import Foundation
import Testing

extension RenderingTests {
  /// Piped output is for scripts: tab-separated rows, exact values, nothing
  /// cut, no escapes, no decoration.
  @Suite struct TextRendererPipedTests {
    func piped(_ document: OutputDocument, layout: LayoutStyle = .list, width: Int = 20) -> String {
      TextRenderer.render(document, options: RenderOptions(layout: layout, width: width, isTerminal: false, useColor: false, now: SampleDocuments.now))
    }

    @Test func rowsAreTabSeparatedWithEveryColumn() {
      let rows = piped(SampleDocuments.repositories).split(separator: "\n", omittingEmptySubsequences: false)
      #expect(rows.count == 4)
      for row in rows {
        // title, subtitle, stars, language, updated: empty cells keep their tabs
        #expect(row.split(separator: "\t", omittingEmptySubsequences: false).count == 5, "\(row)")
      }
      #expect(rows[3] == "octocat/Hello-World\t\t999999\t\t2026-10-07T12:00:00Z")
    }

    @Test(arguments: SampleDocuments.all.map(\.name))
    func nothingIsCutOrStyledOrDecorated(_ name: String) throws {
      let sample = try #require(SampleDocuments.all.first { $0.name == name })
      let text = piped(sample.document, layout: sample.layout, width: 10)
      #expect(!text.contains("…"))
      #expect(!text.contains("\u{1B}"))
      #expect(!text.contains("More:"))
      #expect(!text.contains("note:"))
      #expect(!text.contains(" · "))
      let longest = sample.document.sections.flatMap(\.items).map(\.title).max { $0.count < $1.count }
      if let longest, sample.layout != .detail {
        #expect(text.contains(longest))
      }
    }

    @Test func tabsAndLineBreaksInValuesCannotBreakRows() {
      let document = OutputDocument(
        provider: "p", resource: "r",
        sections: [
          ItemSection(
            id: "s", title: "S",
            items: [Item(id: "1", kind: "k", title: "two\nlines", subtitle: "a\ttab\u{1B}[31m", fields: [])])
        ])
      #expect(piped(document) == "two lines\ta tab")  // the whole escape sequence goes (TerminalText)
    }

    @Test func notesGoToStandardErrorWhenPiped() {
      let options = RenderOptions(layout: .list, width: 80, isTerminal: false, now: SampleDocuments.now)
      #expect(
        TextRenderer.stderrNotes(for: SampleDocuments.repositories, options: options) == [
          "note: GitHub returns at most 1,000 search results; narrow the search to see the rest.",
          "More: explore github search repos swift --page 2",
        ])
      #expect(TextRenderer.stderrNotes(for: SampleDocuments.emptyFollowers, options: options) == ["octocat has no followers yet"])
      #expect(piped(SampleDocuments.emptyFollowers) == "")

      var terminal = options
      terminal.isTerminal = true
      #expect(TextRenderer.stderrNotes(for: SampleDocuments.repositories, options: terminal).isEmpty)
    }

    @Test func emptyNoteDefaultsToNoResults() {
      let document = OutputDocument(provider: "p", resource: "r", sections: [ItemSection(id: "s", title: "S")])
      let options = RenderOptions(layout: .list, width: 80, isTerminal: true, now: SampleDocuments.now)
      #expect(TextRenderer.render(document, options: options) == "No results.")
    }
  }
}
