package import ExploreCore
import ExploreRendering
import ExploreSnapshots

extension LoadedList {
  /// The list a refresh shows: the top-level rows of `page` in its order,
  /// with each row this list showed and `page` has not kept right after
  /// the row it followed, marked removed; the rows `page` added marked
  /// inserted, and those whose displayed fields changed marked updated.
  ///
  /// Rows that `removed` names (marked removed by the previous refresh)
  /// are gone for good. Kept rows keep their loaded children and their
  /// expansion when `page` does not bring children of its own.
  ///
  /// ```swift
  /// let (list, marks) = level.list.refreshed(with: sections, paging: paging, removed: removedBefore)
  /// ```
  ///
  /// - Complexity: O(*n*) in the rows of both lists, through
  ///   ``ListSnapshot/difference(from:oldContents:newContents:)``.
  package func refreshed(
    with page: [ItemSection], paging: PageInfo, removed: Set<RowPath>
  ) -> (list: LoadedList, marks: [RowPath: RowMark]) {
    var fresh = LoadedList()
    fresh.append(page)
    let oldRoots = sections.map { section in (section.id, section.roots.filter { !removed.contains($0) }) }
    let newRoots = fresh.sections.map { ($0.id, $0.roots) }
    var marks: [RowPath: RowMark] = [:]
    var removedAfter: [RowPath?: [RowPath]] = [:]
    // NB: a RowPath holds its section's id, so the paths are unique across
    // sections; a snapshot that cannot be built (it cannot) marks nothing.
    if let old = try? ListSnapshot<String, RowPath>(sections: oldRoots),
      let new = try? ListSnapshot<String, RowPath>(sections: newRoots)
    {
      let oldContents = oldRoots.flatMap { $0.1.map { RowContent(items[$0]!) } }
      let newContents = newRoots.flatMap { $0.1.map { RowContent(fresh.items[$0]!) } }
      let changeset = new.difference(from: old, oldContents: oldContents, newContents: newContents)
      for insert in changeset.itemInserts { marks[insert.id] = .inserted }
      for update in changeset.itemUpdates {
        guard let before = items[update.id], let after = fresh.items[update.id] else { continue }
        if !FieldChange.changes(from: before, to: after).isEmpty { marks[update.id] = .updated }
      }
      let deleted = Set(changeset.itemDeletes.map(\.id))
      for (_, roots) in oldRoots {
        var anchor: RowPath?
        for root in roots {
          if deleted.contains(root) {
            removedAfter[anchor, default: []].append(root)
            marks[root] = .removed
          } else {
            anchor = root
          }
        }
      }
    }
    // NB: with no row removed, the list to show is the fresh page itself;
    // building it again would cost as much as the page did.
    var list = fresh
    if !removedAfter.isEmpty {
      var merged: [ItemSection] = []
      for section in page {
        var shown = section
        shown.items = []
        func appendRemoved(after anchor: RowPath?) {
          for path in removedAfter[anchor] ?? [] where path.components[0] == section.id {
            guard var item = items[path] else { continue }
            item.children = nil
            shown.items.append(item)
          }
        }
        appendRemoved(after: nil)
        for item in section.items {
          shown.items.append(item)
          appendRemoved(after: RowPath(section: section.id, item: item.id))
        }
        merged.append(shown)
      }
      list = LoadedList()
      list.append(merged)
    }
    list.paging = paging
    list.pagesLoaded = pagesLoaded
    for (path, item) in items where path.parent == nil && list.items[path] != nil && marks[path] != .removed {
      guard list.items[path]?.children == nil, let children = item.children else { continue }
      list.attach(children, to: path)
    }
    let expanded = items.keys.filter { tree.isExpanded($0) && list.tree.contains($0) && marks[$0] != .removed }
    list.tree.expand(expanded)
    return (list, marks)
  }
}

extension LoadedList {
  /// Drops the top-level rows `paths` names, with their children: the
  /// rows a refresh marked removed, once their marks are cleared.
  ///
  /// - Complexity: O(*n*) in the rows of the list.
  package mutating func remove(_ paths: Set<RowPath>) {
    guard !paths.isEmpty else { return }
    let gone = paths.filter { items[$0] != nil }
    guard !gone.isEmpty else { return }
    var descendants: [RowPath] = []
    var pending = Array(gone)
    while let path = pending.popLast() {
      let children = tree.children(of: path) ?? []
      descendants += children
      pending += children
    }
    tree.delete(Array(gone))
    for path in descendants { items[path] = nil }
    for path in gone { items[path] = nil }
    for index in sections.indices { sections[index].roots.removeAll { gone.contains($0) } }
  }
}
