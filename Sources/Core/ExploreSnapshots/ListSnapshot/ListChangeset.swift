/// What changed between two ``ListSnapshot``s, as
/// ``ListSnapshot/difference(from:isUpdated:)`` computes it.
///
/// Indices follow the batch-update convention of list views: deletes and the
/// sources of moves are positions in the **old** snapshot, inserts and the
/// destinations of moves are positions in the **new** one. Every item that
/// leaves the list is a delete and every item that joins it is an insert, even
/// when its whole section goes or comes (UIKit leaves those implicit; listing
/// them keeps the changeset self-contained). An item is moved when it changed
/// section, or when its order relative to the other items of its section
/// changed; items carried along by a moved section are not moves.
///
/// ``ListSnapshot/applying(_:)`` turns the old snapshot into the new one with
/// exactly these steps, so a view that performs them stays in step.
public struct ListChangeset<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable, Hashable {
  /// A section that was deleted (old index) or inserted (new index).
  public struct SectionChange: Sendable, Hashable {
    public var id: SectionID
    public var index: Int
    public init(id: SectionID, index: Int) {
      self.id = id
      self.index = index
    }
  }

  /// A section whose order relative to the other kept sections changed.
  public struct SectionMove: Sendable, Hashable {
    public var id: SectionID
    /// The index in the old snapshot.
    public var from: Int
    /// The index in the new snapshot.
    public var to: Int
    public init(id: SectionID, from: Int, to: Int) {
      self.id = id
      self.from = from
      self.to = to
    }
  }

  /// An item that was deleted (old index path) or inserted (new index path).
  public struct ItemChange: Sendable, Hashable {
    public var id: ItemID
    public var indexPath: ListIndexPath
    public init(id: ItemID, indexPath: ListIndexPath) {
      self.id = id
      self.indexPath = indexPath
    }
  }

  /// An item that moved (``ListChangeset/itemMoves``) or whose content changed
  /// (``ListChangeset/itemUpdates``), with its index path in each snapshot.
  public struct ItemMove: Sendable, Hashable {
    public var id: ItemID
    /// The index path in the old snapshot.
    public var from: ListIndexPath
    /// The index path in the new snapshot.
    public var to: ListIndexPath
    public init(id: ItemID, from: ListIndexPath, to: ListIndexPath) {
      self.id = id
      self.from = from
      self.to = to
    }
  }

  /// Sections only in the old snapshot, by ascending old index.
  public var sectionDeletes: [SectionChange] = []
  /// Sections only in the new snapshot, by ascending new index.
  public var sectionInserts: [SectionChange] = []
  /// Kept sections not on the longest run of unchanged relative order, by
  /// ascending new index.
  public var sectionMoves: [SectionMove] = []
  /// Items only in the old snapshot, by ascending old index path.
  public var itemDeletes: [ItemChange] = []
  /// Items only in the new snapshot, by ascending new index path.
  public var itemInserts: [ItemChange] = [] {
    didSet { newItemHashes = [] }
  }
  /// Kept items that changed section or relative order, by ascending new
  /// index path.
  public var itemMoves: [ItemMove] = []
  /// Kept items whose content changed (moved or not), by ascending new index
  /// path.
  public var itemUpdates: [ItemMove] = []

  /// The new snapshot's item hashes (``Identity``), the very array it
  /// keeps (shared, not copied), and its section starts, so that
  /// ``ListSnapshot/applying(_:)`` takes the hash of each inserted item at
  /// its new flat index instead of hashing it again. Empty when unknown: a
  /// changeset made or changed by hand (any change to ``itemInserts``
  /// empties it), or one of `Int` items, whose snapshots keep no hashes.
  /// `applying` uses them only when its result has exactly these section
  /// starts, so that each insert's new flat index is the one it had in the
  /// new snapshot. Not part of the value: equality and hashing ignore them.
  ///
  /// NB: a copy of the inserted items' hashes cost 8 bytes per insert of
  /// fresh memory in every diff (800 kB when 100,000 items are replaced),
  /// where sharing costs nothing; the changeset then keeps the new
  /// snapshot's hashes alive as long as it lives.
  @usableFromInline var newItemHashes: [UInt64] = []
  @usableFromInline var newSectionStarts: [Int] = []

  public init() {}

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sectionDeletes == rhs.sectionDeletes && lhs.sectionInserts == rhs.sectionInserts
      && lhs.sectionMoves == rhs.sectionMoves && lhs.itemDeletes == rhs.itemDeletes
      && lhs.itemInserts == rhs.itemInserts && lhs.itemMoves == rhs.itemMoves && lhs.itemUpdates == rhs.itemUpdates
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(sectionDeletes)
    hasher.combine(sectionInserts)
    hasher.combine(sectionMoves)
    hasher.combine(itemDeletes)
    hasher.combine(itemInserts)
    hasher.combine(itemMoves)
    hasher.combine(itemUpdates)
  }

  /// Whether the two snapshots were identical in structure and content.
  public var isEmpty: Bool {
    sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
      && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemUpdates.isEmpty
  }

  /// The number of recorded changes of every kind.
  public var changeCount: Int {
    sectionDeletes.count + sectionInserts.count + sectionMoves.count
      + itemDeletes.count + itemInserts.count + itemMoves.count + itemUpdates.count
  }
}
