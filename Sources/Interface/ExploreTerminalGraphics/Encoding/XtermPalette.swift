/// The nearest of the xterm 256-colour palette's fixed entries: the
/// 6 × 6 × 6 colour cube (16...231) and the 24 greys (232...255). The
/// first 16 are left out: terminals let users change them.
enum XtermPalette {
  /// The cube's six levels.
  private static let levels = [0, 95, 135, 175, 215, 255]

  /// The palette index nearest to `color`.
  ///
  /// - Complexity: O(1).
  static func index(of color: PictureColor) -> Int {
    func level(_ value: UInt8) -> Int {
      let value = Int(value)
      return value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
    }
    let red = level(color.red), green = level(color.green), blue = level(color.blue)
    let cube = 16 + 36 * red + 6 * green + blue
    let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
    let greyIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
    let grey = 8 + 10 * greyIndex
    func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
      let dr = r - Int(color.red), dg = g - Int(color.green), db = b - Int(color.blue)
      return dr * dr + dg * dg + db * db
    }
    let cubeDistance = distance(levels[red], levels[green], levels[blue])
    return distance(grey, grey, grey) < cubeDistance ? 232 + greyIndex : cube
  }
}
