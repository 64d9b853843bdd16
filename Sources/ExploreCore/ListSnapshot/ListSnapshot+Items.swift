extension ListSnapshot {
  /// Adds items at the end of `section`, or of the last section when
  /// `section` is `nil`.
  ///
  /// - Throws: ``SnapshotError`` when the section is missing (or there is no
  ///   section at all) or an item is already present or repeated in `items`;
  ///   the snapshot is then unchanged.
  /// - Complexity: O(*k*) for *k* items when appending to the last section;
  ///   otherwise O(*k* + *n*′ + *s*) where *n*′ is the number of items in later
  ///   sections, which are re-indexed.
  public mutating func appendItems(_ items: [ItemID], toSection section: SectionID? = nil) throws {
    let index: Int
    if let section {
      guard let found = sectionIndexByID[section] else { throw SnapshotError(.missingSection, section) }
      index = found
    } else {
      guard !_sectionIdentifiers.isEmpty else { throw SnapshotError(.noSection, identifier: "") }
      index = _sectionIdentifiers.count - 1
    }
    try insertItems(items, atFlat: sectionStarts[index + 1], section: index)
  }

  /// Inserts items just before `anchor`, in its section.
  ///
  /// - Throws: ``SnapshotError`` when `anchor` is missing or an item is a
  ///   duplicate; the snapshot is then unchanged.
  /// - Complexity: O(*k* + *n*′ + *s*) where *n*′ is the number of items after
  ///   `anchor`, which are re-indexed.
  public mutating func insertItems(_ items: [ItemID], beforeItem anchor: ItemID) throws {
    guard let location = locationByItem[anchor] else { throw SnapshotError(.missingItem, anchor) }
    try insertItems(items, atFlat: location.flat, section: location.section)
  }

  /// Inserts items just after `anchor`, in its section.
  ///
  /// - Throws: ``SnapshotError`` when `anchor` is missing or an item is a
  ///   duplicate; the snapshot is then unchanged.
  /// - Complexity: O(*k* + *n*′ + *s*) where *n*′ is the number of items after
  ///   `anchor`, which are re-indexed.
  public mutating func insertItems(_ items: [ItemID], afterItem anchor: ItemID) throws {
    guard let location = locationByItem[anchor] else { throw SnapshotError(.missingItem, anchor) }
    try insertItems(items, atFlat: location.flat + 1, section: location.section)
  }

  /// Removes items. Items the snapshot does not contain are ignored.
  ///
  /// - Complexity: O(*k* log *k* + *n*′ + *s*) where *n*′ is the number of
  ///   items after the first removed one, which are re-indexed.
  public mutating func deleteItems(_ items: [ItemID]) {
    var flats: [Int] = []
    flats.reserveCapacity(items.count)
    for item in items {
      guard let location = locationByItem.removeValue(forKey: item) else { continue }
      flats.append(location.flat)
      reloadedItemIdentifiers.remove(item)
      reconfiguredItemIdentifiers.remove(item)
    }
    removeItems(atSortedFlats: flats.sorted())
  }

  /// Removes every section and item, as UIKit's `deleteAllItems()` does.
  ///
  /// - Complexity: O(*n* + *s*).
  public mutating func deleteAllItems() {
    self = ListSnapshot()
  }

  /// Moves `item` to just before `anchor`, possibly into another section.
  ///
  /// - Throws: ``SnapshotError`` when either item is missing.
  /// - Complexity: O(*n*′ + *s*) where *n*′ is the number of items after the
  ///   earlier of the two positions.
  public mutating func moveItem(_ item: ItemID, beforeItem anchor: ItemID) throws {
    try moveItem(item, relativeTo: anchor, after: false)
  }

  /// Moves `item` to just after `anchor`, possibly into another section.
  ///
  /// - Throws: ``SnapshotError`` when either item is missing.
  /// - Complexity: O(*n*′ + *s*) where *n*′ is the number of items after the
  ///   earlier of the two positions.
  public mutating func moveItem(_ item: ItemID, afterItem anchor: ItemID) throws {
    try moveItem(item, relativeTo: anchor, after: true)
  }

  /// Marks items whose content changed so that the next difference reports
  /// them as updates (a full reload of the row).
  ///
  /// - Throws: ``SnapshotError`` naming the first missing item; the snapshot
  ///   is then unchanged.
  /// - Complexity: O(*k*).
  public mutating func reloadItems(_ items: [ItemID]) throws {
    try requireItems(items)
    reloadedItemIdentifiers.formUnion(items)
  }

  /// Marks items whose content changed so that the next difference reports
  /// them as updates (the row is kept and refreshed in place).
  ///
  /// - Throws: ``SnapshotError`` naming the first missing item; the snapshot
  ///   is then unchanged.
  /// - Complexity: O(*k*).
  public mutating func reconfigureItems(_ items: [ItemID]) throws {
    try requireItems(items)
    reconfiguredItemIdentifiers.formUnion(items)
  }

  private func requireItems(_ items: [ItemID]) throws {
    if let missing = items.first(where: { locationByItem[$0] == nil }) {
      throw SnapshotError(.missingItem, missing)
    }
  }

  private mutating func moveItem(_ item: ItemID, relativeTo anchor: ItemID, after: Bool) throws {
    guard let from = locationByItem[item] else { throw SnapshotError(.missingItem, item) }
    guard locationByItem[anchor] != nil else { throw SnapshotError(.missingItem, anchor) }
    guard item != anchor else { return }
    locationByItem.removeValue(forKey: item)
    removeItems(atSortedFlats: [from.flat])
    let target = locationByItem[anchor]!
    do {
      try insertItems([item], atFlat: after ? target.flat + 1 : target.flat, section: target.section)
    } catch {
      preconditionFailure("ListSnapshot lost track of item '\(item)' while moving it: \(error)")
    }
  }

  /// Inserts `items` at flat index `flat`, which lies in section `section`
  /// (or at its end).
  private mutating func insertItems(_ items: [ItemID], atFlat flat: Int, section: Int) throws {
    guard !items.isEmpty else { return }
    locationByItem.reserveCapacity(locationByItem.count + items.count)
    for (offset, item) in items.enumerated() {
      let location = Location(flat: flat + offset, section: section)
      if let existing = locationByItem.updateValue(location, forKey: item) {
        // NB: undo this batch so that a refused change leaves no trace.
        locationByItem[item] = existing
        for earlier in items[..<offset] { locationByItem.removeValue(forKey: earlier) }
        throw SnapshotError(.duplicateItem, item)
      }
    }
    let appendsAtEnd = flat == _itemIdentifiers.count
    _itemIdentifiers.insert(contentsOf: items, at: flat)
    for later in (section + 1)..<sectionStarts.count {
      sectionStarts[later] += items.count
    }
    if !appendsAtEnd {
      reindexItems(from: flat + items.count, section: section)
    }
  }

  /// Removes the items at `flats` (ascending, distinct), whose map entries are
  /// already gone, and re-indexes what follows.
  private mutating func removeItems(atSortedFlats flats: [Int]) {
    guard let first = flats.first else { return }
    var write = first
    var next = 0
    for read in first..<_itemIdentifiers.count {
      if next < flats.count, flats[next] == read {
        next += 1
      } else {
        _itemIdentifiers[write] = _itemIdentifiers[read]
        write += 1
      }
    }
    _itemIdentifiers.removeLast(_itemIdentifiers.count - write)
    // NB: a boundary moves left by the number of removed items before it.
    var removedBefore = 0
    var section = 1
    var startSection = 0
    while section < sectionStarts.count {
      if sectionStarts[section] <= first { startSection = section }
      while removedBefore < flats.count, flats[removedBefore] < sectionStarts[section] { removedBefore += 1 }
      sectionStarts[section] -= removedBefore
      section += 1
    }
    reindexItems(from: first, section: min(startSection, max(_sectionIdentifiers.count - 1, 0)))
  }
}
