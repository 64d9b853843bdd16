import ExplorePictures

/// Compresses bytes into a zlib stream (RFC 1950) of dynamic Huffman
/// deflate blocks (RFC 1951), which ``Inflater`` and every zlib read.
///
/// ```swift
/// let stream = Deflater.deflate(zlib: scanlines)
/// ```
///
/// NB: LZ77 over a 32 KiB window with hash chains of 3-byte prefixes, a
/// chain walked at most ``maxChain`` links, and one step of lazy
/// matching (a match is put off when the next byte starts a longer one),
/// about zlib's level 6; each block of at most ``blockSymbols`` symbols
/// gets its own length-limited Huffman codes.
enum Deflater {
  /// The most hash-chain links followed for one match.
  static let maxChain = 48
  /// The most symbols (literals and matches) in one block.
  static let blockSymbols = 1 << 15

  static let windowSize = 1 << 15
  static let minMatch = 3
  static let maxMatch = 258
  static let hashBits = 15

  /// `bytes`, compressed, with the zlib header and Adler-32.
  ///
  /// - Complexity: O(*n* × ``maxChain``).
  static func deflate(zlib bytes: [UInt8]) -> [UInt8] {
    var writer = DeflateBitWriter()
    // CMF: deflate with a 32 KiB window; FLG: default level, check bits.
    writer.bytes = [0x78, 0x9C]
    bytes.withUnsafeBufferPointer { input in
      var symbols = DeflateSymbols()
      symbols.reserve(blockSymbols)
      var matcher = LZ77Matcher(input: input)
      var position = 0
      while position < input.count {
        // A match, unless the next position starts a longer one.
        var match = matcher.longestMatch(at: position)
        if match.length >= minMatch && match.length < 32 && position + 1 < input.count {
          matcher.insert(position)
          let next = matcher.longestMatch(at: position + 1)
          if next.length > match.length {
            symbols.literal(input[position])
            position += 1
            match = next
          } else {
            matcher.uninsert(position)
          }
        }
        if match.length >= minMatch {
          symbols.match(length: match.length, distance: match.distance)
          for offset in 0..<match.length { matcher.insert(position + offset) }
          position += match.length
        } else {
          symbols.literal(input[position])
          matcher.insert(position)
          position += 1
        }
        if symbols.count >= blockSymbols {
          writer.writeBlock(symbols, final: false)
          symbols.removeAll()
        }
      }
      writer.writeBlock(symbols, final: true)
      writer.alignToByte()
      let adler = Adler32.checksum(input)
      writer.bytes += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    }
    return writer.bytes
  }
}

/// The hash chains of LZ77: for each 3-byte prefix, the positions where it
/// was seen, newest first.
struct LZ77Matcher {
  let input: UnsafeBufferPointer<UInt8>
  /// The newest position of each hash, + 1 (0: none).
  private var head: [Int32]
  /// For each position in the window, the previous one with its hash, + 1.
  private var previous: [Int32]
  /// The `head` each insertion replaced, to undo the last one.
  private var replaced: Int32 = 0

  init(input: UnsafeBufferPointer<UInt8>) {
    self.input = input
    head = [Int32](repeating: 0, count: 1 << Deflater.hashBits)
    previous = [Int32](repeating: 0, count: Deflater.windowSize)
  }

  @inline(__always)
  private func hash(_ position: Int) -> Int {
    let value = Int(input[position]) << 16 | Int(input[position + 1]) << 8 | Int(input[position + 2])
    return (value &* 0x9E37_79B1) >> (32 - Deflater.hashBits) & ((1 << Deflater.hashBits) - 1)
  }

  /// Records `position` in its chain.
  @inline(__always)
  mutating func insert(_ position: Int) {
    guard position + Deflater.minMatch <= input.count else { return }
    let key = hash(position)
    replaced = head[key]
    previous[position & (Deflater.windowSize - 1)] = head[key]
    head[key] = Int32(position + 1)
  }

  /// Undoes the ``insert(_:)`` of `position`, the last one made.
  mutating func uninsert(_ position: Int) {
    guard position + Deflater.minMatch <= input.count else { return }
    head[hash(position)] = replaced
  }

  /// The longest earlier match of the bytes at `position`, within the
  /// window; a length below 3 means none.
  mutating func longestMatch(at position: Int) -> (length: Int, distance: Int) {
    guard position + Deflater.minMatch <= input.count else { return (0, 0) }
    let limit = min(Deflater.maxMatch, input.count - position)
    var candidate = Int(head[hash(position)]) - 1
    var best = (length: 0, distance: 0)
    var links = 0
    let base = input.baseAddress!
    while candidate >= 0 && position - candidate <= Deflater.windowSize && links < Deflater.maxChain {
      // NB: the byte that would make this match the longest is checked first.
      if best.length < limit && base[candidate + best.length] == base[position + best.length] {
        var length = 0
        while length < limit && base[candidate + length] == base[position + length] { length += 1 }
        if length > best.length {
          best = (length, position - candidate)
          if length == limit { break }
        }
      }
      let next = Int(previous[candidate & (Deflater.windowSize - 1)]) - 1
      guard next < candidate else { break }
      candidate = next
      links += 1
    }
    // NB: a 3-byte match far back costs more bits than its 3 literals (zlib's TOO_FAR).
    if best.length == Deflater.minMatch && best.distance > 4_096 { return (0, 0) }
    return best
  }
}
