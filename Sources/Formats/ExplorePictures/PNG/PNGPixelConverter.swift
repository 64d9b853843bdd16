/// Turns unfiltered PNG rows of any colour type and bit depth into 8-bit
/// RGBA pixels at their place in the picture (every pixel for a plain
/// PNG, one Adam7 pass's pixels for an interlaced one).
struct PNGPixelConverter {
  var header: PNGHeader
  /// RGBA entries; an index past the end is opaque black.
  var palette: [UInt8]
  /// The transparent grey or RGB samples, at the picture's bit depth.
  var transparency: [Int]?

  /// Writes the pixels of unfiltered row `row` of `pass` into `pixels`.
  ///
  /// - Complexity: O(`pass.width`).
  func convert(_ data: UnsafeBufferPointer<UInt8>, pass: PNGHeader.Pass, row: Int, into pixels: UnsafeMutableBufferPointer<UInt8>) {
    let depth = header.bitDepth
    let y = pass.y + row * pass.dy
    var at = (y * header.width + pass.x) * 4
    let step = pass.dx * 4
    let maximum = (1 << depth) - 1
    let key = transparency ?? []
    /// Sample `index` of the row, at the picture's bit depth.
    @inline(__always) func sample(_ index: Int) -> Int {
      switch depth {
      case 8: return Int(data[index])
      case 16: return Int(data[index * 2]) << 8 | Int(data[index * 2 + 1])
      default:
        let bit = index * depth
        return Int(data[bit >> 3]) >> (8 - depth - (bit & 7)) & maximum
      }
    }
    /// A sample scaled to 8 bits, rounded as ImageMagick and libpng do.
    @inline(__always) func eight(_ value: Int) -> UInt8 {
      switch depth {
      case 8: UInt8(truncatingIfNeeded: value)
      case 16: UInt8(truncatingIfNeeded: (value * 255 + 32_767) / 65_535)
      default: UInt8(truncatingIfNeeded: value * 255 / maximum)
      }
    }
    switch header.colorType {
    case .grey:
      for x in 0..<pass.width {
        let value = sample(x)
        let grey = eight(value)
        pixels[at] = grey
        pixels[at + 1] = grey
        pixels[at + 2] = grey
        pixels[at + 3] = key.count == 1 && key[0] == value ? 0 : 255
        at += step
      }
    case .rgb:
      for x in 0..<pass.width {
        let red = sample(x * 3), green = sample(x * 3 + 1), blue = sample(x * 3 + 2)
        pixels[at] = eight(red)
        pixels[at + 1] = eight(green)
        pixels[at + 2] = eight(blue)
        pixels[at + 3] = key.count == 3 && key[0] == red && key[1] == green && key[2] == blue ? 0 : 255
        at += step
      }
    case .palette:
      palette.withUnsafeBufferPointer { palette in
        for x in 0..<pass.width {
          let entry = sample(x) * 4
          if entry + 3 < palette.count {
            pixels[at] = palette[entry]
            pixels[at + 1] = palette[entry + 1]
            pixels[at + 2] = palette[entry + 2]
            pixels[at + 3] = palette[entry + 3]
          } else {
            pixels[at] = 0
            pixels[at + 1] = 0
            pixels[at + 2] = 0
            pixels[at + 3] = 255
          }
          at += step
        }
      }
    case .greyAlpha:
      for x in 0..<pass.width {
        let grey = eight(sample(x * 2))
        pixels[at] = grey
        pixels[at + 1] = grey
        pixels[at + 2] = grey
        pixels[at + 3] = eight(sample(x * 2 + 1))
        at += step
      }
    case .rgba:
      for x in 0..<pass.width {
        pixels[at] = eight(sample(x * 4))
        pixels[at + 1] = eight(sample(x * 4 + 1))
        pixels[at + 2] = eight(sample(x * 4 + 2))
        pixels[at + 3] = eight(sample(x * 4 + 3))
        at += step
      }
    }
  }
}
