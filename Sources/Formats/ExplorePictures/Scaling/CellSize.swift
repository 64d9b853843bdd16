/// The size of one terminal cell in pixels. Cells are about twice as tall
/// as wide; the default, 10 × 20, is a common size at 100 % scale.
///
/// A terminal that answers `CSI 16 t` (or `TIOCGWINSZ` with pixel sizes)
/// gives the real one.
public struct CellSize: Sendable, Equatable {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    precondition(width > 0 && height > 0, "A cell is at least one pixel each way")
    self.width = width
    self.height = height
  }

  /// 10 × 20 pixels.
  public static let standard = CellSize(width: 10, height: 20)
}
