package import ExploreCore
package import ExploreRendering
package import ExploreSnapshots

/// What a browser level has loaded of a list: its sections, its items as an
/// expandable tree, and how paging stands.
///
/// The tree is a core ``SectionSnapshot`` of ``RowPath``s: top-level items
/// are its roots, loaded children hang beneath them, and expansion state
/// lives in it.
package struct LoadedList: Sendable {
  /// A section's title and notes, and its top-level rows in order.
  package struct Section: Sendable {
    package var id: String
    package var title: String
    package var emptyNote: String?
    package var roots: [RowPath]
  }

  package var sections: [Section] = []
  package var tree = SectionSnapshot<RowPath>()
  package var items: [RowPath: Item] = [:]
  /// The paging of the last page loaded; `nil` before the first.
  package var paging: PageInfo?
  /// Whether a page is being loaded (only one at a time).
  package var isLoading = false
  /// Why the last page failed to load; `r` retries.
  package var failure: String?
  /// The pages loaded since the first; a refresh loads as many again.
  package var pagesLoaded = 0
  /// The rows the pages held, repeated ones too: what a total the API
  /// gives counts.
  package var rowsReceived = 0

  package init() {}

  /// Whether more pages can be loaded: before the first page, or when the
  /// last page says so.
  package var hasMore: Bool { paging?.hasMore ?? true }

  /// The number of top-level items loaded.
  package var rootCount: Int { tree.rootItems.count }

  /// Adds a page's sections: new sections at the end, items of known
  /// sections after the ones loaded; an item already present is skipped.
  /// Children a provider put on an item hang beneath it, collapsed.
  ///
  /// - Returns: the ids of the items skipped because a row of their
  ///   section already had them (``RepeatedIDs``).
  /// - Complexity: O(*n*) in the number of items of the page.
  @discardableResult
  package mutating func append(_ page: [ItemSection]) -> RepeatedIDs {
    var repeated = RepeatedIDs()
    for section in page {
      rowsReceived += section.items.count
      let index: Int
      if let existing = sections.firstIndex(where: { $0.id == section.id }) {
        index = existing
      } else {
        sections.append(Section(id: section.id, title: section.title, emptyNote: section.emptyNote, roots: []))
        index = sections.count - 1
      }
      var roots: [RowPath] = []
      // NB: a page may repeat an id itself; the tree takes each path once.
      var added: Set<RowPath> = []
      for item in section.items {
        let path = RowPath(section: section.id, item: item.id)
        guard !tree.contains(path), added.insert(path).inserted else {
          repeated.leaveOut(item.id)
          continue
        }
        roots.append(path)
        items[path] = item
      }
      // NB: a path is new, checked above, so appending cannot throw.
      try? tree.append(roots)
      sections[index].roots += roots
      for path in roots {
        if let children = items[path]?.children { attach(children, to: path) }
      }
    }
    return repeated
  }

  /// Hangs `children` beneath `parent` (replacing any there), collapsed;
  /// grandchildren the provider supplied hang beneath them in turn.
  package mutating func attach(_ children: [Item], to parent: RowPath) {
    if let old = tree.children(of: parent), !old.isEmpty { tree.delete(old) }
    var paths: [RowPath] = []
    for child in children {
      let path = parent.appending(child.id)
      guard !paths.contains(path) else { continue }
      paths.append(path)
      items[path] = child
    }
    try? tree.append(paths, to: parent)
    if var parentItem = items[parent] {
      parentItem.children = children
      items[parent] = parentItem
    }
    for path in paths {
      if let grandchildren = items[path]?.children { attach(grandchildren, to: path) }
    }
  }

  /// Whether the children of `path` are known (loaded, or supplied with it).
  package func hasChildren(_ path: RowPath) -> Bool {
    items[path]?.children != nil
  }
}
