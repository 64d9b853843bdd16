/// An ordered list of sections, each an ordered list of items, identified by
/// hashable identifiers: the model of a list screen, as UIKit's
/// `NSDiffableDataSourceSnapshot` is.
///
/// ```swift
/// let snapshot = try ListSnapshot<String, String>(sections: [("followers", ["octocat", "torvalds"])])
/// snapshot.indexPath(ofItem: "torvalds")   // [0, 1]
///
/// let next = try ListSnapshot<String, String>(sections: [("followers", ["gaearon", "octocat", "torvalds"])])
/// let changes = next.difference(from: snapshot)   // one insert at [0, 0]
/// snapshot.applying(changes) == next              // true
/// ```
///
/// Identifiers must be unique across the whole snapshot: a snapshot that
/// would repeat one is refused with ``SnapshotError`` naming it. Identifiers of ``ByteIdentifiable`` types (`String`, the integers)
/// are the same item exactly when their bytes are equal, so two canonically
/// equivalent strings with different bytes are two items; other types use
/// `Hashable`.
///
/// ## Storage and costs
/// Items live in one contiguous array in display order, with section
/// boundaries kept as prefix offsets, and each item's hash next to it,
/// computed once when the item enters the snapshot (for `Int` identifiers
/// the hash is recomputed from the item when needed instead, which costs
/// less than reading it from memory, and the snapshot takes 8 bytes per
/// item less). One open-addressing table
/// of positions finds an item's flat index from its hash;
/// sections have a small hash map of their own. Finding an item is therefore
/// expected O(1), and finding its section O(log *s*) for *s* sections.
/// ``difference(from:isUpdated:)`` looks each item of the new
/// snapshot up in the old table with the hash the new snapshot already
/// keeps, and ``applying(_:)`` carries the hashes of the items it keeps.
public struct ListSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
  // NB: the stored properties are `@usableFromInline` so that the diff and
  // the bulk initialiser can be `@inlinable`: callers in other modules then
  // get code specialised for their identifier types, which is several times
  // faster than generic code for hashing-bound work.

  /// The sections, in display order.
  @inlinable public var sectionIdentifiers: [SectionID] { _sectionIdentifiers }

  /// All items, section after section, in display order.
  @inlinable public var itemIdentifiers: [ItemID] { _itemIdentifiers }

  @usableFromInline var _sectionIdentifiers: [SectionID] = []
  @usableFromInline var _itemIdentifiers: [ItemID] = []

  /// `itemHashes[i]` is the hash of `_itemIdentifiers[i]` (``Identity``);
  /// empty when the snapshot does not keep hashes (``keepsHashes``).
  @usableFromInline var itemHashes: [UInt64] = []

  /// Whether ``itemHashes`` holds the items' hashes. Not for `Int`
  /// identifiers: their hash is two multiplications of the item, which is
  /// cheaper than a read from a hash array that may not be in the cache,
  /// and leaving it out spares a fresh 8 bytes per item (at 100,000 items,
  /// 800 kB of pages the kernel must fault in for each new snapshot).
  @inlinable @inline(__always)
  static var keepsHashes: Bool { ItemID.self != Int.self }

  /// The hash of item `index`: `hashes[index]` when the snapshot keeps
  /// hashes, else computed from `items[index]`.
  @inlinable @inline(__always)
  static func hash(
    at index: Int, _ hashes: UnsafeBufferPointer<UInt64>, _ items: UnsafeBufferPointer<ItemID>, seed: UInt64
  ) -> UInt64 {
    keepsHashes ? hashes[index] : Identity.hash(items[index], seed: seed)
  }

  @usableFromInline var sectionIndexByID: [SectionID: Int] = [:]

  /// `sectionStarts[s]` is the flat index of section `s`'s first item;
  /// the last element is the total item count.
  @usableFromInline var sectionStarts: [Int] = [0]

  /// The flat index of every item, by hash.
  @usableFromInline var itemTable = PositionTable()

  /// An empty snapshot.
  @inlinable
  public init() {}

  /// A snapshot holding `sections` in order, each with its items.
  ///
  /// - Throws: ``SnapshotError`` naming a repeated section, or else the first
  ///   item that repeats an earlier one.
  /// - Complexity: Expected O(*n*) for *n* sections and items; each item is
  ///   hashed once.
  @inlinable
  public init(sections: [(id: SectionID, items: [ItemID])]) throws {
    _sectionIdentifiers.reserveCapacity(sections.count)
    sectionIndexByID.reserveCapacity(sections.count)
    sectionStarts.reserveCapacity(sections.count + 1)
    var total = 0
    for (sectionIndex, section) in sections.enumerated() {
      guard sectionIndexByID.updateValue(sectionIndex, forKey: section.id) == nil else {
        throw SnapshotError(.duplicateSection, section.id)
      }
      _sectionIdentifiers.append(section.id)
      total += section.items.count
      sectionStarts.append(total)
    }
    if sections.count == 1 {
      // NB: shares the caller's array instead of copying (and retaining)
      // every identifier.
      _itemIdentifiers = sections[0].items
    } else {
      _itemIdentifiers.reserveCapacity(total)
      for section in sections { _itemIdentifiers.append(contentsOf: section.items) }
    }
    itemHashes = Self.hashes(of: _itemIdentifiers)
    if let repeated = indexAppendedItems() {
      throw SnapshotError(.duplicateItem, _itemIdentifiers[repeated])
    }
  }

  /// The hash of each of `items`, in order; empty when the snapshot does
  /// not keep hashes (``keepsHashes``).
  @inlinable
  static func hashes(of items: [ItemID]) -> [UInt64] {
    guard keepsHashes else { return [] }
    let seed = ByteHash.seed
    return [UInt64](unsafeUninitializedCapacity: items.count) { buffer, initialized in
      items.withUnsafeBufferPointer { items in
        for index in items.indices {
          buffer[index] = Identity.hash(items[index], seed: seed)
        }
      }
      initialized = items.count
    }
  }

  /// Adds the items past the table's count to the table; returns the first
  /// one that repeats an item already indexed, or `nil`.
  @inlinable
  mutating func indexAppendedItems() -> Int? {
    let items = _itemIdentifiers
    let hashes = itemHashes
    let seed = ByteHash.seed
    return hashes.withUnsafeBufferPointer { hashes in
      items.withUnsafeBufferPointer { items in
        itemTable.append(count: items.count, hash: { Self.hash(at: $0, hashes, items, seed: seed) }) {
          Identity.same(items[$0], items[$1])
        }
      }
    }
  }

  /// The flat index of `item`, or `nil`.
  ///
  /// - Complexity: Expected O(1).
  @inlinable
  func flatIndex(of item: ItemID) -> Int? {
    let hash = Identity.hash(item, seed: ByteHash.seed)
    return _itemIdentifiers.withUnsafeBufferPointer { items in
      itemTable.find(hash) { Identity.same(items[$0], item) }
    }
  }

  /// The index of the section that holds flat index `flat`.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  @inlinable
  func section(ofFlat flat: Int) -> Int {
    // NB: the last section whose start is at or before `flat`; an empty
    // section shares its start with the next one and is skipped.
    var low = 0
    var high = _sectionIdentifiers.count
    while high - low > 1 {
      let middle = (low + high) >> 1
      if sectionStarts[middle] <= flat { low = middle } else { high = middle }
    }
    return low
  }

  /// - Complexity: O(1).
  public var numberOfItems: Int { _itemIdentifiers.count }

  /// The items of `section` in display order, or `nil` when there is no such
  /// section.
  ///
  /// - Complexity: O(*k*) for the *k* items of the section.
  public func itemIdentifiers(inSection section: SectionID) -> [ItemID]? {
    guard let index = sectionIndexByID[section] else { return nil }
    return Array(_itemIdentifiers[sectionStarts[index]..<sectionStarts[index + 1]])
  }

  /// The section that holds `item`.
  ///
  /// - Complexity: Expected O(log *s*) for *s* sections.
  public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
    flatIndex(of: item).map { _sectionIdentifiers[section(ofFlat: $0)] }
  }

  /// The index of `item` in ``itemIdentifiers``.
  ///
  /// - Complexity: Expected O(1).
  public func indexOfItem(_ item: ItemID) -> Int? {
    flatIndex(of: item)
  }

  /// The section index and the index within the section of `item`.
  ///
  /// - Complexity: Expected O(log *s*) for *s* sections.
  public func indexPath(ofItem item: ItemID) -> ListIndexPath? {
    guard let flat = flatIndex(of: item) else { return nil }
    let section = section(ofFlat: flat)
    return ListIndexPath(section: section, item: flat - sectionStarts[section])
  }

  /// The index of `section` in ``sectionIdentifiers``.
  ///
  /// - Complexity: O(1).
  public func indexOfSection(_ section: SectionID) -> Int? {
    sectionIndexByID[section]
  }

  /// The item at `indexPath`, or `nil` when it is out of range.
  ///
  /// - Complexity: O(1).
  public func itemIdentifier(at indexPath: ListIndexPath) -> ItemID? {
    guard _sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
    let flat = sectionStarts[indexPath.section] + indexPath.item
    guard indexPath.item >= 0, flat < sectionStarts[indexPath.section + 1] else { return nil }
    return _itemIdentifiers[flat]
  }

  /// - Complexity: Expected O(1).
  public func contains(item: ItemID) -> Bool { flatIndex(of: item) != nil }

  /// The sections with their items, in display order.
  ///
  /// - Complexity: O(*n*).
  public var sections: [(id: SectionID, items: [ItemID])] {
    _sectionIdentifiers.indices.map { index in
      (_sectionIdentifiers[index], Array(_itemIdentifiers[sectionStarts[index]..<sectionStarts[index + 1]]))
    }
  }
}

extension ListSnapshot: Equatable {
  /// Two snapshots are equal when they hold the same sections and items in the
  /// same order, items compared as the snapshot identifies them (by bytes
  /// for ``ByteIdentifiable`` identifiers).
  ///
  /// - Complexity: O(*n*).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs._sectionIdentifiers == rhs._sectionIdentifiers,
      lhs.sectionStarts == rhs.sectionStarts,
      lhs.itemHashes == rhs.itemHashes
    else { return false }
    return zip(lhs._itemIdentifiers, rhs._itemIdentifiers).allSatisfy { Identity.same($0, $1) }
  }
}

extension ListSnapshot: CustomStringConvertible {
  public var description: String {
    let body = sections.map { "\($0.id): \($0.items.map { "\($0)" }.joined(separator: ", "))" }
    return "ListSnapshot(\(body.joined(separator: "; ")))"
  }
}
