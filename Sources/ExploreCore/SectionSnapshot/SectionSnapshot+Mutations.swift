extension SectionSnapshot {
  /// Adds items after the last child of `parent`, or after the last root item
  /// when `parent` is `nil`. New items start collapsed.
  ///
  /// - Throws: ``SnapshotError`` when `parent` is missing or an item is
  ///   already in the tree or repeated in `items`; the tree is then unchanged.
  /// - Complexity: O(*k*) for *k* items.
  public mutating func append(_ items: [ItemID], to parent: ItemID? = nil) throws {
    if let parent, nodes[parent] == nil { throw SnapshotError(.missingItem, parent) }
    try addNodes(items, parent: parent)
    if let parent {
      nodes[parent]!.children.append(contentsOf: items)
    } else {
      rootItems.append(contentsOf: items)
    }
  }

  /// Inserts items just before `anchor`, as its siblings.
  ///
  /// - Throws: ``SnapshotError`` when `anchor` is missing or an item is a
  ///   duplicate; the tree is then unchanged.
  /// - Complexity: O(*k* + *c*) for *k* items and *c* siblings of `anchor`.
  public mutating func insert(_ items: [ItemID], before anchor: ItemID) throws {
    try insert(items, nextTo: anchor, offset: 0)
  }

  /// Inserts items just after `anchor` (after its descendants in display
  /// order), as its siblings.
  ///
  /// - Throws: ``SnapshotError`` when `anchor` is missing or an item is a
  ///   duplicate; the tree is then unchanged.
  /// - Complexity: O(*k* + *c*) for *k* items and *c* siblings of `anchor`.
  public mutating func insert(_ items: [ItemID], after anchor: ItemID) throws {
    try insert(items, nextTo: anchor, offset: 1)
  }

  /// Removes items together with all their descendants. Items not in the tree
  /// are ignored.
  ///
  /// - Complexity: O(*t* + *c*) where *t* is the total size of the removed
  ///   subtrees and *c* the number of siblings of the removed items.
  public mutating func delete(_ items: [ItemID]) {
    var removedChildrenByParent: [ItemID: Set<ItemID>] = [:]
    var removedRoots: Set<ItemID> = []
    for item in items {
      guard let node = nodes[item] else { continue }
      if let parent = node.parent {
        removedChildrenByParent[parent, default: []].insert(item)
      } else {
        removedRoots.insert(item)
      }
      removeSubtree(item)
    }
    if !removedRoots.isEmpty {
      rootItems.removeAll { removedRoots.contains($0) }
    }
    for (parent, removed) in removedChildrenByParent where nodes[parent] != nil {
      nodes[parent]!.children.removeAll { removed.contains($0) }
    }
  }

  /// Removes every item.
  ///
  /// - Complexity: O(*n*).
  public mutating func deleteAll() {
    self = SectionSnapshot()
  }

  private mutating func insert(_ items: [ItemID], nextTo anchor: ItemID, offset: Int) throws {
    guard let node = nodes[anchor] else { throw SnapshotError(.missingItem, anchor) }
    try addNodes(items, parent: node.parent)
    if let parent = node.parent {
      let index = nodes[parent]!.children.firstIndex(of: anchor)!
      nodes[parent]!.children.insert(contentsOf: items, at: index + offset)
    } else {
      let index = rootItems.firstIndex(of: anchor)!
      rootItems.insert(contentsOf: items, at: index + offset)
    }
  }

  /// Adds a node for each of `items` under `parent`, or throws leaving no
  /// trace. The caller links them into the parent's children.
  private mutating func addNodes(_ items: [ItemID], parent: ItemID?) throws {
    nodes.reserveCapacity(nodes.count + items.count)
    for (offset, item) in items.enumerated() {
      if let existing = nodes.updateValue(Node(parent: parent), forKey: item) {
        // NB: undo this batch so that a refused change leaves no trace.
        nodes[item] = existing
        for earlier in items[..<offset] { nodes.removeValue(forKey: earlier) }
        throw SnapshotError(.duplicateItem, item)
      }
    }
  }

  /// Removes the nodes of `item`'s subtree, without unlinking `item` from its
  /// parent.
  ///
  /// - Complexity: O(size of the subtree).
  private mutating func removeSubtree(_ item: ItemID) {
    var pending = [item]
    while let next = pending.popLast() {
      guard let node = nodes.removeValue(forKey: next) else { continue }
      pending.append(contentsOf: node.children)
    }
  }
}
