/// An identifier whose identity is its bytes: two identifiers are the same
/// item exactly when their bytes are equal.
///
/// ``ListSnapshot`` hashes identifiers of conforming types with a fast,
/// per-process seeded hash over these bytes, instead of the standard
/// library's `Hasher`, and compares them byte for byte. `String` (its UTF-8
/// bytes) and the standard integer types conform.
///
/// ## Identity by bytes
/// For integers, byte identity is value identity. For `String` it is
/// stricter than `==`: Swift compares strings by canonical equivalence, so
/// `"caf\u{E9}"` (é as one scalar) `==` `"cafe\u{301}"` (e and a combining
/// accent), but their UTF-8 bytes differ, so a snapshot treats them as two
/// different items: both may be in one snapshot, and replacing one by the
/// other is a delete and an insert. That is the right meaning for the
/// identifiers web APIs send (logins, URLs, numeric ids), which are compared
/// byte for byte by the servers that issue them, and it is faster. Normalise
/// identifiers yourself if two spellings must be one item.
///
/// ```swift
/// struct Login: ByteIdentifiable {
///   var name: String
///   func withIdentifierBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
///     try name.withIdentifierBytes(body)
///   }
/// }
/// ```
///
/// A conforming type's `==` should be true whenever the bytes are equal (it
/// may also be true for different bytes, as `String`'s is).
public protocol ByteIdentifiable: Hashable, Sendable {
  /// Calls `body` with the bytes that identify this value. The buffer is
  /// valid only during the call.
  func withIdentifierBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result
}

extension ByteIdentifiable {
  /// The seeded hash of ``withIdentifierBytes(_:)``.
  @inlinable
  func identityHash(seed: UInt64) -> UInt64 {
    withIdentifierBytes { ByteHash.hash($0, seed: seed) }
  }

  /// Whether `other` has the same identifier bytes.
  @inlinable
  func hasSameIdentifierBytes(as other: Self) -> Bool {
    withIdentifierBytes { mine in
      other.withIdentifierBytes { theirs in ByteHash.equal(mine, theirs) }
    }
  }

  /// Whether `other`, a value of this type, has the same identifier bytes.
  @inlinable
  func hasSameIdentifierBytes(asAny other: some Hashable) -> Bool {
    guard let other = other as? Self else { return false }
    return hasSameIdentifierBytes(as: other)
  }
}

extension String: ByteIdentifiable {
  /// Calls `body` with the string's UTF-8 bytes.
  @inlinable
  public func withIdentifierBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
    if let result = try utf8.withContiguousStorageIfAvailable({ try body(UnsafeRawBufferPointer($0)) }) {
      return result
    }
    // NB: only a string bridged from Objective-C lacks contiguous UTF-8.
    return try ContiguousArray(utf8).withUnsafeBytes(body)
  }
}

extension ByteIdentifiable where Self: FixedWidthInteger {
  /// Calls `body` with the integer's bytes in memory order.
  @inlinable
  public func withIdentifierBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
    try withUnsafeBytes(of: self, body)
  }
}

extension Int: ByteIdentifiable {}
extension UInt: ByteIdentifiable {}
extension Int64: ByteIdentifiable {}
extension UInt64: ByteIdentifiable {}
extension Int32: ByteIdentifiable {}
extension UInt32: ByteIdentifiable {}
