/// Where a picture goes on the terminal: a box of whole cells that keeps
/// the picture's aspect ratio, given the cell's pixel size.
///
/// ```swift
/// let placement = PicturePlacement(fitting: picture, columns: 20, cell: .standard)
/// // a 300 × 300 picture: 20 columns × 10 rows
/// ```
public struct PicturePlacement: Sendable, Equatable {
  /// Cells across.
  public var columns: Int
  /// Cells down.
  public var rows: Int
  /// The pixel size of one cell.
  public var cell: CellSize

  public init(columns: Int, rows: Int, cell: CellSize = .standard) {
    precondition(columns > 0 && rows > 0, "A placement covers at least one cell")
    self.columns = columns
    self.rows = rows
    self.cell = cell
  }

  /// The largest box of at most `columns` × `rows` cells (any number of
  /// rows when `nil`) that a `width` × `height` picture fills with its
  /// aspect ratio kept.
  ///
  /// - Complexity: O(1).
  public init(width: Int, height: Int, columns: Int, rows: Int? = nil, cell: CellSize = .standard) {
    precondition(width > 0 && height > 0 && columns > 0 && (rows ?? 1) > 0, "PicturePlacement needs positive sizes")
    // rows = height / width × columns × cell width / cell height, rounded.
    var placedColumns = columns
    var placedRows = Self.divide(height * columns * cell.width, width * cell.height)
    if let rows, placedRows > rows {
      placedRows = rows
      placedColumns = min(columns, Self.divide(width * rows * cell.height, height * cell.width))
    }
    self.init(columns: placedColumns, rows: placedRows, cell: cell)
  }

  /// ``init(width:height:columns:rows:cell:)`` for `picture`.
  public init(fitting picture: Picture, columns: Int, rows: Int? = nil, cell: CellSize = .standard) {
    self.init(width: picture.width, height: picture.height, columns: columns, rows: rows, cell: cell)
  }

  /// The pixel size a `width` × `height` picture is scaled to for this
  /// box, aspect ratio kept, when each cell shows `perCellAcross` ×
  /// `perCellDown` of its pixels: the cell's own pixel size for the
  /// pixel protocols, 1 × 2 for half blocks.
  ///
  /// - Complexity: O(1).
  public func pixelSize(
    width: Int, height: Int, across perCellAcross: Int, down perCellDown: Int
  ) -> (width: Int, height: Int) {
    let boxWidth = columns * perCellAcross, boxHeight = rows * perCellDown
    // The screen size of one target pixel, in 1/(perCellAcross × perCellDown) cell units.
    let pixelWidth = cell.width * perCellDown, pixelHeight = cell.height * perCellAcross
    // Fit the width first, then check the height.
    var targetWidth = boxWidth
    var targetHeight = Self.divide(height * targetWidth * pixelWidth, width * pixelHeight)
    if targetHeight > boxHeight {
      targetHeight = boxHeight
      targetWidth = min(boxWidth, Self.divide(width * targetHeight * pixelHeight, height * pixelWidth))
    }
    return (targetWidth, targetHeight)
  }

  /// `numerator / denominator` rounded to the nearest, at least 1.
  private static func divide(_ numerator: Int, _ denominator: Int) -> Int {
    max(1, (numerator + denominator / 2) / denominator)
  }
}
