import Testing

@testable import ExploreSnapshots

/// A snapshot that would repeat an identifier is refused with an error
/// that names it.
@Suite struct ListSnapshotErrorTests {
  typealias Snapshot = ListSnapshot<String, Int>

  @Test func duplicateItemsAreErrorsThatNameTheItem() throws {
    let error = #expect(throws: SnapshotError.self) { try Snapshot(sections: [("followers", [1, 2, 1])]) }
    #expect(error?.kind == .duplicateItem)
    #expect(error?.identifier == "1")
    #expect(error?.description.contains("'1'") == true)
    #expect(error?.description.contains("duplicateItem") == false)
    #expect(throws: SnapshotError(.duplicateItem, identifier: "7")) {
      try Snapshot(sections: [("a", [7]), ("b", [7])])
    }
  }

  @Test func duplicateSectionsAreErrorsThatNameTheSection() throws {
    #expect(throws: SnapshotError(.duplicateSection, identifier: "stars")) {
      try Snapshot(sections: [("stars", []), ("followers", [1]), ("stars", [2])])
    }
    let description = SnapshotError(.missingItem, identifier: "9").description
    #expect(description.hasPrefix("The item '9' is not in the list"))
  }
}
