import ExploreCore
import ExploreRendering
import ExploreSnapshots
import ExploreTestSupport
import Foundation
import Testing

/// A hostile server's text in every field a layout prints (titles,
/// subtitles, labels, values, section titles, notes, messages, child notes)
/// through every text layout, on a terminal and piped, whole and streamed,
/// and through `--watch`'s change lines: no byte of it drives the terminal
/// and no invisible character reaches it. Titles show what is hidden in
/// them; JSON keeps every string as the server sent it.
@Suite struct HostileTextRenderingTests {
  static let now = Date(timeIntervalSince1970: 1_700_000_000)

  static func hostileItem(_ number: Int, _ piece: HostileText.Piece) -> Item {
    let text = HostileText.inName(piece)
    return Item(
      id: "id-\(number)" + piece.text,
      kind: "user" + piece.text,
      title: text,
      subtitle: "sub " + text,
      fields: [
        ItemField(key: "bio", label: "Bio" + piece.text, value: .text("free " + text)),
        ItemField(key: "tags", label: "Tags", value: .list([text, "plain"])),
        ItemField(key: "count", label: "Count", value: .integer(number)),
      ],
      webURL: URL(string: "https://example.invalid/\(number)"),
      children: number.isMultiple(of: 3) ? [] : nil,
      emptyChildrenNote: "none " + text
    )
  }

  static let items = HostileText.pieces.enumerated().map { hostileItem($0.offset, $0.element) }
    + [Item(id: "all", kind: "user", title: HostileText.all, subtitle: HostileText.all)]

  static let document = OutputDocument(
    provider: "p", resource: "r", heading: "heading " + HostileText.all,
    sections: [
      ItemSection(
        id: "s", title: "Users " + HostileText.all, items: items,
        paging: PageInfo(number: 1, totalPages: 2, totalCount: 99, next: .number(2)), emptyNote: "empty " + HostileText.all),
      ItemSection(id: "e", title: "Empty " + HostileText.all, items: [], emptyNote: "nothing " + HostileText.all),
    ],
    notices: ["notice " + HostileText.all], message: "message " + HostileText.all, nextPageHint: "explore p r --page 2"
  )

  static let options: [RenderOptions] = LayoutStyle.allCases.flatMap { layout in
    [true, false].flatMap { isTerminal in
      [true, false].map { useColor in
        RenderOptions(layout: layout, width: 100, isTerminal: isTerminal, useColor: useColor, now: now)
      }
    }
  }

  /// The output without explore's own colours, which are the only escape
  /// sequences it may print.
  static func withoutOwnStyles(_ text: String) -> String {
    var text = text
    for code in ["0", "1", "2", "31", "32", "33", "36", "1;36", "22", "39"] { text = text.replacingOccurrences(of: "\u{1B}[\(code)m", with: "") }
    return text
  }

  @Test(arguments: options)
  func everyLayoutIsClean(_ options: RenderOptions) {
    let text = Self.withoutOwnStyles(TextRenderer.render(Self.document, options: options))
    #expect(HostileText.findings(in: text).isEmpty, "\(HostileText.findings(in: text).prefix(5))")
    let notes = TextRenderer.stderrNotes(for: Self.document, options: options).joined(separator: "\n")
    #expect(HostileText.findings(in: notes).isEmpty, "\(HostileText.findings(in: notes).prefix(5))")
  }

  @Test(arguments: options)
  func everyStreamedLayoutIsClean(_ options: RenderOptions) {
    var writer = TextStreamWriter(options: options, message: Self.document.message, notices: Self.document.notices)
    var text = ""
    for section in Self.document.sections {
      text += writer.append(section.items, of: section)
    }
    let end = writer.finish(lateNotices: ["late " + HostileText.all])
    text += end.text + end.stderrNotes.joined(separator: "\n")
    text = Self.withoutOwnStyles(text)
    #expect(HostileText.findings(in: text).isEmpty, "\(HostileText.findings(in: text).prefix(5))")
  }

  @Test(arguments: [true, false])
  func watchChangeLinesAreClean(useColor: Bool) throws {
    let old = Self.items.map { item -> Item in
      var item = item
      if item.fields.count > 2 { item.fields[2].value = .integer(-1) }
      return item
    }
    let new = Array((Self.items.dropFirst(2) + [Self.hostileItem(99, HostileText.pieces[1])]).reversed())
    let before = try ListSnapshot<Int, String>(sections: [(0, old.map(\.id))])
    let after = try ListSnapshot<Int, String>(sections: [(0, new.map(\.id))])
    let changeset = after.difference(from: before, oldContents: old.map(RowContent.init), newContents: new.map(RowContent.init))
    let changes = RowChange.changes(changeset, old: old, new: new)
    #expect(changes.contains { if case .moved = $0 { true } else { false } })
    let refresh = WatchRefresh(number: 1, date: Self.now, changes: changes)
    let text = Self.withoutOwnStyles(WatchChangeWriter(useColor: useColor, showsMoves: true, now: Self.now).text(for: refresh))
    #expect(HostileText.findings(in: text).isEmpty, "\(HostileText.findings(in: text).prefix(5))")
    let json = JSONRenderer.lines(for: refresh)
    #expect(HostileText.findings(in: json).isEmpty, "\(HostileText.findings(in: json).prefix(5))")
  }

  @Test(arguments: HostileText.pieces)
  func aTitleShowsWhatIsHiddenInIt(_ piece: HostileText.Piece) {
    let item = Item(id: "1", kind: "user", title: HostileText.inName(piece))
    let document = OutputDocument(provider: "p", resource: "r", sections: [ItemSection(id: "s", title: "S", items: [item])])
    for layout in LayoutStyle.allCases {
      for isTerminal in [true, false] {
        let options = RenderOptions(layout: layout, width: 200, isTerminal: isTerminal, now: Self.now)
        let lines = TextRenderer.render(document, options: options).split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0 == "admin" || $0.hasSuffix("\tadmin") || $0.hasPrefix("admin") }, "\(layout) \(isTerminal): \(lines)")
      }
    }
  }

  @Test func aNameAndFreeTextAreCleanedEachInItsWay() {
    let item = Item(id: "1", kind: "user", title: "ad\u{200B}min", subtitle: "sub\u{200B}title", fields: [ItemField(key: "bio", label: "Bio", value: .text("b\u{200B}io"))])
    let document = OutputDocument(provider: "p", resource: "r", sections: [ItemSection(id: "s", title: "S", items: [item])])
    let piped = TextRenderer.render(document, options: RenderOptions(layout: .list, isTerminal: false, now: Self.now))
    #expect(piped == "ad\\u{200B}min\tsubtitle\tbio")
    let detail = TextRenderer.render(document, options: RenderOptions(layout: .detail, isTerminal: true, now: Self.now))
    #expect(detail.hasPrefix("ad\\u{200B}min\nsubtitle\nBio: bio"))
  }

  /// JSON writes every string as the server sent it (a reader decodes the
  /// same text), with what a terminal would hide escaped as `\uXXXX`.
  @Test func jsonKeepsTheDataAndEscapesWhatIsHidden() throws {
    let text = try JSONRenderer.render(Self.document)
    #expect(HostileText.findings(in: text).isEmpty, "\(HostileText.findings(in: text).prefix(5))")
    #expect(text.contains(#""title" : "ad\u200bmin""#))
    let decoded = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let sections = try #require(decoded["sections"] as? [[String: Any]])
    let titles = try #require(sections.first?["items"] as? [[String: Any]]).compactMap { $0["title"] as? String }
    #expect(titles == Self.items.map(\.title))
    let legit = try JSONRenderer.render(OutputDocument(provider: "p", resource: "r", message: "👩‍💻 ❤️ José می‌خواهم"))
    #expect(legit.contains("👩‍💻 ❤️ José می‌خواهم"))
  }
}
