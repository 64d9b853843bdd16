package import ExploreCore
import ExploreRendering
import Foundation

/// The pictures' places in the text layouts, kept empty so that the text
/// can be printed before the pictures arrive: a ``PictureLayout`` with the
/// geometry of ``PictureComposer`` that gives blank lines where the
/// composer gives pictures, and notes where each picture goes.
///
/// ```swift
/// let reservation = PictureReservation(shape: composer)
/// let (lines, anchors) = TextRenderer.renderLines(document, options: RenderOptions(layout: .grid, pictures: reservation))
/// let slots = reservation.slots(at: anchors)   // each picture's line, column and box
/// ```
///
/// A grid keeps a thumbnail's rows over each row of names whose items
/// declare a picture, a detail a square portrait's rows above the title
/// (a taller picture is fitted into them).
package final class PictureReservation: PictureLayout, @unchecked Sendable {
  /// One picture's place in a block of lines the layout gave.
  package struct Slot: Sendable, Hashable {
    /// The picture, as its item declares it.
    package var picture: ItemPicture
    /// The line of its top row: within its block (``PictureReservation``),
    /// or in the whole document (``slots(at:)``).
    package var line: Int
    /// The column of its left cell, from 0.
    package var column: Int
    /// Its box, in cells.
    package var columns: Int
    package var rows: Int
    /// Whether it is a grid's thumbnail (else a detail's portrait).
    package var grid: Bool

    package init(picture: ItemPicture, line: Int, column: Int, columns: Int, rows: Int, grid: Bool) {
      self.picture = picture
      self.line = line
      self.column = column
      self.columns = columns
      self.rows = rows
      self.grid = grid
    }
  }

  /// The layout's geometry (its pictures are not used).
  package let shape: PictureComposer
  // NB: @unchecked: `blocks` is read and written only while `lock` is held.
  private let lock = NSLock()
  private var blocks: [[Slot]] = []

  package init(shape: PictureComposer) {
    self.shape = shape
  }

  package func lines(above item: Item, width: Int) -> [String] {
    guard let picture = item.picture else { return [] }
    let columns = min(shape.detailColumns, max(width, 1))
    let rows = shape.reservedDetailRows(columns: columns)
    let slot = Slot(picture: picture, line: 0, column: 0, columns: columns, rows: rows, grid: false)
    lock.withLock { blocks.append([slot]) }
    return [String](repeating: "", count: rows)
  }

  package func grid(_ items: [Item], width: Int) -> [String]? {
    var slots: [Slot] = []
    let lines = PictureComposer.gridLines(items, width: width, gridColumns: shape.gridColumns, cell: shape.cell, shows: { $0.picture != nil }) {
      row, firstLine, columns, stride, rows in
      for (index, item) in row.enumerated() {
        guard let picture = item.picture else { continue }
        slots.append(Slot(picture: picture, line: firstLine, column: index * stride, columns: columns, rows: rows, grid: true))
      }
      return [String](repeating: "", count: rows)
    }
    if lines != nil { lock.withLock { blocks.append(slots) } }
    return lines
  }

  /// Every slot, its line counted in the whole document: `anchors` are
  /// where the blocks the layout gave begin
  /// (``TextRenderer/renderLines(_:options:)``), in the same order; `nil`
  /// when they do not match the blocks given.
  package func slots(at anchors: [Int]) -> [Slot]? {
    let blocks = lock.withLock { self.blocks }
    guard blocks.count == anchors.count else { return nil }
    return zip(blocks, anchors).flatMap { block, anchor in
      block.map { slot in
        var slot = slot
        slot.line += anchor
        return slot
      }
    }
  }
}
