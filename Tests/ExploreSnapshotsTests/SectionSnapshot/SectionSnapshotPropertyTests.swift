import Testing

@testable import ExploreSnapshots
import ExploreTestSupport

/// Random sequences of appends, inserts, deletes, expands and collapses,
/// checked after every step against ``NaiveTree``.
@Suite struct SectionSnapshotPropertyTests {
  func expectMatches(_ tree: SectionSnapshot<Int>, _ model: NaiveTree, _ context: Comment) {
    #expect(tree.items == model.rows.map(\.item), context)
    #expect(tree.rootItems == model.rootItems, context)
    #expect(tree.count == model.rows.count, context)
    let visible = model.visibleRows
    #expect(tree.visibleItems.map(\.item) == visible.map(\.item), context)
    #expect(tree.visibleItems.map(\.level) == visible.map(\.level), context)
    let visibleSet = Set(visible.map(\.item))
    for (index, row) in model.rows.enumerated() {
      #expect(tree.level(of: row.item) == row.level, context)
      #expect(tree.parent(of: row.item) == model.parent(of: row.item), context)
      #expect(tree.children(of: row.item) == model.children(of: row.item), context)
      #expect(tree.isVisible(row.item) == visibleSet.contains(row.item), context)
      #expect(tree.isExpanded(row.item) == model.expanded.contains(row.item), context)
      #expect(tree.contains(row.item), context)
      #expect(tree.index(of: row.item) == index, context)
    }
  }

  @Test(arguments: 0..<4)
  func randomOperationsMatchTheNaiveModel(batch: Int) throws {
    for round in 0..<60 {
      let seed = UInt64(7_000_000 + batch * 1_000 + round)
      var random = SeededRandom(seed: seed)
      var tree = SectionSnapshot<Int>()
      var model = NaiveTree()
      var next = 0
      for step in 0..<50 {
        let context: Comment = "seed \(seed), step \(step)"
        let items = model.rows.map(\.item)
        func fresh() -> [Int] {
          defer { next += 3 }
          return Array(next..<(next + random.int(in: 1...3)))
        }
        switch random.int(in: 0...9) {
        case 0...2:
          let batch = fresh()
          let parent = random.chance(0.3) ? nil : items.randomElement(using: &random)
          try tree.append(batch, to: parent)
          model.append(batch, to: parent)
        case 3...4 where !items.isEmpty && random.chance(0.5):
          let doomed = Array(items.shuffled(using: &random).prefix(random.int(in: 1...3))) + [-5]
          tree.delete(doomed)
          model.delete(doomed)
        case 5...6 where !items.isEmpty:
          let chosen = Array(items.shuffled(using: &random).prefix(random.int(in: 1...3)))
          tree.expand(chosen + [-5])
          model.expanded.formUnion(chosen)
        case 7 where !items.isEmpty:
          let chosen = Array(items.shuffled(using: &random).prefix(random.int(in: 1...2)))
          tree.collapse(chosen)
          model.expanded.subtract(chosen)
        case 8 where !items.isEmpty:
          let before = tree
          let duplicate = items.randomElement(using: &random)!
          #expect(throws: SnapshotError(.duplicateItem, identifier: "\(duplicate)"), context) {
            try tree.append([next + 1_000_000, duplicate], to: items.randomElement(using: &random))
          }
          #expect(tree == before, context)
        case 9 where !items.isEmpty:
          let item = items.randomElement(using: &random)!
          // The rows an expansion reveals are the model's visible rows
          // between the item and the end of its subtree, once it is expanded.
          var expandedModel = model
          expandedModel.expanded.insert(item)
          if expandedModel.visibleRows.contains(where: { $0.item == item }) {
            let index = model.position(of: item)!
            let subtree = Set(model.rows[(index + 1)..<model.subtreeEnd(index)].map(\.item))
            let revealed = expandedModel.visibleRows.filter { subtree.contains($0.item) }
            let actual = tree.visibleDescendants(of: item)
            #expect(actual.map(\.item) == revealed.map(\.item), context)
            #expect(actual.map(\.level) == revealed.map(\.level), context)
          }
        default:
          break
        }
        expectMatches(tree, model, context)
      }
    }
  }
}
