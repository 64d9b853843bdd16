extension SectionSnapshot {
  /// Adds items after the last child of `parent`, or after the last root item
  /// when `parent` is `nil`. New items start collapsed.
  ///
  /// - Throws: ``SnapshotError`` when `parent` is missing or an item is
  ///   already in the tree or repeated in `items`; the tree is then unchanged.
  /// - Complexity: O(*k* + *d* + *c*′) for *k* items, the depth *d* of
  ///   `parent` and the *c*′ later siblings of `parent` and of its ancestors,
  ///   whose offsets move; O(*k*) for root items.
  public mutating func append(_ items: [ItemID], to parent: ItemID? = nil) throws {
    if let parent, nodes[parent] == nil { throw SnapshotError(.missingItem, parent) }
    try addNodes(items, parent: parent)
    let lastSibling = parent.map { nodes[$0]!.children.last } ?? rootItems.last
    var offset = lastSibling.map { nodes[$0]!.offset + nodes[$0]!.size } ?? 0
    for item in items {
      nodes[item]!.offset = offset
      offset += 1
    }
    if let parent {
      nodes[parent]!.children.append(contentsOf: items)
      grow(parent, by: items.count)
    } else {
      rootItems.append(contentsOf: items)
    }
  }

  /// Removes items together with all their descendants. Items not in the tree
  /// are ignored.
  ///
  /// - Complexity: O(*t* + *c* + *d* + *c*′) where *t* is the total size of
  ///   the removed subtrees, *c* the number of siblings of the removed items,
  ///   *d* their depth and *c*′ the later siblings of their ancestors.
  public mutating func delete(_ items: [ItemID]) {
    var removedChildrenByParent: [ItemID: Set<ItemID>] = [:]
    var removedSizeByParent: [ItemID: Int] = [:]
    var removedRoots: Set<ItemID> = []
    for item in items {
      guard let node = nodes[item] else { continue }
      if let parent = node.parent {
        removedChildrenByParent[parent, default: []].insert(item)
        removedSizeByParent[parent, default: 0] += node.size
      } else {
        removedRoots.insert(item)
      }
      removeSubtree(item)
    }
    // NB: every list of children loses its removed items before any offset
    // is recomputed, so that no walk meets an item that is gone.
    if !removedRoots.isEmpty {
      rootItems.removeAll { removedRoots.contains($0) }
    }
    let parents = removedChildrenByParent.keys.filter { nodes[$0] != nil }
    for parent in parents {
      let removed = removedChildrenByParent[parent]!
      nodes[parent]!.children.removeAll { removed.contains($0) }
    }
    if !removedRoots.isEmpty {
      recomputeOffsets(under: nil, from: 0)
    }
    for parent in parents {
      recomputeOffsets(under: parent, from: 0)
      grow(parent, by: -removedSizeByParent[parent]!)
    }
  }

  /// Sets the offsets of the children of `parent` (the roots when `nil`)
  /// from index `start` on, from the sizes of their earlier siblings.
  ///
  /// - Complexity: O(*c*) for *c* children.
  private mutating func recomputeOffsets(under parent: ItemID?, from start: Int) {
    let siblings = parent.map { nodes[$0]!.children } ?? rootItems
    guard start < siblings.count else { return }
    var offset = 0
    if start > 0 {
      let previous = nodes[siblings[start - 1]]!
      offset = previous.offset + previous.size
    }
    for sibling in siblings[start...] {
      nodes[sibling]!.offset = offset
      offset += nodes[sibling]!.size
    }
  }

  /// Adds `delta` to the subtree size of `item` and of each of its
  /// ancestors, and to the offset of every later sibling of each of them.
  ///
  /// - Complexity: O(*d* + *c*′) for the depth *d* of `item` and the *c*′
  ///   siblings of `item` and its ancestors (O(*d*) when each is the last
  ///   of its siblings).
  private mutating func grow(_ item: ItemID, by delta: Int) {
    // NB: one hash lookup a level: the node is reached through its
    // dictionary index, which mutating a value in place keeps valid.
    var id = item
    var index = nodes.index(forKey: id)!
    while true {
      nodes.values[index].size += delta
      let parent = nodes.values[index].parent
      let parentIndex = parent.map { nodes.index(forKey: $0)! }
      let siblings = parentIndex.map { nodes.values[$0].children } ?? rootItems
      if siblings.last != id, let position = siblings.firstIndex(of: id) {
        for sibling in siblings[(position + 1)...] { nodes[sibling]!.offset += delta }
      }
      guard let parent, let parentIndex else { return }
      id = parent
      index = parentIndex
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
