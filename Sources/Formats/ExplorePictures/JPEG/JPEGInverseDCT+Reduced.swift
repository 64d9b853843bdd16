extension JPEGInverseDCT {
  /// Dequantises the 64 coefficients at `block` (natural order) with
  /// `table` and writes the block at 1/2, 1/4 or 1/8 scale (`size` 4, 2
  /// or 1 samples each way) to `output`, rows `stride` bytes apart.
  ///
  /// NB: each output sample is the average of the 2 × 2 (4 × 4, 8 × 8)
  /// samples of the full inverse DCT it stands for, computed straight from
  /// the coefficients: averaging commutes with the transform, so the
  /// block's basis functions are averaged once, in ``average4`` and
  /// ``average2``, and the full-size samples are never made. At 1/8 that
  /// is the DC coefficient alone. The result is the full decode scaled
  /// down with a box filter aligned to the blocks (libjpeg's reduced
  /// decodes average the same way).
  ///
  /// - Complexity: O(1): at most 8 × `size` × (8 + `size`) multiplications.
  static func transform(
    _ block: UnsafePointer<Int16>, table: UnsafePointer<Float>, into output: UnsafeMutablePointer<UInt8>, stride: Int,
    size: Int
  ) {
    precondition(size == 1 || size == 2 || size == 4, "a reduced block is 1, 2 or 4 samples wide")
    if size == 1 {
      output[0] = clamp(Float(block[0]) * table[0])
      return
    }
    let averages = size == 4 ? Self.average4 : Self.average2
    withUnsafeTemporaryAllocation(of: Float.self, capacity: 32) { workspace in
      let work = workspace.baseAddress!
      averages.withUnsafeBufferPointer { averages in
        let basis = averages.baseAddress!
        // Each row of frequencies (v) to `size` columns of samples (x).
        for v in 0..<8 {
          for x in 0..<size {
            var sum: Float = 0
            for u in 0..<8 where block[v * 8 + u] != 0 { sum += basis[x * 8 + u] * Float(block[v * 8 + u]) * table[v * 8 + u] }
            work[v * size + x] = sum
          }
        }
        // Then down: frequencies (v) to rows of samples (y). The factor 2
        // makes the sum 8 × the sample, which `clamp` takes.
        for y in 0..<size {
          let out = output + y * stride
          for x in 0..<size {
            var sum: Float = 0
            for v in 0..<8 { sum += basis[y * 8 + v] * work[v * size + x] }
            out[x] = clamp(sum * 2)
          }
        }
      }
    }
  }

  /// At `m * 8 + k`: the average over samples `2m` and `2m + 1` of the
  /// 8-point basis function `c(k) cos((2n + 1)kπ / 16)`, `c(0) = 1/√2`,
  /// else 1 (written out: this module has no `cos`).
  private static let average4: [Float] = [
    0.707_106_78, 0.906_127_45, 0.653_281_48, 0.318_189_65, 0, -0.212_607_52, -0.270_598_05, -0.180_239_96,
    0.707_106_78, 0.375_330_28, -0.653_281_48, -0.768_177_76, 0, 0.513_279_97, 0.270_598_05, -0.074_657_83,
    0.707_106_78, -0.375_330_28, -0.653_281_48, 0.768_177_76, 0, -0.513_279_97, 0.270_598_05, 0.074_657_83,
    0.707_106_78, -0.906_127_45, 0.653_281_48, -0.318_189_65, 0, 0.212_607_52, -0.270_598_05, 0.180_239_96,
  ]
  /// The same over samples `4m` to `4m + 3`.
  private static let average2: [Float] = [
    0.707_106_78, 0.640_728_86, 0, -0.224_994_06, 0, 0.150_336_22, 0, -0.127_448_89,
    0.707_106_78, -0.640_728_86, 0, 0.224_994_06, 0, -0.150_336_22, 0, 0.127_448_89,
  ]
}
