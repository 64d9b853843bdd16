package import ExploreRendering

/// The body lines of a ``BrowserLayout``: plain lines, and blocks of list
/// rows that are written only when read (``TextRenderer/ListLines``), so
/// that a layout of 10,000 rows writes the 50 on screen.
///
/// Reading a row line writes it again each time; the screen reads only the
/// lines it shows, once per paint.
package struct LayoutLines: RandomAccessCollection, Sendable, Hashable {
  private enum Block: Sendable {
    case text([String])
    /// A section's rows, with the section's id.
    case rows(TextRenderer.ListLines, section: String)
  }

  private var blocks: [Block] = []
  /// The index of the first line of each block.
  private var starts: [Int] = []
  package private(set) var endIndex = 0

  package init() {}

  package init(_ lines: [String]) {
    append(contentsOf: lines)
  }

  package var startIndex: Int { 0 }

  /// Line `index`, written now when it is a row.
  ///
  /// - Complexity: O(log *b*) in the number of blocks, plus writing the row.
  package subscript(index: Int) -> String {
    precondition(index >= 0 && index < endIndex, "Line \(index) is outside 0..<\(endIndex)")
    // NB: the last block whose start is at or before `index`.
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    switch blocks[low] {
    case .text(let lines): return lines[index - starts[low]]
    case .rows(let rows, _): return rows.row(index - starts[low])
    }
  }

  package mutating func append(_ line: String) {
    append(contentsOf: [line])
  }

  package mutating func append(contentsOf lines: [String]) {
    guard !lines.isEmpty else { return }
    if case .text(var last) = blocks.last {
      last += lines
      blocks[blocks.count - 1] = .text(last)
    } else {
      starts.append(endIndex)
      blocks.append(.text(lines))
    }
    endIndex += lines.count
  }

  /// Appends `rows`' head lines, then its rows, unwritten.
  package mutating func append(rows: TextRenderer.ListLines, section: String) {
    append(contentsOf: rows.head)
    guard rows.rowCount > 0 else { return }
    starts.append(endIndex)
    blocks.append(.rows(rows, section: section))
    endIndex += rows.rowCount
  }

  /// The rows of section `id`, if they are a block of these lines: the
  /// next layout of the list reuses their cells where items did not change.
  package func rows(section id: String) -> TextRenderer.ListLines? {
    for case .rows(let rows, let section) in blocks where section == id { return rows }
    return nil
  }

  /// Equal when every line is: writes every row of both.
  package static func == (lhs: LayoutLines, rhs: LayoutLines) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }

  package func hash(into hasher: inout Hasher) {
    for line in self { hasher.combine(line) }
  }
}
