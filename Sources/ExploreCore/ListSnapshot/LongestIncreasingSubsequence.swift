/// Finds which elements of a sequence of distinct integers lie on one longest
/// strictly increasing subsequence.
///
/// The differ uses it to choose moves: the elements that keep their relative
/// order form the longest increasing run of old positions, and every other
/// element is reported as moved. That is the fewest moves that explain a
/// reordering.
@usableFromInline
enum LongestIncreasingSubsequence {
  /// Marks, in `onSubsequence`, the positions of `values` that lie on one
  /// longest increasing subsequence (patience sorting with predecessor links).
  ///
  /// `tails` and `predecessors` are scratch buffers the caller can reuse
  /// between calls to avoid allocating for every section.
  ///
  /// - Complexity: O(*m* log *m*) for *m* values; O(*m*) when `values` is
  ///   already increasing, which is the common case.
  @inlinable
  static func mark(
    _ values: UnsafeBufferPointer<Int>,
    onSubsequence: inout [Bool],
    tails: inout [Int],
    predecessors: inout [Int]
  ) {
    let count = values.count
    onSubsequence.removeAll(keepingCapacity: true)
    if isIncreasing(values) {
      onSubsequence.append(contentsOf: repeatElement(true, count: count))
      return
    }
    onSubsequence.append(contentsOf: repeatElement(false, count: count))
    // NB: `tails[k]` is the position (into `values`) of the smallest value
    // that ends an increasing subsequence of length k + 1, and
    // `tails[count + k]` that value, so that the binary search reads one
    // contiguous run instead of chasing indices. Both buffers are sized once
    // and written through pointers: this loop runs once per kept item.
    tails.removeAll(keepingCapacity: true)
    tails.append(contentsOf: repeatElement(0, count: 2 * count))
    predecessors.removeAll(keepingCapacity: true)
    predecessors.append(contentsOf: repeatElement(-1, count: count))
    var length = 0
    tails.withUnsafeMutableBufferPointer { tails in
      predecessors.withUnsafeMutableBufferPointer { predecessors in
        let tailValues = UnsafeMutableBufferPointer(rebasing: tails[count...])
        for position in 0..<count {
          let value = values[position]
          var low = 0
          var high = length
          if high > 0, tailValues[high &- 1] < value {
            low = high  // NB: the common case in a mostly ordered list.
          } else {
            while low < high {
              let middle = (low &+ high) >> 1
              if tailValues[middle] < value { low = middle &+ 1 } else { high = middle }
            }
          }
          predecessors[position] = low > 0 ? tails[low &- 1] : -1
          tails[low] = position
          tailValues[low] = value
          if low == length { length &+= 1 }
        }
      }
    }
    var position = length > 0 ? tails[length - 1] : -1
    while position >= 0 {
      onSubsequence[position] = true
      position = predecessors[position]
    }
  }

  /// Convenience for tests and small inputs.
  ///
  /// - Complexity: O(*m* log *m*).
  @inlinable
  static func mask(_ values: [Int]) -> [Bool] {
    var result: [Bool] = []
    var tails: [Int] = []
    var predecessors: [Int] = []
    values.withUnsafeBufferPointer {
      mark($0, onSubsequence: &result, tails: &tails, predecessors: &predecessors)
    }
    return result
  }

  @inlinable
  static func isIncreasing(_ values: UnsafeBufferPointer<Int>) -> Bool {
    guard values.count > 1 else { return true }
    for index in 1..<values.count where values[index - 1] >= values[index] {
      return false
    }
    return true
  }
}
