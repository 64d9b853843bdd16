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

  /// Whether `lhs` and `rhs` have the same representation, which makes
  /// them the same identifier without reading their bytes: for `String`,
  /// the same storage object and count, or the same small string. Always
  /// `false` for other types (use ``same(_:_:)``).
  ///
  /// NB: a changeset from `difference` names the very strings its old
  /// snapshot holds, so `applying` checks its deletes with this first and
  /// spares a cache miss per deleted string. The diff, whose two snapshots
  /// usually hold different copies, does not pay for the check.
  @inlinable @inline(__always)
  static func identical<ID: Hashable>(_ lhs: ID, _ rhs: ID) -> Bool {
    guard ID.self == String.self else { return false }
    return unsafeBitCast(lhs, to: (UInt64, UInt64).self) == unsafeBitCast(rhs, to: (UInt64, UInt64).self)
  }

  /// Whether `lhs` and `rhs` are the same identifier.
  @inlinable @inline(__always)
  static func same<ID: Hashable>(_ lhs: ID, _ rhs: ID) -> Bool {
    if ID.self == String.self {
      return unsafeBitCast(lhs, to: String.self).hasSameIdentifierBytes(as: unsafeBitCast(rhs, to: String.self))
    }
    if ID.self == Int.self { return unsafeBitCast(lhs, to: Int.self) == unsafeBitCast(rhs, to: Int.self) }
    if let lhs = lhs as? any ByteIdentifiable {
      return lhs.hasSameIdentifierBytes(asAny: rhs)
    }
    return lhs == rhs
  }
}
