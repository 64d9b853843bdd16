/// How ``ListSnapshot`` hashes and compares item identifiers: by their
/// bytes for ``ByteIdentifiable`` types, by `Hashable` otherwise.
///
/// The hash is computed once per item when it enters a snapshot and is kept
/// next to it, so a difference, an `applying` or a re-index never hashes an
/// identifier again.
@usableFromInline
enum Identity {
  /// The hash of `id` for the position table, with `seed` from
  /// ``ByteHash/seed``.
  @inlinable @inline(__always)
  static func hash<ID: Hashable>(_ id: ID, seed: UInt64) -> UInt64 {
    // NB: `String` and `Int`, the identifiers explore uses, are recognised
    // by their metatype, which specialised code folds to a constant, and
    // reinterpreted with a no-op bit cast. A cast to `any ByteIdentifiable`
    // is not folded by the optimiser: it boxes every identifier and costs
    // more than the hash itself, so other conforming types pay it.
    if ID.self == String.self { return unsafeBitCast(id, to: String.self).identityHash(seed: seed) }
    if ID.self == Int.self {
      return ByteHash.hash(word: UInt64(UInt(bitPattern: unsafeBitCast(id, to: Int.self))), seed: seed)
    }
    if let id = id as? any ByteIdentifiable {
      return id.identityHash(seed: seed)
    }
    return ByteHash.fold(UInt64(UInt(bitPattern: id.hashValue)) ^ ByteHash.k2, seed ^ ByteHash.k3)
  }

  /// Whether `lhs` and `rhs` are the same identifier.
  @inlinable @inline(__always)
  static func same<ID: Hashable>(_ lhs: ID, _ rhs: ID) -> Bool {
    if ID.self == String.self {
      // NB: two strings with the same representation (the same storage
      // object and count, or the same small string) have the same bytes;
      // comparing the two words first spares reading the bytes, a cache
      // miss for a heap string, where a changeset names the very string
      // a snapshot holds.
      if unsafeBitCast(lhs, to: (UInt64, UInt64).self) == unsafeBitCast(rhs, to: (UInt64, UInt64).self) {
        return true
      }
      return unsafeBitCast(lhs, to: String.self).hasSameIdentifierBytes(as: unsafeBitCast(rhs, to: String.self))
    }
    if ID.self == Int.self { return unsafeBitCast(lhs, to: Int.self) == unsafeBitCast(rhs, to: Int.self) }
    if let lhs = lhs as? any ByteIdentifiable {
      return lhs.hasSameIdentifierBytes(asAny: rhs)
    }
    return lhs == rhs
  }
}
