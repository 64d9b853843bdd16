package import ExploreCore

/// One labelled field of an item, read from a JSON record: its key and
/// label, where the value is, and its ``FieldFormat``.
///
/// ```swift
/// FieldMapping("status", "Status", absent: .text("unknown"))
/// FieldMapping("origin", "Origin", at: ["origin", "name"])
/// FieldMapping("episodes", "Episodes", .count, at: "episode", absent: .integer(0))
/// FieldMapping("joined", "Joined", .date, at: "created_at", absent: FieldValue.none)
/// ```
package struct FieldMapping: Sendable {
  /// The field's stable machine name, its JSON key in `--json`.
  package var key: String
  /// The label people read: "Followers".
  package var label: String
  package var format: FieldFormat
  /// Where the value is; the field's key unless said otherwise.
  package var path: JSONPath
  /// The value when the record has none: missing, `null`, blank text or
  /// malformed. `nil` leaves the field out; ``FieldValue/none`` keeps its
  /// key in JSON and shows a dash.
  package var absent: FieldValue?

  package init(_ key: String, _ label: String, _ format: FieldFormat = .text, at path: JSONPath? = nil, absent: FieldValue? = nil) {
    self.key = key
    self.label = label
    self.format = format
    self.path = path ?? JSONPath([key])
    self.absent = absent
  }
}
