package import ExploreCore
package import ExplorePictures
import ExploreRendering
import ExploreTerminal
package import ExploreTerminalGraphics
package import Foundation

/// Lays decoded pictures out for the text layouts (``PictureLayout``): a
/// portrait above an item's details, and a grid of thumbnails, each over
/// its name.
///
/// ```swift
/// let composer = PictureComposer(protocol: .blocks, renderer: PictureRenderer(), pictures: [url: decoded])
/// var options = RenderOptions(layout: .detail, pictures: composer)
/// ```
///
/// Half blocks are text, so they sit in the lines like any other. The
/// pixel protocols (kitty, iTerm2, sixel) place a picture at the cursor:
/// in the detail layout the picture's sequence is a line of its own; in
/// the grid, each row of cells first reserves its lines, then goes back up
/// and places each thumbnail at its column between a saved and a restored
/// cursor (`ESC 7`, `ESC 8`), so no picture can move the text around it.
package struct PictureComposer: PictureLayout, Sendable {
  /// How the pictures are shown; never `.none`.
  package var `protocol`: PictureProtocol
  package var renderer: PictureRenderer
  /// The decoded pictures, by the address their items declare (``ItemPicture/url``).
  package var pictures: [URL: DecodedPicture]
  /// The widest portrait in the detail layout, in cells.
  package var detailColumns: Int
  /// The width of a grid cell, in cells: its thumbnail and its name.
  package var gridColumns: Int
  /// The pixel size of one cell.
  package var cell: CellSize

  package init(
    protocol: PictureProtocol, renderer: PictureRenderer, pictures: [URL: DecodedPicture],
    detailColumns: Int = PictureComposer.detailColumns, gridColumns: Int = PictureComposer.gridColumns, cell: CellSize = .standard
  ) {
    precondition(`protocol` != .none, "A PictureComposer shows pictures")
    precondition(detailColumns > 0 && gridColumns > 0, "Pictures are at least one cell wide")
    self.protocol = `protocol`
    self.renderer = renderer
    self.pictures = pictures
    self.detailColumns = detailColumns
    self.gridColumns = gridColumns
    self.cell = cell
  }

  /// The portrait's width in the detail layout: 30 cells.
  package static let detailColumns = 30
  /// A grid cell's width: 14 cells.
  package static let gridColumns = 14

  /// The pixels across a picture is asked for (GitHub's `s=`) in the
  /// detail layout, or in the grid.
  package static func pixels(grid: Bool, cell: CellSize = .standard) -> Int {
    (grid ? gridColumns : detailColumns) * cell.width
  }

  /// The largest box of pixels a picture is shown in, in the grid or the
  /// detail layout: the cells it may cover × the cell's pixel size.
  package func box(grid: Bool) -> (width: Int, height: Int) {
    grid
      ? (gridColumns * cell.width, Self.gridRows(columns: gridColumns, cell: cell) * cell.height)
      : (detailColumns * cell.width, (detailColumns / 2 + 1) * cell.height)
  }

  /// `decoded` with no more pixels than its placement in the grid or the
  /// detail layout shows (scaled down, its encoded bytes let go), or as it
  /// is when it has no more already.
  ///
  /// - Complexity: O(source pixels + placed pixels).
  package func fitted(_ decoded: DecodedPicture, grid: Bool) -> DecodedPicture {
    let picture = decoded.picture
    let placement =
      grid
      ? PicturePlacement(fitting: picture, columns: gridColumns, rows: Self.gridRows(columns: gridColumns, cell: cell), cell: cell)
      : Self.detailPlacement(of: picture, columns: detailColumns, cell: cell)
    let size = placement.pixelSize(width: picture.width, height: picture.height, across: cell.width, down: cell.height)
    guard size.width < picture.width && size.height < picture.height else { return decoded }
    return DecodedPicture(format: decoded.format, picture: PictureScaler.scale(picture, width: size.width, height: size.height), original: nil)
  }

  /// The rows of a grid cell `columns` wide: a square picture's.
  static func gridRows(columns: Int, cell: CellSize) -> Int {
    max(1, (columns * cell.width + cell.height - 1) / cell.height)
  }

  /// The portrait's placement in the detail layout, `columns` wide at most.
  private static func detailPlacement(of picture: Picture, columns: Int, cell: CellSize) -> PicturePlacement {
    PicturePlacement(fitting: picture, columns: columns, rows: columns / 2 + 1, cell: cell)
  }

  package func lines(above item: Item, width: Int) -> [String] {
    guard let decoded = item.picture.flatMap({ pictures[$0.url] }) else { return [] }
    let placement = Self.detailPlacement(of: decoded.picture, columns: min(detailColumns, width), cell: cell)
    if `protocol` == .blocks { return renderer.lines(decoded.picture, in: placement) }
    return placed([(1, renderer.render(decoded, as: `protocol`, in: placement))], rows: placement.rows)
  }

  /// The most columns a grid cell widens to for its names: twice a thumbnail's.
  package static let widestGridCell = 2 * gridColumns

  /// The thumbnails in rows, left to right, each over its name. A cell is
  /// as wide as the page's widest name (at least a thumbnail, at most
  /// ``widestGridCell`` and the screen); a longer name is cut in the middle
  /// (`hundr…00123`), so that names differing at their end stay apart.
  package func grid(_ items: [Item], width: Int) -> [String]? {
    Self.gridLines(items, width: width, gridColumns: gridColumns, cell: cell, shows: { item in
      item.picture.map { pictures[$0.url] != nil } ?? false
    }) { row, _, columns, stride, rows in
      thumbnails(row, columns: columns, stride: stride, rows: rows)
    }
  }

  /// The grid's lines: its rows of cells, each row's thumbnails (the lines
  /// `thumbnails` gives for the row's items, its first line's index among
  /// the lines so far, the thumbnail's columns, the stride between cells
  /// and the thumbnail's rows) over its names; `nil` when no item `shows`
  /// a picture. A row none of whose items shows one is its names alone.
  ///
  /// One geometry for the grid drawn at once (``grid(_:width:)``) and the
  /// one whose pictures come later (``PictureReservation``).
  static func gridLines(
    _ items: [Item], width: Int, gridColumns: Int, cell: CellSize, shows: (Item) -> Bool,
    thumbnails: (_ row: [Item], _ firstLine: Int, _ columns: Int, _ stride: Int, _ rows: Int) -> [String]
  ) -> [String]? {
    guard items.contains(where: shows) else { return nil }
    let columns = max(1, min(gridColumns, width)), gap = 2
    let names = items.map { TextRenderer.Context.name($0.title) }
    let widest = names.map { DisplayWidth.of($0) }.max() ?? 0
    let cellWidth = min(max(columns, widest), max(columns, min(width, Self.widestGridCell)))
    let perRow = max(1, (width + gap) / (cellWidth + gap))
    let rows = Self.gridRows(columns: columns, cell: cell)
    var lines: [String] = []
    var start = 0
    while start < items.count {
      let row = Array(items[start..<min(start + perRow, items.count)])
      let rowNames = names[start..<start + row.count]
      start += row.count
      // NB: a row none of whose items has a picture is its names alone.
      if row.contains(where: shows) {
        lines += thumbnails(row, lines.count, columns, cellWidth + gap, rows)
      }
      lines.append(
        rowNames.enumerated().map { index, full in
          let name = DisplayWidth.truncateMiddle(full, to: cellWidth)
          return index == row.count - 1 ? name : name + String(repeating: " ", count: cellWidth + gap - DisplayWidth.of(name))
        }.joined())
    }
    return lines
  }

  /// The rows kept for a portrait `columns` wide before it arrives: a
  /// square picture's, as avatars and portraits are; a taller one is
  /// fitted into them.
  func reservedDetailRows(columns: Int) -> Int {
    PicturePlacement(width: 1, height: 1, columns: columns, rows: columns / 2 + 1, cell: cell).rows
  }

  /// `decoded` drawn into a box of `columns` × `rows` cells kept for it:
  /// the lines of half blocks, one a row, or, for a pixel protocol, the one
  /// sequence that places it at the box's top left cell.
  ///
  /// - Complexity: O(placed pixels).
  package func drawing(of decoded: DecodedPicture, columns: Int, rows: Int) -> [String] {
    let placement = PicturePlacement(fitting: decoded.picture, columns: columns, rows: rows, cell: cell)
    if `protocol` == .blocks { return renderer.lines(decoded.picture, in: placement) }
    return [String(decoding: renderer.render(decoded, as: `protocol`, in: placement), as: UTF8.self)]
  }

  /// The `rows` lines of one row of thumbnails `columns` wide, one every `stride` columns.
  private func thumbnails(_ row: [Item], columns: Int, stride: Int, rows: Int) -> [String] {
    let placed: [(decoded: DecodedPicture, placement: PicturePlacement)?] = row.map { item in
      guard let decoded = item.picture.flatMap({ pictures[$0.url] }) else { return nil }
      return (decoded, PicturePlacement(fitting: decoded.picture, columns: columns, rows: rows, cell: cell))
    }
    if `protocol` == .blocks {
      var lines = [String](repeating: "", count: rows)
      for (index, entry) in placed.enumerated() {
        let isLast = index == placed.count - 1
        var cellLines: [String] = []
        var shown = 0
        if let entry {
          cellLines = renderer.lines(entry.decoded.picture, in: entry.placement)
          shown = entry.placement.pixelSize(width: entry.decoded.picture.width, height: entry.decoded.picture.height, across: 1, down: 2).width
        }
        for line in 0..<rows {
          let text = line < cellLines.count ? cellLines[line] : ""
          let used = line < cellLines.count ? shown : 0
          lines[line] += text + (isLast ? "" : String(repeating: " ", count: stride - used))
        }
      }
      for index in lines.indices {
        while lines[index].hasSuffix(" ") { lines[index].removeLast() }
      }
      return lines
    }
    let cells: [(column: Int, bytes: [UInt8])] = placed.enumerated().compactMap { index, entry in
      entry.map { (index * stride + 1, renderer.render($0.decoded, as: `protocol`, in: $0.placement)) }
    }
    return self.placed(cells, rows: rows)
  }

  /// `rows` lines with the pictures of `cells` placed at their columns
  /// (counted from 1) on the first.
  ///
  /// NB: the lines are reserved first (printed), then the cursor goes back
  /// up, so that placing a picture never scrolls the screen under a saved
  /// cursor; each picture is placed between `ESC 7` and `ESC 8`, and the
  /// cursor ends on the last line, whatever a terminal does after a picture.
  private func placed(_ cells: [(column: Int, bytes: [UInt8])], rows: Int) -> [String] {
    var line = rows > 1 ? "\u{1B}[\(rows - 1)A" : ""
    for cell in cells {
      line += "\u{1B}7\u{1B}[\(cell.column)G" + String(decoding: cell.bytes, as: UTF8.self) + "\u{1B}8"
    }
    if rows > 1 { line += "\u{1B}[\(rows - 1)B" }
    return [String](repeating: "", count: rows - 1) + [line]
  }
}
