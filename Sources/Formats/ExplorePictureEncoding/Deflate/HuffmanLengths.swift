import ExplorePictures

/// A canonical Huffman code for symbol counts, with no code longer than a
/// limit, as deflate writes it: lengths, and codes bit-reversed for a
/// stream written least significant bit first.
struct HuffmanLengths {
  /// The length of each symbol's code (0: unused).
  var lengths: [Int]
  /// Each symbol's code, reversed.
  var codes: [Int]

  /// The code for `counts`, at most `limit` bits long.
  ///
  /// NB: at least two symbols get a code (a second, unused one is added
  /// when only one is used), since some inflaters refuse a one-code tree.
  /// When the optimal code is too long, the counts are halved (kept at
  /// least 1) and the code is built again: a little larger, never invalid.
  ///
  /// - Complexity: O(*n* log *n*) per try.
  static func code(counts: [Int], limit: Int) -> HuffmanLengths {
    var weights = counts
    var used = weights.indices.filter { weights[$0] > 0 }
    for index in weights.indices where used.count < 2 && weights[index] == 0 {
      weights[index] = 1
      used.append(index)
    }
    var lengths = optimalLengths(weights)
    while lengths.max() ?? 0 > limit {
      for index in weights.indices where weights[index] > 0 { weights[index] = max(1, weights[index] / 2) }
      lengths = optimalLengths(weights)
    }
    return HuffmanLengths(lengths: lengths, codes: canonicalCodes(lengths))
  }

  /// Huffman's lengths for `weights` (0: no code), from merging the two
  /// lightest trees until one is left.
  private static func optimalLengths(_ weights: [Int]) -> [Int] {
    let leaves = weights.indices.filter { weights[$0] > 0 }.sorted { (weights[$0], $0) < (weights[$1], $1) }
    var lengths = [Int](repeating: 0, count: weights.count)
    guard leaves.count > 1 else {
      for leaf in leaves { lengths[leaf] = 1 }
      return lengths
    }
    // NB: two queues, leaves by weight and merged trees in the order made
    // (so by weight too): the lightest is at the front of one of them.
    var parent = [Int](repeating: -1, count: 2 * leaves.count)
    var weight = leaves.map { weights[$0] } + [Int](repeating: 0, count: leaves.count)
    var nextLeaf = 0, nextTree = leaves.count, made = leaves.count
    func lightest() -> Int {
      if nextLeaf < leaves.count && (nextTree >= made || weight[nextLeaf] <= weight[nextTree]) {
        nextLeaf += 1
        return nextLeaf - 1
      }
      nextTree += 1
      return nextTree - 1
    }
    while made < 2 * leaves.count - 1 {
      let first = lightest(), second = lightest()
      weight[made] = weight[first] + weight[second]
      parent[first] = made
      parent[second] = made
      made += 1
    }
    // Depths from the root (the last tree made) down.
    var depth = [Int](repeating: 0, count: made)
    for node in stride(from: made - 2, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
    for (index, leaf) in leaves.enumerated() { lengths[leaf] = depth[index] }
    return lengths
  }

  /// The canonical codes of `lengths` (RFC 1951, 3.2.2), reversed.
  private static func canonicalCodes(_ lengths: [Int]) -> [Int] {
    let longest = lengths.max() ?? 0
    var counts = [Int](repeating: 0, count: longest + 1)
    for length in lengths where length > 0 { counts[length] += 1 }
    var next = [Int](repeating: 0, count: longest + 2)
    var code = 0
    for length in stride(from: 1, through: longest, by: 1) {
      code = (code + counts[length - 1]) << 1
      next[length] = code
    }
    return lengths.map { length in
      guard length > 0 else { return 0 }
      let assigned = next[length]
      next[length] += 1
      var reversed = 0
      for bit in 0..<length where assigned & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
      return reversed
    }
  }
}
