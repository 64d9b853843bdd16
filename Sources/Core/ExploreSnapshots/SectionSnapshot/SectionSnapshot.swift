/// An expandable tree of items for one section, as UIKit's
/// `NSDiffableDataSourceSectionSnapshot` offers: a repository whose
/// contributors unfold under it, an episode whose characters unfold under it.
///
/// ```swift
/// var tree = SectionSnapshot<String>()
/// try tree.append(["pilot", "lawnmower-dog"])
/// try tree.append(["rick", "morty"], to: "pilot")
/// tree.visibleItems.map(\.item)   // ["pilot", "lawnmower-dog"]
/// tree.expand(["pilot"])
/// tree.visibleItems.map(\.level)  // [0, 1, 1, 0]
/// ```
///
/// Identifiers are unique in the whole tree: a change that would repeat one
/// throws ``SnapshotError`` naming it and leaves the snapshot as it was.
///
/// ## Storage and costs
/// Each node keeps its parent, its ordered children, whether it is expanded,
/// the size of its subtree and the number of items before it among its
/// siblings' subtrees, in one hash map; the root items are an array. So
/// ``index(of:)`` adds up one offset per level, O(depth), and a change
/// updates the sizes of the ancestors and the offsets of their later
/// siblings. Expanding or
/// collapsing a node flips one flag: O(1), well within the O(size of its
/// subtree) the model promises, whatever the size of the tree. Display-order
/// lists (``items``, ``visibleItems``) are computed on demand by a walk of the
/// tree, and ``visibleDescendants(of:)`` lists exactly the rows an expansion
/// reveals in O(size of the subtree).
public struct SectionSnapshot<ItemID: Hashable & Sendable>: Sendable {
  struct Node: Sendable {
    var parent: ItemID?
    var children: [ItemID] = []
    var isExpanded = false
    /// The number of items in this node's subtree, itself included.
    var size = 1
    /// The number of items before this node in its parent's subtree (not
    /// counting the parent), or before it among the roots: the sizes of
    /// its earlier siblings.
    var offset = 0
  }

  /// The items without a parent, in display order.
  ///
  /// - Complexity: O(1).
  public internal(set) var rootItems: [ItemID] = []

  var nodes: [ItemID: Node] = [:]

  /// An empty snapshot.
  public init() {}

  /// The number of items, at every level.
  ///
  /// - Complexity: O(1).
  public var count: Int { nodes.count }

  /// Whether the tree holds `item`, at any level.
  ///
  /// - Complexity: O(1).
  public func contains(_ item: ItemID) -> Bool { nodes[item] != nil }

  /// The parent of `item`, or `nil` for a root item or an item not in the
  /// tree.
  ///
  /// - Complexity: O(1).
  public func parent(of item: ItemID) -> ItemID? { nodes[item]?.parent }

  /// The children of `item` in display order, or `nil` when `item` is not in
  /// the tree.
  ///
  /// - Complexity: O(1).
  public func children(of item: ItemID) -> [ItemID]? { nodes[item]?.children }

  /// The depth of `item`: 0 for a root item, or `nil` when it is not in the
  /// tree.
  ///
  /// - Complexity: O(*d*) for the depth *d* of `item`.
  public func level(of item: ItemID) -> Int? {
    guard var node = nodes[item] else { return nil }
    var level = 0
    while let parent = node.parent {
      level += 1
      node = nodes[parent]!
    }
    return level
  }

  /// Whether `item` is expanded. A node's expansion is remembered while it is
  /// hidden, and applies again when its ancestors are expanded.
  ///
  /// - Complexity: O(1).
  public func isExpanded(_ item: ItemID) -> Bool { nodes[item]?.isExpanded ?? false }

  /// Whether `item` is shown: it is in the tree and all its ancestors are
  /// expanded.
  ///
  /// - Complexity: O(*d*) for the depth *d* of `item`.
  public func isVisible(_ item: ItemID) -> Bool {
    guard var node = nodes[item] else { return false }
    while let parent = node.parent {
      node = nodes[parent]!
      guard node.isExpanded else { return false }
    }
    return true
  }
}

extension SectionSnapshot: Equatable {
  /// Equal when the trees have the same shape, order and expansion state.
  ///
  /// - Complexity: O(*n*).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.rootItems == rhs.rootItems, lhs.nodes.count == rhs.nodes.count else { return false }
    for (id, node) in lhs.nodes {
      guard let other = rhs.nodes[id], other.parent == node.parent, other.children == node.children,
        other.isExpanded == node.isExpanded
      else { return false }
    }
    return true
  }
}
