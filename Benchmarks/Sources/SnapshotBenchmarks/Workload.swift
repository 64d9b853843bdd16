/// The edit the issue asks to time: from `size` items, delete `deletes`,
/// insert `inserts` new ones and move `moves` of the rest, at random places;
/// and change the content of `updates` of the kept items.
struct Workload {
  var old: [Int]
  var new: [Int]
  /// The kept items whose content changes.
  var updated: Set<Int> = []

  /// The number of the content of `item` in the old list (`isNew` false)
  /// or the new one: the item's own number, or, for an updated item in
  /// the new list, that number plus 1,000,000.
  func content(of item: Int, isNew: Bool) -> Int {
    isNew && updated.contains(item) ? item + 1_000_000 : item
  }

  static func edited(size: Int, deletes: Int, inserts: Int, moves: Int, updates: Int = 0, seed: UInt64) -> Workload {
    var random = SplitMix64(seed: seed)
    let old = Array(0..<size)
    var new = old
    new.shuffle(using: &random)
    let deleted = Set(new.prefix(deletes))
    new = old.filter { !deleted.contains($0) }
    for _ in 0..<moves {
      let from = Int.random(in: 0..<new.count, using: &random)
      let item = new.remove(at: from)
      new.insert(item, at: Int.random(in: 0...new.count, using: &random))
    }
    for fresh in size..<(size + inserts) {
      new.insert(fresh, at: Int.random(in: 0...new.count, using: &random))
    }
    // NB: drawn last, so that the edit is the one every earlier run timed.
    var updated = Set<Int>()
    while updated.count < updates {
      let item = new[Int.random(in: 0..<new.count, using: &random)]
      if item < size { updated.insert(item) }
    }
    return Workload(old: old, new: new, updated: updated)
  }

  static func replaced(size: Int) -> Workload {
    Workload(old: Array(0..<size), new: Array(size..<(2 * size)))
  }
}
