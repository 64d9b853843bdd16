import ExploreCore

/// An item with the section it came in, so that one ``Paginator`` can page
/// a sectioned list: ids are unique per section, not across sections.
struct SectionedItem: Identifiable, Sendable {
  struct Head: Sendable, Hashable {
    var id: String
    var title: String
    var emptyNote: String?
  }

  var head: Head
  var item: Item
  var id: String { head.id + "\u{0}" + item.id }

  /// The items of a provider's page, each with its section.
  static func items(of page: ResourcePage) -> [SectionedItem] {
    page.sections.flatMap { section in
      section.items.map { SectionedItem(head: Head(id: section.id, title: section.title, emptyNote: section.emptyNote), item: $0) }
    }
  }

  /// Groups `items` back into sections, keeping the sections of `heads`
  /// (the page's, so an empty section still shows its note) in order.
  static func sections(of items: [SectionedItem], heads: [Head]) -> [ItemSection] {
    var order = heads
    for item in items where !order.contains(item.head) { order.append(item.head) }
    return order.map { head in
      ItemSection(
        id: head.id, title: head.title,
        items: items.filter { $0.head.id == head.id }.map(\.item),
        emptyNote: head.emptyNote
      )
    }
  }

  static func heads(of page: ResourcePage) -> [Head] {
    page.sections.map { Head(id: $0.id, title: $0.title, emptyNote: $0.emptyNote) }
  }
}

/// The section heads of the last page a loader fetched.
actor SectionHeads {
  private(set) var last: [SectionedItem.Head] = []

  func record(_ heads: [SectionedItem.Head]) {
    last = heads
  }
}
