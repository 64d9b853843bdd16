/// A deliberately simple model of an expandable tree for checking
/// ``SectionSnapshot``: every item in display order with its level, plus the
/// set of expanded items. Every query scans from scratch.
struct NaiveTree {
  var rows: [(item: Int, level: Int)] = []
  var expanded: Set<Int> = []

  func position(of item: Int) -> Int? { rows.firstIndex { $0.item == item } }

  /// The position just after `index`'s last descendant.
  func subtreeEnd(_ index: Int) -> Int {
    var end = index + 1
    while end < rows.count, rows[end].level > rows[index].level { end += 1 }
    return end
  }

  func contains(_ item: Int) -> Bool { position(of: item) != nil }

  mutating func append(_ items: [Int], to parent: Int?) {
    guard let parent else {
      rows.append(contentsOf: items.map { ($0, 0) })
      return
    }
    let index = position(of: parent)!
    rows.insert(contentsOf: items.map { ($0, rows[index].level + 1) }, at: subtreeEnd(index))
  }

  mutating func delete(_ items: [Int]) {
    for item in items {
      guard let index = position(of: item) else { continue }
      for row in rows[index..<subtreeEnd(index)] { expanded.remove(row.item) }
      rows.removeSubrange(index..<subtreeEnd(index))
    }
  }

  func parent(of item: Int) -> Int? {
    let index = position(of: item)!
    let level = rows[index].level
    guard level > 0 else { return nil }
    return rows[..<index].last { $0.level == level - 1 }!.item
  }

  var rootItems: [Int] { rows.filter { $0.level == 0 }.map(\.item) }

  /// Visible rows, recomputed from scratch: a row is hidden when an earlier
  /// row at a lower level that contains it is collapsed.
  var visibleRows: [(item: Int, level: Int)] {
    var result: [(item: Int, level: Int)] = []
    var hiddenBelow: Int?
    for row in rows {
      if let limit = hiddenBelow, row.level > limit { continue }
      hiddenBelow = nil
      result.append(row)
      if !expanded.contains(row.item) { hiddenBelow = row.level }
    }
    return result
  }

  func children(of item: Int) -> [Int] {
    let index = position(of: item)!
    let level = rows[index].level
    return rows[(index + 1)..<subtreeEnd(index)].filter { $0.level == level + 1 }.map(\.item)
  }
}
