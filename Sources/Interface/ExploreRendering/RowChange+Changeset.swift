package import ExploreCore
package import ExploreSnapshots

extension RowChange {
  /// The changes of `changeset`, the difference between two one-section
  /// snapshots of a list, in the order they are printed: the removed rows
  /// (in the old list's order), the added ones, the updated ones, then the
  /// moved ones (each in the new list's order). An update whose values
  /// are all equal (only a label or the order of the fields changed) is
  /// left out: nothing a reader looks at changed; so is a move from a
  /// position to the same position.
  ///
  /// ```swift
  /// let old = try ListSnapshot<Int, String>(sections: [(0, oldItems.map(\.id))])
  /// let new = try ListSnapshot<Int, String>(sections: [(0, newItems.map(\.id))])
  /// let changeset = new.difference(from: old, oldContents: oldItems.map(RowContent.init), newContents: newItems.map(RowContent.init))
  /// RowChange.changes(changeset, old: oldItems, new: newItems)
  /// ```
  ///
  /// - Parameters:
  ///   - changeset: The difference from the snapshot of `old` to that of
  ///     `new`, each of one section whose items are those of the array,
  ///     in the same order.
  ///   - old: The items of the earlier load.
  ///   - new: The items of the later load.
  /// - Complexity: O(*c*) for *c* changes, plus the fields of each update.
  package static func changes<SectionID>(
    _ changeset: ListChangeset<SectionID, String>, old: [Item], new: [Item]
  ) -> [RowChange] {
    var changes: [RowChange] = []
    changes.reserveCapacity(changeset.itemDeletes.count + changeset.itemInserts.count + changeset.itemUpdates.count)
    for delete in changeset.itemDeletes {
      let item = old[flat(delete.indexPath)]
      changes.append(.removed(id: item.id, title: item.title))
    }
    for insert in changeset.itemInserts {
      changes.append(.added(new[flat(insert.indexPath)]))
    }
    for update in changeset.itemUpdates {
      let item = new[flat(update.to)]
      let fields = FieldChange.changes(from: old[flat(update.from)], to: item)
      if !fields.isEmpty { changes.append(.updated(item, fields: fields)) }
    }
    for move in changeset.itemMoves {
      let from = flat(move.from)
      let to = flat(move.to)
      // NB: a changeset's moves are the fewest that rebuild the new order,
      // and once in a while every such set holds a row that is where it was
      // (`[a, b, x, c, d]` to `[c, d, x, a, b]` moves `x` from 2 to 2). A
      // reader is told of rows whose place changed, so that one is not.
      guard from != to else { continue }
      changes.append(.moved(id: move.id, title: new[to].title, from: from, to: to))
    }
    return changes
  }

  /// The position of `indexPath` in a one-section list.
  private static func flat(_ indexPath: ListIndexPath) -> Int {
    precondition(indexPath.section == 0, "RowChange.changes needs snapshots of one section, got section \(indexPath.section)")
    return indexPath.item
  }
}
