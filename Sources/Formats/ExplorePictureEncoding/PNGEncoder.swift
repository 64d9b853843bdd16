public import ExplorePictures

/// Encodes a picture as a PNG: 8-bit RGB when it is opaque, else RGBA,
/// each row with the filter that suits it, deflated here (``Deflater``).
///
/// ```swift
/// let png = PNGEncoder.encode(thumbnail)   // for kitty's `f=100`, or iTerm2
/// ```
public enum PNGEncoder {
  /// The PNG of `picture`, each colour channel rounded to a multiple of
  /// `step` (1, the default, keeps every value; alpha is never rounded).
  ///
  /// NB: each row takes the filter whose output has the least sum of
  /// absolute values (as signed bytes), libpng's heuristic: it costs five
  /// passes over the row and shrinks a photograph's data by a third or
  /// more against no filter.
  ///
  /// - Complexity: O(width × height × ``Deflater/maxChain``).
  public static func encode(_ picture: Picture, step: Int = 1) -> [UInt8] {
    precondition((1...255).contains(step), "PNGEncoder.encode(_:step:) rounds to a step of 1 to 255")
    let rounded = (0...255).map { UInt8(min(255, ($0 + step / 2) / step * step)) }
    let channels = picture.hasAlpha ? 4 : 3
    let rowBytes = picture.width * channels
    var raw = [UInt8](repeating: 0, count: rowBytes * picture.height)
    picture.pixels.withUnsafeBufferPointer { pixels in
      raw.withUnsafeMutableBufferPointer { raw in
        var at = 0
        for index in stride(from: 0, to: pixels.count, by: 4) {
          raw[at] = rounded[Int(pixels[index])]
          raw[at + 1] = rounded[Int(pixels[index + 1])]
          raw[at + 2] = rounded[Int(pixels[index + 2])]
          if channels == 4 { raw[at + 3] = pixels[index + 3] }
          at += channels
        }
      }
    }
    var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * picture.height)
    raw.withUnsafeBufferPointer { raw in
      filtered.withUnsafeMutableBufferPointer { filtered in
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        for row in 0..<picture.height {
          let line = UnsafeBufferPointer(rebasing: raw[row * rowBytes..<(row + 1) * rowBytes])
          let above = row > 0 ? UnsafeBufferPointer(rebasing: raw[(row - 1) * rowBytes..<row * rowBytes]) : nil
          let out = row * (rowBytes + 1)
          var bestCost = Int.max
          for filter in 0...4 {
            let cost = Self.filter(filter, line, above: above, stride: channels, into: &candidate)
            guard cost < bestCost else { continue }
            bestCost = cost
            filtered[out] = UInt8(filter)
            for index in 0..<rowBytes { filtered[out + 1 + index] = candidate[index] }
          }
        }
      }
    }
    var png = PictureFormat.pngSignature
    var header: [UInt8] = []
    for value in [picture.width, picture.height] {
      header += [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
    header += [8, picture.hasAlpha ? 6 : 2, 0, 0, 0]
    png += chunk("IHDR", header)
    png += chunk("IDAT", Deflater.deflate(zlib: filtered))
    png += chunk("IEND", [])
    return png
  }

  /// Filters `line` with `filter` (0 none, 1 sub, 2 up, 3 average, 4
  /// Paeth) into `output`, and returns its cost.
  private static func filter(
    _ filter: Int, _ line: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>?, stride: Int,
    into output: inout [UInt8]
  ) -> Int {
    var cost = 0
    for index in 0..<line.count {
      let left = index >= stride ? Int(line[index - stride]) : 0
      let up = above.map { Int($0[index]) } ?? 0
      let upLeft = index >= stride ? above.map { Int($0[index - stride]) } ?? 0 : 0
      let predicted: Int
      switch filter {
      case 0: predicted = 0
      case 1: predicted = left
      case 2: predicted = up
      case 3: predicted = (left + up) / 2
      default:
        let estimate = left + up - upLeft
        let toLeft = abs(estimate - left), toUp = abs(estimate - up), toUpLeft = abs(estimate - upLeft)
        predicted = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft
      }
      let value = UInt8(truncatingIfNeeded: Int(line[index]) - predicted)
      output[index] = value
      cost += value < 128 ? Int(value) : 256 - Int(value)
    }
    return cost
  }

  /// A chunk: length, type, data, CRC of the type and data.
  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    let crc = body.withUnsafeBufferPointer { CRC32.checksum($0) }
    let length = data.count
    return [UInt8(length >> 24 & 0xFF), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)] + body
      + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
  }
}
