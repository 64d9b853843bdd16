import ExploreCore
import ExploreTerminal
import Foundation

extension TextRenderer.Context {
  /// Each item as its title, its subtitle, then its fields as aligned
  /// `Label: value` lines wrapped under the value column, and its children
  /// as a tree; a blank line between items. Nothing is said twice: a field
  /// that reads as the title, and a subtitle made of field values
  /// ("S03E10 · October 1, 2017" over `Code:` and `Air date:`), are left
  /// out (``withoutRepeats(_:)``).
  mutating func appendDetails(_ items: [Item]) {
    for (index, shown) in items.enumerated() {
      if index > 0 { lines.append("") }
      let item = Self.withoutRepeats(shown)
      appendPicture(above: item)
      lines.append(paint(DisplayWidth.truncate(Self.name(item.title), to: width), .bold))
      if let subtitle = item.subtitle, !subtitle.isEmpty {
        lines.append(paint(DisplayWidth.truncate(Self.clean(subtitle), to: width), .dim))
      }
      let pairs = labelledValues(of: item).map { (Self.clean($0.label) + ":", Self.clean($0.value)) }
      let labelWidth = min(pairs.map { DisplayWidth.of($0.0) }.max() ?? 0, max(width / 3, 1))
      let valueColumn = labelWidth + 1
      for (label, value) in pairs {
        let shownLabel = DisplayWidth.truncate(label, to: labelWidth)
        let wrapped = TextWrapper.wrap(Self.spaces(valueColumn) + value, width: width, indent: valueColumn)
        let labelCell = paint(shownLabel, .dim) + Self.spaces(valueColumn - DisplayWidth.of(shownLabel))
        lines.append(labelCell + wrapped.dropFirst(valueColumn))
      }
      if let children = item.children {
        if children.isEmpty {
          let note = Self.clean(item.emptyChildrenNote ?? "none")
          lines.append(paint("└─ " + DisplayWidth.truncate(note, to: max(width - 3, 1)), .dim))
        } else {
          appendTree(children, depth: 1)
        }
      }
    }
  }

  /// The picture above `item`'s title, its first line noted in ``pictureAnchors``.
  mutating func appendPicture(above item: Item) {
    let picture = options.pictures?.lines(above: item, width: width) ?? []
    if !picture.isEmpty { pictureAnchors.append(lines.count) }
    lines += picture
  }

  /// The detail layout's labels and values: the fields, then the web page
  /// unless a field already shows it.
  func labelledValues(of item: Item) -> [(label: String, value: String)] {
    var pairs = item.fields.map { ($0.label, FieldFormatter.detail($0.value, now: options.now)) }
    if let url = item.webURL, !item.fields.contains(where: { $0.value == .url(url) }) {
      pairs.append(("URL", url.absoluteString))
    }
    return pairs
  }

  /// `item` as a detail shows it: without the fields whose value reads as
  /// its title (GitHub's `login`), and without a subtitle that only
  /// repeats field values (``RowTable/subtitleAddsToFields(_:)``: a user's
  /// name over `Name:`).
  static func withoutRepeats(_ item: Item) -> Item {
    var item = item
    let title = item.title
    item.fields.removeAll { FieldFormatter.plain($0.value) == title }
    if !RowTable.subtitleAddsToFields(item) { item.subtitle = nil }
    return item
  }

  /// Piped detail: `key<TAB>value` lines with exact values, each field by
  /// its key, then `url`, then the children as rows. The title and the
  /// subtitle, which have no key of the API's, lead as `name` and
  /// `description` when no field says them already.
  mutating func appendTabSeparatedDetail(_ item: Item) {
    appendPicture(above: item)
    let shown = Self.withoutRepeats(item)
    if shown.fields.count == item.fields.count {
      lines.append(Self.detailKey("name", in: item) + "\t" + paint(Self.name(item.title), .bold))
    }
    if let subtitle = shown.subtitle, !subtitle.isEmpty {
      lines.append(Self.detailKey("description", in: item) + "\t" + Self.clean(subtitle))
    }
    for field in item.fields {
      lines.append(Self.clean(field.key) + "\t" + Self.clean(FieldFormatter.plain(field.value)))
    }
    if let url = item.webURL {
      lines.append("url\t" + url.absoluteString)
    }
    if let children = item.children, !children.isEmpty {
      appendTabSeparatedRows(children, isTopLevel: false)
    }
  }

  /// `key` for a line of a piped detail, or `title`'s own word when a
  /// field already has that key.
  private static func detailKey(_ key: String, in item: Item) -> String {
    item.fields.contains { $0.key == key } ? (key == "name" ? "title" : "subtitle") : key
  }
}
