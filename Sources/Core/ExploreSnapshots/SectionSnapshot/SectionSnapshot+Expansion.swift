extension SectionSnapshot {
  /// Expands items, so that their children show when they are visible. Items
  /// not in the tree are ignored; expanding a leaf is remembered for when it
  /// gets children.
  ///
  /// - Complexity: O(*k*) for *k* items, independent of the size of the tree
  ///   and of their subtrees.
  public mutating func expand(_ items: [ItemID]) {
    setExpanded(true, items)
  }

  /// Collapses items, hiding their descendants. Items not in the tree are
  /// ignored. The descendants keep their own expansion state.
  ///
  /// - Complexity: O(*k*) for *k* items, independent of the size of the tree
  ///   and of their subtrees.
  public mutating func collapse(_ items: [ItemID]) {
    setExpanded(false, items)
  }

  /// The rows shown under `item` when it and its ancestors are expanded: its
  /// descendants in display order that are not inside a collapsed node, with
  /// their levels relative to the root of the tree. These are exactly the rows
  /// an expansion of `item` reveals, or a collapse hides.
  ///
  /// - Complexity: O(*v* + *d*) for the *v* rows returned and the depth *d* of
  ///   `item`; at most O(size of the subtree).
  public func visibleDescendants(of item: ItemID) -> [VisibleItem] {
    guard let node = nodes[item], let level = level(of: item) else { return [] }
    var rows: [VisibleItem] = []
    walk(node.children, level: level + 1, visibleOnly: true) { rows.append($0) }
    return rows
  }

  private mutating func setExpanded(_ expanded: Bool, _ items: [ItemID]) {
    for item in items where nodes[item] != nil {
      nodes[item]!.isExpanded = expanded
    }
  }
}
