/// The 8×8 inverse DCT of JPEG blocks, with dequantisation.
///
/// NB: the separable Loeffler–Ligtenberg–Moschytz factorisation (12
/// multiplications per 8 points), in `Float`: each 1-D pass leaves its
/// result scaled by √8, so the 2-D result is divided by 8. A column whose
/// AC coefficients are all zero, the common case after quantisation, is
/// its DC value repeated.
enum JPEGInverseDCT {
  /// Dequantises the 64 coefficients at `block` (natural order) with
  /// `table` and writes the 8×8 samples, level-shifted and clamped, to
  /// `output`, rows `stride` bytes apart.
  ///
  /// - Complexity: O(1): at most 16 one-dimensional transforms.
  @inline(__always)
  static func transform(
    _ block: UnsafePointer<Int16>, table: UnsafePointer<Float>, into output: UnsafeMutablePointer<UInt8>, stride: Int
  ) {
    // A block of DC alone, common in smooth areas, is one value.
    var onlyDC = true
    for index in 1..<64 where block[index] != 0 {
      onlyDC = false
      break
    }
    if onlyDC {
      let value = clamp(Float(block[0]) * table[0])
      for row in 0..<8 { (output + row * stride).update(repeating: value, count: 8) }
      return
    }
    withUnsafeTemporaryAllocation(of: Float.self, capacity: 64) { workspace in
      let work = workspace.baseAddress!
      // Columns.
      for column in 0..<8 {
        let input = block + column
        let q = table + column
        if input[8] == 0 && input[16] == 0 && input[24] == 0 && input[32] == 0 && input[40] == 0 && input[48] == 0
          && input[56] == 0
        {
          let dc = Float(input[0]) * q[0]
          for row in 0..<8 { work[row * 8 + column] = dc }
          continue
        }
        let values = (
          Float(input[0]) * q[0], Float(input[8]) * q[8], Float(input[16]) * q[16], Float(input[24]) * q[24],
          Float(input[32]) * q[32], Float(input[40]) * q[40], Float(input[48]) * q[48], Float(input[56]) * q[56]
        )
        let result = oneDimensional(values)
        work[column] = result.0
        work[8 + column] = result.1
        work[16 + column] = result.2
        work[24 + column] = result.3
        work[32 + column] = result.4
        work[40 + column] = result.5
        work[48 + column] = result.6
        work[56 + column] = result.7
      }
      // Rows.
      for row in 0..<8 {
        let line = work + row * 8
        let result = oneDimensional((line[0], line[1], line[2], line[3], line[4], line[5], line[6], line[7]))
        let out = output + row * stride
        out[0] = clamp(result.0)
        out[1] = clamp(result.1)
        out[2] = clamp(result.2)
        out[3] = clamp(result.3)
        out[4] = clamp(result.4)
        out[5] = clamp(result.5)
        out[6] = clamp(result.6)
        out[7] = clamp(result.7)
      }
    }
  }

  /// A sample from a row result: divided by 8, level-shifted by 128, rounded, clamped to 0...255.
  @inline(__always)
  static func clamp(_ value: Float) -> UInt8 {
    let shifted = value * 0.125 + 128.5
    if shifted <= 0 { return 0 }
    if shifted >= 255 { return 255 }
    return UInt8(shifted)
  }

  /// The 8-point inverse DCT, scaled by √8.
  @inline(__always)
  static func oneDimensional(
    _ x: (Float, Float, Float, Float, Float, Float, Float, Float)
  ) -> (Float, Float, Float, Float, Float, Float, Float, Float) {
    // Even part.
    let z1 = (x.2 + x.6) * 0.541_196_1
    let even2 = z1 - x.6 * 1.847_759_065
    let even3 = z1 + x.2 * 0.765_366_865
    let even0 = x.0 + x.4
    let even1 = x.0 - x.4
    let t10 = even0 + even3, t13 = even0 - even3, t11 = even1 + even2, t12 = even1 - even2
    // Odd part.
    var o0 = x.7, o1 = x.5, o2 = x.3, o3 = x.1
    var a = o0 + o3, b = o1 + o2, c = o0 + o2, d = o1 + o3
    let z5 = (c + d) * 1.175_875_602
    o0 *= 0.298_631_336
    o1 *= 2.053_119_869
    o2 *= 3.072_711_026
    o3 *= 1.501_321_110
    a *= -0.899_976_223
    b *= -2.562_915_447
    c = c * -1.961_570_560 + z5
    d = d * -0.390_180_644 + z5
    o0 += a + c
    o1 += b + d
    o2 += b + c
    o3 += a + d
    return (t10 + o3, t11 + o2, t12 + o1, t13 + o0, t13 - o0, t12 - o1, t11 - o2, t10 - o3)
  }
}
