import ExploreCore
import ExploreTerminal
package import Foundation

extension JSONRenderer {
  /// The first line `--watch --json` prints: the document `--json` writes
  /// (``value(for:)``), on one line, then the first load's number, 0, and
  /// time: `{"snapshot": {…}, "refresh": 0, "at": "2025-05-01T08:47:12Z"}`.
  ///
  /// - Complexity: O(*n*) in the size of the output.
  package static func snapshotLine(_ document: OutputDocument, at date: Date) -> String {
    var writer = JSONByteWriter(capacity: 4_096, isOneLine: true)
    writer.append("{\"snapshot\": ")
    writer.write(value(for: document), depth: 0)
    writer.append(", ")
    writeRefresh(WatchRefresh(number: 0, date: date, changes: []), into: &writer)
    writer.append("}")
    return writer.text
  }

  /// The lines `--watch --json` prints for a refresh, each with its
  /// newline: a line per change (``line(for:in:)``), then a line that
  /// closes the refresh with its counts:
  ///
  /// ```json
  /// {"refresh": 3, "at": "2025-05-01T08:47:12Z", "added": 1, "removed": 1, "updated": 1, "moved": 0}
  /// ```
  ///
  /// A watch of part of the list (``WatchRefresh/window``) adds the rows
  /// that came in and went out over its edges: `…, "moved": 0, "entered": 10, "left": 0}`.
  ///
  /// `""` for a refresh that changed nothing.
  ///
  /// - Complexity: O(*n*) in the size of the output.
  package static func lines(for refresh: WatchRefresh) -> String {
    guard !refresh.changes.isEmpty else { return "" }
    var text = refresh.changes.map { line(for: $0, in: refresh) + "\n" }.joined()
    var writer = JSONByteWriter(capacity: 128, isOneLine: true)
    writer.append("{")
    writeRefresh(refresh, into: &writer)
    var counts = [("added", refresh.added), ("removed", refresh.removed), ("updated", refresh.updated), ("moved", refresh.moved)]
    // NB: only a watch of part of a list has rows that cross its edges;
    // the whole list's lines keep the keys they had.
    if refresh.window != nil {
      counts += [
        ("entered", refresh.entered(over: .before) + refresh.entered(over: .after)),
        ("left", refresh.left(over: .before) + refresh.left(over: .after)),
      ]
    }
    for (key, count) in counts {
      writer.append(", ")
      writer.writeString(key)
      writer.append(": ")
      writer.writeInteger(count)
    }
    writer.append("}")
    text += writer.text + "\n"
    return text
  }

  /// `"refresh": n, "at": "…"`, the time in UTC, as `--json` writes dates.
  private static func writeRefresh(_ refresh: WatchRefresh, into writer: inout JSONByteWriter) {
    writer.append("\"refresh\": ")
    writer.writeInteger(refresh.number)
    writer.append(", \"at\": ")
    writer.writeString(ISO8601Timestamp.string(from: refresh.date))
  }

  /// One change of `refresh` as the line `--watch --json` prints for it
  /// (NDJSON), without its newline; items as `--json` writes them:
  ///
  /// ```json
  /// {"change": "added", "item": {"id": "alice", "kind": "user", …}, "refresh": 3, "at": "2025-05-01T08:47:12Z"}
  /// {"change": "removed", "id": "bob", "title": "bob", "refresh": 3, "at": "…"}
  /// {"change": "updated", "item": {…}, "fields": ["type"], "refresh": 3, "at": "…"}
  /// {"change": "moved", "id": "dave", "from": 3, "to": 0, "refresh": 3, "at": "…"}
  /// {"change": "entered", "item": {…}, "over": "after", "refresh": 3, "at": "…"}
  /// {"change": "left", "id": "erin", "title": "erin", "over": "after", "refresh": 3, "at": "…"}
  /// ```
  ///
  /// `"change"` comes first and the other keys follow in the order above,
  /// the refresh's number and time last; inside an item, keys are sorted
  /// as in `--json`. `fields` names each changed value by its key in the
  /// item (``FieldChange/key``); `from` and `to` are positions in the old
  /// and the new list, counting from 0.
  ///
  /// - Complexity: O(*n*) in the size of the output.
  package static func line(for change: RowChange, in refresh: WatchRefresh) -> String {
    var writer = JSONByteWriter(capacity: 512, isOneLine: true)
    writer.append("{\"change\": ")
    switch change {
    case .added(let item):
      writer.writeString("added")
      writer.append(", \"item\": ")
      writer.write(value(for: item), depth: 0)
    case .removed(let id, let title):
      writer.writeString("removed")
      writer.append(", \"id\": ")
      writer.writeString(id)
      writer.append(", \"title\": ")
      writer.writeString(title)
    case .updated(let item, let fields):
      writer.writeString("updated")
      writer.append(", \"item\": ")
      writer.write(value(for: item), depth: 0)
      writer.append(", \"fields\": ")
      writer.write(.array(fields.map { .string($0.key) }), depth: 0)
    case .moved(let id, _, let from, let to):
      writer.writeString("moved")
      writer.append(", \"id\": ")
      writer.writeString(id)
      writer.append(", \"from\": ")
      writer.writeInteger(from)
      writer.append(", \"to\": ")
      writer.writeInteger(to)
    case .entered(let item, let edge):
      writer.writeString("entered")
      writer.append(", \"item\": ")
      writer.write(value(for: item), depth: 0)
      writer.append(", \"over\": ")
      writer.writeString(edge.rawValue)
    case .left(let id, let title, let edge):
      writer.writeString("left")
      writer.append(", \"id\": ")
      writer.writeString(id)
      writer.append(", \"title\": ")
      writer.writeString(title)
      writer.append(", \"over\": ")
      writer.writeString(edge.rawValue)
    }
    writer.append(", ")
    writeRefresh(refresh, into: &writer)
    writer.append("}")
    return writer.text
  }
}
