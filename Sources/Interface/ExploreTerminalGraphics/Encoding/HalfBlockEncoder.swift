import ExplorePictures
/// Unicode half blocks: each cell shows two pixels, the upper one as the
/// foreground of `▀` and the lower one as its background, in 24-bit colour
/// (`38;2;r;g;b`) or the nearest of the 256-colour palette (`38;5;n`).
///
/// A pixel with alpha below 128 shows the terminal's own background: `▄`
/// with the lower pixel when only the upper one is transparent, a space
/// when both are. Other pixels are laid over `background`. Colours are
/// set only when they change, and every line ends with `ESC [0m`.
enum HalfBlockEncoder {
  /// How many colours the terminal shows.
  enum Colors: Sendable {
    case trueColor
    case palette256
  }

  /// One line of text per row of cells, for `picture` already scaled to
  /// `columns` × `rows × 2` pixels.
  ///
  /// - Complexity: O(pixels).
  static func lines(_ picture: Picture, colors: Colors, background: PictureColor) -> [String] {
    var lines: [String] = []
    picture.pixels.withUnsafeBufferPointer { pixels in
      for top in stride(from: 0, to: picture.height, by: 2) {
        var line = ""
        var foreground: PictureColor?? = .some(nil), backgroundColor: PictureColor?? = .some(nil)
        // NB: `.some(nil)` is the terminal's default colour, the state after a reset.
        func set(_ color: PictureColor?, foreground isForeground: Bool) {
          let current = isForeground ? foreground : backgroundColor
          guard current != .some(color) else { return }
          if let color {
            switch colors {
            case .trueColor: line += "\u{1B}[\(isForeground ? 38 : 48);2;\(color.red);\(color.green);\(color.blue)m"
            case .palette256: line += "\u{1B}[\(isForeground ? 38 : 48);5;\(XtermPalette.index(of: color))m"
            }
          } else {
            line += "\u{1B}[\(isForeground ? 39 : 49)m"
          }
          if isForeground { foreground = .some(color) } else { backgroundColor = .some(color) }
        }
        for x in 0..<picture.width {
          let upperAt = (top * picture.width + x) * 4
          let upper = pixels[upperAt + 3] >= 128 ? background.composite(pixels, at: upperAt) : nil
          var lower: PictureColor?
          if top + 1 < picture.height {
            let lowerAt = ((top + 1) * picture.width + x) * 4
            lower = pixels[lowerAt + 3] >= 128 ? background.composite(pixels, at: lowerAt) : nil
          }
          switch (upper, lower) {
          case (let upper?, let lower):
            set(upper, foreground: true)
            set(lower, foreground: false)
            line += "▀"
          case (nil, let lower?):
            set(lower, foreground: true)
            set(nil, foreground: false)
            line += "▄"
          case (nil, nil):
            set(nil, foreground: false)
            line += " "
          }
        }
        line += "\u{1B}[0m"
        lines.append(line)
      }
    }
    return lines
  }
}
