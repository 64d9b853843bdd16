import ExploreCore
import ExploreRendering
import ExploreTestSupport
import Foundation
import Testing

/// The streaming writers against the whole-document renderers: the same
/// document cut into pages at seeded random places writes the same bytes.
@Suite struct StreamWriterTests {
  static let documents = SampleDocuments.all.map(\.document) + [
    OutputDocument(provider: "zoo", resource: "animals", notices: ["one", "two \"quoted\""], message: "Done"),
    OutputDocument(provider: "zoo", resource: "nothing"),
  ]

  /// Splits `items` into pages at seeded random places (some pages empty).
  static func pages(of items: [Item], random: inout SeededRandom) -> [[Item]] {
    var pages: [[Item]] = []
    var rest = items[...]
    while !rest.isEmpty {
      let size = random.int(in: 0...max(1, rest.count))
      pages.append(Array(rest.prefix(size)))
      rest = rest.dropFirst(size)
    }
    return pages.isEmpty ? [[]] : pages
  }

  @Test(arguments: [1, 7, 99, 2026] as [UInt64])
  func jsonWrittenInPiecesIsByteIdenticalToTheWholeDocument(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    for document in Self.documents {
      var writer = JSONDocumentWriter(
        provider: document.provider, resource: document.resource, message: document.message, notices: document.notices)
      var text = ""
      for section in document.sections {
        text += writer.openSection(id: section.id, title: section.title)
        for page in Self.pages(of: section.items, random: &random) {
          text += writer.append(page)
        }
        text += writer.closeSection(paging: section.paging)
      }
      text += writer.finish()
      let whole = try JSONRenderer.render(document) + "\n"
      #expect(text == whole, "seed \(seed), document \(document.resource)")
    }
  }

  @Test func pipedTextWrittenPageByPageMatchesTheWholeDocument() {
    for layout in LayoutStyle.allCases {
      for var document in Self.documents {
        document.nextPageHint = nil
        let options = RenderOptions(layout: layout, isTerminal: false, now: SampleDocuments.now)
        var writer = TextStreamWriter(options: options, message: document.message, notices: document.notices)
        var text = ""
        for section in document.sections {
          text += writer.append(section.items, of: section)
        }
        let end = writer.finish(lateNotices: [])
        text += end.text
        let whole = TextRenderer.render(document, options: options)
        #expect(text == (whole.isEmpty ? "" : whole + "\n"), "\(document.resource) as \(layout)")
        #expect(end.stderrNotes == TextRenderer.stderrNotes(for: document, options: options), "\(document.resource) as \(layout)")
      }
    }
  }

  @Test func aTerminalKeepsTheFirstPagesColumnWidthsAndCutsLaterRows() {
    let options = RenderOptions(layout: .list, width: 40, isTerminal: true, now: SampleDocuments.now)
    let section = ItemSection(id: "users", title: "Users", paging: PageInfo(number: 1, totalPages: 2, totalCount: 3, next: .number(2)))
    var writer = TextStreamWriter(options: options, message: nil, notices: ["heads up"])
    let first = writer.append([Item(id: "1", kind: "user", title: "ann"), Item(id: "2", kind: "user", title: "bob")], of: section)
    let second = writer.append([Item(id: "3", kind: "user", title: "a-much-longer-name-than-the-first-page")], of: section)
    #expect(first.hasPrefix("Users · 3 · 2 pages\nnote: heads up\n"), "\(first)")
    // NB: the title column is as wide as the first page's widest title.
    #expect(second == "a-…\n", "\(second)")
    #expect(writer.finish(lateNotices: []).text.isEmpty)
  }
}
