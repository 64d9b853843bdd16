@testable import ExploreBrowser
import ExploreCore
import ExploreTerminal
import ExploreTestSupport
import Foundation
import Testing

/// A hostile server's text everywhere the interactive screen draws it: the
/// title line (a drill-down's ids), the rows and their headers, a child's
/// failure, the status line (a page's error, a refresh's, a search's, a
/// notice) and the search text echoed back. No line holds a byte that
/// drives the terminal or a character that draws nothing.
@Suite struct BrowserHostileTextTests {
  static let size = ScreenSize(width: 200, height: 40)

  static func hostilePage() -> (sections: [ItemSection], paging: PageInfo) {
    let items = HostileText.pieces.enumerated().map { offset, piece in
      Item(
        id: "p\(offset)" + piece.text, kind: "person", title: HostileText.inName(piece), subtitle: "sub " + piece.text,
        fields: [ItemField(key: "bio", label: "Bio" + piece.text, value: .text("bio " + piece.text))])
    }
    return ([ItemSection(id: "people", title: "People " + HostileText.all, items: items, emptyNote: HostileText.all)],
      PageInfo(number: 1, totalPages: 2, totalCount: 200, next: .number(2)))
  }

  /// The screen with each of explore's own colours taken out: the only
  /// escape sequences it may hold.
  static func screen(_ state: BrowserState) -> String {
    var text = BrowserScreen.lines(for: state).joined(separator: "\n")
    for style in ANSIStyle.allCases { text = text.replacingOccurrences(of: "\u{1B}[\(style.rawValue)m", with: "") }
    return text.replacingOccurrences(of: "\u{1B}[0m", with: "")
  }

  static func expectClean(_ state: BrowserState, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let findings = HostileText.findings(in: screen(state))
    #expect(findings.isEmpty, "\(what): \(findings.prefix(5))", sourceLocation: sourceLocation)
  }

  @Test(arguments: [false, true])
  func everyPlaceOfTheScreenIsClean(useColor: Bool) {
    let request = ResourceRequest(path: ["friends"], arguments: ["person": "p1" + HostileText.all])
    var state = BrowserState(
      provider: Town.descriptor, resource: Town.friends, request: request, size: Self.size, style: BrowserStyle(useColor: useColor))
    _ = state.start()
    Self.expectClean(state, "the title line, loading")
    let page = Self.hostilePage()
    _ = state.handle(.pageLoaded(level: 0, source: .list, sections: page.sections, paging: page.paging, replacing: false))
    Self.expectClean(state, "the rows")
    _ = state.handle(.key(.character(" ")))
    _ = state.handle(.childrenFailed(level: 0, row: state.layout.rows[0], message: "child " + HostileText.all))
    Self.expectClean(state, "a child's failure")
    _ = state.handle(.key(.character("G")))
    Self.expectClean(state, "G's question")
    _ = state.handle(.key(.character("y")))
    _ = state.handle(.pageFailed(level: 0, source: .list, message: "404 " + HostileText.all))
    Self.expectClean(state, "a page's error in the status line")
    #expect(state.statusLines().first?.text.contains("Error: 404 x") == true)
    _ = state.handle(.notice("notice " + HostileText.all))
    Self.expectClean(state, "a notice")
    _ = state.handle(.refreshFailed(level: 0, generation: state.current.refreshGeneration, message: "429 " + HostileText.all))
    Self.expectClean(state, "a refresh's error")
    _ = state.handle(.key(.character("/")))
    for character in "ad" + HostileText.all { _ = state.handle(.key(.character(character))) }
    Self.expectClean(state, "the search text being typed")
    _ = state.handle(.key(.enter))
    Self.expectClean(state, "the search text kept, with its empty note")
    _ = state.handle(.searchFailed(level: 0, query: state.current.searchText, message: "search " + HostileText.all))
    Self.expectClean(state, "a search's error")
  }

  @Test func theStatusLineShowsAServersErrorWithoutItsSequences() {
    var state = BrowserState(provider: Town.descriptor, resource: Town.people, request: ResourceRequest(path: ["people"]), size: Self.size)
    _ = state.start()
    let body = "Not Found\u{1B}[2J\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}]8;;https://evil.invalid\u{1B}\\\u{1B}P1$q\u{1B}\\\u{9B}31m\u{1B}[?1049l!"
    _ = state.handle(.pageFailed(level: 0, source: .list, message: body))
    #expect(BrowserScreen.lines(for: state).last == "Error: Not Found! — r retries")
  }

  @Test func aFailureReplacesTheNoticeOfItsRetries() {
    var state = BrowserState(provider: Town.descriptor, resource: Town.people, request: ResourceRequest(path: ["people"]), size: Self.size)
    _ = state.start()
    _ = state.handle(.notice("127.0.0.1 asked to slow down; waiting 4 s…"))
    _ = state.handle(.pageFailed(level: 0, source: .list, message: "The API asked explore to slow down."))
    #expect(BrowserScreen.lines(for: state).last == "Error: The API asked explore to slow down. — r retries")
  }

  /// Rows of a page that share an id show once, and the status line says
  /// which ids and how many rows were left out.
  @Test func rowsThatShareAnIDAreShownOnceAndSaidSo() {
    var state = BrowserState(provider: Town.descriptor, resource: Town.people, request: ResourceRequest(path: ["people"]), size: Self.size)
    _ = state.start()
    let items = ["1", "1", "2", "1"].enumerated().map { Item(id: $1, kind: "person", title: "row \($0)") }
    _ = state.handle(.pageLoaded(level: 0, source: .list, sections: [ItemSection(id: "people", title: "People", items: items)],
      paging: PageInfo(number: 1, totalPages: 1, totalCount: 4, next: nil), replacing: false))
    #expect(state.layout.rows.map { $0.components.last } == ["1", "2"])
    #expect(BrowserScreen.lines(for: state).last?.hasPrefix("The API sent more than one row with the same id: '1' (3 rows).") == true)
  }

  @Test func aNameInAMessageShowsWhatIsHidden() {
    var state = BrowserState(provider: Town.descriptor, resource: Town.people, request: ResourceRequest(path: ["people"]), size: Self.size)
    _ = state.start()
    let item = Item(id: "x", kind: "person", title: "ad\u{200B}min")
    _ = state.handle(.pageLoaded(level: 0, source: .list, sections: [ItemSection(id: "people", title: "People", items: [item])],
      paging: PageInfo(number: 1, totalPages: 1, next: nil), replacing: false))
    _ = state.handle(.key(.character("o")))
    #expect(BrowserScreen.lines(for: state).last == "ad\\u{200B}min has no web page.")
    #expect(BrowserScreen.lines(for: state)[2].contains("ad\\u{200B}min"))
  }
}
