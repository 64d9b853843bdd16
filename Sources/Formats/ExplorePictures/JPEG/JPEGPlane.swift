/// One component's samples after the inverse DCT, padded to whole blocks.
struct JPEGPlane {
  var samples: [UInt8]
  /// Bytes from one row of samples to the next: the blocks across × the block size.
  var stride: Int
  /// Samples across and down that carry picture.
  var width: Int
  var height: Int
  var horizontal: Int
  var vertical: Int

  /// The samples of `component`, from its blocks in `coefficients`
  /// dequantised with `table` (natural order), each block `size` samples
  /// each way: 8, or 4, 2, 1 for 1/2, 1/4, 1/8 scale.
  ///
  /// - Complexity: O(blocks).
  init(component: JPEGFrame.Component, coefficients: [Int16], table: [Float], size: Int = 8) {
    stride = component.blocksPerLine * size
    width = (component.width * size + 7) / 8
    height = (component.height * size + 7) / 8
    horizontal = component.horizontal
    vertical = component.vertical
    let stride = self.stride
    var samples = [UInt8](repeating: 0, count: stride * component.blocksPerColumn * size)
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
              let output = samples.baseAddress! + blockRow * size * stride + blockColumn * size
              if size == 8 {
                JPEGInverseDCT.transform(block, table: table.baseAddress!, into: output, stride: stride)
              } else {
                JPEGInverseDCT.transform(block, table: table.baseAddress!, into: output, stride: stride, size: size)
              }
            }
          }
        }
      }
    }
    self.samples = samples
  }
}
