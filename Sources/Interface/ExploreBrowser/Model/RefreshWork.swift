import ExploreCore
import Foundation

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
  /// The marks the level shows, from the last refresh that changed rows.
  let marks: [RowPath: RowMark]
  let sections: [ItemSection]
  let paging: PageInfo
  /// When the refresh's answer arrived.
  let at: Date?

  init(
    level: Int, generation: Int, listVersion: Int, list: LoadedList, marks: [RowPath: RowMark], sections: [ItemSection], paging: PageInfo,
    at: Date?
  ) {
    self.level = level
    self.generation = generation
    self.listVersion = listVersion
    self.list = list
    self.marks = marks
    self.sections = sections
    self.paging = paging
    self.at = at
  }

  /// The rows the last refresh marked removed: gone for good at this one.
  var removed: Set<RowPath> {
    Set(marks.filter { $0.value == .removed }.keys)
  }

  /// Works the refreshed list out; pure, so any thread may run it.
  ///
  /// A refresh that changed no row keeps the marks shown (they stay until
  /// the user moves or a refresh changes something): the rows marked
  /// removed stay where they were, and the added and changed rows keep
  /// their `+` and `~`.
  ///
  /// - Complexity: O(*n*) in the rows of both lists; twice that when
  ///   nothing changed and marks are shown.
  package func prepare() -> PreparedRefresh {
    let (refreshed, newMarks) = list.refreshed(with: sections, paging: paging, removed: removed)
    guard newMarks.isEmpty, !marks.isEmpty else {
      return PreparedRefresh(work: self, list: refreshed, marks: newMarks, changedRows: !newMarks.isEmpty)
    }
    // NB: compared with the list as shown, removed rows included, the page
    // lacks exactly the rows marked removed: they are marked so again.
    let (kept, keptMarks) = list.refreshed(with: sections, paging: paging, removed: [])
    var shown = keptMarks.filter { $0.value == .removed && marks[$0.key] == .removed }
    for (path, mark) in marks where mark != .removed && kept.items[path] != nil { shown[path] = mark }
    return PreparedRefresh(work: self, list: kept, marks: shown, changedRows: false)
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
