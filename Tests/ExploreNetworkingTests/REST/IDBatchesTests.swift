import Foundation
import ExploreNetworking
import Testing

@Suite struct IDBatchesTests {
  static let prefix = "https://rickandmortyapi.com/api/character/"

  func urlLength(_ batch: [String]) -> Int {
    Self.prefix.count + batch.joined(separator: ",").count
  }

  @Test(arguments: [1, 9, 99, 400, 826, 5_000])
  func batchesKeepOrderAndStayUnderTheBound(count: Int) {
    let ids = (1...count).map(String.init)
    let batches = IDBatches.split(ids, prefixLength: Self.prefix.count)
    #expect(Array(batches.joined()) == ids)
    #expect(batches.allSatisfy { urlLength($0) <= IDBatches.maximumURLLength })
    // As few batches as the bound allows: no two neighbours would fit in one.
    for (left, right) in zip(batches, batches.dropFirst()) {
      #expect(urlLength(left + [right[0]]) > IDBatches.maximumURLLength)
    }
  }

  @Test func allCharactersOfTheRealAPITakeTwoRequests() {
    let batches = IDBatches.split((1...826).map(String.init), prefixLength: Self.prefix.count)
    #expect(batches.count == 2)
  }

  @Test func aBatchFillsTheBoundExactly() {
    // Prefix 10 + "1,2,3" (5) = 15.
    #expect(IDBatches.split(["1", "2", "3"], prefixLength: 10, maximumLength: 15) == [["1", "2", "3"]])
    #expect(IDBatches.split(["1", "2", "3"], prefixLength: 10, maximumLength: 14) == [["1", "2"], ["3"]])
  }

  @Test func anIDLongerThanTheBoundStillGetsABatch() {
    #expect(IDBatches.split(["123456"], prefixLength: 10, maximumLength: 12) == [["123456"]])
    #expect(IDBatches.split([], prefixLength: 10).isEmpty)
  }

  @Test func canonicalRemovesRepeatsAndSortsNumerically() {
    #expect(IDBatches.canonical(["10", "2", "10", "1", "2"]) == ["1", "2", "10"])
  }
}
