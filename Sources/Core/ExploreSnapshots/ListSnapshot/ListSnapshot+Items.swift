extension ListSnapshot {
  /// Adds items at the end of `section`, or of the last section when
  /// `section` is `nil`.
  ///
  /// - Throws: ``SnapshotError`` when the section is missing (or there is no
  ///   section at all) or an item is already present or repeated in `items`;
  ///   the snapshot is then unchanged.
  /// - Complexity: Expected O(*k*) for *k* items when appending to the last
  ///   section (amortised: the index grows now and then); otherwise
  ///   O(*k* + *n* + *s*), as the *n* items are re-indexed from their kept
  ///   hashes.
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
  /// - Complexity: O(*k* + *n* + *s*): the *n* items are re-indexed from
  ///   their kept hashes.
  public mutating func insertItems(_ items: [ItemID], beforeItem anchor: ItemID) throws {
    guard let flat = flatIndex(of: anchor) else { throw SnapshotError(.missingItem, anchor) }
    try insertItems(items, atFlat: flat, section: section(ofFlat: flat))
  }

  /// Inserts items just after `anchor`, in its section.
  ///
  /// - Throws: ``SnapshotError`` when `anchor` is missing or an item is a
  ///   duplicate; the snapshot is then unchanged.
  /// - Complexity: O(*k* + *n* + *s*): the *n* items are re-indexed from
  ///   their kept hashes (expected O(*k*) when `anchor` is the last item).
  public mutating func insertItems(_ items: [ItemID], afterItem anchor: ItemID) throws {
    guard let flat = flatIndex(of: anchor) else { throw SnapshotError(.missingItem, anchor) }
    try insertItems(items, atFlat: flat + 1, section: section(ofFlat: flat))
  }

  /// Removes items. Items the snapshot does not contain are ignored.
  ///
  /// - Complexity: O(*k* log *k* + *n* + *s*): the *n* items are re-indexed
  ///   from their kept hashes.
  public mutating func deleteItems(_ items: [ItemID]) {
    var flats: [Int] = []
    flats.reserveCapacity(items.count)
    for item in items {
      guard let flat = flatIndex(of: item) else { continue }
      flats.append(flat)
      reloadedItemIdentifiers.remove(item)
      reconfiguredItemIdentifiers.remove(item)
    }
    guard !flats.isEmpty else { return }
    // NB: an item named twice is removed once.
    flats.sort()
    var distinct = [flats[0]]
    for flat in flats.dropFirst() where flat != distinct[distinct.count - 1] { distinct.append(flat) }
    removeItems(atSortedFlats: distinct)
    reindexItems()
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
  /// - Complexity: O(*n* + *s*): the *n* items are re-indexed from their kept
  ///   hashes.
  public mutating func moveItem(_ item: ItemID, beforeItem anchor: ItemID) throws {
    try moveItem(item, relativeTo: anchor, after: false)
  }

  /// Moves `item` to just after `anchor`, possibly into another section.
  ///
  /// - Throws: ``SnapshotError`` when either item is missing.
  /// - Complexity: O(*n* + *s*): the *n* items are re-indexed from their kept
  ///   hashes.
  public mutating func moveItem(_ item: ItemID, afterItem anchor: ItemID) throws {
    try moveItem(item, relativeTo: anchor, after: true)
  }

  /// Marks items whose content changed so that the next difference reports
  /// them as updates (a full reload of the row).
  ///
  /// - Throws: ``SnapshotError`` naming the first missing item; the snapshot
  ///   is then unchanged.
  /// - Complexity: Expected O(*k*).
  public mutating func reloadItems(_ items: [ItemID]) throws {
    try requireItems(items)
    reloadedItemIdentifiers.formUnion(items)
  }

  /// Marks items whose content changed so that the next difference reports
  /// them as updates (the row is kept and refreshed in place).
  ///
  /// - Throws: ``SnapshotError`` naming the first missing item; the snapshot
  ///   is then unchanged.
  /// - Complexity: Expected O(*k*).
  public mutating func reconfigureItems(_ items: [ItemID]) throws {
    try requireItems(items)
    reconfiguredItemIdentifiers.formUnion(items)
  }

  private func requireItems(_ items: [ItemID]) throws {
    if let missing = items.first(where: { flatIndex(of: $0) == nil }) {
      throw SnapshotError(.missingItem, missing)
    }
  }

  private mutating func moveItem(_ item: ItemID, relativeTo anchor: ItemID, after: Bool) throws {
    guard let from = flatIndex(of: item) else { throw SnapshotError(.missingItem, item) }
    guard let anchorFlat = flatIndex(of: anchor) else { throw SnapshotError(.missingItem, anchor) }
    guard from != anchorFlat else { return }
    let anchorSection = section(ofFlat: anchorFlat)
    let hash = Self.keepsHashes ? itemHashes[from] : 0
    removeItems(atSortedFlats: [from])
    let target = (anchorFlat > from ? anchorFlat - 1 : anchorFlat) + (after ? 1 : 0)
    _itemIdentifiers.insert(item, at: target)
    if Self.keepsHashes { itemHashes.insert(hash, at: target) }
    for later in (anchorSection + 1)..<sectionStarts.count { sectionStarts[later] += 1 }
    reindexItems()
  }

  /// Inserts `items` at flat index `flat`, which lies in section `section`
  /// (or at its end).
  private mutating func insertItems(_ items: [ItemID], atFlat flat: Int, section: Int) throws {
    guard !items.isEmpty else { return }
    let oldCount = _itemIdentifiers.count
    // NB: the new items are appended and indexed first, which finds any
    // duplicate, and then rotated into place when they belong elsewhere.
    _itemIdentifiers.append(contentsOf: items)
    itemHashes.append(contentsOf: Self.hashes(of: items))
    if let repeated = indexAppendedItems() {
      let item = _itemIdentifiers[repeated]
      _itemIdentifiers.removeLast(items.count)
      if Self.keepsHashes { itemHashes.removeLast(items.count) }
      reindexItems()
      throw SnapshotError(.duplicateItem, item)
    }
    for later in (section + 1)..<sectionStarts.count {
      sectionStarts[later] += items.count
    }
    guard flat != oldCount else { return }
    _itemIdentifiers.removeLast(items.count)
    _itemIdentifiers.insert(contentsOf: items, at: flat)
    if Self.keepsHashes {
      let hashes = itemHashes[oldCount...]
      itemHashes.removeLast(items.count)
      itemHashes.insert(contentsOf: hashes, at: flat)
    }
    reindexItems()
  }

  /// Removes the items at `flats` (ascending, distinct) and their hashes and
  /// moves the section boundaries; the caller re-indexes.
  private mutating func removeItems(atSortedFlats flats: [Int]) {
    guard let first = flats.first else { return }
    var write = first
    var next = 0
    for read in first..<_itemIdentifiers.count {
      if next < flats.count, flats[next] == read {
        next += 1
      } else {
        _itemIdentifiers.swapAt(write, read)
        if Self.keepsHashes { itemHashes[write] = itemHashes[read] }
        write += 1
      }
    }
    _itemIdentifiers.removeLast(_itemIdentifiers.count - write)
    if Self.keepsHashes { itemHashes.removeLast(itemHashes.count - write) }
    // NB: a boundary moves left by the number of removed items before it.
    var removedBefore = 0
    for section in 1..<sectionStarts.count {
      while removedBefore < flats.count, flats[removedBefore] < sectionStarts[section] { removedBefore += 1 }
      sectionStarts[section] -= removedBefore
    }
  }
}
