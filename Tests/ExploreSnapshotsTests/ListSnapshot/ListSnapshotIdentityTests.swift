import Testing

@testable import ExploreSnapshots
import ExploreTestSupport

/// How a snapshot identifies items: by bytes for `String` and the integers
/// (``ByteIdentifiable``), by `Hashable` for other types, and what that means
/// for canonically equivalent strings.
@Suite struct ListSnapshotIdentityTests {
  /// "é" as one scalar (NFC) and as "e" plus a combining acute accent (NFD):
  /// equal for Swift's `==`, different bytes.
  static let composed = "caf\u{E9}"
  static let decomposed = "cafe\u{301}"
  /// Three spellings of "Å": the letter, A with a combining ring, and the
  /// Ångström sign, which is canonically equivalent to the letter.
  static let angstroms = ["\u{C5}", "A\u{30A}", "\u{212B}"]

  @Test func canonicallyEquivalentStringsAreDifferentItems() throws {
    #expect(Self.composed == Self.decomposed)
    #expect(Array(Self.composed.utf8) != Array(Self.decomposed.utf8))
    let snapshot = try ListSnapshot<Int, String>(sections: [(0, [Self.composed, Self.decomposed] + Self.angstroms)])
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.indexOfItem(Self.composed) == 0)
    #expect(snapshot.indexOfItem(Self.decomposed) == 1)
    for (offset, spelling) in Self.angstroms.enumerated() {
      #expect(snapshot.indexOfItem(spelling) == 2 + offset)
    }
    #expect(!snapshot.contains(item: "cafe"))
  }

  @Test func theSameBytesStillRepeat() {
    // NB: built at run time, so the two strings have separate storage.
    let built = String("caf") + String("\u{E9}")
    #expect(throws: SnapshotError(.duplicateItem, identifier: Self.composed)) {
      try ListSnapshot<Int, String>(sections: [(0, [Self.composed, "x", built])])
    }
  }

  @Test func replacingASpellingIsADeleteAndAnInsert() throws {
    let old = try ListSnapshot<Int, String>(sections: [(0, ["a", Self.composed, "b"])])
    let new = try ListSnapshot<Int, String>(sections: [(0, ["a", Self.decomposed, "b"])])
    #expect(old != new, "snapshots compare items as they identify them")
    #expect(old.itemIdentifiers == new.itemIdentifiers, "while Swift's == on the arrays says equal")
    let changes = new.difference(from: old)
    #expect(changes.itemDeletes == [.init(id: Self.composed, indexPath: ListIndexPath(section: 0, item: 1))])
    #expect(changes.itemInserts == [.init(id: Self.decomposed, indexPath: ListIndexPath(section: 0, item: 1))])
    #expect(changes.itemMoves.isEmpty)
    let applied = old.applying(changes)
    #expect(applied == new)
    #expect(applied.itemIdentifiers.map { Array($0.utf8) } == new.itemIdentifiers.map { Array($0.utf8) })
  }

  /// Random pairs of snapshots over a pool where every name has several
  /// canonically equivalent spellings: the round trip holds and keeps the
  /// new snapshot's exact bytes.
  @Test(arguments: 0..<3)
  func roundTripsKeepTheBytes(batch: Int) throws {
    let spellings = [["\u{E9}", "e\u{301}"], Self.angstroms, ["\u{1E69}", "s\u{323}\u{307}", "\u{1E63}\u{307}"]]
    let pool = (0..<8).flatMap { number in spellings.map { variants in variants.map { "user-\(number)-\($0)" } } }
      .flatMap { $0 }
    for round in 0..<200 {
      let seed = UInt64(8_000_000 + batch * 1_000 + round)
      var random = SeededRandom(seed: seed)
      func randomSnapshot() throws -> ListSnapshot<String, String> {
        let items = Array(pool.shuffled(using: &random).prefix(random.int(in: 0...pool.count)))
        let sectionCount = random.int(in: 1...3)
        var sections = (0..<sectionCount).map { (id: "section \($0)", items: [String]()) }
        for item in items { sections[random.int(in: 0..<sectionCount)].items.append(item) }
        return try ListSnapshot(sections: sections)
      }
      let old = try randomSnapshot()
      let new = try randomSnapshot()
      let changes = new.difference(from: old)
      let applied = old.applying(changes)
      #expect(applied == new, "seed \(seed)")
      #expect(applied.itemIdentifiers.map { Array($0.utf8) } == new.itemIdentifiers.map { Array($0.utf8) }, "seed \(seed)")
      let oldBytes = Set(old.itemIdentifiers.map { Array($0.utf8) })
      let newBytes = Set(new.itemIdentifiers.map { Array($0.utf8) })
      #expect(Set(changes.itemDeletes.map { Array($0.id.utf8) }) == oldBytes.subtracting(newBytes), "seed \(seed)")
      #expect(Set(changes.itemInserts.map { Array($0.id.utf8) }) == newBytes.subtracting(oldBytes), "seed \(seed)")
    }
  }

  /// An identifier type that is not ``ByteIdentifiable`` and whose hashes
  /// all collide: every lookup walks one long probe run and relies on `==`.
  struct Colliding: Hashable, Sendable, CustomStringConvertible {
    var number: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
    var description: String { "c\(number)" }
  }

  @Test func collidingHashesStillFindEveryItem() throws {
    for round in 0..<50 {
      var random = SeededRandom(seed: UInt64(9_000_000 + round))
      let old = Array((0..<60).shuffled(using: &random).prefix(40)).map(Colliding.init)
      let new = Array((0..<60).shuffled(using: &random).prefix(40)).map(Colliding.init)
      let oldSnapshot = try ListSnapshot<Int, Colliding>(sections: [(0, Array(old.prefix(25))), (1, Array(old.dropFirst(25)))])
      let newSnapshot = try ListSnapshot<Int, Colliding>(sections: [(1, Array(new.prefix(10))), (0, Array(new.dropFirst(10)))])
      for (index, item) in new.enumerated() {
        #expect(newSnapshot.indexOfItem(item) == index)
      }
      #expect(oldSnapshot.applying(newSnapshot.difference(from: oldSnapshot)) == newSnapshot, "round \(round)")
    }
    #expect(throws: SnapshotError(.duplicateItem, identifier: "c3")) {
      try ListSnapshot<Int, Colliding>(sections: [(0, [1, 2, 3, 4, 3].map(Colliding.init))])
    }
  }

  /// A type that opts in, identified by the bytes of its own field.
  struct Login: ByteIdentifiable, CustomStringConvertible {
    var name: String
    func withIdentifierBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
      try name.withIdentifierBytes(body)
    }
    var description: String { name }
  }

  @Test func aTypeCanOptIntoIdentityByBytes() throws {
    let old = try ListSnapshot<Int, Login>(sections: [(0, ["octocat", "torvalds", Self.composed].map(Login.init))])
    let new = try ListSnapshot<Int, Login>(sections: [(0, [Self.decomposed, "octocat", "gaearon"].map(Login.init))])
    let changes = new.difference(from: old)
    #expect(Set(changes.itemDeletes.map(\.id.name)) == ["torvalds", Self.composed])
    #expect(changes.itemInserts.map(\.id.name) == [Self.decomposed, "gaearon"])
    #expect(old.applying(changes) == new)
  }

  /// `Int` ids skip the byte buffer; their hash must be the one of their
  /// bytes all the same.
  @Test(arguments: [0, 1, -1, 42, Int.max, Int.min, 1 << 40])
  func wordHashIsTheHashOfTheBytes(_ value: Int) {
    let seed = ByteHash.seed
    let viaBytes = withUnsafeBytes(of: value) { ByteHash.hash($0, seed: seed) }
    #expect(ByteHash.hash(word: UInt64(UInt(bitPattern: value)), seed: seed) == viaBytes)
    #expect(Identity.hash(value, seed: seed) == viaBytes)
  }

  /// A large snapshot grows its position table again and again while it
  /// is built; every item stays findable.
  @Test func everyItemOfALargeSnapshotIsFound() throws {
    let snapshot = try ListSnapshot<Int, String>(sections: [(0, (0..<2_000).map { "user-\($0)" })])
    #expect(!snapshot.contains(item: "fresh"))
    for index in 0..<2_000 {
      #expect(snapshot.indexOfItem("user-\(index)") == index)
    }
  }
}
