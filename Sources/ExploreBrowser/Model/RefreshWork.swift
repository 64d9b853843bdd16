import ExploreCore

/// The expensive part of applying a refresh's answer to a large list: the
/// refreshed loaded list and its marks (``LoadedList/refreshed(with:paging:removed:)``),
/// worked out by the runtime away from the loop that reads keys and paints
/// (``BrowserEffect/prepareRefresh(_:)``), and fed back as
/// ``BrowserEvent/refreshPrepared(_:)``.
///
/// It carries the level's list as it stood when the work was asked for,
/// with that list's version; the state applies the result only if the
/// level, the refresh generation and the list version are still the same.
package struct RefreshWork: Sendable, Hashable {
  package let level: Int
  package let generation: Int
  /// ``BrowserLevel/listVersion`` of ``list``.
  package let listVersion: Int
  let list: LoadedList
  let removed: Set<RowPath>
  let sections: [ItemSection]
  let paging: PageInfo

  init(level: Int, generation: Int, listVersion: Int, list: LoadedList, removed: Set<RowPath>, sections: [ItemSection], paging: PageInfo) {
    self.level = level
    self.generation = generation
    self.listVersion = listVersion
    self.list = list
    self.removed = removed
    self.sections = sections
    self.paging = paging
  }

  /// Works the refreshed list out; pure, so any thread may run it.
  ///
  /// - Complexity: O(*n*) in the rows of both lists.
  package func prepare() -> PreparedRefresh {
    let (refreshed, marks) = list.refreshed(with: sections, paging: paging, removed: removed)
    return PreparedRefresh(work: self, list: refreshed, marks: marks)
  }

  /// The same work (level, generation and list version): the lists and pages
  /// themselves are not compared.
  package static func == (lhs: RefreshWork, rhs: RefreshWork) -> Bool {
    lhs.level == rhs.level && lhs.generation == rhs.generation && lhs.listVersion == rhs.listVersion
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(level)
    hasher.combine(generation)
    hasher.combine(listVersion)
  }
}
