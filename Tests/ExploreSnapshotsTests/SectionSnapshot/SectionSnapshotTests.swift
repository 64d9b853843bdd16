import Testing

@testable import ExploreSnapshots

@Suite struct SectionSnapshotTests {
  /// pilot ─ rick ─ portal-gun
  ///       └ morty
  /// lawnmower-dog
  func episodes() throws -> SectionSnapshot<String> {
    var tree = SectionSnapshot<String>()
    try tree.append(["pilot", "lawnmower-dog"])
    try tree.append(["rick", "morty"], to: "pilot")
    try tree.append(["portal-gun"], to: "rick")
    return tree
  }

  @Test func collapsedTreeShowsOnlyRoots() throws {
    let tree = try episodes()
    #expect(tree.visibleItems == [.init(item: "pilot", level: 0), .init(item: "lawnmower-dog", level: 0)])
    #expect(tree.items == ["pilot", "rick", "portal-gun", "morty", "lawnmower-dog"])
    #expect(tree.rootItems == ["pilot", "lawnmower-dog"])
    #expect(!tree.isVisible("rick"))
    #expect(tree.index(of: "morty") == 3)
  }

  @Test func expandingShowsChildrenWithLevels() throws {
    var tree = try episodes()
    tree.expand(["pilot", "rick"])
    #expect(tree.visibleItems.map(\.item) == ["pilot", "rick", "portal-gun", "morty", "lawnmower-dog"])
    #expect(tree.visibleItems.map(\.level) == [0, 1, 2, 1, 0])
    #expect(tree.level(of: "portal-gun") == 2)
    #expect(tree.parent(of: "portal-gun") == "rick")
    tree.collapse(["pilot"])
    #expect(tree.visibleItems.map(\.item) == ["pilot", "lawnmower-dog"])
    #expect(tree.isExpanded("rick"), "a hidden node keeps its own state")
    #expect(tree.visibleDescendants(of: "pilot").map(\.item) == ["rick", "portal-gun", "morty"])
  }

  @Test func deleteRemovesDescendants() throws {
    var tree = try episodes()
    tree.delete(["rick"])
    #expect(tree.items == ["pilot", "morty", "lawnmower-dog"])
    #expect(!tree.contains("portal-gun"))
    try tree.append(["portal-gun"], to: "morty")
    #expect(tree.parent(of: "portal-gun") == "morty")
  }

  @Test func duplicateIdentifiersAreErrorsThatNameTheItem() throws {
    var tree = try episodes()
    let before = tree
    let error = #expect(throws: SnapshotError.self) { try tree.append(["jerry", "morty"], to: "lawnmower-dog") }
    #expect(error?.identifier == "morty")
    #expect(error?.description.hasPrefix("The item 'morty' appears more than once") == true)
    #expect(tree == before)
    #expect(!tree.contains("jerry"))
    #expect(throws: SnapshotError(.duplicateItem, identifier: "x")) { try tree.append(["x", "x"]) }
    #expect(throws: SnapshotError(.missingItem, identifier: "nobody")) { try tree.append(["x"], to: "nobody") }
  }

  // NB: 5,000 levels is far deeper than a recursive walk survives on a
  // 512 KiB secondary thread's stack, which is what this guards against.
  // Building the chain one append at a time costs O(depth) per append, since
  // every ancestor's subtree size grows (the price of `index(of:)` in
  // O(depth)), so a deeper chain only makes the test slow.
  @Test func deepTreesDoNotOverflowTheStack() throws {
    let depth = 5_000
    var tree = SectionSnapshot<Int>()
    try tree.append([0])
    for level in 1..<depth { try tree.append([level], to: level - 1) }
    tree.expand(Array(0..<depth))
    #expect(tree.visibleItems.count == depth)
    #expect(tree.level(of: depth - 1) == depth - 1)
    #expect(tree.index(of: depth - 1) == depth - 1)
  }
}
