/// Decodes the entropy-coded data of one scan into the frame's quantised
/// coefficients (natural order, `Int16`), for every mode: sequential, and
/// progressive DC/AC first and refinement scans (T.81 annex G).
struct JPEGScanDecoder: ~Copyable {
  var reader: JPEGBitReader
  let coefficients: UnsafeMutablePointer<Int16>
  let frame: JPEGFrame
  let scan: JPEGScan
  /// The DC predictor of each of the scan's components.
  private var predictors: [Int]
  /// Blocks left in the current end-of-band run (progressive AC).
  private var endOfBandRun = 0
  /// The scan's DC tables (index `i`) then AC tables (index `components + i`),
  /// an empty one where the scan's mode reads none.
  private let tables: JPEGHuffmanTables
  /// ``zigzag``, held here so that the hot loops do not reach for a global.
  private let order: [Int] = Self.zigzag

  init(reader: consuming JPEGBitReader, coefficients: UnsafeMutablePointer<Int16>, frame: JPEGFrame, scan: JPEGScan) {
    self.reader = reader
    self.coefficients = coefficients
    self.frame = frame
    self.scan = scan
    self.predictors = [Int](repeating: 0, count: scan.components.count)
    self.tables = JPEGHuffmanTables((scan.dcTables + scan.acTables).map { $0 ?? JPEGHuffmanTable.empty })
  }

  /// Zigzag position → natural (row-major) position.
  static let zigzag: [Int] = [
    0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21,
    28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54,
    47, 55, 62, 63,
  ]

  /// Decodes every MCU of the scan, with restarts every `restartInterval`
  /// MCUs (0 for none), and returns the position of the marker after it.
  ///
  /// - Throws: `.truncated` when the data ends (or a marker comes) before
  ///   the last MCU, `.badHuffmanCode` or `.badJPEGScan` for damaged data.
  /// - Complexity: O(blocks × 64).
  mutating func decode(restartInterval: Int) throws(PictureError) -> Int {
    var mcu = 0
    if scan.components.count == 1 {
      // NB: a scan of one component walks that component's own blocks,
      // not the frame's MCUs (T.81, A.2.2).
      let component = frame.components[scan.components[0]]
      let across = (component.width + 7) / 8, down = (component.height + 7) / 8
      for blockRow in 0..<down {
        for blockColumn in 0..<across {
          if restartInterval > 0 && mcu > 0 && mcu % restartInterval == 0 { try restart() }
          try decodeBlock(0, at: component.offset + (blockRow * component.blocksPerLine + blockColumn) * 64)
          mcu += 1
          guard !reader.overran else { throw PictureError(.jpeg, .truncated) }
        }
      }
    } else {
      for mcuRow in 0..<frame.mcusPerColumn {
        for mcuColumn in 0..<frame.mcusPerLine {
          if restartInterval > 0 && mcu > 0 && mcu % restartInterval == 0 { try restart() }
          for (index, componentIndex) in scan.components.enumerated() {
            let component = frame.components[componentIndex]
            for v in 0..<component.vertical {
              let row = mcuRow * component.vertical + v
              for h in 0..<component.horizontal {
                let column = mcuColumn * component.horizontal + h
                try decodeBlock(index, at: component.offset + (row * component.blocksPerLine + column) * 64)
              }
            }
          }
          mcu += 1
          guard !reader.overran else { throw PictureError(.jpeg, .truncated) }
        }
      }
    }
    return reader.endOfScan()
  }

  private mutating func restart() throws(PictureError) {
    try reader.restart()
    for index in predictors.indices { predictors[index] = 0 }
    endOfBandRun = 0
  }

  @inline(__always)
  private mutating func decodeBlock(_ index: Int, at offset: Int) throws(PictureError) {
    let block = coefficients + offset
    switch scan.mode {
    case .sequential: try sequential(index, block)
    case .dcFirst:
      let category = try reader.decode(tables, index)
      guard category <= 15 else { throw PictureError(.jpeg, .corrupt(.badJPEGScan)) }
      predictors[index] &+= reader.signed(category)
      block[0] = Int16(truncatingIfNeeded: predictors[index] &* (1 << scan.approximationLow))
    case .dcRefine:
      if reader.bit() { block[0] |= Int16(truncatingIfNeeded: 1 << scan.approximationLow) }
    case .acFirst: try acFirst(index, block)
    case .acRefine: try acRefine(index, block)
    }
  }

  /// A whole block: the DC difference, then run/size coded AC coefficients.
  @inline(__always)
  private mutating func sequential(_ index: Int, _ block: UnsafeMutablePointer<Int16>) throws(PictureError) {
    let category = try reader.decode(tables, index)
    guard category <= 15 else { throw PictureError(.jpeg, .corrupt(.badJPEGScan)) }
    predictors[index] &+= reader.signed(category)
    block[0] = Int16(truncatingIfNeeded: predictors[index])
    var k = 1
    while k < 64 {
      let symbol = try reader.decode(tables, scan.components.count + index)
      let run = symbol >> 4, size = symbol & 15
      if size == 0 {
        if run != 15 { break }
        k += 16
        continue
      }
      k += run
      guard k < 64 else { throw PictureError(.jpeg, .corrupt(.badJPEGScan)) }
      block[order[k]] = Int16(truncatingIfNeeded: reader.signed(size))
      k += 1
    }
  }

  /// The first bits of a band of AC coefficients, with end-of-band runs.
  private mutating func acFirst(_ index: Int, _ block: UnsafeMutablePointer<Int16>) throws(PictureError) {
    if endOfBandRun > 0 {
      endOfBandRun -= 1
      return
    }
    var k = scan.spectralStart
    while k <= scan.spectralEnd {
      let symbol = try reader.decode(tables, scan.components.count + index)
      let run = symbol >> 4, size = symbol & 15
      if size == 0 {
        if run < 15 {
          endOfBandRun = (1 << run) - 1 + reader.bits(run)
          break
        }
        k += 16
        continue
      }
      k += run
      guard k <= scan.spectralEnd else { throw PictureError(.jpeg, .corrupt(.badJPEGScan)) }
      block[order[k]] = Int16(truncatingIfNeeded: reader.signed(size) &* (1 << scan.approximationLow))
      k += 1
    }
  }

  /// One more bit of a band of AC coefficients: a correction bit for each
  /// coefficient already non-zero, and new coefficients of ±1 (scaled)
  /// placed among the zero ones.
  private mutating func acRefine(_ index: Int, _ block: UnsafeMutablePointer<Int16>) throws(PictureError) {
    let positive = Int16(truncatingIfNeeded: 1 << scan.approximationLow)
    let negative = Int16(truncatingIfNeeded: -1 << scan.approximationLow)
    let end = scan.spectralEnd
    var k = scan.spectralStart
    /// Adds a correction bit to a coefficient that is already non-zero.
    @inline(__always) func refine(_ position: Int, _ reader: inout JPEGBitReader) {
      if reader.bit() && block[position] & positive == 0 {
        block[position] &+= block[position] >= 0 ? positive : negative
      }
    }
    if endOfBandRun == 0 {
        while k <= end {
        let symbol = try reader.decode(tables, scan.components.count + index)
        var run = symbol >> 4
        let size = symbol & 15
        var value: Int16 = 0
        if size != 0 {
          // NB: a size other than 1 is damage; libjpeg reads it as 1 too.
          value = reader.bit() ? positive : negative
        } else if run != 15 {
          endOfBandRun = (1 << run) + reader.bits(run)
          break
        }
        while k <= end {
          let position = order[k]
          if block[position] != 0 {
            refine(position, &reader)
          } else {
            if run == 0 { break }
            run -= 1
          }
          k += 1
        }
        if value != 0 && k <= end { block[order[k]] = value }
        k += 1
      }
    }
    if endOfBandRun > 0 {
      while k <= end {
        let position = order[k]
        if block[position] != 0 { refine(position, &reader) }
        k += 1
      }
      endOfBandRun -= 1
    }
  }
}
