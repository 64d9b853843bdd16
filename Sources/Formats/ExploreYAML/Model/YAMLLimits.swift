/// The most one read may take on, so that a hostile document ends in a
/// ``YAMLError`` rather than a crash, a hang or all the memory there is.
///
/// ```swift
/// let small = YAMLLimits(maximumInputBytes: 1 << 20, maximumDepth: 64, maximumAliasExpansion: 100_000)
/// let value = try YAMLReader.read(bytes, limits: small)
/// ```
///
/// An alias stands for a copy of the node its anchor names, so ten aliases
/// of a node of ten aliases, nine times over, stand for a billion nodes in a
/// few hundred bytes (the "billion laughs"). The tree shares the copies, but
/// whoever walks it, the JSON writer first, meets every one. So the reader
/// counts what each alias adds, its nodes and the bytes of their text, and
/// refuses the document once the aliases of a document add more than
/// ``maximumAliasExpansion``.
public struct YAMLLimits: Sendable, Hashable {
  /// The largest input, in bytes.
  public var maximumInputBytes: Int
  /// How deep collections may nest (a document that is one scalar has depth 0).
  public var maximumDepth: Int
  /// The most the aliases of one document may add to it: each alias adds
  /// one for every node of the anchored node and one for every byte of
  /// their scalars' text.
  public var maximumAliasExpansion: Int

  /// - Parameters:
  ///   - maximumInputBytes: 32 MiB unless given, more than the largest
  ///     published API descriptions.
  ///   - maximumDepth: 512 unless given, as deep as explore's JSON reader goes.
  ///   - maximumAliasExpansion: 16 Mi units unless given: aliases may add
  ///     about as much as a 16 MiB document holds.
  public init(maximumInputBytes: Int = 32 << 20, maximumDepth: Int = 512, maximumAliasExpansion: Int = 16 << 20) {
    self.maximumInputBytes = maximumInputBytes
    self.maximumDepth = maximumDepth
    self.maximumAliasExpansion = maximumAliasExpansion
  }

  /// 32 MiB of input, collections 512 deep, aliases adding up to 16 Mi units.
  public static let standard = YAMLLimits()
}
