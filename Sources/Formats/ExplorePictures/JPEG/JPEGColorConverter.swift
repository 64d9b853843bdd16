/// Turns a JPEG's component planes into RGBA pixels: chroma upsampled with
/// libjpeg's "fancy" triangle filter (each output sample ¾ its nearest
/// input sample and ¼ the next nearest), then YCbCr to RGB (JFIF, full range).
enum JPEGColorConverter {
  /// The picture of `planes` (one for greyscale, three for YCbCr or RGB),
  /// `width` × `height` pixels: the frame's size, or less when the planes
  /// were made at a reduced scale.
  ///
  /// - Complexity: O(width × height).
  static func picture(frame: JPEGFrame, planes: [JPEGPlane], rgb: Bool, width: Int, height: Int) -> Picture {
    var full: [(samples: [UInt8], stride: Int)] = []
    for plane in planes {
      let factorX = frame.maxHorizontal / plane.horizontal, factorY = frame.maxVertical / plane.vertical
      if factorX == 1 && factorY == 1 {
        full.append((plane.samples, plane.stride))
      } else {
        full.append((upsample(plane, factorX: factorX, factorY: factorY, width: width, height: height), width))
      }
    }
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    pixels.withUnsafeMutableBufferPointer { pixels in
      let out = pixels.baseAddress!
      if full.count == 1 {
        full[0].samples.withUnsafeBufferPointer { grey in
          for y in 0..<height {
            let row = grey.baseAddress! + y * full[0].stride
            var at = out + y * width * 4
            for x in 0..<width {
              let value = row[x]
              at[0] = value
              at[1] = value
              at[2] = value
              at += 4
            }
          }
        }
        return
      }
      let tables = ColorTables.shared
      full[0].samples.withUnsafeBufferPointer { first in
        full[1].samples.withUnsafeBufferPointer { second in
          full[2].samples.withUnsafeBufferPointer { third in
            for y in 0..<height {
              let a = first.baseAddress! + y * full[0].stride
              let b = second.baseAddress! + y * full[1].stride
              let c = third.baseAddress! + y * full[2].stride
              var at = out + y * width * 4
              if rgb {
                for x in 0..<width {
                  at[0] = a[x]
                  at[1] = b[x]
                  at[2] = c[x]
                  at += 4
                }
                continue
              }
              for x in 0..<width {
                let luma = Int32(a[x]), blue = Int(b[x]), red = Int(c[x])
                at[0] = clamp(luma + tables.redFromCr[red])
                at[1] = clamp(luma + ((tables.greenFromCb[blue] + tables.greenFromCr[red]) >> 16))
                at[2] = clamp(luma + tables.blueFromCb[blue])
                at += 4
              }
            }
          }
        }
      }
    }
    return Picture(width: width, height: height, pixels: pixels, hasAlpha: false)
  }

  @inline(__always)
  private static func clamp(_ value: Int32) -> UInt8 {
    UInt8(truncatingIfNeeded: min(max(value, 0), 255))
  }

  /// The plane at full resolution, `width` × `height`, stride `width`.
  ///
  /// - Complexity: O(`width` × `height`).
  static func upsample(_ plane: JPEGPlane, factorX: Int, factorY: Int, width: Int, height: Int) -> [UInt8] {
    var output = [UInt8](repeating: 0, count: width * height)
    let lastColumn = max(0, plane.width - 1), lastRow = max(0, plane.height - 1)
    plane.samples.withUnsafeBufferPointer { samples in
      output.withUnsafeMutableBufferPointer { output in
        let input = samples.baseAddress!, out = output.baseAddress!
        var sums = [Int](repeating: 0, count: plane.width)
        for y in 0..<height {
          // The vertical pass: ¾ of the nearest row, ¼ of the next nearest (or the row alone).
          let row = min(y / factorY, lastRow)
          let near = input + row * plane.stride
          if factorY == 2 {
            let neighbour = input + (y & 1 == 0 ? max(row - 1, 0) : min(row + 1, lastRow)) * plane.stride
            for x in 0..<plane.width { sums[x] = 3 * Int(near[x]) + Int(neighbour[x]) }
          } else {
            for x in 0..<plane.width { sums[x] = 4 * Int(near[x]) }
          }
          let line = out + y * width
          if factorX == 2 && factorY == 1 {
            // NB: libjpeg's h2v1 rounding: ¾ and ¼ in quarters, biased 1 then 2.
            for x in 0..<width {
              let column = min(x / 2, lastColumn)
              let other = x & 1 == 0 ? max(column - 1, 0) : min(column + 1, lastColumn)
              line[x] = UInt8(truncatingIfNeeded: ((3 * sums[column] + sums[other]) >> 2 + (x & 1 == 0 ? 1 : 2)) >> 2)
            }
          } else if factorX == 2 {
            for x in 0..<width {
              let column = min(x / 2, lastColumn)
              let other = x & 1 == 0 ? max(column - 1, 0) : min(column + 1, lastColumn)
              line[x] = UInt8(truncatingIfNeeded: (3 * sums[column] + sums[other] + (x & 1 == 0 ? 8 : 7)) >> 4)
            }
          } else {
            let bias = factorY == 2 && y & 1 == 1 ? 2 : 1
            for x in 0..<width { line[x] = UInt8(truncatingIfNeeded: (sums[min(x, lastColumn)] + bias) >> 2) }
          }
        }
      }
    }
    return output
  }

  /// The YCbCr → RGB terms for each chroma value, in fixed point.
  struct ColorTables: Sendable {
    var redFromCr: [Int32]
    var blueFromCb: [Int32]
    /// Scaled by 2^16, with the rounding half in `greenFromCb`.
    var greenFromCb: [Int32]
    var greenFromCr: [Int32]

    static let shared: ColorTables = {
      var tables = ColorTables(redFromCr: [], blueFromCb: [], greenFromCb: [], greenFromCr: [])
      for value in 0..<256 {
        let chroma = Double(value - 128)
        tables.redFromCr.append(Int32((1.402 * chroma).rounded()))
        tables.blueFromCb.append(Int32((1.772 * chroma).rounded()))
        tables.greenFromCb.append(Int32((-0.344_136 * chroma * 65_536).rounded()) + 32_768)
        tables.greenFromCr.append(Int32((-0.714_136 * chroma * 65_536).rounded()))
      }
      return tables
    }()
  }
}
