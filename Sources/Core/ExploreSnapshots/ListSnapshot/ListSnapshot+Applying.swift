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
  /// Updates change no structure.
  ///
  /// - Precondition: `changeset` was computed from this snapshot. A changeset
  ///   that does not fit (an index out of range, an identifier that is not the
  ///   one at that position, a slot left empty) stops the program with a
  ///   message saying which.
  /// - Complexity: Expected O(*n* + *s*) for *n* items and *s* sections in
  ///   either snapshot. Kept and moved items bring their kept hashes, and
  ///   inserted items the hashes the changeset carries from the new snapshot
  ///   (they are hashed only for a changeset made or changed by hand). No
  ///   identifier of a kept item is compared.
  ///   The result's items are a new array: each kept identifier is copied
  ///   (for `String`, a retain, and a release when the result is freed).
  @inlinable
  public func applying(_ changeset: ListChangeset<SectionID, ItemID>) -> ListSnapshot {
    let plan = ApplyPlan(changeset, on: self)
    return applied(plan, changeset)
  }

  @inlinable
  func applied(_ plan: ApplyPlan, _ changeset: ListChangeset<SectionID, ItemID>) -> ListSnapshot {
    // NB: the new arrays are filled in place, slot by slot; a kept or
    // moved item brings its hash, an inserted one the changeset's.
    let newCount = plan.newCount
    var result = ListSnapshot()
    var hashes = [UInt64](repeating: 0, count: Self.keepsHashes ? newCount : 0)
    result._itemIdentifiers = [ItemID](unsafeUninitializedCapacity: newCount) { newItems, initialized in
      _itemIdentifiers.withUnsafeBufferPointer { oldItems in
        itemHashes.withUnsafeBufferPointer { oldHashes in
          knownInsertHashes(plan, changeset).withUnsafeBufferPointer { known in
            hashes.withUnsafeMutableBufferPointer { newHashes in
              forEachSlot(of: plan, insertCount: changeset.itemInserts.count) { flat, oldFlat in
                if oldFlat >= 0 {
                  (newItems.baseAddress! + flat).initialize(to: oldItems[oldFlat])
                  if Self.keepsHashes { newHashes[flat] = oldHashes[oldFlat] }
                } else {
                  (newItems.baseAddress! + flat).initialize(to: changeset.itemInserts[-1 - oldFlat].id)
                  if Self.keepsHashes { newHashes[flat] = insertHash(changeset, -1 - oldFlat, at: flat, known) }
                }
                initialized = flat + 1
              }
            }
          }
        }
      }
    }
    result.itemHashes = hashes
    result.finishApplying(plan)
    return result
  }

  /// Calls `body` for each slot of the snapshot `plan` describes, in order,
  /// with the old flat index of the kept or moved item that fills it, or
  /// `-1 - i` for the `i`th of the changeset's `insertCount` inserted items.
  @inlinable @inline(__always)
  func forEachSlot(of plan: ApplyPlan, insertCount: Int, _ body: (_ flat: Int, _ oldFlat: Int) -> Void) {
    plan.leaving.withUnsafeBufferPointer { leaving in
      plan.slotSources.withUnsafeBufferPointer { slotSources in
        for section in plan.sectionSources.indices {
          let source = plan.sectionSources[section]
          var next = source < 0 ? 0 : sectionStarts[source]
          let end = source < 0 ? 0 : sectionStarts[source + 1]
          for flat in plan.newStarts[section]..<plan.newStarts[section + 1] {
            let slotSource = slotSources[flat]
            if slotSource == Int.min {
              while next < end && leaving[next] != 0 { next += 1 }
              // NB: cannot run past `end`: the section's size counts
              // exactly its staying items and its arrivals, and no
              // arrival slot is taken twice.
              body(flat, next)
              next += 1
            } else if -1 - slotSource < insertCount {
              body(flat, slotSource)
            } else {
              body(flat, plan.moveSources[-1 - slotSource - insertCount])
            }
          }
        }
      }
    }
  }

  /// The new snapshot's hashes that the changeset carries, when they hold
  /// the hash of every insert at its flat index in the snapshot `plan`
  /// describes: the changeset came from `difference` with its inserts
  /// unchanged, and the result has the new snapshot's section starts (so
  /// each insert's index path is the same flat index there). Else empty.
  @inlinable
  func knownInsertHashes(_ plan: ApplyPlan, _ changeset: ListChangeset<SectionID, ItemID>) -> [UInt64] {
    guard changeset.newItemHashes.count == plan.newCount, changeset.newSectionStarts == plan.newStarts else {
      return []
    }
    return changeset.newItemHashes
  }

  /// The hash of the changeset's `index`th inserted item, which goes to
  /// flat index `flat`: the one the new snapshot kept, from `known` (see
  /// ``knownInsertHashes(_:_:)``), else hashed here.
  @inlinable @inline(__always)
  func insertHash(
    _ changeset: ListChangeset<SectionID, ItemID>, _ index: Int, at flat: Int, _ known: UnsafeBufferPointer<UInt64>
  ) -> UInt64 {
    known.isEmpty ? Identity.hash(changeset.itemInserts[index].id, seed: ByteHash.seed) : known[flat]
  }

  /// Sets the sections `plan` describes and indexes the items, whose
  /// identifiers and hashes are in place.
  @inlinable
  mutating func finishApplying(_ plan: ApplyPlan) {
    _sectionIdentifiers = plan.newSectionIDs
    sectionStarts = plan.newStarts
    sectionIndexByID = [:]
    sectionIndexByID.reserveCapacity(plan.newSectionIDs.count)
    for (index, id) in plan.newSectionIDs.enumerated() {
      precondition(
        sectionIndexByID.updateValue(index, forKey: id) == nil,
        "Changeset does not fit: the section '\(id)' would appear twice")
    }
    itemTable = PositionTable()
    if let repeated = indexAppendedItems() {
      preconditionFailure("Changeset does not fit: the item '\(_itemIdentifiers[repeated])' would appear twice")
    }
  }
}
