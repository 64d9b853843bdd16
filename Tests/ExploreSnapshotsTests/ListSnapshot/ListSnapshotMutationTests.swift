import Testing

@testable import ExploreSnapshots
import ExploreTestSupport

/// The mutation API against a naive model (an array of sections), and the
/// errors it throws.
@Suite struct ListSnapshotMutationTests {
  typealias Snapshot = ListSnapshot<String, Int>

  /// Compares every query of `snapshot` with what `model` says.
  func expectMatches(_ snapshot: Snapshot, _ model: [(id: String, items: [Int])], _ context: Comment) {
    #expect(snapshot.sectionIdentifiers == model.map(\.id), context)
    #expect(snapshot.itemIdentifiers == model.flatMap(\.items), context)
    #expect(snapshot.numberOfItems == model.reduce(0) { $0 + $1.items.count }, context)
    var flat = 0
    for (sectionIndex, section) in model.enumerated() {
      #expect(snapshot.indexOfSection(section.id) == sectionIndex, context)
      #expect(snapshot.itemIdentifiers(inSection: section.id) == section.items, context)
      #expect(snapshot.numberOfItems(inSection: section.id) == section.items.count, context)
      for (itemIndex, item) in section.items.enumerated() {
        #expect(snapshot.indexOfItem(item) == flat, context)
        #expect(snapshot.indexPath(ofItem: item) == ListIndexPath(section: sectionIndex, item: itemIndex), context)
        #expect(snapshot.sectionIdentifier(containingItem: item) == section.id, context)
        #expect(snapshot.itemIdentifier(at: ListIndexPath(section: sectionIndex, item: itemIndex)) == item, context)
        flat += 1
      }
    }
  }

  @Test(arguments: 0..<4)
  func randomMutationsMatchTheModel(batch: Int) throws {
    for round in 0..<60 {
      let seed = UInt64(5_000_000 + batch * 1_000 + round)
      var random = SeededRandom(seed: seed)
      var snapshot = Snapshot()
      var model: [(id: String, items: [Int])] = []
      var nextItem = 0
      var nextSection = 0
      for step in 0..<40 {
        let items = model.flatMap(\.items)
        let context: Comment = "seed \(seed), step \(step)"
        func locate(_ item: Int) -> (section: Int, item: Int) {
          let section = model.firstIndex { $0.items.contains(item) }!
          return (section, model[section].items.firstIndex(of: item)!)
        }
        switch random.int(in: 0...8) {
        case 0:
          let id = "S\(nextSection)"
          nextSection += 1
          if let anchor = model.randomElement(using: &random)?.id, random.chance(0.5) {
            let index = model.firstIndex { $0.id == anchor }!
            let after = random.chance(0.5)
            if after {
              try snapshot.insertSections([id], afterSection: anchor)
            } else {
              try snapshot.insertSections([id], beforeSection: anchor)
            }
            model.insert((id, []), at: after ? index + 1 : index)
          } else {
            try snapshot.appendSections([id])
            model.append((id, []))
          }
        case 1...2 where !model.isEmpty:
          let fresh = Array(nextItem..<(nextItem + random.int(in: 1...4)))
          nextItem += fresh.count
          if let anchor = items.randomElement(using: &random), random.chance(0.5) {
            let (section, index) = locate(anchor)
            let after = random.chance(0.5)
            if after {
              try snapshot.insertItems(fresh, afterItem: anchor)
            } else {
              try snapshot.insertItems(fresh, beforeItem: anchor)
            }
            model[section].items.insert(contentsOf: fresh, at: after ? index + 1 : index)
          } else if random.chance(0.5) {
            try snapshot.appendItems(fresh)
            model[model.count - 1].items.append(contentsOf: fresh)
          } else {
            let section = random.int(in: 0..<model.count)
            try snapshot.appendItems(fresh, toSection: model[section].id)
            model[section].items.append(contentsOf: fresh)
          }
        case 3 where !items.isEmpty:
          let doomed = Array(items.shuffled(using: &random).prefix(random.int(in: 1...5))) + [-1]
          snapshot.deleteItems(doomed)
          for index in model.indices { model[index].items.removeAll { doomed.contains($0) } }
        case 4 where !model.isEmpty && random.chance(0.4):
          let doomed = model.randomElement(using: &random)!.id
          snapshot.deleteSections([doomed, "nope"])
          model.removeAll { $0.id == doomed }
        case 5 where items.count >= 2:
          let item = items.randomElement(using: &random)!
          let anchor = items.randomElement(using: &random)!
          let after = random.chance(0.5)
          if after {
            try snapshot.moveItem(item, afterItem: anchor)
          } else {
            try snapshot.moveItem(item, beforeItem: anchor)
          }
          if item != anchor {
            let from = locate(item)
            model[from.section].items.remove(at: from.item)
            let to = locate(anchor)
            model[to.section].items.insert(item, at: after ? to.item + 1 : to.item)
          }
        case 6 where model.count >= 2:
          let section = model.randomElement(using: &random)!.id
          let anchor = model.randomElement(using: &random)!.id
          let after = random.chance(0.5)
          if after {
            try snapshot.moveSection(section, afterSection: anchor)
          } else {
            try snapshot.moveSection(section, beforeSection: anchor)
          }
          if section != anchor {
            let moving = model.remove(at: model.firstIndex { $0.id == section }!)
            let to = model.firstIndex { $0.id == anchor }!
            model.insert(moving, at: after ? to + 1 : to)
          }
        case 7 where !items.isEmpty:
          // A refused change leaves no trace.
          let before = snapshot
          let duplicate = items.randomElement(using: &random)!
          #expect(throws: SnapshotError(.duplicateItem, identifier: "\(duplicate)"), context) {
            try snapshot.appendItems([nextItem, duplicate], toSection: model[0].id)
          }
          expectMatches(snapshot, model, context)
          #expect(snapshot == before, context)
          #expect(snapshot.contains(item: nextItem) == false, context)
        case 8 where random.chance(0.1):
          snapshot.deleteAllItems()
          model.removeAll()
        default:
          break
        }
        expectMatches(snapshot, model, context)
      }
    }
  }

  @Test func duplicateItemsAreErrorsThatNameTheItem() throws {
    var snapshot = Snapshot()
    try snapshot.appendSections(["followers"])
    let error = #expect(throws: SnapshotError.self) { try snapshot.appendItems([1, 2, 1]) }
    #expect(error?.kind == .duplicateItem)
    #expect(error?.identifier == "1")
    #expect(error?.description.contains("'1'") == true)
    #expect(error?.description.contains("duplicateItem") == false)
    #expect(snapshot.numberOfItems == 0)
    try snapshot.appendItems([7])
    #expect(throws: SnapshotError(.duplicateItem, identifier: "7")) { try snapshot.insertItems([7], beforeItem: 7) }
    #expect(throws: SnapshotError(.duplicateItem, identifier: "7")) {
      try ListSnapshot<String, Int>(sections: [("a", [7]), ("b", [7])])
    }
  }

  @Test func duplicateSectionsAreErrorsThatNameTheSection() throws {
    var snapshot = Snapshot()
    try snapshot.appendSections(["followers"])
    #expect(throws: SnapshotError(.duplicateSection, identifier: "stars")) {
      try snapshot.appendSections(["stars", "stars"])
    }
    #expect(throws: SnapshotError(.duplicateSection, identifier: "followers")) {
      try snapshot.insertSections(["followers"], beforeSection: "followers")
    }
    #expect(snapshot.sectionIdentifiers == ["followers"])
    #expect(snapshot.indexOfSection("stars") == nil)
    #expect(snapshot.indexOfSection("followers") == 0)
  }

  @Test func missingAnchorsAreErrors() throws {
    var snapshot = Snapshot()
    #expect(throws: SnapshotError(.noSection, identifier: "")) { try snapshot.appendItems([1]) }
    #expect(throws: SnapshotError(.missingSection, identifier: "x")) { try snapshot.appendItems([1], toSection: "x") }
    try snapshot.appendSections(["a"])
    #expect(throws: SnapshotError(.missingItem, identifier: "9")) { try snapshot.insertItems([1], afterItem: 9) }
    #expect(throws: SnapshotError(.missingItem, identifier: "9")) { try snapshot.reloadItems([9]) }
    #expect(throws: SnapshotError(.missingSection, identifier: "b")) { try snapshot.moveSection("a", afterSection: "b") }
    let description = SnapshotError(.missingItem, identifier: "9").description
    #expect(description.hasPrefix("The item '9' is not in the list"))
  }
}
