extension ListSnapshot {
  /// Where every item and section of the snapshot that
  /// ``ListSnapshot/applying(_:)`` makes comes from, worked out from a
  /// changeset and checked against the old snapshot before anything is
  /// built.
  ///
  /// The steps are those of a list view's batch update (see
  /// ``ListSnapshot/applying(_:)``).
  @usableFromInline
  struct ApplyPlan {
    /// For each old flat index: 0 when the item stays, 1 when it is
    /// deleted, 2 when it is the source of a move.
    @usableFromInline var leaving: [UInt8]
    /// The old flat index of each of the changeset's item moves.
    @usableFromInline var moveSources: [Int]
    /// The old index of each new section, or -1 for an inserted one.
    @usableFromInline var sectionSources: [Int]
    @usableFromInline var newSectionIDs: [SectionID]
    /// `newStarts[s]` is the new flat index of section `s`'s first item;
    /// the last element is the new item count.
    @usableFromInline var newStarts: [Int]
    /// For each new flat index: `Int.min` for the next item that stayed,
    /// or `-1 - a` for arrival `a`: insert `a`, or move `a - inserts` of
    /// the changeset.
    @usableFromInline var slotSources: [Int]

    @inlinable var newCount: Int { newStarts[newStarts.count - 1] }

    /// The plan of `changeset` on `old`.
    ///
    /// - Precondition: `changeset` fits `old` (see
    ///   ``ListSnapshot/applying(_:)``); a misfit stops the program with a
    ///   message saying which.
    /// - Complexity: O(*n* + *s*) for *n* items and *s* sections in either
    ///   snapshot; no identifier is hashed.
    @inlinable
    init(_ changeset: ListChangeset<SectionID, ItemID>, on old: ListSnapshot) {
      let oldCount = old._itemIdentifiers.count
      let oldSectionCount = old._sectionIdentifiers.count
      let sectionStarts = old.sectionStarts

      // Step 1: items leave.
      var leaving = [UInt8](repeating: 0, count: oldCount)
      var leavingBySection = [Int](repeating: 0, count: oldSectionCount)
      func markLeaving(_ id: ItemID, _ path: ListIndexPath, as mark: UInt8) -> Int {
        let section = path.section
        let fits = section >= 0 && section < oldSectionCount && path.item >= 0
          && sectionStarts[section] + path.item < sectionStarts[section + 1]
        let flat = fits ? sectionStarts[section] + path.item : -1
        precondition(
          fits && leaving[flat] == 0
            && (Identity.identical(old._itemIdentifiers[flat], id) || Identity.same(old._itemIdentifiers[flat], id)),
          "Changeset does not fit: item '\(id)' is not at old index path \(path)")
        leaving[flat] = mark
        leavingBySection[section] += 1
        return flat
      }
      // NB: the changeset's arrays are read by index, in place: a `for`
      // over them copied each change, a retain and a release of its
      // identifier (for `String`, a cache miss and two atomic operations
      // each). Not through buffer-pointer closures: the local functions'
      // captured variables were then checked for exclusive access at run
      // time, on every call.
      let deletes = changeset.itemDeletes
      let inserts = changeset.itemInserts
      let moves = changeset.itemMoves
      for index in deletes.indices { _ = markLeaving(deletes[index].id, deletes[index].indexPath, as: 1) }
      var moveSources: [Int] = []
      moveSources.reserveCapacity(moves.count)
      for index in moves.indices { moveSources.append(markLeaving(moves[index].id, moves[index].from, as: 2)) }
      self.moveSources = moveSources

      // Step 2: sections leave.
      var sectionLeaves = [Bool](repeating: false, count: oldSectionCount)
      func markSectionLeaving(_ id: SectionID, _ index: Int) {
        precondition(
          old._sectionIdentifiers.indices.contains(index) && !sectionLeaves[index]
            && old._sectionIdentifiers[index] == id,
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

      // Step 3: sections arrive.
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
      var staying = old._sectionIdentifiers.indices.lazy.filter { !sectionLeaves[$0] }.makeIterator()
      for index in sectionSources.indices where sectionSources[index] == -2 {
        guard let source = staying.next() else {
          preconditionFailure("Changeset does not fit: no section for new index \(index)")
        }
        sectionSources[index] = source
        newSectionIDs[index] = old._sectionIdentifiers[source]
      }
      precondition(staying.next() == nil, "Changeset does not fit: more sections remain than the new snapshot has")

      // Step 4: items arrive. A new section holds the items that stayed in
      // its old one plus its arrivals.
      var arrivalsBySection = [Int](repeating: 0, count: newSectionCount)
      func arrivalSection(_ path: ListIndexPath) -> Int {
        precondition(
          (0..<newSectionCount).contains(path.section), "Changeset does not fit: section \(path.section) is out of range")
        return path.section
      }
      if newSectionCount == 1 {
        // NB: one section gets every arrival, so they need no count by
        // section; `arrive` below checks each one's section.
        arrivalsBySection[0] = inserts.count + moves.count
      } else {
        for index in inserts.indices { arrivalsBySection[arrivalSection(inserts[index].indexPath)] += 1 }
        for index in moves.indices { arrivalsBySection[arrivalSection(moves[index].to)] += 1 }
      }
      var newStarts = [0]
      newStarts.reserveCapacity(newSectionCount + 1)
      for section in 0..<newSectionCount {
        let source = sectionSources[section]
        let stayed = source < 0 ? 0 : sectionStarts[source + 1] - sectionStarts[source] - leavingBySection[source]
        newStarts.append(newStarts[section] + stayed + arrivalsBySection[section])
      }
      var slotSources = [Int](repeating: Int.min, count: newStarts[newSectionCount])
      func arrive(at path: ListIndexPath, as arrival: Int) {
        let section = arrivalSection(path)
        let flat = newStarts[section] + path.item
        precondition(
          path.item >= 0 && flat < newStarts[section + 1] && slotSources[flat] == Int.min,
          "Changeset does not fit: item '\(arrival < inserts.count ? inserts[arrival].id : moves[arrival - inserts.count].id)' "
            + "has a new index path out of range or taken twice")
        slotSources[flat] = -1 - arrival
      }
      for index in inserts.indices { arrive(at: inserts[index].indexPath, as: index) }
      for index in moves.indices { arrive(at: moves[index].to, as: inserts.count + index) }

      self.leaving = leaving
      self.sectionSources = sectionSources
      self.newSectionIDs = newSectionIDs.map { $0! }
      self.newStarts = newStarts
      self.slotSources = slotSources
    }
  }
}
