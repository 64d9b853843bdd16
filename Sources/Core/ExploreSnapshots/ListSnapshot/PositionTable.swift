/// An open-addressing hash table from an item's hash to its position (its
/// flat index) in a ``ListSnapshot``: the snapshot's only index of items.
///
/// The table stores no identifiers and computes no hashes. Each slot is 32
/// bits: the position in the low *k* bits, for a table of 2^*k* slots, and
/// the top 32 − *k* of the hash's low 32 bits above it (the home slot is the
/// hash's top *k* bits, so those are other bits). A probe compares hashes
/// within the table and reads an identifier only when those bits match. The
/// caller gives every item's full hash by position (``ListSnapshot`` keeps
/// them next to its items, or recomputes them from an `Int` item, which is
/// cheaper than reading them), so growing or re-indexing the table never
/// hashes a stored identifier again and never compares two.
///
/// Linear probing, a power-of-two number of slots, at most half full; no
/// deletion (a snapshot re-indexes instead, see
/// ``rebuild(count:reservingCapacity:hash:)``).
///
/// NB: 32-bit slots rather than 64 (32 hash bits and a 32-bit position)
/// make a half-full table the size of a four-fifths-full one of 64-bit
/// slots, which it was until 2026-11: at 100,000 items 2^18 slots, 1 MB
/// (the old rule gave 2^17 slots at 0.76 full). A search for an item that
/// is not there (each insert of a diff, every item of an all-replaced
/// list) walks to the next empty slot: about 9 slots at 0.76 full, 2 at
/// 0.38. That took a quarter of the instructions of the all-replaced diff
/// of `Int` items. At 100,000 items 14 hash bits remain in a slot: a
/// probe compares an identifier for a slot of another item about once in
/// 16,384 slots.
@usableFromInline
struct PositionTable: Sendable {
  /// 0 for an empty slot; otherwise `position + 1` in the low *k* bits
  /// (``positionMask(shift:)``) and the hash's bits above them
  /// (``tag(_:shift:)``).
  @usableFromInline var slots: [UInt32] = []

  /// `64 - log2(slots.count)`: the home slot of a hash is its top bits.
  @usableFromInline var shift = 64

  /// The number of positions in the table.
  @usableFromInline var count = 0

  @inlinable init() {}

  /// An empty table with room for `count` positions.
  @inlinable
  init(capacity count: Int) {
    var slotCount = 8
    while slotCount < count * 2 { slotCount <<= 1 }
    slots = [UInt32](repeating: 0, count: slotCount)
    shift = 64 - slotCount.trailingZeroBitCount
  }

  /// The bits of a slot that hold `position + 1`: as many as the table has
  /// slots (2^*k* slots, *k* = `64 - shift`), which is more than it holds
  /// positions.
  @inlinable @inline(__always)
  static func positionMask(shift: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: (UInt64(1) &<< UInt64(64 &- shift)) &- 1)
  }

  /// The hash bits a slot keeps, in place: the low 32 bits of the hash
  /// without those of ``positionMask(shift:)``.
  @inlinable @inline(__always)
  static func tag(_ hash: UInt64, shift: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: hash) & ~positionMask(shift: shift)
  }

  /// The position held by the table for `hash` that `matches` accepts, or
  /// -1. `matches` is called only for positions whose stored hash bits are
  /// those of `hash`.
  ///
  /// - Complexity: Expected O(1).
  @inlinable @inline(__always)
  static func find(
    _ hash: UInt64, in slots: UnsafeBufferPointer<UInt32>, shift: Int, matches: (Int) -> Bool
  ) -> Int {
    guard !slots.isEmpty else { return -1 }
    let mask = slots.count &- 1
    let positionMask = Self.positionMask(shift: shift)
    let tag = Self.tag(hash, shift: shift)
    var index = Int(truncatingIfNeeded: hash &>> UInt64(shift))
    while true {
      let slot = slots[index]
      if slot == 0 { return -1 }
      if slot & ~positionMask == tag {
        let position = Int(truncatingIfNeeded: slot & positionMask) &- 1
        if matches(position) { return position }
      }
      index = (index &+ 1) & mask
    }
  }

  /// For each `i` in `0..<count`, the position held for `hash(i)` that
  /// `matches(i, p)` accepts, plus 1, or 0 when there is none, written to
  /// `result[i]`.
  ///
  /// - Complexity: Expected O(*k*) for *k* = `count`.
  @inlinable
  static func findAll(
    count: Int, hash: (Int) -> UInt64, in slots: UnsafeBufferPointer<UInt32>, shift: Int,
    into result: UnsafeMutableBufferPointer<UInt32>, matches: (Int, Int) -> Bool
  ) {
    guard !slots.isEmpty else {
      for index in 0..<count { result[index] = 0 }
      return
    }
    // NB: the first slot of each hash is read for a batch of hashes before
    // any is examined. Those reads are independent, so the processor has
    // them all in flight at once instead of waiting for one cache miss after
    // another; for tables larger than the cache that halves the time.
    let batch = 16
    var firstSlots = (UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0),
                      UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0))
    // NB: and the batch's hashes kept, so that a hash computed from its
    // item (`Int`) is computed once.
    var batchHashes = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0),
                       UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
    let mask = slots.count &- 1
    let positionMask = Self.positionMask(shift: shift)
    var start = 0
    while start < count {
      let end = Swift.min(start &+ batch, count)
      withUnsafeMutableBytes(of: &firstSlots) { raw in
        withUnsafeMutableBytes(of: &batchHashes) { rawHashes in
          let loaded = raw.bindMemory(to: UInt32.self)
          let hashes = rawHashes.bindMemory(to: UInt64.self)
          for index in start..<end {
            let itemHash = hash(index)
            hashes[index &- start] = itemHash
            loaded[index &- start] = slots[Int(truncatingIfNeeded: itemHash &>> UInt64(shift))]
          }
          for index in start..<end {
            let itemHash = hashes[index &- start]
            let tag = Self.tag(itemHash, shift: shift)
            var slotIndex = Int(truncatingIfNeeded: itemHash &>> UInt64(shift))
            var slot = loaded[index &- start]
            var found: UInt32 = 0
            while slot != 0 {
              if slot & ~positionMask == tag {
                let place = slot & positionMask
                if matches(index, Int(truncatingIfNeeded: place) &- 1) {
                  found = place
                  break
                }
              }
              slotIndex = (slotIndex &+ 1) & mask
              slot = slots[slotIndex]
            }
            result[index] = found
          }
        }
      }
      start = end
    }
  }

  /// Adds the positions `range` under `hash(position)`, in order, unless
  /// `matches(existing, position)` accepts a position already there; returns
  /// the first position refused that way (the positions before it are in
  /// the table), or -1. The caller has made room.
  ///
  /// - Complexity: Expected O(*k*) for *k* positions.
  @inlinable
  static func insertAll(
    _ range: Range<Int>, hash: (Int) -> UInt64, in slots: UnsafeMutableBufferPointer<UInt32>,
    shift: Int, matches: (Int, Int) -> Bool
  ) -> Int {
    let mask = slots.count &- 1
    let positionMask = Self.positionMask(shift: shift)
    // NB: as in `findAll`, the home slots of a batch are read first so that
    // their cache misses overlap. A slot is never emptied, so a home slot
    // read as taken is still taken; one read as empty is read again.
    var firstSlots = (UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0),
                      UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0))
    // NB: and the batch's hashes kept, so that a hash computed from its
    // item (`Int`) is computed once.
    var batchHashes = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0),
                       UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
    var start = range.lowerBound
    while start < range.upperBound {
      let end = Swift.min(start &+ 16, range.upperBound)
      let refused = withUnsafeMutableBytes(of: &firstSlots) { raw -> Int in
        withUnsafeMutableBytes(of: &batchHashes) { rawHashes -> Int in
          let loaded = raw.bindMemory(to: UInt32.self)
          let hashes = rawHashes.bindMemory(to: UInt64.self)
          for position in start..<end {
            let itemHash = hash(position)
            hashes[position &- start] = itemHash
            loaded[position &- start] = slots[Int(truncatingIfNeeded: itemHash &>> UInt64(shift))]
          }
          for position in start..<end {
            let itemHash = hashes[position &- start]
            let tag = Self.tag(itemHash, shift: shift)
            var index = Int(truncatingIfNeeded: itemHash &>> UInt64(shift))
            var slot = loaded[position &- start]
            if slot == 0 { slot = slots[index] }
            while slot != 0 {
              if slot & ~positionMask == tag, matches(Int(truncatingIfNeeded: slot & positionMask) &- 1, position) {
                return position
              }
              index = (index &+ 1) & mask
              slot = slots[index]
            }
            slots[index] = tag | UInt32(truncatingIfNeeded: position &+ 1)
          }
          return -1
        }
      }
      if refused >= 0 { return refused }
      start = end
    }
    return -1
  }

  /// The position held for `hash` that `matches` accepts, or `nil`.
  ///
  /// - Complexity: Expected O(1).
  @inlinable
  func find(_ hash: UInt64, matches: (Int) -> Bool) -> Int? {
    let position = slots.withUnsafeBufferPointer { Self.find(hash, in: $0, shift: shift, matches: matches) }
    return position < 0 ? nil : position
  }

  /// Adds the positions `self.count..<count`, with `hash(position)`, in
  /// order, checking each against those already present with
  /// `same(existing, new)`. Returns the first new position that repeats one
  /// already present (the table then holds some of the new positions:
  /// re-index it with ``rebuild(count:reservingCapacity:hash:)``), or `nil`.
  ///
  /// - Complexity: Expected O(*k*) for *k* new positions, plus O(*n*) when
  ///   the table grows (amortised O(1) per position).
  @inlinable
  mutating func append(count newCount: Int, hash: (Int) -> UInt64, same: (Int, Int) -> Bool) -> Int? {
    // NB: a position + 1 takes as many bits as the table has slot-index
    // bits, at most 32 in a 32-bit slot: 2^32 slots, half full.
    precondition(newCount < 1 << 31, "A list snapshot holds fewer than 2,147,483,648 items")
    let start = count
    if slots.count < newCount * 2 {
      rebuild(count: start, reservingCapacity: newCount, hash: hash)
    }
    let shift = shift
    let refused = slots.withUnsafeMutableBufferPointer { slots in
      Self.insertAll(start..<newCount, hash: hash, in: slots, shift: shift, matches: same)
    }
    let repeated = refused >= 0 ? refused : nil
    count = repeated ?? newCount
    return repeated
  }

  /// Replaces the content with positions `0..<count`, with `hash(position)`,
  /// whose items are known to be distinct, with room for `capacity`
  /// positions.
  ///
  /// - Complexity: Expected O(*n*), with no identifier compared.
  @inlinable
  mutating func rebuild(count newCount: Int, reservingCapacity capacity: Int = 0, hash: (Int) -> UInt64) {
    self = PositionTable(capacity: Swift.max(capacity, newCount))
    let shift = shift
    slots.withUnsafeMutableBufferPointer { slots in
      _ = Self.insertAll(0..<newCount, hash: hash, in: slots, shift: shift) { _, _ in false }
    }
    count = newCount
  }
}
