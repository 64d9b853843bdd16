import ExploreCore
import ExploreRendering
import ExploreSnapshots
import Foundation
import Testing

extension RenderingTests {
  /// What `--watch` prints after a refresh, from values alone: the changes
  /// a changeset makes of two loads, their text lines and their NDJSON lines.
  @Suite struct WatchChangeWriterTests {
    static func user(_ login: String, type: String = "User", name: String? = nil) -> Item {
      Item(
        id: login, kind: "user", title: login, subtitle: name,
        fields: [
          ItemField(key: "login", label: "Login", value: .text(login)),
          ItemField(key: "type", label: "Type", value: .text(type)),
        ],
        webURL: URL(string: "https://github.com/\(login)")
      )
    }

    static let before = [user("alice"), user("bob"), user("carol"), user("dave")]
    static let after = [user("dave"), user("carol", type: "Organization"), user("erin"), user("alice")]

    /// The changes from `old` to `new`, through the core's content-aware diff.
    static func changes(from old: [Item], to new: [Item]) throws -> [RowChange] {
      let oldSnapshot = try ListSnapshot<Int, String>(sections: [(0, old.map(\.id))])
      let newSnapshot = try ListSnapshot<Int, String>(sections: [(0, new.map(\.id))])
      let changeset = newSnapshot.difference(
        from: oldSnapshot, oldContents: old.map(RowContent.init), newContents: new.map(RowContent.init))
      return RowChange.changes(changeset, old: old, new: new)
    }

    /// 2027-01-15T08:00:00Z.
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func aChangesetBecomesRemovalsAdditionsUpdatesAndMoves() throws {
      let changes = try Self.changes(from: Self.before, to: Self.after)
      let typeChange = FieldChange(key: "type", label: "Type", old: .text("User"), new: .text("Organization"))
      #expect(
        changes == [
          .removed(id: "bob", title: "bob"),
          .added(Self.user("erin")),
          .updated(Self.user("carol", type: "Organization"), fields: [typeChange]),
          .moved(id: "dave", title: "dave", from: 3, to: 0),
          .moved(id: "carol", title: "carol", from: 2, to: 1),
        ])
    }

    @Test func theSameListTwiceHasNoChangesAndPrintsNothing() throws {
      let changes = try Self.changes(from: Self.before, to: Self.before)
      #expect(changes.isEmpty)
      #expect(WatchChangeWriter(useColor: true, showsMoves: true, now: Self.now).text(for: changes) == "")
    }

    @Test func textLinesWithoutMoves() throws {
      let text = WatchChangeWriter(useColor: false, showsMoves: false, now: Self.now)
        .text(for: try Self.changes(from: Self.before, to: Self.after))
      #expect(text == "- bob\n+ erin\n~ carol: Type User → Organization\n")
    }

    @Test func movesOnlyWhenAsked() throws {
      let text = WatchChangeWriter(useColor: false, showsMoves: true, now: Self.now)
        .text(for: try Self.changes(from: Self.before, to: Self.after))
      #expect(text == "- bob\n+ erin\n~ carol: Type User → Organization\n↕ dave: row 4 → 1\n↕ carol: row 3 → 2\n")
    }

    @Test func onlyMovedPrintsNothingWithoutVerbose() throws {
      let changes = try Self.changes(from: Self.before, to: Self.before.reversed())
      #expect(!changes.isEmpty)
      #expect(WatchChangeWriter(useColor: false, showsMoves: false, now: Self.now).text(for: changes) == "")
    }

    @Test func colouredLines() {
      let changes: [RowChange] = [
        .added(Self.user("erin")), .removed(id: "bob", title: "bob"),
        .updated(Self.user("carol"), fields: [FieldChange(key: "type", label: "Type", old: .text("A"), new: .text("B"))]),
        .moved(id: "dave", title: "dave", from: 0, to: 1),
      ]
      let text = WatchChangeWriter(useColor: true, showsMoves: true, now: Self.now).text(for: changes)
      #expect(
        text == "\u{1B}[32m+ erin\u{1B}[0m\n\u{1B}[31m- bob\u{1B}[0m\n\u{1B}[33m~ carol: Type A → B\u{1B}[0m\n"
          + "\u{1B}[36m↕ dave: row 1 → 2\u{1B}[0m\n")
    }

    @Test func oneLinePerChangedValueWithDetailFormatting() throws {
      var old = Self.user("carol", name: "Carol")
      old.fields.append(ItemField(key: "followers", label: "Followers", value: .integer(1_234)))
      old.fields.append(ItemField(key: "company", label: "Company", value: .text("Acme")))
      var new = Self.user("carol", type: "Organization")
      new.fields.append(ItemField(key: "followers", label: "Followers", value: .integer(12_345)))
      let changes = try Self.changes(from: [old], to: [new])
      let text = WatchChangeWriter(useColor: false, showsMoves: false, now: Self.now).text(for: changes)
      #expect(
        text == """
          ~ carol: Subtitle Carol → —
          ~ carol: Type User → Organization
          ~ carol: Followers 1,234 → 12,345
          ~ carol: Company Acme → —

          """)
    }

    /// A move is a row whose place changed: reversing three rows moves the
    /// outer two, and a row that every fewest set of moves holds, although
    /// it is where it was, is no event.
    @Test func noMoveIsFromAPlaceToTheSamePlace() throws {
      let reversed = try Self.changes(from: ["a", "b", "c"].map { Self.user($0) }, to: ["c", "b", "a"].map { Self.user($0) })
      #expect(reversed == [.moved(id: "a", title: "a", from: 0, to: 2), .moved(id: "c", title: "c", from: 2, to: 0)] || reversed == [.moved(id: "c", title: "c", from: 2, to: 0), .moved(id: "a", title: "a", from: 0, to: 2)])
      let forced = try Self.changes(
        from: ["a", "b", "x", "c", "d"].map { Self.user($0) }, to: ["c", "d", "x", "a", "b"].map { Self.user($0) })
      #expect(forced.count == 2)
      for change in forced {
        guard case .moved(let id, _, let from, let to) = change else { Issue.record("\(change) is not a move"); continue }
        #expect(from != to, "\(id)")
        #expect(id != "x")
      }
    }

    @Test func aNewLabelAloneIsNoChange() throws {
      var relabelled = Self.user("alice")
      relabelled.fields[1].label = "Kind"
      #expect(try Self.changes(from: [Self.user("alice")], to: [relabelled]).isEmpty)
    }

    @Test func titlesLabelsAndValuesAreSanitised() {
      let hostile = "evil\u{1B}[2J\u{1B}]52;c;cm0gLXJmIH4=\u{07}\nname"
      var item = Self.user(hostile)
      item.title = hostile
      let changes: [RowChange] = [
        .added(item), .removed(id: "x", title: hostile),
        .updated(item, fields: [FieldChange(key: "k", label: "La\u{9B}1mbel", old: .text("a\u{1B}[31m"), new: .text("b\r"))]),
      ]
      let text = WatchChangeWriter(useColor: false, showsMoves: false, now: Self.now).text(for: changes)
      // NB: a title names its row: the sequences it hid show, once each.
      #expect(text == "+ evil\\u{1B}\\u{1B} name\n- evil\\u{1B}\\u{1B} name\n~ evil\\u{1B}\\u{1B} name: Label a → b \n")
    }

    @Test func ndjsonLinesExactly() throws {
      let changes = try Self.changes(from: Self.before, to: Self.after)
      let refresh = WatchRefresh(number: 7, date: Self.now, changes: changes)
      let lines = changes.map { JSONRenderer.line(for: $0, in: refresh) }
      let at = #", "refresh": 7, "at": "2027-01-15T08:00:00Z"}"#
      #expect(
        lines == [
          #"{"change": "removed", "id": "bob", "title": "bob""# + at,
          #"{"change": "added", "item": {"id": "erin", "kind": "user", "login": "erin", "subtitle": null, "title": "erin", "type": "User", "url": "https://github.com/erin"}"# + at,
          #"{"change": "updated", "item": {"id": "carol", "kind": "user", "login": "carol", "subtitle": null, "title": "carol", "type": "Organization", "url": "https://github.com/carol"}, "fields": ["type"]"# + at,
          #"{"change": "moved", "id": "dave", "from": 3, "to": 0"# + at,
          #"{"change": "moved", "id": "carol", "from": 2, "to": 1"# + at,
        ])
      for line in lines {
        #expect(!line.contains("\n"))
        #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
      }
    }

    @Test func ndjsonNamesReservedFieldsAsTheItemDoes() {
      let change = RowChange.updated(
        Item(id: "1", kind: "k", title: "t", fields: [ItemField(key: "url", label: "URL", value: .text("b"))]),
        fields: [FieldChange(key: "field_url", label: "URL", old: .text("a"), new: .text("b"))])
      #expect(
        JSONRenderer.line(for: change, in: WatchRefresh(number: 1, date: Self.now, changes: [change]))
          == #"{"change": "updated", "item": {"field_url": "b", "id": "1", "kind": "k", "subtitle": null, "title": "t", "url": null}, "fields": ["field_url"], "refresh": 1, "at": "2027-01-15T08:00:00Z"}"#
      )
      let old = Item(id: "1", kind: "k", title: "t", fields: [ItemField(key: "url", label: "URL", value: .text("a"))])
      #expect(FieldChange.changes(from: old, to: change.item) == [FieldChange(key: "field_url", label: "URL", old: .text("a"), new: .text("b"))])
    }

    @Test func ndjsonEscapesControlsAndLineBreaks() {
      let change = RowChange.removed(id: "a\nb", title: "\u{1B}[2J\u{85}")
      let line = JSONRenderer.line(for: change, in: WatchRefresh(number: 2, date: Self.now, changes: [change]))
      #expect(line == #"{"change": "removed", "id": "a\nb", "title": "\u001b[2J\u0085", "refresh": 2, "at": "2027-01-15T08:00:00Z"}"#)
    }

    @Test func theSnapshotLineIsTheJSONDocumentOnOneLine() throws {
      let document = OutputDocument(
        provider: "github", resource: "followers", heading: nil,
        sections: [ItemSection(id: "followers", title: "Followers of x", items: [Self.user("alice")], paging: .single)],
        notices: ["a notice"], message: nil, nextPageHint: nil)
      let line = JSONRenderer.snapshotLine(document, at: Self.now.addingTimeInterval(0.9))
      #expect(!line.contains("\n"))
      #expect(line.hasPrefix(#"{"snapshot": {"message": null, "notices": ["a notice"], "provider": "github", "resource": "followers", "sections": [{"id": "followers", "items": [{"id": "alice""#))
      #expect(line.hasSuffix(#""title": "Followers of x"}]}, "refresh": 0, "at": "2027-01-15T08:00:00Z"}"#))
      // The same values as the document `--json` writes.
      let snapshot = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(Set(snapshot.keys) == ["snapshot", "refresh", "at"])
      let pretty = try JSONSerialization.jsonObject(with: Data(try JSONRenderer.render(document).utf8))
      #expect(NSDictionary(dictionary: try #require(snapshot["snapshot"] as? [String: Any])).isEqual(pretty))
    }

    @Test func oneLineJSONValues() {
      #expect(JSONValue.object([:]).serializedOnOneLine() == "{}")
      #expect(JSONValue.array([]).serializedOnOneLine() == "[]")
      #expect(
        JSONValue.object(["b": .array([.integer(1), .null, .bool(true)]), "a": .object(["x": .number(1.5)])]).serializedOnOneLine()
          == #"{"a": {"x": 1.5}, "b": [1, null, true]}"#)
    }
  }
}

extension RowChange {
  /// The item of an added or updated row.
  fileprivate var item: Item {
    switch self {
    case .added(let item), .updated(let item, _): item
    default: Item(id: "", kind: "", title: "")
    }
  }
}
