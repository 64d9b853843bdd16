/// A scan header (`SOS`): which components it codes, with which tables,
/// and which part of the coefficients (progressive spectral selection and
/// successive approximation).
struct JPEGScan {
  /// How a scan codes its blocks.
  enum Mode {
    /// Baseline or extended sequential: every coefficient at once.
    case sequential
    /// Progressive: the first bits of the DC coefficients.
    case dcFirst
    /// Progressive: one more bit of the DC coefficients.
    case dcRefine
    /// Progressive: the first bits of a band of AC coefficients.
    case acFirst
    /// Progressive: one more bit of a band of AC coefficients.
    case acRefine
  }

  /// Indices into the frame's components.
  var components: [Int]
  var dcTables: [JPEGHuffmanTable?]
  var acTables: [JPEGHuffmanTable?]
  var spectralStart: Int
  var spectralEnd: Int
  var approximationHigh: Int
  var approximationLow: Int
  var mode: Mode

  /// Reads a scan header's `data` (after its length) for `frame`, with the
  /// tables defined so far.
  ///
  /// - Throws: `.badJPEGScan` for values the standard does not allow,
  ///   `.missingJPEGTable` for a table that was never defined.
  init(
    _ data: ArraySlice<UInt8>, frame: JPEGFrame, dcTables: [JPEGHuffmanTable?], acTables: [JPEGHuffmanTable?]
  ) throws(PictureError) {
    let bytes = Array(data)
    guard let count = bytes.first.map(Int.init), (1...frame.components.count).contains(count), bytes.count == 4 + count * 2
    else { throw PictureError(.jpeg, .corrupt(.badJPEGScan)) }
    var components: [Int] = []
    var dc: [JPEGHuffmanTable?] = []
    var ac: [JPEGHuffmanTable?] = []
    for index in 0..<count {
      let at = 1 + index * 2
      guard let component = frame.components.firstIndex(where: { $0.id == bytes[at] }), !components.contains(component),
        bytes[at + 1] >> 4 <= 3, bytes[at + 1] & 15 <= 3
      else { throw PictureError(.jpeg, .corrupt(.badJPEGScan)) }
      components.append(component)
      dc.append(dcTables[Int(bytes[at + 1] >> 4)])
      ac.append(acTables[Int(bytes[at + 1] & 15)])
    }
    let start = Int(bytes[1 + count * 2]), end = Int(bytes[2 + count * 2])
    let high = Int(bytes[3 + count * 2] >> 4), low = Int(bytes[3 + count * 2] & 15)
    let mode: Mode
    if frame.progressive {
      guard end <= 63, start <= end, low <= 13, high <= 13 else { throw PictureError(.jpeg, .corrupt(.badJPEGScan)) }
      if start == 0 {
        guard end == 0 else { throw PictureError(.jpeg, .corrupt(.badJPEGScan)) }
        mode = high == 0 ? .dcFirst : .dcRefine
      } else {
        guard count == 1 else { throw PictureError(.jpeg, .corrupt(.badJPEGScan)) }
        mode = high == 0 ? .acFirst : .acRefine
      }
    } else {
      // NB: a sequential scan always codes 0...63; libjpeg ignores these fields too.
      mode = .sequential
    }
    // The tables the mode reads must exist.
    for index in 0..<count {
      let needsDC = mode == .sequential || mode == .dcFirst
      let needsAC = mode == .sequential || mode == .acFirst || mode == .acRefine
      guard !needsDC || dc[index] != nil, !needsAC || ac[index] != nil else {
        throw PictureError(.jpeg, .corrupt(.missingJPEGTable))
      }
    }
    self.components = components
    self.dcTables = dc
    self.acTables = ac
    self.spectralStart = frame.progressive ? start : 0
    self.spectralEnd = frame.progressive ? end : 63
    self.approximationHigh = frame.progressive ? high : 0
    self.approximationLow = frame.progressive ? low : 0
    self.mode = mode
  }

  /// What a whole sequential scan costs per block: its 64 coefficients,
  /// and 8 for visiting the block at all.
  static let sequentialCostPerBlock = 72

  /// The work of decoding this scan: the blocks it visits × (the
  /// coefficients of its band + 8), whatever its data holds (an
  /// end-of-band run still visits every block).
  ///
  /// - Complexity: O(components).
  func cost(in frame: JPEGFrame) -> Int {
    let blocks: Int
    if components.count == 1 {
      let component = frame.components[components[0]]
      blocks = ((component.width + 7) / 8) * ((component.height + 7) / 8)
    } else {
      let perMCU = components.reduce(0) { $0 + frame.components[$1].horizontal * frame.components[$1].vertical }
      blocks = frame.mcusPerLine * frame.mcusPerColumn * perMCU
    }
    return blocks * (spectralEnd - spectralStart + 1 + 8)
  }
}
