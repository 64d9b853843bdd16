package import ExploreCore

/// One displayed value of an item that changed between two loads of a
/// list: its title, its subtitle, or one of its fields.
///
/// ```swift
/// FieldChange.changes(from: before, to: after)
/// // [FieldChange(key: "type", label: "Type", old: .text("User"), new: .text("Organization"))]
/// ```
package struct FieldChange: Sendable, Hashable {
  /// The key the value has in the item's JSON object: `title`, `subtitle`,
  /// or the field's key (`field_<key>` for a field named like one of the
  /// keys every item has).
  package var key: String
  /// The label people read: `Title`, `Subtitle`, or the field's label.
  package var label: String
  /// The value before; `.none` when the item did not have it.
  package var old: FieldValue
  /// The value after; `.none` when the item no longer has it.
  package var new: FieldValue

  package init(key: String, label: String, old: FieldValue, new: FieldValue) {
    self.key = key
    self.label = label
    self.old = old
    self.new = new
  }

  /// The displayed values that differ between `old` and `new`, two loads
  /// of one item: the title, the subtitle, then each field by key, in the
  /// new item's order, then the fields it no longer has. A field matters
  /// by its value alone: a new label or order of equal values is no change.
  ///
  /// - Complexity: O(*f*²) for *f* fields (items have a handful).
  package static func changes(from old: Item, to new: Item) -> [FieldChange] {
    var changes: [FieldChange] = []
    if old.title != new.title {
      changes.append(FieldChange(key: "title", label: "Title", old: .text(old.title), new: .text(new.title)))
    }
    if old.subtitle != new.subtitle {
      changes.append(
        FieldChange(key: "subtitle", label: "Subtitle", old: old.subtitle.map(FieldValue.text) ?? .none, new: new.subtitle.map(FieldValue.text) ?? .none))
    }
    var seen: Set<String> = []
    for field in new.fields where seen.insert(field.key).inserted {
      let before = old[field: field.key] ?? .none
      if before != field.value {
        changes.append(FieldChange(key: JSONRenderer.itemKey(of: field), label: field.label, old: before, new: field.value))
      }
    }
    for field in old.fields where seen.insert(field.key).inserted && field.value != .none {
      changes.append(FieldChange(key: JSONRenderer.itemKey(of: field), label: field.label, old: field.value, new: .none))
    }
    return changes
  }
}
