import ExploreCore
import ExploreRendering
import ExploreTerminal
import Foundation
import Testing

extension RenderingTests {
  /// Properties of the terminal layout that hold at any width, and the
  /// header's wording for each kind of paging.
  @Suite struct TextRendererLayoutTests {
    func render(_ document: OutputDocument, layout: LayoutStyle = .list, width: Int = 80) -> String {
      TextRenderer.render(document, options: RenderOptions(layout: layout, width: width, isTerminal: true, now: SampleDocuments.now))
    }

    @Test(arguments: 1...60)
    func rowsFitEveryWidth(_ width: Int) {
      for (name, layout, document) in SampleDocuments.all {
        let text = render(document, layout: layout, width: width)
        #expect(!text.isEmpty)
        // Detail values keep long words (URLs) whole, tree guides need three
        // columns a level, and the hint is a command to copy: below 20
        // columns only the absence of a crash is checked for those.
        guard width >= 20, layout != .detail else { continue }
        for line in text.split(separator: "\n") where !line.hasPrefix("More: ") {
          #expect(DisplayWidth.of(String(line)) <= width, "\(name) at \(width): \(line)")
        }
      }
    }

    func header(_ paging: PageInfo?, count: Int = 3) -> String {
      let items = (1...count).map { Item(id: "\($0)", kind: "user", title: "user\($0)") }
      let document = OutputDocument(
        provider: "p", resource: "r", sections: [ItemSection(id: "s", title: "Followers", items: items, paging: paging)])
      return String(render(document, layout: .grid).prefix { $0 != "\n" })
    }

    @Test func headerSaysTheCountAndThePage() {
      #expect(header(PageInfo(number: 2, totalPages: 42, totalCount: 2_350, next: .number(3))) == "Followers · 2,350 · page 2 of 42")
      #expect(header(PageInfo(number: 42, totalPages: 42, totalCount: 2_350)) == "Followers · 2,350 · page 42 of 42")
      #expect(header(PageInfo(number: 1, next: .number(2))) == "Followers · 3 shown · more available")
      #expect(header(PageInfo(number: 3, next: .number(4))) == "Followers · 3 shown · page 3, more available")
      #expect(header(PageInfo(number: 1, totalPages: 1)) == "Followers · 3")
      #expect(header(nil) == "Followers · 3")
      #expect(header(.single, count: 1) == "Followers · 1")
    }

    @Test func longTitlesAreCutBeforeTheCount() {
      let document = OutputDocument(
        provider: "p", resource: "r",
        sections: [
          ItemSection(
            id: "s", title: "Followers of a user with a remarkably long name", items: [Item(id: "1", kind: "k", title: "a")],
            paging: PageInfo(number: 2, totalPages: 42, totalCount: 2_350, next: .number(3)))
        ])
      let first = render(document, layout: .grid, width: 40).prefix { $0 != "\n" }
      #expect(first == "Followers of a u… · 2,350 · page 2 of 42")
    }

    @Test func listDropsSubtitlesThatRepeatTheFields() {
      func rows(_ subtitle: String) -> [Substring] {
        let item = Item(
          id: "1", kind: "character", title: "Quill", subtitle: subtitle,
          fields: [
            ItemField(key: "species", label: "Species", value: .text("Robot")),
            ItemField(key: "status", label: "Status", value: .text("unknown")),
          ])
        let document = OutputDocument(provider: "p", resource: "r", sections: [ItemSection(id: "s", title: "S", items: [item])])
        return render(document, width: 80).split(separator: "\n")
      }
      // Made only of field values, a word before one allowed: no subtitle column.
      #expect(rows("Robot · status unknown").last == "Quill      Robot    unknown")
      // Anything else the fields don't say keeps its column.
      #expect(rows("Robot · retired").last == "Quill      Robot · retired  Robot    unknown")
    }

    @Test func gridFillsRowsLeftToRightAsThePictureGridDoes() {
      let names = ["a", "bb", "ccc", "dddd", "e", "ff", "ggg"]
      let document = OutputDocument(
        provider: "p", resource: "r",
        sections: [ItemSection(id: "s", title: "S", items: names.map { Item(id: $0, kind: "k", title: $0) })])
      let rows = render(document, layout: .grid, width: 12).split(separator: "\n").dropFirst()
      #expect(Array(rows) == ["a    bb", "ccc  dddd", "e    ff", "ggg"])
      let wide = render(document, layout: .grid, width: 80).split(separator: "\n").dropFirst()
      #expect(Array(wide) == ["a  bb  ccc  dddd  e  ff  ggg"])
    }

    @Test func gridAlignsWideCharacters() {
      let names = ["東京", "abcd", "🍣🍣", "x"]
      let document = OutputDocument(
        provider: "p", resource: "r",
        sections: [ItemSection(id: "s", title: "S", items: names.map { Item(id: $0, kind: "k", title: $0) })])
      // Two columns of two need 4 + 2 + 4 = 10 columns.
      let rows = render(document, layout: .grid, width: 10).split(separator: "\n").dropFirst()
      #expect(Array(rows) == ["東京  abcd", "🍣🍣  x"])
      let narrow = render(document, layout: .grid, width: 9).split(separator: "\n").dropFirst()
      #expect(Array(narrow) == ["東京", "abcd", "🍣🍣", "x"])
    }

    @Test func gridCutsOnlyANameWiderThanTheScreenAndInTheMiddle() {
      let names = ["hundredk-f000123", "hundredk-f000124", "x"]
      let document = OutputDocument(
        provider: "p", resource: "r",
        sections: [ItemSection(id: "s", title: "S", items: names.map { Item(id: $0, kind: "k", title: $0) })])
      let rows = render(document, layout: .grid, width: 11).split(separator: "\n").dropFirst()
      #expect(Array(rows) == ["hundr…00123", "hundr…00124", "x"])
    }

    @Test func messageIsOneLine() {
      let document = OutputDocument(provider: "github", resource: "star", message: "Starred\napple/swift")
      #expect(render(document) == "Starred apple/swift")
    }

    @Test func hostileTextCannotStyleTheTerminal() {
      let item = Item(id: "1", kind: "k", title: "evil\u{1B}[2J\u{1B}]0;title\u{07}name", subtitle: "bell\u{07}")
      let document = OutputDocument(provider: "p", resource: "r", sections: [ItemSection(id: "s", title: "S", items: [item])])
      let text = render(document)
      #expect(!text.contains("\u{1B}"))
      #expect(!text.contains("\u{07}"))
    }
  }
}
