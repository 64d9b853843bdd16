import ExploreCore
import ExploreTerminal
import Foundation

extension TextRenderer.Context {
  /// Each item as its title, its subtitle, then its fields as aligned
  /// `Label: value` lines wrapped under the value column, and its children
  /// as a tree; a blank line between items.
  mutating func appendDetails(_ items: [Item]) {
    for (index, item) in items.enumerated() {
      if index > 0 { lines.append("") }
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

  /// Piped detail: `key<TAB>value` lines with exact values (`title`,
  /// `subtitle`, each field by key, `url`), then the children as rows.
  mutating func appendTabSeparatedDetail(_ item: Item) {
    appendPicture(above: item)
    lines.append("title\t" + paint(Self.name(item.title), .bold))
    if let subtitle = item.subtitle {
      lines.append("subtitle\t" + Self.clean(subtitle))
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
}
