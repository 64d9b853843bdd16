/// Scales pictures with an area (box) filter: each target pixel is the
/// average of the source area it covers, weighted by how much of each
/// source pixel falls inside it, with colours weighted by alpha so that
/// transparent pixels do not darken their neighbours.
///
/// ```swift
/// let thumbnail = PictureScaler.scale(picture, width: 20, height: 20)
/// ```
public enum PictureScaler {
  /// `picture` at `width` × `height` pixels.
  ///
  /// - Complexity: O(source pixels × (1 + target width / source width)
  ///   + target pixels × (1 + source height / target height)).
  public static func scale(_ picture: Picture, width: Int, height: Int) -> Picture {
    precondition(width > 0 && height > 0, "PictureScaler.scale needs a target of at least one pixel")
    if width == picture.width && height == picture.height { return picture }
    let across = weights(from: picture.width, to: width)
    let down = weights(from: picture.height, to: height)
    // Horizontal pass: every source row to `width` premultiplied pixels.
    var rows = [Float](repeating: 0, count: picture.height * width * 4)
    picture.pixels.withUnsafeBufferPointer { source in
      rows.withUnsafeMutableBufferPointer { rows in
        for y in 0..<picture.height {
          let line = source.baseAddress! + y * picture.width * 4
          let out = rows.baseAddress! + y * width * 4
          for x in 0..<width {
            var red: Float = 0, green: Float = 0, blue: Float = 0, alpha: Float = 0
            for tap in across.taps[x] {
              let pixel = line + tap.index * 4
              let weight = tap.weight * Float(pixel[3])
              red += Float(pixel[0]) * weight
              green += Float(pixel[1]) * weight
              blue += Float(pixel[2]) * weight
              alpha += weight
            }
            out[x * 4] = red
            out[x * 4 + 1] = green
            out[x * 4 + 2] = blue
            out[x * 4 + 3] = alpha
          }
        }
      }
    }
    // Vertical pass, then back to straight alpha.
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    rows.withUnsafeBufferPointer { rows in
      pixels.withUnsafeMutableBufferPointer { pixels in
        for y in 0..<height {
          let out = pixels.baseAddress! + y * width * 4
          for x in 0..<width {
            var red: Float = 0, green: Float = 0, blue: Float = 0, alpha: Float = 0
            for tap in down.taps[y] {
              let pixel = rows.baseAddress! + (tap.index * width + x) * 4
              red += pixel[0] * tap.weight
              green += pixel[1] * tap.weight
              blue += pixel[2] * tap.weight
              alpha += pixel[3] * tap.weight
            }
            if alpha > 0 {
              out[x * 4] = UInt8(min(255, red / alpha + 0.5))
              out[x * 4 + 1] = UInt8(min(255, green / alpha + 0.5))
              out[x * 4 + 2] = UInt8(min(255, blue / alpha + 0.5))
            }
            out[x * 4 + 3] = UInt8(min(255, alpha + 0.5))
          }
        }
      }
    }
    return Picture(width: width, height: height, pixels: pixels, hasAlpha: picture.hasAlpha)
  }

  /// The source pixels each target pixel covers along one axis, and how much.
  struct Weights {
    struct Tap {
      var index: Int
      var weight: Float
    }
    /// For each target pixel, its taps; their weights add up to 1.
    var taps: [[Tap]]
  }

  /// The weights that take `source` pixels to `target` along one axis.
  ///
  /// - Complexity: O(`source` + `target`).
  static func weights(from source: Int, to target: Int) -> Weights {
    let scale = Double(source) / Double(target)
    var taps: [[Weights.Tap]] = []
    taps.reserveCapacity(target)
    for index in 0..<target {
      let start = Double(index) * scale, end = Double(index + 1) * scale
      var these: [Weights.Tap] = []
      var pixel = Int(start)
      while Double(pixel) < end && pixel < source {
        let overlap = min(end, Double(pixel + 1)) - max(start, Double(pixel))
        if overlap > 1e-9 { these.append(Weights.Tap(index: pixel, weight: Float(overlap / scale))) }
        pixel += 1
      }
      taps.append(these)
    }
    return Weights(taps: taps)
  }
}
