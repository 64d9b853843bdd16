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
  /// - Complexity: Expected O(*n* + *s*) for *n* items and *s* sections in
  ///   either snapshot. Kept and moved items bring their kept hashes; only
  ///   inserted items are hashed. No identifier of a kept item is compared.
  @inlinable
  public func applying(_ changeset: ListChangeset<SectionID, ItemID>) -> ListSnapshot {
    let oldCount = _itemIdentifiers.count
    let oldSectionCount = _sectionIdentifiers.count

    // Step 1: items leave.
    var leaves = [Bool](repeating: false, count: oldCount)
    var leavingBySection = [Int](repeating: 0, count: oldSectionCount)
    func markLeaving(_ id: ItemID, _ path: ListIndexPath) -> Int {
      let section = path.section
      let fits = section >= 0 && section < oldSectionCount && path.item >= 0
        && sectionStarts[section] + path.item < sectionStarts[section + 1]
      let flat = fits ? sectionStarts[section] + path.item : -1
      precondition(
        fits && !leaves[flat] && Identity.same(_itemIdentifiers[flat], id),
        "Changeset does not fit: item '\(id)' is not at old index path \(path)")
      leaves[flat] = true
      leavingBySection[section] += 1
      return flat
    }
    for delete in changeset.itemDeletes { _ = markLeaving(delete.id, delete.indexPath) }
    let moveSources = changeset.itemMoves.map { markLeaving($0.id, $0.from) }

    // Step 2: sections leave.
    var sectionLeaves = [Bool](repeating: false, count: oldSectionCount)
    func markSectionLeaving(_ id: SectionID, _ index: Int) {
      precondition(
        _sectionIdentifiers.indices.contains(index) && !sectionLeaves[index] && _sectionIdentifiers[index] == id,
        "Changeset does not fit: section '\(id)' is not at old index \(index)")
      sectionLeaves[index] = true
    }
    for delete in changeset.sectionDeletes {
      markSectionLeaving(delete.id, delete.index)
      precondition(
        sectionStarts[delete.index + 1] - sectionStarts[delete.index] == leavingBySection[delete.index],
        "Changeset does not fit: deleted section '\(delete.id)' still holds items")
    }
    for move in changeset.sectionMoves { markSectionLeaving(move.id, move.from) }

    // Step 3: sections arrive. `sectionSources[s]` is the old index of new
    // section `s`, or -1 for an inserted one.
    let newSectionCount = oldSectionCount - changeset.sectionDeletes.count + changeset.sectionInserts.count
    precondition(newSectionCount >= 0, "Changeset does not fit: more sections deleted than the snapshot has")
    var sectionSources = [Int](repeating: -2, count: newSectionCount)
    var newSectionIDs = [SectionID?](repeating: nil, count: newSectionCount)
    func place(_ id: SectionID, from source: Int, at index: Int) {
      precondition(
        sectionSources.indices.contains(index) && sectionSources[index] == -2,
        "Changeset does not fit: new section index \(index) is out of range or taken twice")
      sectionSources[index] = source
      newSectionIDs[index] = id
    }
    for insert in changeset.sectionInserts { place(insert.id, from: -1, at: insert.index) }
    for move in changeset.sectionMoves { place(move.id, from: move.from, at: move.to) }
    var staying = _sectionIdentifiers.indices.lazy.filter { !sectionLeaves[$0] }.makeIterator()
    for index in sectionSources.indices where sectionSources[index] == -2 {
      guard let source = staying.next() else {
        preconditionFailure("Changeset does not fit: no section for new index \(index)")
      }
      sectionSources[index] = source
      newSectionIDs[index] = _sectionIdentifiers[source]
    }
    precondition(staying.next() == nil, "Changeset does not fit: more sections remain than the new snapshot has")

    // Step 4: items arrive. A new section holds the items that stayed in its
    // old one plus its arrivals; `slotSources` gives each new flat index its
    // item: an old flat index (a move), `-1 - i` for insert `i`, or
    // `Int.min` for the next staying item.
    var arrivalsBySection = [Int](repeating: 0, count: newSectionCount)
    func arrivalSection(_ path: ListIndexPath) -> Int {
      precondition(
        (0..<newSectionCount).contains(path.section), "Changeset does not fit: section \(path.section) is out of range")
      return path.section
    }
    for insert in changeset.itemInserts { arrivalsBySection[arrivalSection(insert.indexPath)] += 1 }
    for move in changeset.itemMoves { arrivalsBySection[arrivalSection(move.to)] += 1 }
    var newStarts = [0]
    newStarts.reserveCapacity(newSectionCount + 1)
    for section in 0..<newSectionCount {
      let source = sectionSources[section]
      let stayed = source < 0 ? 0 : sectionStarts[source + 1] - sectionStarts[source] - leavingBySection[source]
      newStarts.append(newStarts[section] + stayed + arrivalsBySection[section])
    }
    let newCount = newStarts[newSectionCount]
    var slotSources = [Int](repeating: Int.min, count: newCount)
    func arrive(_ id: ItemID, at path: ListIndexPath, from source: Int) {
      let flat = newStarts[path.section] + path.item
      precondition(
        path.item >= 0 && flat < newStarts[path.section + 1] && slotSources[flat] == Int.min,
        "Changeset does not fit: item '\(id)' has a new index path out of range or taken twice")
      slotSources[flat] = source
    }
    for (index, insert) in changeset.itemInserts.enumerated() { arrive(insert.id, at: insert.indexPath, from: -1 - index) }
    for (index, move) in changeset.itemMoves.enumerated() { arrive(move.id, at: move.to, from: moveSources[index]) }

    // NB: the new arrays are filled in place, section by section; a kept
    // or moved item brings its hash, an inserted one is hashed here.
    let seed = ByteHash.seed
    var result = ListSnapshot()
    var hashes = [UInt64](repeating: 0, count: newCount)
    result._itemIdentifiers = [ItemID](unsafeUninitializedCapacity: newCount) { newItems, initialized in
      _itemIdentifiers.withUnsafeBufferPointer { oldItems in
        itemHashes.withUnsafeBufferPointer { oldHashes in
          hashes.withUnsafeMutableBufferPointer { newHashes in
            leaves.withUnsafeBufferPointer { leaves in
              for section in 0..<newSectionCount {
                let source = sectionSources[section]
                var next = source < 0 ? 0 : sectionStarts[source]
                let end = source < 0 ? 0 : sectionStarts[source + 1]
                for flat in newStarts[section]..<newStarts[section + 1] {
                  let slotSource = slotSources[flat]
                  if slotSource == Int.min {
                    while next < end && leaves[next] { next += 1 }
                    // NB: cannot run past `end`: the section's size counts
                    // exactly its staying items and its arrivals, and no
                    // arrival slot is taken twice.
                    (newItems.baseAddress! + flat).initialize(to: oldItems[next])
                    newHashes[flat] = oldHashes[next]
                    next += 1
                  } else if slotSource >= 0 {
                    (newItems.baseAddress! + flat).initialize(to: oldItems[slotSource])
                    newHashes[flat] = oldHashes[slotSource]
                  } else {
                    let id = changeset.itemInserts[-1 - slotSource].id
                    (newItems.baseAddress! + flat).initialize(to: id)
                    newHashes[flat] = Identity.hash(id, seed: seed)
                  }
                  initialized = flat + 1
                }
              }
            }
          }
        }
      }
    }
    result.itemHashes = hashes
    result._sectionIdentifiers = newSectionIDs.map { $0! }
    result.sectionStarts = newStarts
    result.sectionIndexByID.reserveCapacity(newSectionCount)
    for (index, id) in result._sectionIdentifiers.enumerated() {
      precondition(
        result.sectionIndexByID.updateValue(index, forKey: id) == nil,
        "Changeset does not fit: the section '\(id)' would appear twice")
    }
    if let repeated = result.indexAppendedItems() {
      preconditionFailure("Changeset does not fit: the item '\(result._itemIdentifiers[repeated])' would appear twice")
    }
    return result
  }
}
