/// Finds which elements of a sequence of distinct integers lie on one longest
/// strictly increasing subsequence.
///
/// The differ uses it to choose moves: the elements that keep their relative
/// order form the longest increasing run of old positions, and every other
/// element is reported as moved. That is the fewest moves that explain a
/// reordering.
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
