import ExploreCore

extension JSONRenderer {
  /// The first line `--watch --json` prints: `{"snapshot": …}`, the
  /// document `--json` writes (``value(for:)``), on one line.
  ///
  /// - Complexity: O(*n*) in the size of the output.
  package static func snapshotLine(_ document: OutputDocument) -> String {
    JSONValue.object(["snapshot": value(for: document)]).serializedOnOneLine()
  }

  /// One change as the line `--watch --json` prints for it (NDJSON),
  /// without its newline; items as `--json` writes them:
  ///
  /// ```json
  /// {"change": "added", "item": {"id": "alice", "kind": "user", …}}
  /// {"change": "removed", "id": "bob", "title": "bob"}
  /// {"change": "updated", "item": {…}, "fields": ["type"]}
  /// {"change": "moved", "id": "dave", "from": 3, "to": 0}
  /// ```
  ///
  /// `"change"` comes first and the other keys follow in the order above;
  /// inside an item, keys are sorted as in `--json`. `fields` names each
  /// changed value by its key in the item (``FieldChange/key``); `from`
  /// and `to` are positions in the old and the new list, counting from 0.
  ///
  /// - Complexity: O(*n*) in the size of the output.
  package static func line(for change: RowChange) -> String {
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
    }
    writer.append("}")
    return writer.text
  }
}
