import ExploreCore
import ExploreRendering
import Foundation
import Testing

extension RenderingTests {
  /// What heads and closes a refresh of `--watch`: the text header with the
  /// time and the counts, and the NDJSON line with the refresh's number,
  /// time and counts.
  @Suite struct WatchRefreshTests {
    typealias Writer = WatchChangeWriterTests

    static let utc = TimeZone(identifier: "UTC")!
    /// 2027-01-15T08:00:00Z and a fraction.
    static let now = Date(timeIntervalSince1970: 1_800_000_000.75)

    /// The changes of ``WatchChangeWriterTests``: bob removed, erin added,
    /// carol updated, dave and carol moved.
    static func refresh(number: Int = 3) throws -> WatchRefresh {
      WatchRefresh(number: number, date: now, changes: try Writer.changes(from: Writer.before, to: Writer.after))
    }

    static func writer(useColor: Bool = false, showsMoves: Bool = false, isTerminal: Bool = true) -> WatchChangeWriter {
      WatchChangeWriter(useColor: useColor, showsMoves: showsMoves, now: now, isTerminal: isTerminal, timeZone: utc)
    }

    @Test func aRefreshCountsItsRowsAndKeepsWholeSeconds() throws {
      let refresh = try Self.refresh()
      #expect([refresh.removed, refresh.added, refresh.updated, refresh.moved] as [Int] == [1, 1, 1, 2])
      #expect(refresh.date == Date(timeIntervalSince1970: 1_800_000_000))
    }

    @Test func theHeaderOnATerminalSaysTheTimeAndTheCounts() throws {
      #expect(Self.writer().header(for: try Self.refresh()) == "── 08:00:00 · −1 +1 ~1 ──")
      #expect(Self.writer(showsMoves: true).header(for: try Self.refresh()) == "── 08:00:00 · −1 +1 ~1 ↕2 ──")
    }

    @Test func theHeaderIntoAPipeSaysTheDateTooAndHoldsNoTab() throws {
      let header = Self.writer(isTerminal: false).header(for: try Self.refresh())
      #expect(header == "── 2027-01-15 08:00:00 · −1 +1 ~1 ──")
      #expect(!header.contains("\t"))
    }

    @Test func theHeaderSaysTheTimeInItsTimeZone() throws {
      var writer = Self.writer()
      writer.timeZone = TimeZone(secondsFromGMT: -5 * 3_600)!
      #expect(writer.header(for: try Self.refresh()) == "── 03:00:00 · −1 +1 ~1 ──")
    }

    @Test func aCountOf0IsLeftOutAndLargeCountsAreGrouped() {
      let added = (1...1_234).map { RowChange.added(Writer.user("user-\($0)")) }
      let refresh = WatchRefresh(number: 1, date: Self.now, changes: added + [.moved(id: "a", title: "a", from: 0, to: 1)])
      #expect(Self.writer().header(for: refresh) == "── 08:00:00 · +1,234 ──")
      #expect(Self.writer(showsMoves: true).header(for: refresh) == "── 08:00:00 · +1,234 ↕1 ──")
    }

    @Test func colouredHeaderCountsTakeTheColoursOfTheirLines() throws {
      let header = Self.writer(useColor: true, showsMoves: true).header(for: try Self.refresh())
      #expect(
        header
          == "\u{1B}[2m── 08:00:00 ·\u{1B}[0m \u{1B}[31m−1\u{1B}[0m \u{1B}[32m+1\u{1B}[0m \u{1B}[33m~1\u{1B}[0m \u{1B}[36m↕2\u{1B}[0m \u{1B}[2m──\u{1B}[0m")
    }

    @Test func theHeaderHeadsTheLinesOfARefresh() throws {
      #expect(
        Self.writer().text(for: try Self.refresh()) == """
          ── 08:00:00 · −1 +1 ~1 ──
          - bob
          + erin
          ~ carol: Type User → Organization

          """)
    }

    @Test func aRefreshWithNoLineToPrintPrintsNoHeader() throws {
      #expect(Self.writer().text(for: WatchRefresh(number: 1, date: Self.now, changes: [])) == "")
      let onlyMoved = WatchRefresh(
        number: 2, date: Self.now, changes: try Writer.changes(from: Writer.before, to: Writer.before.reversed()))
      #expect(!onlyMoved.changes.isEmpty)
      #expect(Self.writer().text(for: onlyMoved) == "")
      #expect(Self.writer(showsMoves: true).text(for: onlyMoved).hasPrefix("── 08:00:00 · ↕"))
    }

    @Test func ndjsonClosesARefreshWithItsNumberTimeAndCounts() throws {
      let text = JSONRenderer.lines(for: try Self.refresh(number: 12))
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      try #require(lines.count == 7, "\(text)")
      #expect(lines[5] == #"{"refresh": 12, "at": "2027-01-15T08:00:00Z", "added": 1, "removed": 1, "updated": 1, "moved": 2}"#)
      #expect(lines[6] == "")
      for line in lines.prefix(6) {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["refresh"] as? Int == 12)
        #expect(object["at"] as? String == "2027-01-15T08:00:00Z")
      }
      #expect(lines.prefix(5).allSatisfy { $0.hasPrefix(#"{"change": "#) })
    }

    @Test func ndjsonPrintsNothingForARefreshWithoutChanges() {
      #expect(JSONRenderer.lines(for: WatchRefresh(number: 4, date: Self.now, changes: [])) == "")
    }

    /// Moves are events in NDJSON, so a refresh that only moved rows is
    /// closed too, and counts them.
    @Test func ndjsonClosesARefreshThatOnlyMovedRows() throws {
      let refresh = WatchRefresh(number: 5, date: Self.now, changes: [.moved(id: "a", title: "a", from: 0, to: 2)])
      #expect(
        JSONRenderer.lines(for: refresh) == """
          {"change": "moved", "id": "a", "from": 0, "to": 2, "refresh": 5, "at": "2027-01-15T08:00:00Z"}
          {"refresh": 5, "at": "2027-01-15T08:00:00Z", "added": 0, "removed": 0, "updated": 0, "moved": 1}

          """)
    }
  }
}
