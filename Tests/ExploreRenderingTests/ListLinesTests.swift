import ExploreCore
import ExploreRendering
import ExploreTestSupport
import Foundation
import Testing

extension RenderingTests {
  /// A list section kept as ``TextRenderer/ListLines`` writes, row by row on
  /// demand, exactly the lines ``TextRenderer/render(_:options:)`` prints.
  @Suite struct ListLinesTests {
    /// `document`'s lines both ways, at each width, with and without colour.
    func expectSameLines(_ document: OutputDocument, _ comment: Comment) {
      for width in [20, 60, 120] {
        for useColor in [false, true] {
          let options = RenderOptions(layout: .list, width: width, isTerminal: true, useColor: useColor, now: SampleDocuments.now)
          let rendered = TextRenderer.render(document, options: options).components(separatedBy: "\n")
          guard let lines = TextRenderer.listLines(document, options: options) else {
            Issue.record("no list lines for \(comment)")
            return
          }
          let written = lines.head + (0..<lines.rowCount).map(lines.row)
          #expect(written == rendered, "\(comment), width \(width), colour \(useColor)")
        }
      }
    }

    @Test func theSampleListsAndTreesAreWrittenAsTheRendererPrintsThem() {
      for (name, document) in [
        ("list", SampleDocuments.repositories), ("tree", SampleDocuments.locationsExpanded),
        ("cjk", SampleDocuments.internationalNames),
      ] {
        for section in document.sections {
          expectSameLines(OutputDocument(provider: document.provider, resource: document.resource, sections: [section]), "\(name)")
        }
      }
    }

    @Test func randomTreesAreWrittenAsTheRendererPrintsThem() {
      var random = SeededRandom(seed: 260)
      for round in 0..<40 {
        var items = JSONRendererWritingTests.randomItems(&random, depth: 0)
        if items.isEmpty { items = [Item(id: "1", kind: "repository", title: "alone")] }
        if round % 3 == 0 { items[0].children = [] }
        items[items.count - 1].emptyChildrenNote = round % 2 == 0 ? "nothing here" : nil
        let section = ItemSection(id: "s", title: "Section \(round)", items: items, paging: round % 2 == 0 ? .single : nil)
        expectSameLines(OutputDocument(provider: "test", resource: "things", sections: [section]), "round \(round)")
      }
    }

    /// Lines that reuse the cells of an earlier layout of the list are still
    /// the renderer's, whatever changed: rows moved, changed, removed,
    /// added, a column that is no longer numeric, another moment.
    @Test func linesReusingAnEarlierLayoutAreWrittenAsTheRendererPrintsThem() {
      let items = SampleDocuments.repositories.sections[0].items
      func document(_ items: [Item]) -> OutputDocument {
        OutputDocument(provider: "github", resource: "repos", sections: [ItemSection(id: "r", title: "Repositories", items: items)])
      }
      var changed = items
      changed[1].title = "renamed/" + changed[1].title
      var retyped = items
      retyped[0].fields = retyped[0].fields.map { ItemField(key: $0.key, label: $0.label, value: .text("many")) }
      var expanded = items
      expanded[0].children = [Item(id: "c", kind: "user", title: "a child")]
      let variants: [(String, [Item], Date)] = [
        ("same", items, SampleDocuments.now), ("reversed", items.reversed(), SampleDocuments.now),
        ("changed", changed, SampleDocuments.now), ("removed", Array(items.dropFirst()), SampleDocuments.now),
        ("added", items + [SampleDocuments.repository("new/one", nil, stars: 3, language: .none, updated: SampleDocuments.now)], SampleDocuments.now),
        ("retyped", retyped, SampleDocuments.now), ("expanded", expanded, SampleDocuments.now),
        ("later", items, SampleDocuments.now.addingTimeInterval(86_400 * 400)),
      ]
      for useColor in [false, true] {
        let earlier = RenderOptions(layout: .list, width: 100, isTerminal: true, useColor: useColor, now: SampleDocuments.now)
        let previous = TextRenderer.listLines(document(items), options: earlier)
        for (name, variant, now) in variants {
          var options = earlier
          options.now = now
          let rendered = TextRenderer.render(document(variant), options: options).components(separatedBy: "\n")
          guard let lines = TextRenderer.listLines(document(variant), options: options, reusing: previous) else {
            Issue.record("no list lines for \(name)")
            continue
          }
          #expect(lines.head + (0..<lines.rowCount).map(lines.row) == rendered, "\(name), colour \(useColor)")
        }
      }
    }

    @Test func whatIsNotOneTerminalListWithRowsIsLeftToTheRenderer() {
      let options = RenderOptions(layout: .list, width: 80, isTerminal: true, now: SampleDocuments.now)
      #expect(TextRenderer.listLines(SampleDocuments.emptyFollowers, options: options) == nil)
      #expect(TextRenderer.listLines(SampleDocuments.characterSections, options: options) == nil, "a heading")
      let list = SampleDocuments.repositories
      let alone = OutputDocument(provider: list.provider, resource: list.resource, sections: list.sections)
      #expect(TextRenderer.listLines(alone, options: options) != nil)
      var piped = options
      piped.isTerminal = false
      #expect(TextRenderer.listLines(alone, options: piped) == nil)
      var grid = options
      grid.layout = .grid
      #expect(TextRenderer.listLines(alone, options: grid) == nil)
    }
  }
}
