extension ListSnapshot {
  /// This snapshot with `changeset` performed on it, where `changeset` came
  /// from `new.difference(from: self)`; the result equals `new`.
  ///
  /// The steps are those of a list view's batch update, so the result is
  /// correct by construction:
  /// 1. Remove the deleted items and the sources of item moves, by their old
  ///    index paths (equivalent to removing them in descending order).
  /// 2. Remove the deleted sections (now empty) and lift out moved sections
  ///    with the items they still hold.
  /// 3. Place inserted (empty) and moved sections at their new indices; the
  ///    kept sections fill the remaining slots in their old order.
  /// 4. Place inserted items and the destinations of moves at their new index
  ///    paths (equivalent to inserting them in ascending order); the items
  ///    that stayed fill the remaining slots in their old order.
  ///
  /// Updates change no structure. Reload and reconfigure marks are cleared.
  ///
  /// - Precondition: `changeset` was computed from this snapshot. A changeset
  ///   that does not fit (an index out of range, an identifier that is not the
  ///   one at that position, a slot left empty) stops the program with a
  ///   message saying which.
  /// - Complexity: O(*n* + *s*) for *n* items and *s* sections in either
  ///   snapshot.
  public func applying(_ changeset: ListChangeset<SectionID, ItemID>) -> ListSnapshot {
    // Step 1: items leave.
    var leaves = [Bool](repeating: false, count: _itemIdentifiers.count)
    func markLeaving(_ id: ItemID, _ path: ListIndexPath) {
      precondition(
        itemIdentifier(at: path) == id,
        "Changeset does not fit: item '\(id)' is not at old index path \(path)")
      leaves[sectionStarts[path.section] + path.item] = true
    }
    for delete in changeset.itemDeletes { markLeaving(delete.id, delete.indexPath) }
    for move in changeset.itemMoves { markLeaving(move.id, move.from) }
    var remaining: [(id: SectionID, items: [ItemID])] = _sectionIdentifiers.indices.map { section in
      let range = sectionStarts[section]..<sectionStarts[section + 1]
      return (_sectionIdentifiers[section], range.filter { !leaves[$0] }.map { _itemIdentifiers[$0] })
    }

    // Step 2: sections leave.
    var sectionLeaves = [Bool](repeating: false, count: _sectionIdentifiers.count)
    func markSectionLeaving(_ id: SectionID, _ index: Int) {
      precondition(
        _sectionIdentifiers.indices.contains(index) && _sectionIdentifiers[index] == id,
        "Changeset does not fit: section '\(id)' is not at old index \(index)")
      sectionLeaves[index] = true
    }
    for delete in changeset.sectionDeletes {
      markSectionLeaving(delete.id, delete.index)
      precondition(
        remaining[delete.index].items.isEmpty,
        "Changeset does not fit: deleted section '\(delete.id)' still holds items")
    }
    for move in changeset.sectionMoves { markSectionLeaving(move.id, move.from) }
    let stayingSections = remaining.indices.filter { !sectionLeaves[$0] }.map { remaining[$0] }

    // Step 3: sections arrive.
    let newSectionCount = _sectionIdentifiers.count - changeset.sectionDeletes.count + changeset.sectionInserts.count
    var sectionSlots = [(id: SectionID, items: [ItemID])?](repeating: nil, count: newSectionCount)
    func place(_ section: (id: SectionID, items: [ItemID]), at index: Int) {
      precondition(
        sectionSlots.indices.contains(index) && sectionSlots[index] == nil,
        "Changeset does not fit: new section index \(index) is out of range or taken twice")
      sectionSlots[index] = section
    }
    for insert in changeset.sectionInserts { place((insert.id, []), at: insert.index) }
    for move in changeset.sectionMoves {
      place(remaining[move.from], at: move.to)
    }
    remaining = []
    var staying = stayingSections.makeIterator()
    for index in sectionSlots.indices where sectionSlots[index] == nil {
      sectionSlots[index] = staying.next()
    }
    precondition(staying.next() == nil, "Changeset does not fit: more sections remain than the new snapshot has")

    // Step 4: items arrive.
    var arrivals = [[(item: Int, id: ItemID)]](repeating: [], count: newSectionCount)
    for insert in changeset.itemInserts { arrivals[checkedSection(insert.indexPath, newSectionCount)].append((insert.indexPath.item, insert.id)) }
    for move in changeset.itemMoves { arrivals[checkedSection(move.to, newSectionCount)].append((move.to.item, move.id)) }
    let sections = sectionSlots.indices.map { index -> (id: SectionID, items: [ItemID]) in
      guard let section = sectionSlots[index] else {
        preconditionFailure("Changeset does not fit: no section for new index \(index)")
      }
      var slots = [ItemID?](repeating: nil, count: section.items.count + arrivals[index].count)
      for arrival in arrivals[index] {
        precondition(
          slots.indices.contains(arrival.item) && slots[arrival.item] == nil,
          "Changeset does not fit: item '\(arrival.id)' has a new index path out of range or taken twice")
        slots[arrival.item] = arrival.id
      }
      var stayingItems = section.items.makeIterator()
      for slot in slots.indices where slots[slot] == nil {
        slots[slot] = stayingItems.next()
      }
      return (section.id, slots.map { $0! })
    }
    do {
      return try ListSnapshot(sections: sections)
    } catch {
      preconditionFailure("Changeset does not fit: \(error)")
    }
  }

  private func checkedSection(_ path: ListIndexPath, _ count: Int) -> Int {
    precondition((0..<count).contains(path.section), "Changeset does not fit: section \(path.section) is out of range")
    return path.section
  }
}
