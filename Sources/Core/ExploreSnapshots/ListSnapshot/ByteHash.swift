/// The hash ``ListSnapshot`` uses for ``ByteIdentifiable`` identifiers: a
/// multiply-and-fold hash over 8-byte words, seeded once per process.
///
/// It costs a few nanoseconds for a 20-byte identifier, several times less
/// than `Hasher` (SipHash-1-3). It is not a cryptographic hash; the
/// per-process random seed, taken from `Hasher`, keeps colliding inputs from
/// being chosen in advance, as `Hasher`'s own seed does.
@usableFromInline
enum ByteHash {
  /// Random for each process (fixed when `SWIFT_DETERMINISTIC_HASHING` is
  /// set, as `Hasher` is).
  @usableFromInline
  static let seed: UInt64 = {
    var hasher = Hasher()
    hasher.combine(0x6578_706C_6F72_6531 as UInt64)
    return UInt64(UInt(bitPattern: hasher.finalize()))
  }()

  // NB: odd constants with well-mixed bits (digits of π and e).
  @usableFromInline static var k0: UInt64 { 0x243F_6A88_85A3_08D3 }
  @usableFromInline static var k1: UInt64 { 0x1319_8A2E_0370_7345 }
  @usableFromInline static var k2: UInt64 { 0xA409_3822_299F_31D1 }
  @usableFromInline static var k3: UInt64 { 0xB7E1_5162_8AED_2A6B }

  /// The 128-bit product of `a` and `b`, its halves folded together with
  /// exclusive or.
  @inlinable @inline(__always)
  static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return product.high ^ product.low
  }

  /// The hash of `bytes`.
  ///
  /// - Complexity: O(*n*) for *n* bytes, one multiplication per 16 bytes.
  @inlinable @inline(__always)
  static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
    let count = bytes.count
    guard let base = bytes.baseAddress, count > 0 else { return fold(seed ^ k0, k1) }
    var state = seed ^ (UInt64(truncatingIfNeeded: count) &* k0)
    var offset = 0
    while count - offset > 16 {
      let a = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      let b = base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
      state = fold(a ^ seed ^ k1, b ^ state)
      offset += 16
    }
    // NB: the last 1 to 16 bytes, read as two words that may overlap (or
    // two half words, or three single bytes), as short-input hashes do.
    let remaining = count - offset
    let a: UInt64
    let b: UInt64
    if remaining >= 8 {
      a = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      b = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    } else if remaining >= 4 {
      a = UInt64(base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
      b = UInt64(base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
    } else {
      let first = UInt64(base.load(fromByteOffset: offset, as: UInt8.self))
      let middle = UInt64(base.load(fromByteOffset: offset + remaining / 2, as: UInt8.self))
      let last = UInt64(base.load(fromByteOffset: count - 1, as: UInt8.self))
      a = first << 16 | middle << 8 | last
      b = 0
    }
    return fold(fold(a ^ seed ^ k2, b ^ state) ^ k3, UInt64(truncatingIfNeeded: count) ^ seed ^ k1)
  }

  /// ``hash(_:seed:)`` of the 8 bytes of `word` in memory order, without
  /// going through memory.
  @inlinable @inline(__always)
  static func hash(word: UInt64, seed: UInt64) -> UInt64 {
    let state = seed ^ (8 &* k0)
    return fold(fold(word ^ seed ^ k2, word ^ state) ^ k3, 8 ^ seed ^ k1)
  }

  /// Whether two byte buffers hold the same bytes.
  @inlinable @inline(__always)
  static func equal(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
    let count = lhs.count
    guard count == rhs.count else { return false }
    guard count > 0, let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
    if left == right { return true }
    var offset = 0
    while count - offset >= 8 {
      guard left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    while offset < count {
      guard left.load(fromByteOffset: offset, as: UInt8.self) == right.load(fromByteOffset: offset, as: UInt8.self)
      else { return false }
      offset += 1
    }
    return true
  }
}
