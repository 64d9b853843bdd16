/// An ordered list of sections, each an ordered list of items, identified by
/// hashable identifiers: the model of a list screen, as UIKit's
/// `NSDiffableDataSourceSnapshot` is.
///
/// ```swift
/// var snapshot = ListSnapshot<String, String>()
/// try snapshot.appendSections(["followers"])
/// try snapshot.appendItems(["octocat", "torvalds"], toSection: "followers")
/// snapshot.indexPath(ofItem: "torvalds")   // [0, 1]
///
/// var next = snapshot
/// try next.insertItems(["gaearon"], beforeItem: "octocat")
/// let changes = next.difference(from: snapshot)   // one insert at [0, 0]
/// snapshot.applying(changes) == next              // true
/// ```
///
/// Identifiers must be unique across the whole snapshot: a change that would
/// repeat one throws ``SnapshotError`` naming it and leaves the snapshot as it
/// was.
///
/// ## Storage and costs
/// Items live in one contiguous array in display order, with section
/// boundaries kept as prefix offsets, and two hash maps: section identifier to
/// section index, and item identifier to its flat index and section. Every
/// lookup is therefore O(1), and so is appending to the last section. A change
/// in the middle re-indexes the items after it, O(*n*) in the worst case, as
/// documented on each method. ``difference(from:isUpdated:)`` reuses these maps
/// and hashes each item of the new snapshot once.
public struct ListSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
  /// Where an item is: its index in ``itemIdentifiers`` and its section index.
  @usableFromInline
  struct Location: Sendable, Hashable {
    @usableFromInline var flat: Int
    @usableFromInline var section: Int

    @inlinable
    init(flat: Int, section: Int) {
      self.flat = flat
      self.section = section
    }
  }

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

  /// Items marked with ``reloadItems(_:)`` since this snapshot was made.
  public internal(set) var reloadedItemIdentifiers: Set<ItemID> = []

  /// Items marked with ``reconfigureItems(_:)`` since this snapshot was made.
  public internal(set) var reconfiguredItemIdentifiers: Set<ItemID> = []

  @usableFromInline var sectionIndexByID: [SectionID: Int] = [:]

  /// `sectionStarts[s]` is the flat index of section `s`'s first item;
  /// the last element is the total item count.
  @usableFromInline var sectionStarts: [Int] = [0]

  @usableFromInline var locationByItem: [ItemID: Location] = [:]

  /// An empty snapshot.
  @inlinable
  public init() {}

  /// A snapshot holding `sections` in order, each with its items.
  ///
  /// - Throws: ``SnapshotError`` naming the first repeated section or item.
  /// - Complexity: O(*n*) for *n* sections and items.
  @inlinable
  public init(sections: [(id: SectionID, items: [ItemID])]) throws {
    let total = sections.reduce(0) { $0 + $1.items.count }
    _sectionIdentifiers.reserveCapacity(sections.count)
    sectionIndexByID.reserveCapacity(sections.count)
    sectionStarts.reserveCapacity(sections.count + 1)
    _itemIdentifiers.reserveCapacity(total)
    locationByItem.reserveCapacity(total)
    for (sectionIndex, section) in sections.enumerated() {
      guard sectionIndexByID.updateValue(sectionIndex, forKey: section.id) == nil else {
        throw SnapshotError(.duplicateSection, section.id)
      }
      _sectionIdentifiers.append(section.id)
      for item in section.items {
        let location = Location(flat: _itemIdentifiers.count, section: sectionIndex)
        guard locationByItem.updateValue(location, forKey: item) == nil else {
          throw SnapshotError(.duplicateItem, item)
        }
        _itemIdentifiers.append(item)
      }
      sectionStarts.append(_itemIdentifiers.count)
    }
  }

  /// - Complexity: O(1).
  public var numberOfSections: Int { _sectionIdentifiers.count }

  /// - Complexity: O(1).
  public var numberOfItems: Int { _itemIdentifiers.count }

  /// The number of items in `section`, or `nil` when there is no such section.
  ///
  /// - Complexity: O(1).
  public func numberOfItems(inSection section: SectionID) -> Int? {
    guard let index = sectionIndexByID[section] else { return nil }
    return sectionStarts[index + 1] - sectionStarts[index]
  }

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
  /// - Complexity: O(1).
  public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
    locationByItem[item].map { _sectionIdentifiers[$0.section] }
  }

  /// The index of `item` in ``itemIdentifiers``.
  ///
  /// - Complexity: O(1).
  public func indexOfItem(_ item: ItemID) -> Int? {
    locationByItem[item]?.flat
  }

  /// The section index and the index within the section of `item`.
  ///
  /// - Complexity: O(1).
  public func indexPath(ofItem item: ItemID) -> ListIndexPath? {
    guard let location = locationByItem[item] else { return nil }
    return ListIndexPath(section: location.section, item: location.flat - sectionStarts[location.section])
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

  /// - Complexity: O(1).
  public func contains(item: ItemID) -> Bool { locationByItem[item] != nil }

  /// - Complexity: O(1).
  public func contains(section: SectionID) -> Bool { sectionIndexByID[section] != nil }

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
  /// same order. Reload and reconfigure marks are instructions for the next
  /// difference, not part of the content, and are not compared.
  ///
  /// - Complexity: O(*n*).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._sectionIdentifiers == rhs._sectionIdentifiers
      && lhs.sectionStarts == rhs.sectionStarts
      && lhs._itemIdentifiers == rhs._itemIdentifiers
  }
}

extension ListSnapshot: CustomStringConvertible {
  public var description: String {
    let body = sections.map { "\($0.id): \($0.items.map { "\($0)" }.joined(separator: ", "))" }
    return "ListSnapshot(\(body.joined(separator: "; ")))"
  }
}
