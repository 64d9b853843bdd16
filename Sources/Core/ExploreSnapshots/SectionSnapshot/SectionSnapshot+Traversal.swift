extension SectionSnapshot {
  /// One row of the tree in display order: the item and its depth.
  public struct VisibleItem: Sendable, Hashable {
    public var item: ItemID
    /// 0 for a root item, 1 for its children, and so on.
    public var level: Int

    public init(item: ItemID, level: Int) {
      self.item = item
      self.level = level
    }
  }

  /// Every item in display order (depth first, parents before children),
  /// whether shown or not.
  ///
  /// - Complexity: O(*n*).
  public var items: [ItemID] {
    var result: [ItemID] = []
    result.reserveCapacity(nodes.count)
    walk(rootItems, level: 0, visibleOnly: false) { result.append($0.item) }
    return result
  }

  /// The rows shown: root items, and the children of every expanded, visible
  /// item, in display order with their levels.
  ///
  /// - Complexity: O(*v*) for the *v* visible items.
  public var visibleItems: [VisibleItem] {
    var result: [VisibleItem] = []
    walk(rootItems, level: 0, visibleOnly: true) { result.append($0) }
    return result
  }

  /// The position of `item` in ``items``.
  ///
  /// - Complexity: O(*d*) for the depth *d* of `item`: the tree keeps each
  ///   node's subtree size and its offset among its siblings.
  public func index(of item: ItemID) -> Int? {
    guard var node = nodes[item] else { return nil }
    var index = node.offset
    while let parent = node.parent {
      node = nodes[parent]!
      index += node.offset + 1
    }
    return index
  }

  /// Calls `body` for each item under `roots` in display order, depth first,
  /// skipping the children of collapsed items when `visibleOnly` is set.
  ///
  /// - Complexity: O(number of items visited).
  func walk(_ roots: [ItemID], level: Int, visibleOnly: Bool, _ body: (VisibleItem) -> Void) {
    // NB: an explicit stack rather than recursion, so that a deep tree
    // cannot overflow the call stack.
    var stack: [(siblings: [ItemID], next: Int)] = [(roots, 0)]
    while let top = stack.last {
      guard top.next < top.siblings.count else {
        stack.removeLast()
        continue
      }
      let item = top.siblings[top.next]
      stack[stack.count - 1].next += 1
      body(VisibleItem(item: item, level: level + stack.count - 1))
      let node = nodes[item]!
      if !node.children.isEmpty, !visibleOnly || node.isExpanded {
        stack.append((node.children, 0))
      }
    }
  }
}
