import ExploreCore
import ExploreTerminal
import Foundation

extension JSONRenderer {
  /// Writes `document` as ``render(_:)`` does, with its items written
  /// straight to the bytes rather than through ``JSONValue``.
  ///
  /// NB: a `[String: JSONValue]` per item, its keys sorted again for every
  /// item, cost more than half of `--json` for 10,000 rows. Items of one
  /// section almost always have the same field keys, so the order of an
  /// item's keys is computed once for those keys (``ItemKeyOrder``) and
  /// reused while the next item has the same ones. The small envelope,
  /// paging and notices still go through ``JSONValue``, so the text is the
  /// same by construction; tests compare both ways on many documents.
  static func write(_ document: OutputDocument, into writer: inout JSONByteWriter) {
    writer.append("{\n  \"message\" : ")
    writer.write(document.message.map(JSONValue.string) ?? .null, depth: 1)
    writer.append(",\n  \"notices\" : ")
    writer.write(.array(document.notices.map(JSONValue.string)), depth: 1)
    writer.append(",\n  \"provider\" : ")
    writer.writeString(document.provider)
    writer.append(",\n  \"resource\" : ")
    writer.writeString(document.resource)
    writer.append(",\n  \"sections\" : ")
    guard !document.sections.isEmpty else {
      writer.append("[]\n}")
      return
    }
    var order = ItemKeyOrder()
    writer.append("[\n")
    for (index, section) in document.sections.enumerated() {
      writer.indent(2)
      writer.append("{\n      \"id\" : ")
      writer.writeString(section.id)
      writer.append(",\n      \"items\" : ")
      writeArray(of: section.items, depth: 3, order: &order, into: &writer)
      writer.append(",\n      \"paging\" : ")
      writer.write(section.paging.map(value(for:)) ?? .null, depth: 3)
      writer.append(",\n      \"title\" : ")
      writer.writeString(section.title)
      writer.append(index == document.sections.count - 1 ? "\n    }\n" : "\n    },\n")
    }
    writer.append("  ]\n}")
  }

  /// Writes `items` as a JSON array whose opening bracket is at nesting
  /// `depth`, as ``JSONValue`` writes `.array(items.map(value(for:)))`.
  static func writeArray(of items: [Item], depth: Int, order: inout ItemKeyOrder, into writer: inout JSONByteWriter) {
    guard !items.isEmpty else { return writer.append("[]") }
    writer.append("[\n")
    for (index, item) in items.enumerated() {
      writer.indent(depth + 1)
      write(item, depth: depth + 1, order: &order, into: &writer)
      writer.append(index == items.count - 1 ? "\n" : ",\n")
    }
    writer.indent(depth)
    writer.append("]")
  }

  /// Writes `item` as ``JSONValue`` writes `value(for: item)` at nesting
  /// `depth`.
  static func write(_ item: Item, depth: Int, order: inout ItemKeyOrder, into writer: inout JSONByteWriter) {
    let hasChildren = item.children != nil, hasPicture = item.picture != nil
    if !order.fits(item.fields, hasChildren: hasChildren, hasPicture: hasPicture) {
      order = ItemKeyOrder(item.fields, hasChildren: hasChildren, hasPicture: hasPicture)
    }
    writer.append("{\n")
    let last = order.members.count - 1
    for (index, member) in order.members.enumerated() {
      writer.indent(depth + 1)
      writer.bytes.append(contentsOf: member.quotedKey)
      switch member.source {
      case .id: writer.writeString(item.id)
      case .kind: writer.writeString(item.kind)
      case .title: writer.writeString(item.title)
      case .subtitle:
        if let subtitle = item.subtitle { writer.writeString(subtitle) } else { writer.append("null") }
      case .url:
        if let url = item.webURL { writer.writeString(url.absoluteString) } else { writer.append("null") }
      case .image: writer.writeString(item.picture?.url.absoluteString ?? "")
      case .children:
        writeArray(of: item.children ?? [], depth: depth + 1, order: &order, into: &writer)
        // NB: the children may have changed the order; this item's own
        // keys are still those of `member`'s list, kept in `members`.
      case .field(let fieldIndex):
        write(item.fields[fieldIndex].value, depth: depth + 1, into: &writer)
      }
      writer.append(index == last ? "\n" : ",\n")
    }
    writer.indent(depth)
    writer.append("}")
  }

  /// Writes `field` as ``JSONValue`` writes `value(for: field)`.
  static func write(_ field: FieldValue, depth: Int, into writer: inout JSONByteWriter) {
    switch field {
    case .text(let text): writer.writeString(text)
    case .integer(let number): writer.writeInteger(number)
    case .number(let number): writer.writeNumber(number)
    case .bool(let flag): writer.append(flag ? "true" : "false")
    case .date(let date):
      // NB: the timestamp is digits, `-`, `:`, `T` and `Z`: nothing to escape.
      writer.bytes.append(UInt8(ascii: "\""))
      ISO8601Timestamp.append(date, to: &writer.bytes)
      writer.bytes.append(UInt8(ascii: "\""))
    case .url(let url): writer.writeString(url.absoluteString)
    case .list(let values): writer.write(.array(values.map(JSONValue.string)), depth: depth)
    case .none: writer.append("null")
    }
  }

  /// The keys of an item's JSON object in the order they are written, for
  /// items with given field keys, with or without children.
  struct ItemKeyOrder {
    enum Source: Equatable {
      case id, kind, title, subtitle, url, children, image
      case field(Int)
    }

    struct Member {
      /// `"key" : `, as written.
      var quotedKey: [UInt8]
      var source: Source
    }

    private(set) var fieldKeys: [String] = []
    private(set) var hasChildren = false
    private(set) var hasPicture = false
    private(set) var members: [Member] = []

    init() {}

    /// The order for items whose fields have `fields`' keys.
    ///
    /// NB: built with the same `Dictionary` as ``JSONRenderer/value(for:)``
    /// (renamed reserved keys; a later field with an equal key replaces the
    /// earlier one's value and keeps the earlier key) and sorted with the
    /// same `String` order, so the keys and values are those of that path.
    init(_ fields: [ItemField], hasChildren: Bool, hasPicture: Bool = false) {
      fieldKeys = fields.map(\.key)
      self.hasChildren = hasChildren
      self.hasPicture = hasPicture
      var sources: [String: Source] = [
        "id": .id, "kind": .kind, "title": .title, "subtitle": .subtitle, "url": .url,
      ]
      for (index, field) in fields.enumerated() {
        sources[JSONRenderer.itemKey(of: field)] = .field(index)
      }
      if hasChildren { sources["children"] = .children }
      if hasPicture { sources["image"] = .image }
      members = sources.sorted { $0.key < $1.key }.map { key, source in
        var writer = JSONByteWriter(capacity: key.utf8.count + 5)
        writer.writeString(key)
        writer.append(" : ")
        return Member(quotedKey: writer.bytes, source: source)
      }
    }

    /// Whether this order is the one for items with `fields`.
    func fits(_ fields: [ItemField], hasChildren: Bool, hasPicture: Bool = false) -> Bool {
      // NB: the empty order, made by `init()`, fits no item.
      guard !members.isEmpty, hasChildren == self.hasChildren, hasPicture == self.hasPicture, fields.count == fieldKeys.count else { return false }
      for index in fields.indices where !Self.sameBytes(fields[index].key, fieldKeys[index]) { return false }
      return true
    }

    /// Whether two keys have the same bytes (`==` would also accept
    /// canonically equivalent keys, which the dictionary might have merged
    /// differently).
    private static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
      guard lhs.utf8.count == rhs.utf8.count else { return false }
      let compared = lhs.utf8.withContiguousStorageIfAvailable { mine -> Bool? in
        rhs.utf8.withContiguousStorageIfAvailable { theirs in
          mine.isEmpty || memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0
        }
      }
      return (compared ?? nil) ?? lhs.utf8.elementsEqual(rhs.utf8)
    }
  }
}
