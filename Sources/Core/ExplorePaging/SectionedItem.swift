public import ExploreCore

/// A row of a list in sections that one ``Paginator`` pages as one run of
/// rows: an item with the section it came in. Ids are unique per section,
/// not across sections, so the row's id is both.
///
/// ```swift
/// let paginator = Paginator<SectionedItem> { cursor in
///   Page(sectionsOf: try await provider.load(request, at: cursor))
/// }
/// let rows = try await paginator.loadNext()
/// let sections = SectionedItem.sections(of: rows, heads: await paginator.lastSections)
/// ```
public struct SectionedItem: Identifiable, Sendable, Hashable {
  public var head: SectionHead
  public var item: Item
  public var id: String { head.id + "\u{0}" + item.id }

  public init(head: SectionHead, item: Item) {
    self.head = head
    self.item = item
  }

  /// Groups `rows` back into sections: those of `heads` first, in order
  /// (an empty one still shows its note), then any other a row came in.
  ///
  /// - Complexity: O(*n* + *s*²) for *n* rows in *s* sections.
  public static func sections(of rows: [SectionedItem], heads: [SectionHead]) -> [ItemSection] {
    var order = heads
    var items: [String: [Item]] = [:]
    for row in rows {
      if items[row.head.id] == nil, !order.contains(where: { $0.id == row.head.id }) { order.append(row.head) }
      items[row.head.id, default: []].append(row.item)
    }
    return order.map { ItemSection(id: $0.id, title: $0.title, items: items[$0.id] ?? [], emptyNote: $0.emptyNote) }
  }
}

extension Page where Element == SectionedItem {
  /// A provider's page as one run of rows, each with its section, and the
  /// page's sections.
  public init(sectionsOf page: ResourcePage) {
    self.init(
      items: page.sections.flatMap { section in section.items.map { SectionedItem(head: section.head, item: $0) } },
      info: page.paging, sections: page.sections.map(\.head))
  }
}
