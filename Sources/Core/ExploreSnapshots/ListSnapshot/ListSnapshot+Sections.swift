extension ListSnapshot {
  /// Adds empty sections after the last one.
  ///
  /// - Throws: ``SnapshotError`` naming a section already present or repeated
  ///   in `sections`; the snapshot is then unchanged.
  /// - Complexity: O(*k*) for *k* new sections.
  public mutating func appendSections(_ sections: [SectionID]) throws {
    try insertSections(sections, at: _sectionIdentifiers.count)
  }

  /// Inserts empty sections just before `anchor`.
  ///
  /// - Throws: ``SnapshotError`` when `anchor` is missing or a new section is
  ///   a duplicate; the snapshot is then unchanged.
  /// - Complexity: O(*k* + *s*) for *k* new sections and *s* sections; items
  ///   keep their flat indices and are not re-indexed.
  public mutating func insertSections(_ sections: [SectionID], beforeSection anchor: SectionID) throws {
    guard let index = sectionIndexByID[anchor] else { throw SnapshotError(.missingSection, anchor) }
    try insertSections(sections, at: index)
  }

  /// Inserts empty sections just after `anchor`.
  ///
  /// - Throws: ``SnapshotError`` when `anchor` is missing or a new section is
  ///   a duplicate; the snapshot is then unchanged.
  /// - Complexity: O(*k* + *s*) for *k* new sections and *s* sections; items
  ///   keep their flat indices and are not re-indexed.
  public mutating func insertSections(_ sections: [SectionID], afterSection anchor: SectionID) throws {
    guard let index = sectionIndexByID[anchor] else { throw SnapshotError(.missingSection, anchor) }
    try insertSections(sections, at: index + 1)
  }

  /// Removes sections together with their items. Sections the snapshot does not
  /// contain are ignored.
  ///
  /// - Complexity: O(*n* + *s*): the kept items are re-indexed from their
  ///   kept hashes.
  public mutating func deleteSections(_ sections: [SectionID]) {
    var doomed = [Bool](repeating: false, count: _sectionIdentifiers.count)
    for section in sections {
      if let index = sectionIndexByID[section] { doomed[index] = true }
    }
    guard doomed.contains(true) else { return }
    for index in doomed.indices where doomed[index] {
      for item in _itemIdentifiers[sectionStarts[index]..<sectionStarts[index + 1]] {
        reloadedItemIdentifiers.remove(item)
        reconfiguredItemIdentifiers.remove(item)
      }
    }
    rearrange(sections: doomed.indices.filter { !doomed[$0] })
  }

  /// Moves `section`, with its items, to just before `anchor`.
  ///
  /// - Throws: ``SnapshotError`` when either section is missing.
  /// - Complexity: O(*n* + *s*).
  public mutating func moveSection(_ section: SectionID, beforeSection anchor: SectionID) throws {
    try moveSection(section, relativeTo: anchor, after: false)
  }

  /// Moves `section`, with its items, to just after `anchor`.
  ///
  /// - Throws: ``SnapshotError`` when either section is missing.
  /// - Complexity: O(*n* + *s*).
  public mutating func moveSection(_ section: SectionID, afterSection anchor: SectionID) throws {
    try moveSection(section, relativeTo: anchor, after: true)
  }

  private mutating func moveSection(_ section: SectionID, relativeTo anchor: SectionID, after: Bool) throws {
    guard let from = sectionIndexByID[section] else { throw SnapshotError(.missingSection, section) }
    guard sectionIndexByID[anchor] != nil else { throw SnapshotError(.missingSection, anchor) }
    guard section != anchor else { return }
    var order = Array(_sectionIdentifiers.indices)
    order.remove(at: from)
    let anchorIndex = order.firstIndex(of: sectionIndexByID[anchor]!)!
    order.insert(from, at: after ? anchorIndex + 1 : anchorIndex)
    rearrange(sections: order)
  }

  /// Inserts empty sections so that the first lands at `index`.
  private mutating func insertSections(_ sections: [SectionID], at index: Int) throws {
    var added: [SectionID] = []
    added.reserveCapacity(sections.count)
    for (offset, section) in sections.enumerated() {
      if let existing = sectionIndexByID.updateValue(index + offset, forKey: section) {
        // NB: undo this batch so that a refused change leaves no trace.
        sectionIndexByID[section] = existing
        for earlier in added { sectionIndexByID.removeValue(forKey: earlier) }
        throw SnapshotError(.duplicateSection, section)
      }
      added.append(section)
    }
    guard !sections.isEmpty else { return }
    _sectionIdentifiers.insert(contentsOf: sections, at: index)
    sectionStarts.insert(contentsOf: repeatElement(sectionStarts[index], count: sections.count), at: index)
    // NB: items keep their flat indices, so only later sections move.
    for later in (index + sections.count)..<_sectionIdentifiers.count {
      sectionIndexByID[_sectionIdentifiers[later]] = later
    }
  }

  /// Keeps the sections at the old indices `order`, in that order, with
  /// their items and hashes, and re-indexes. Reload marks are kept.
  ///
  /// - Complexity: O(*n* + *s*), no identifier hashed.
  mutating func rearrange(sections order: [Int]) {
    var sectionIDs: [SectionID] = []
    var starts = [0]
    var items: [ItemID] = []
    var hashes: [UInt64] = []
    sectionIDs.reserveCapacity(order.count)
    starts.reserveCapacity(order.count + 1)
    items.reserveCapacity(_itemIdentifiers.count)
    if Self.keepsHashes { hashes.reserveCapacity(_itemIdentifiers.count) }
    for old in order {
      let range = sectionStarts[old]..<sectionStarts[old + 1]
      sectionIDs.append(_sectionIdentifiers[old])
      items.append(contentsOf: _itemIdentifiers[range])
      if Self.keepsHashes { hashes.append(contentsOf: itemHashes[range]) }
      starts.append(items.count)
    }
    _sectionIdentifiers = sectionIDs
    sectionStarts = starts
    _itemIdentifiers = items
    itemHashes = hashes
    sectionIndexByID = Dictionary(uniqueKeysWithValues: sectionIDs.enumerated().map { ($1, $0) })
    reindexItems()
  }
}
