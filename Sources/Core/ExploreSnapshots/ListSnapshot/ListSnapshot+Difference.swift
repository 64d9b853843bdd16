extension ListSnapshot {
  /// The changes that turn `old` into this snapshot.
  ///
  /// ```swift
  /// let changes = new.difference(from: old) { id in oldRows[id] != newRows[id] }
  /// for delete in changes.itemDeletes { … }
  /// old.applying(changes) == new   // always true
  /// ```
  ///
  /// The algorithm is Heckel's: identifiers are unique, so each item of this
  /// snapshot is looked up once in `old`'s position table, with the hash this
  /// snapshot already keeps (no identifier is hashed and no table is built),
  /// and every old item not found that way is a delete. No longest common
  /// subsequence is computed.
  ///
  /// Moves: an item that changed section is a move. Within a section, the
  /// items that stayed in it keep the longest increasing subsequence of their
  /// old positions in place, and the others are moves; the same rule picks
  /// section moves. That is the smallest set of moves that explains the new
  /// order, and a pure insertion or deletion never causes one.
  ///
  /// Updates: a kept item is an update when `isUpdated` returns `true` for
  /// it (compare your old and new content there). An
  /// item whose content changed is an update, never a delete and an insert;
  /// it may also be a move. When the contents are at hand in display order,
  /// ``difference(from:oldContents:newContents:)`` is the faster check: it
  /// compares them at the positions the diff found, without a lookup.
  ///
  /// Identity: items are matched as the snapshots identify them, by bytes
  /// for ``ByteIdentifiable`` identifiers, so a `String` id replaced by a
  /// canonically equivalent one with other bytes is a delete and an insert.
  ///
  /// - Parameters:
  ///   - old: The snapshot before the change.
  ///   - isUpdated: Called once for each item present in both snapshots;
  ///     returns whether its content changed.
  /// - Returns: The changeset, with every array ordered as
  ///   ``ListChangeset`` documents.
  /// - Complexity: Expected O(*n* + *m* + *s*) for *n* old and *m* new items
  ///   and *s* sections, plus O(*k* log *k*) for the longest increasing
  ///   subsequence over the *k* items that stayed in a section whose order
  ///   changed (O(*k*) when it did not change), plus O(log *s*) for each item
  ///   that changed section.
  @inlinable
  public func difference(
    from old: ListSnapshot,
    isUpdated: (ItemID) -> Bool
  ) -> ListChangeset<SectionID, ItemID> {
    withoutActuallyEscaping(isUpdated) { difference(from: old, check: IdentifierUpdateCheck($0)) }
  }

  /// The changes that turn `old` into this snapshot, with no updates; see
  /// ``difference(from:isUpdated:)``.
  ///
  /// - Complexity: As ``difference(from:isUpdated:)``.
  @inlinable
  public func difference(from old: ListSnapshot) -> ListChangeset<SectionID, ItemID> {
    difference(from: old, check: NoUpdateCheck())
  }

  /// The changes that turn `old` into this snapshot, with an update for each
  /// kept item whose old and new contents are not
  /// ``ContentEquatable/isContentEqual(to:)``.
  ///
  /// ```swift
  /// let snapshot = try ListSnapshot<Int, String>(sections: [(0, rows.map(\.item.id))])
  /// let changes = snapshot.difference(from: previous, oldContents: previousRows, newContents: rows)
  /// for update in changes.itemUpdates { … }   // previousRows[from] and rows[to] differ
  /// ```
  ///
  /// `oldContents[i]` is the content of `old.itemIdentifiers[i]` and
  /// `newContents[i]` that of this snapshot's `itemIdentifiers[i]`: the rows
  /// a list screen shows, in the order it shows them, section after
  /// section. The check is given both contents at the positions the diff
  /// already found, so it costs no lookup, and it is specialised for
  /// `Content` (the diff is `@inlinable`): for an integer content hash it is
  /// one compare. ``difference(from:isUpdated:)`` documents the rest.
  ///
  /// - Parameters:
  ///   - old: The snapshot before the change.
  ///   - oldContents: The content of each of `old`'s items, in its flat
  ///     order; as many as `old` has items.
  ///   - newContents: The content of each of this snapshot's items, in its
  ///     flat order; as many as it has items.
  /// - Returns: The changeset, with every array ordered as
  ///   ``ListChangeset`` documents.
  /// - Complexity: As ``difference(from:isUpdated:)``, with one
  ///   `isContentEqual(to:)` per kept item.
  @inlinable
  public func difference<Content: ContentEquatable>(
    from old: ListSnapshot,
    oldContents: [Content],
    newContents: [Content]
  ) -> ListChangeset<SectionID, ItemID> {
    precondition(
      oldContents.count == old._itemIdentifiers.count,
      "difference(from:oldContents:newContents:): oldContents has \(oldContents.count) contents for \(old._itemIdentifiers.count) old items")
    precondition(
      newContents.count == _itemIdentifiers.count,
      "difference(from:oldContents:newContents:): newContents has \(newContents.count) contents for \(_itemIdentifiers.count) new items")
    return oldContents.withUnsafeBufferPointer { oldContents in
      newContents.withUnsafeBufferPointer { newContents in
        difference(from: old, check: ContentUpdateCheck(old: oldContents, new: newContents))
      }
    }
  }

  // NB: one body for every entry point, specialised for each check type;
  // `NoUpdateCheck` folds its call away.
  @inlinable
  func difference<Check: ItemUpdateCheck<ItemID>>(
    from old: ListSnapshot,
    check: Check
  ) -> ListChangeset<SectionID, ItemID> {
    var changes = ListChangeset<SectionID, ItemID>()
    let newToOldSection = diffSections(from: old, into: &changes)

    let newCount = _itemIdentifiers.count
    let oldCount = old._itemIdentifiers.count
    // NB: the old place of each new item, found with one probe of the old
    // table each, and reused by the passes below: its old flat index + 1,
    // or 0 for an insert. 32 bits (a snapshot holds fewer than 2^31 items)
    // and a bit per old item for the matched ones: at 100,000 items the
    // diff's time is mostly waiting on memory, including the kernel's page
    // faults for each fresh allocation, so the scratch it touches counts.
    let oldPlaces = oldPlaces(in: old)
    var oldMatched = [UInt64](repeating: 0, count: (oldCount + 63) >> 6)
    var inserted = 0
    oldPlaces.withUnsafeBufferPointer { places in
      oldMatched.withUnsafeMutableBufferPointer { matched in
        for place in places {
          if place == 0 {
            inserted &+= 1
          } else {
            let oldFlat = Int(truncatingIfNeeded: place) &- 1
            matched[oldFlat >> 6] |= 1 &<< UInt64(oldFlat & 63)
          }
        }
      }
    }
    // NB: the inserts are collected apart and stored once: every change to
    // `changes.itemInserts` runs its observer, which empties the hashes.
    var itemInserts: [ListChangeset<SectionID, ItemID>.ItemChange] = []
    itemInserts.reserveCapacity(inserted)
    changes.itemDeletes.reserveCapacity(oldCount - (newCount - inserted))

    // NB: the longest increasing subsequence's buffers, sized for the
    // largest section and shared by all; only the part a section's search
    // uses is ever touched.
    var largestSection = 0
    for section in _sectionIdentifiers.indices {
      largestSection = Swift.max(largestSection, sectionStarts[section + 1] - sectionStarts[section])
    }
    let onSubsequence = UnsafeMutableBufferPointer<Bool>.allocate(capacity: largestSection)
    defer { onSubsequence.deallocate() }
    let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * largestSection)
    defer { scratch.deallocate() }

    oldPlaces.withUnsafeBufferPointer { places in
      for section in _sectionIdentifiers.indices {
        let start = sectionStarts[section]
        let end = sectionStarts[section + 1]
        let oldSection = newToOldSection[section]
        // NB: the places of this section's old counterpart (empty for a new
        // section): an item stayed in its section when its old place falls
        // in it.
        let oldStart = oldSection >= 0 ? old.sectionStarts[oldSection] : 0
        let oldRange =
          oldSection >= 0
          ? UInt32(truncatingIfNeeded: oldStart &+ 1)..<UInt32(truncatingIfNeeded: old.sectionStarts[oldSection + 1] &+ 1)
          : 0..<0
        LongestIncreasingSubsequence.mark(
          UnsafeBufferPointer(rebasing: places[start..<end]), in: oldRange, onSubsequence: onSubsequence,
          scratch: scratch)
        for flat in start..<end {
          let place = places[flat]
          let to = ListIndexPath(section: section, item: flat &- start)
          let id = _itemIdentifiers[flat]
          guard place != 0 else {
            itemInserts.append(.init(id: id, indexPath: to))
            continue
          }
          let oldFlat = Int(truncatingIfNeeded: place) &- 1
          let from: ListIndexPath
          let moved: Bool
          if oldRange.contains(place) {
            from = ListIndexPath(section: oldSection, item: oldFlat &- oldStart)
            moved = !onSubsequence[flat &- start]
          } else {
            let fromSection = old.section(ofFlat: oldFlat)
            from = ListIndexPath(section: fromSection, item: oldFlat &- old.sectionStarts[fromSection])
            moved = true
          }
          if moved {
            changes.itemMoves.append(.init(id: id, from: from, to: to))
          }
          if Check.comparesContent && check.isUpdated(id, oldFlat: oldFlat, newFlat: flat) {
            changes.itemUpdates.append(.init(id: id, from: from, to: to))
          }
        }
      }
    }

    // NB: the old items not matched, a word of 64 at a time.
    var oldSection = 0
    for word in oldMatched.indices {
      var missing = ~oldMatched[word]
      let base = word << 6
      if oldCount &- base < 64 { missing &= (1 &<< UInt64(oldCount &- base)) &- 1 }
      while missing != 0 {
        let flat = base | missing.trailingZeroBitCount
        missing &= missing &- 1
        while old.sectionStarts[oldSection + 1] <= flat { oldSection += 1 }
        let from = ListIndexPath(section: oldSection, item: flat - old.sectionStarts[oldSection])
        changes.itemDeletes.append(.init(id: old._itemIdentifiers[flat], indexPath: from))
      }
    }
    changes.itemInserts = itemInserts
    // NB: after the inserts, whose every change empties them; shared with
    // this snapshot, not copied (empty for `Int` items, whose hash
    // `applying` recomputes).
    changes.newItemHashes = itemHashes
    changes.newSectionStarts = sectionStarts
    return changes
  }

  /// For each item of this snapshot, its place in `old`: its flat index
  /// there + 1, or 0 when `old` does not hold it.
  ///
  /// - Complexity: Expected O(*m*) for *m* items, one probe of `old`'s table
  ///   each with the hash this snapshot keeps.
  @inlinable
  func oldPlaces(in old: ListSnapshot) -> [UInt32] {
    let count = _itemIdentifiers.count
    let seed = ByteHash.seed
    return [UInt32](unsafeUninitializedCapacity: count) { result, initialized in
      old._itemIdentifiers.withUnsafeBufferPointer { oldItems in
        old.itemTable.slots.withUnsafeBufferPointer { oldSlots in
          _itemIdentifiers.withUnsafeBufferPointer { items in
            itemHashes.withUnsafeBufferPointer { hashes in
              PositionTable.findAll(
                count: count, hash: { Self.hash(at: $0, hashes, items, seed: seed) }, in: oldSlots,
                shift: old.itemTable.shift, into: result
              ) {
                Identity.same(oldItems[$1], items[$0])
              }
            }
          }
        }
      }
      initialized = count
    }
  }

  /// Fills the section part of `changes` and returns, for each new section,
  /// its old index or -1.
  @inlinable
  func diffSections(from old: ListSnapshot, into changes: inout ListChangeset<SectionID, ItemID>) -> [Int] {
    var newToOld = [Int](repeating: -1, count: _sectionIdentifiers.count)
    var oldKept = [Bool](repeating: false, count: old._sectionIdentifiers.count)
    var keptOldIndices: [Int] = []
    keptOldIndices.reserveCapacity(_sectionIdentifiers.count)
    for (index, id) in _sectionIdentifiers.enumerated() {
      if let oldIndex = old.sectionIndexByID[id] {
        newToOld[index] = oldIndex
        oldKept[oldIndex] = true
        keptOldIndices.append(oldIndex)
      } else {
        changes.sectionInserts.append(.init(id: id, index: index))
      }
    }
    let inOrder = LongestIncreasingSubsequence.mask(keptOldIndices)
    var kept = 0
    for (index, oldIndex) in newToOld.enumerated() where oldIndex >= 0 {
      if !inOrder[kept] {
        changes.sectionMoves.append(.init(id: _sectionIdentifiers[index], from: oldIndex, to: index))
      }
      kept += 1
    }
    for (oldIndex, isKept) in oldKept.enumerated() where !isKept {
      changes.sectionDeletes.append(.init(id: old._sectionIdentifiers[oldIndex], index: oldIndex))
    }
    return newToOld
  }
}
