/// Finds which elements of a sequence of distinct integers lie on one longest
/// strictly increasing subsequence.
///
/// The differ uses it to choose moves: the elements that keep their relative
/// order form the longest increasing run of old positions, and every other
/// element is reported as moved. That is the fewest moves that explain a
/// reordering. Among the longest runs, it prefers one that keeps the items
/// at the same place in both lists (``keepFixedPoints(_:in:onSubsequence:scratch:)``).
@usableFromInline
enum LongestIncreasingSubsequence {
  /// Marks, in `onSubsequence`, the positions of `values` whose value lies
  /// in `range` and on one longest strictly increasing subsequence of the
  /// values in `range` (patience sorting with predecessor links); every
  /// other position is marked `false`. The values in `range` are distinct.
  ///
  /// `scratch` has room for `2 * values.count` values; the caller can reuse
  /// it between calls. It is written, never read before it is written, so
  /// it need not be initialised, and only the part the search needs is
  /// touched: about the length of the subsequence plus one value per
  /// position in `range`.
  ///
  /// - Complexity: O(*m* log *m*) for *m* values; O(*m*) when the values
  ///   in `range` are already increasing, which is the common case.
  @inlinable
  static func mark(
    _ values: UnsafeBufferPointer<UInt32>,
    in range: Range<UInt32>,
    onSubsequence: UnsafeMutableBufferPointer<Bool>,
    scratch: UnsafeMutablePointer<UInt32>
  ) {
    let count = values.count
    if isIncreasing(values, in: range) {
      for position in 0..<count { onSubsequence[position] = range.contains(values[position]) }
      return
    }
    for position in 0..<count { onSubsequence[position] = false }
    // NB: `tailPositions[k]` is the position (into `values`) of the smallest
    // value that ends an increasing subsequence of length k + 1; the binary
    // search reads that value through it. (A copy of the values next to the
    // positions made the search read one contiguous run, but cost 4 bytes
    // per kept item of fresh memory: at 100,000 items the diff's time is
    // mostly waiting on memory, including the kernel's page faults for
    // fresh allocations, and in a mostly ordered list most items take the
    // first test, which reads the last tail's value, in the cache.) 32-bit
    // entries: a snapshot holds fewer than 2^31 items.
    let tailPositions = scratch
    let predecessors = scratch + count
    let none = UInt32.max
    var length = 0
    for position in 0..<count {
      let value = values[position]
      guard range.contains(value) else { continue }
      var low = 0
      var high = length
      if high > 0, values[Int(tailPositions[high &- 1])] < value {
        low = high  // NB: the common case in a mostly ordered list.
      } else {
        while low < high {
          let middle = (low &+ high) >> 1
          if values[Int(tailPositions[middle])] < value { low = middle &+ 1 } else { high = middle }
        }
      }
      predecessors[position] = low > 0 ? tailPositions[low &- 1] : none
      tailPositions[low] = UInt32(truncatingIfNeeded: position)
      if low == length { length &+= 1 }
    }
    var position = length > 0 ? tailPositions[length - 1] : none
    while position != none {
      onSubsequence[Int(position)] = true
      position = predecessors[Int(position)]
    }
    keepFixedPoints(values, in: range, onSubsequence: onSubsequence, scratch: scratch)
  }

  /// Replaces the subsequence `onSubsequence` marks with a longest one
  /// that holds the most fixed points (positions whose value is
  /// `range.lowerBound + position`: an item at the same place in the old
  /// and the new list), when the marked one leaves a fixed point out.
  ///
  /// NB: several subsequences are often longest, and the one patience
  /// sorting finds may leave out an item that did not move while it keeps
  /// one that did: reversing `[a, b, c]` kept `a` and reported `b` moved
  /// from 1 to 1. This search weighs each subsequence by its length, then
  /// by its fixed points (a Fenwick tree over the values, holding the best
  /// weight of a subsequence ending at each value), so it keeps `b`. A
  /// fixed point can still be left out when every longest subsequence
  /// leaves it out (`[a, b, x, c, d]` to `[c, d, x, a, b]`).
  ///
  /// - Complexity: O(*m*) to find that no fixed point is left out, the
  ///   common case; else O(*m* log *r*) for *r* values in `range`.
  @inlinable
  static func keepFixedPoints(
    _ values: UnsafeBufferPointer<UInt32>,
    in range: Range<UInt32>,
    onSubsequence: UnsafeMutableBufferPointer<Bool>,
    scratch: UnsafeMutablePointer<UInt32>
  ) {
    let count = values.count
    func isFixed(_ position: Int) -> Bool {
      let value = values[position]
      return range.contains(value) && Int(value &- range.lowerBound) == position
    }
    guard (0..<count).contains(where: { !onSubsequence[$0] && isFixed($0) }) else { return }
    // NB: a weight is the length in the high half and the fixed points in
    // the low half, so that one comparison of integers orders them; the
    // tree holds, for the values its node covers, the best weight of a
    // subsequence ending at one of them, and where it ends (plus one).
    var size = 0
    for value in values where range.contains(value) { size = Swift.max(size, Int(value &- range.lowerBound) &+ 1) }
    let weights = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: size &+ 1)
    defer { weights.deallocate() }
    let ends = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: size &+ 1)
    defer { ends.deallocate() }
    weights.initialize(repeating: 0)
    ends.initialize(repeating: 0)
    let predecessors = scratch
    let none = UInt32.max
    var best: (weight: UInt64, end: UInt32) = (0, none)
    for position in 0..<count {
      let value = values[position]
      guard range.contains(value) else { continue }
      let rank = Int(value &- range.lowerBound) &+ 1
      // NB: the best subsequence ending at a smaller value.
      var found: (weight: UInt64, end: UInt32) = (0, 0)
      var node = rank &- 1
      while node > 0 {
        if weights[node] > found.weight { found = (weights[node], ends[node]) }
        node &= node &- 1
      }
      predecessors[position] = found.end == 0 ? none : found.end &- 1
      let weight = found.weight &+ (1 << 32) &+ (isFixed(position) ? 1 : 0)
      let end = UInt32(truncatingIfNeeded: position &+ 1)
      if weight > best.weight { best = (weight, end &- 1) }
      node = rank
      while node <= size {
        if weight > weights[node] { (weights[node], ends[node]) = (weight, end) }
        node &+= node & (0 &- node)
      }
    }
    for position in 0..<count { onSubsequence[position] = false }
    var position = best.end
    while position != none {
      onSubsequence[Int(position)] = true
      position = predecessors[Int(position)]
    }
  }

  /// Convenience for tests and small inputs: the mask of one longest
  /// increasing subsequence of distinct non-negative `values`.
  ///
  /// - Complexity: O(*m* log *m*).
  @inlinable
  static func mask(_ values: [Int]) -> [Bool] {
    let narrow = values.map { value in
      precondition(value >= 0 && value < Int(UInt32.max), "LongestIncreasingSubsequence.mask: \(value) is out of range")
      return UInt32(value)
    }
    let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * narrow.count)
    defer { scratch.deallocate() }
    return [Bool](unsafeUninitializedCapacity: narrow.count) { result, initialized in
      narrow.withUnsafeBufferPointer {
        mark($0, in: 0..<UInt32.max, onSubsequence: result, scratch: scratch)
      }
      initialized = narrow.count
    }
  }

  /// Whether the values of `values` in `range` are strictly increasing.
  @inlinable
  static func isIncreasing(_ values: UnsafeBufferPointer<UInt32>, in range: Range<UInt32>) -> Bool {
    // NB: one above the last value in range, so that the first needs no
    // test of its own.
    var floor = UInt64(0)
    for value in values where range.contains(value) {
      guard UInt64(value) &+ 1 > floor else { return false }
      floor = UInt64(value) &+ 1
    }
    return true
  }
}
