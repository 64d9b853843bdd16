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
  /// - Complexity: O(*s* + *n*′) where *s* is the number of sections and *n*′
  ///   the number of items after `anchor`'s start.
  public mutating func insertSections(_ sections: [SectionID], beforeSection anchor: SectionID) throws {
    guard let index = sectionIndexByID[anchor] else { throw SnapshotError(.missingSection, anchor) }
    try insertSections(sections, at: index)
  }

  /// Inserts empty sections just after `anchor`.
  ///
  /// - Throws: ``SnapshotError`` when `anchor` is missing or a new section is
  ///   a duplicate; the snapshot is then unchanged.
  /// - Complexity: O(*s* + *n*′) where *s* is the number of sections and *n*′
  ///   the number of items after `anchor`.
  public mutating func insertSections(_ sections: [SectionID], afterSection anchor: SectionID) throws {
    guard let index = sectionIndexByID[anchor] else { throw SnapshotError(.missingSection, anchor) }
    try insertSections(sections, at: index + 1)
  }

  /// Removes sections together with their items. Sections the snapshot does not
  /// contain are ignored.
  ///
  /// - Complexity: O(*n* + *s*).
  public mutating func deleteSections(_ sections: [SectionID]) {
    let doomed = Set(sections.filter { sectionIndexByID[$0] != nil })
    guard !doomed.isEmpty else { return }
    var kept = self.sections
    for (id, items) in kept where doomed.contains(id) {
      for item in items {
        reloadedItemIdentifiers.remove(item)
        reconfiguredItemIdentifiers.remove(item)
      }
    }
    kept.removeAll { doomed.contains($0.id) }
    rebuild(from: kept)
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
    var all = sections
    let moving = all.remove(at: from)
    let anchorIndex = all.firstIndex { $0.id == anchor }!
    all.insert(moving, at: after ? anchorIndex + 1 : anchorIndex)
    rebuild(from: all)
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
    let shifted = sections.count
    if index + shifted < _sectionIdentifiers.count {
      for later in (index + shifted)..<_sectionIdentifiers.count {
        sectionIndexByID[_sectionIdentifiers[later]] = later
      }
      reindexItems(from: sectionStarts[index + shifted], section: index + shifted)
    }
  }

  /// Replaces the whole content with `sections`, whose identifiers are known
  /// to be unique. Reload marks are kept.
  ///
  /// - Complexity: O(*n* + *s*).
  mutating func rebuild(from sections: [(id: SectionID, items: [ItemID])]) {
    let reloaded = reloadedItemIdentifiers
    let reconfigured = reconfiguredItemIdentifiers
    do {
      self = try ListSnapshot(sections: sections)
    } catch {
      preconditionFailure("ListSnapshot lost track of its identifiers: \(error)")
    }
    reloadedItemIdentifiers = reloaded
    reconfiguredItemIdentifiers = reconfigured
  }

  /// Recomputes the location of every item from flat index `start`, which lies
  /// in section `section` (or at its end).
  ///
  /// - Complexity: O(*n* − `start`), one hash update per item.
  mutating func reindexItems(from start: Int, section: Int) {
    var section = section
    let count = _itemIdentifiers.count
    guard start < count else { return }
    for flat in start..<count {
      while sectionStarts[section + 1] <= flat { section += 1 }
      locationByItem[_itemIdentifiers[flat]] = Location(flat: flat, section: section)
    }
  }
}
