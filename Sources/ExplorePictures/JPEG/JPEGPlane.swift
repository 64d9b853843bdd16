/// One component's samples after the inverse DCT, padded to whole blocks.
struct JPEGPlane {
  var samples: [UInt8]
  /// Bytes from one row of samples to the next: the blocks across × 8.
  var stride: Int
  /// Samples across and down that carry picture.
  var width: Int
  var height: Int
  var horizontal: Int
  var vertical: Int

  /// The samples of `component`, from its blocks in `coefficients`
  /// dequantised with `table` (natural order).
  ///
  /// - Complexity: O(blocks).
  init(component: JPEGFrame.Component, coefficients: [Int16], table: [Float]) {
    stride = component.blocksPerLine * 8
    width = component.width
    height = component.height
    horizontal = component.horizontal
    vertical = component.vertical
    let stride = self.stride
    var samples = [UInt8](repeating: 0, count: stride * component.blocksPerColumn * 8)
    // NB: only the blocks that carry picture; the padding blocks of the
    // last MCU are never shown.
    let across = min(component.blocksPerLine, (component.width + 7) / 8)
    let down = min(component.blocksPerColumn, (component.height + 7) / 8)
    coefficients.withUnsafeBufferPointer { coefficients in
      table.withUnsafeBufferPointer { table in
        samples.withUnsafeMutableBufferPointer { samples in
          for blockRow in 0..<down {
            for blockColumn in 0..<across {
              let block = coefficients.baseAddress! + component.offset + (blockRow * component.blocksPerLine + blockColumn) * 64
              JPEGInverseDCT.transform(
                block, table: table.baseAddress!, into: samples.baseAddress! + blockRow * 8 * stride + blockColumn * 8,
                stride: stride)
            }
          }
        }
      }
    }
    self.samples = samples
  }
}
