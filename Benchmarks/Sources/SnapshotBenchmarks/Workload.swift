/// The edit the issue asks to time: from `size` items, delete `deletes`,
/// insert `inserts` new ones and move `moves` of the rest, at random places.
struct Workload {
  var old: [Int]
  var new: [Int]

  static func edited(size: Int, deletes: Int, inserts: Int, moves: Int, seed: UInt64) -> Workload {
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
    return Workload(old: old, new: new)
  }

  static func replaced(size: Int) -> Workload {
    Workload(old: Array(0..<size), new: Array(size..<(2 * size)))
  }
}
