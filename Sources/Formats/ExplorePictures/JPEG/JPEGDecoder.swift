/// Decodes a JPEG: baseline, extended sequential (Huffman, 8-bit) and
/// progressive (spectral selection and successive approximation);
/// greyscale, YCbCr and RGB; sampling factors up to 2×2; restart markers.
///
/// `APPn` and `COM` segments are skipped unread, except Adobe's `APP14`
/// colour transform flag (no Exif, text or other metadata leaves the
/// decoder). Arithmetic coding, lossless and hierarchical JPEGs, 12-bit
/// samples and CMYK are refused with a ``PictureError``.
enum JPEGDecoder {
  /// The pixels of the JPEG `bytes`, at 1/`reduction` of its size (1, 2,
  /// 4 or 8: straight from the coefficients, see ``JPEGInverseDCT``), each
  /// side rounded up.
  ///
  /// - Throws: ``PictureError`` with format `.jpeg`.
  /// - Complexity: O(*n* + width × height).
  static func decode(_ bytes: [UInt8], limits: PictureLimits, reduction: Int = 1) throws(PictureError) -> Picture {
    precondition([1, 2, 4, 8].contains(reduction), "a JPEG is decoded at 1/1, 1/2, 1/4 or 1/8 scale")
    var failure: PictureError?
    var picture: Picture?
    bytes.withUnsafeBufferPointer { data in
      do throws(PictureError) {
        var state = JPEGDecoderState(data: data, limits: limits, reduction: reduction)
        picture = try state.run()
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    guard let picture else { throw PictureError(.jpeg, .corrupt(.missingJPEGFrame)) }
    return picture
  }

  /// The header of the JPEG `bytes`: its frame, read by walking the
  /// segments before it, checked against `limits`.
  ///
  /// - Throws: ``PictureError`` with format `.jpeg`.
  /// - Complexity: O(*n*) in the bytes before the frame header.
  static func header(_ bytes: [UInt8], limits: PictureLimits) throws(PictureError) -> PictureHeader {
    var failure: PictureError?
    var frame: JPEGFrame?
    bytes.withUnsafeBufferPointer { data in
      do throws(PictureError) {
        var state = JPEGDecoderState(data: data, limits: limits)
        frame = try state.frameHeader()
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    guard let frame else { throw PictureError(.jpeg, .corrupt(.missingJPEGFrame)) }
    let parts = frame.workingMemory
    return PictureHeader(
      format: .jpeg, width: frame.width, height: frame.height, scaledBytes: parts[1].count * parts[1].size + parts[0].count,
      fixedBytes: parts[0].count * (parts[0].size - 1))
  }
}

/// The segments of a JPEG read so far, and its coefficients.
struct JPEGDecoderState: ~Copyable {
  let data: UnsafeBufferPointer<UInt8>
  let limits: PictureLimits
  /// 1, 2, 4 or 8: the picture is made at 1/`reduction` scale.
  let reduction: Int
  var position = 2
  var frame: JPEGFrame?
  var coefficients: [Int16] = []
  /// Quantisation tables in natural order, as `Float`.
  var quantization: [[Float]?] = [nil, nil, nil, nil]
  /// Each component's table, fixed when its first scan starts (as libjpeg does).
  var componentQuantization: [[Float]?] = []
  var dcTables: [JPEGHuffmanTable?] = [nil, nil, nil, nil]
  var acTables: [JPEGHuffmanTable?] = [nil, nil, nil, nil]
  var restartInterval = 0
  /// Adobe `APP14`'s transform: 0 for RGB or CMYK as they are, 1 for YCbCr.
  var adobeTransform: Int?
  var scans = 0
  /// The work of the scans decoded so far, and the most they may take
  /// (``PictureLimits/maxWorkPasses``), in the units of ``JPEGScan/cost(in:)``.
  var work = 0
  var workBudget = 0

  init(data: UnsafeBufferPointer<UInt8>, limits: PictureLimits, reduction: Int = 1) {
    self.data = data
    self.limits = limits
    self.reduction = reduction
  }

  mutating func run() throws(PictureError) -> Picture {
    while true {
      let marker = try nextMarker()
      switch marker {
      case 0xD9:
        return try finish()
      case 0xD0...0xD7, 0x01:
        continue  // a stray restart marker, or TEM: nothing follows it
      case 0xD8:
        throw PictureError(.jpeg, .corrupt(.badJPEGMarker))
      default:
        break
      }
      let segment = try segment()
      try Self.refuseUnsupported(marker)
      switch marker {
      case 0xC0, 0xC1, 0xC2:
        guard frame == nil else { throw PictureError(.jpeg, .corrupt(.badJPEGFrame)) }
        let frame = try JPEGFrame(ArraySlice(data[segment]), progressive: marker == 0xC2, limits: limits)
        coefficients = [Int16](repeating: 0, count: frame.coefficientCount)
        workBudget = frame.coefficientCount / 64 * JPEGScan.sequentialCostPerBlock * max(limits.maxWorkPasses, 0)
        componentQuantization = [[Float]?](repeating: nil, count: frame.components.count)
        self.frame = frame
      case 0xC4: try readHuffmanTables(data[segment])
      case 0xDB: try readQuantizationTables(data[segment])
      case 0xDD:
        guard segment.count == 2 else { throw PictureError(.jpeg, .corrupt(.badJPEGMarker)) }
        restartInterval = Int(data[segment.lowerBound]) << 8 | Int(data[segment.lowerBound + 1])
      case 0xDC: throw PictureError(.jpeg, .unsupported(.jpegLineCountLater))
      case 0xEE:
        // NB: Adobe's APP14 says whether three components are YCbCr or RGB.
        let adobe: [UInt8] = [0x41, 0x64, 0x6F, 0x62, 0x65]
        if segment.count >= 12, Array(data[segment.lowerBound..<segment.lowerBound + 5]) == adobe {
          adobeTransform = Int(data[segment.lowerBound + 11])
        }
      case 0xDA: try decodeScan(data[segment])
      default: break  // APPn, COM, JPGn: skipped unread
      }
    }
  }

  /// The frame header, read by skipping every segment before it; nothing is allocated.
  mutating func frameHeader() throws(PictureError) -> JPEGFrame {
    while true {
      let marker = try nextMarker()
      switch marker {
      case 0xD9, 0xDA: throw PictureError(.jpeg, .corrupt(.missingJPEGFrame))
      case 0xD0...0xD7, 0x01: continue
      case 0xD8: throw PictureError(.jpeg, .corrupt(.badJPEGMarker))
      default: break
      }
      let segment = try segment()
      try Self.refuseUnsupported(marker)
      if (0xC0...0xC2).contains(marker) {
        return try JPEGFrame(ArraySlice(data[segment]), progressive: marker == 0xC2, limits: limits)
      }
    }
  }

  /// Refuses the frame markers of the codings explore does not decode.
  private static func refuseUnsupported(_ marker: UInt8) throws(PictureError) {
    switch marker {
    case 0xC3: throw PictureError(.jpeg, .unsupported(.jpegLossless))
    case 0xC5, 0xC6, 0xC7, 0xDE, 0xDF: throw PictureError(.jpeg, .unsupported(.jpegHierarchical))
    case 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF, 0xCC: throw PictureError(.jpeg, .unsupported(.jpegArithmeticCoding))
    default: break
    }
  }

  /// The next marker's code, after any fill bytes; the position moves past it.
  ///
  /// NB: bytes between segments that are not a marker are skipped, as
  /// libjpeg does with a warning.
  private mutating func nextMarker() throws(PictureError) -> UInt8 {
    while position < data.count && data[position] != 0xFF { position += 1 }
    while position < data.count && data[position] == 0xFF { position += 1 }
    guard position < data.count else { throw PictureError(.jpeg, .truncated) }
    let marker = data[position]
    position += 1
    return marker
  }

  /// The range of the segment that starts at `position` (after its two
  /// length bytes); the position moves past it.
  private mutating func segment() throws(PictureError) -> Range<Int> {
    guard position + 2 <= data.count else { throw PictureError(.jpeg, .truncated) }
    let length = Int(data[position]) << 8 | Int(data[position + 1])
    guard length >= 2 else { throw PictureError(.jpeg, .corrupt(.badJPEGMarker)) }
    guard position + length <= data.count else { throw PictureError(.jpeg, .truncated) }
    defer { position += length }
    return position + 2..<position + length
  }

  private mutating func readHuffmanTables(_ segment: Slice<UnsafeBufferPointer<UInt8>>) throws(PictureError) {
    var at = segment.startIndex
    while at < segment.endIndex {
      guard at + 17 <= segment.endIndex else { throw PictureError(.jpeg, .corrupt(.badJPEGTable)) }
      let kind = Int(data[at] >> 4), slot = Int(data[at] & 15)
      guard kind <= 1, slot <= 3 else { throw PictureError(.jpeg, .corrupt(.badJPEGTable)) }
      var counts = [0]
      for length in 1...16 { counts.append(Int(data[at + length])) }
      let total = counts.reduce(0, +)
      guard total <= 256, at + 17 + total <= segment.endIndex else { throw PictureError(.jpeg, .corrupt(.badJPEGTable)) }
      let table = try JPEGHuffmanTable(counts: counts, values: Array(data[at + 17..<at + 17 + total]))
      if kind == 0 { dcTables[slot] = table } else { acTables[slot] = table }
      at += 17 + total
    }
  }

  private mutating func readQuantizationTables(_ segment: Slice<UnsafeBufferPointer<UInt8>>) throws(PictureError) {
    var at = segment.startIndex
    while at < segment.endIndex {
      let wide = data[at] >> 4, slot = Int(data[at] & 15)
      guard wide <= 1, slot <= 3 else { throw PictureError(.jpeg, .corrupt(.badJPEGTable)) }
      let size = wide == 1 ? 2 : 1
      guard at + 1 + 64 * size <= segment.endIndex else { throw PictureError(.jpeg, .corrupt(.badJPEGTable)) }
      var table = [Float](repeating: 0, count: 64)
      for k in 0..<64 {
        let value = wide == 1 ? Int(data[at + 1 + 2 * k]) << 8 | Int(data[at + 2 + 2 * k]) : Int(data[at + 1 + k])
        table[JPEGScanDecoder.zigzag[k]] = Float(value)
      }
      quantization[slot] = table
      at += 1 + 64 * size
    }
  }

  private mutating func decodeScan(_ segment: Slice<UnsafeBufferPointer<UInt8>>) throws(PictureError) {
    guard let frame else { throw PictureError(.jpeg, .corrupt(.missingJPEGFrame)) }
    let scan = try JPEGScan(
      ArraySlice(segment), frame: frame, dcTables: dcTables, acTables: acTables)
    // NB: both bounds are checked before the scan is decoded, so refusing
    // a hostile JPEG costs no more than the budget it was given.
    guard scans < limits.maxScans else { throw PictureError(.jpeg, .tooManyScans(limit: limits.maxScans)) }
    work += scan.cost(in: frame)
    guard work <= workBudget else { throw PictureError(.jpeg, .tooMuchWork(passes: limits.maxWorkPasses)) }
    for component in scan.components where componentQuantization[component] == nil {
      guard let table = quantization[frame.components[component].quantizationTable] else {
        throw PictureError(.jpeg, .corrupt(.missingJPEGTable))
      }
      componentQuantization[component] = table
    }
    let data = self.data
    let start = position
    let interval = restartInterval
    let end = try coefficients.withUnsafeMutableBufferPointer { coefficients throws(PictureError) in
      var decoder = JPEGScanDecoder(
        reader: JPEGBitReader(data: data, position: start), coefficients: coefficients.baseAddress!, frame: frame, scan: scan)
      return try decoder.decode(restartInterval: interval)
    }
    position = end
    scans += 1
  }

  /// The pixels, once every scan is read: inverse DCT, upsampling, colour.
  private mutating func finish() throws(PictureError) -> Picture {
    guard let frame else { throw PictureError(.jpeg, .corrupt(.missingJPEGFrame)) }
    guard scans > 0 else { throw PictureError(.jpeg, .corrupt(.missingJPEGScan)) }
    var planes: [JPEGPlane] = []
    for (index, component) in frame.components.enumerated() {
      // NB: a component no scan coded stays mid-grey, as libjpeg leaves it.
      let table = componentQuantization[index] ?? [Float](repeating: 0, count: 64)
      // NB: at a reduced scale, a subsampled component whose factors are
      // the same both ways (4:2:0) is made at 2 (or 4) times the scale of
      // the others, so that it comes out at the picture's size and needs
      // no upsampling, as libjpeg does; 4:2:2 and 4:4:0 are upsampled.
      let ratio = frame.maxHorizontal / component.horizontal
      let absorbed = reduction > 1 && ratio > 1 && ratio == frame.maxVertical / component.vertical && ratio <= reduction
      var plane = JPEGPlane(
        component: component, coefficients: coefficients, table: table, size: 8 / reduction * (absorbed ? ratio : 1))
      if absorbed {
        plane.horizontal = frame.maxHorizontal
        plane.vertical = frame.maxVertical
      }
      planes.append(plane)
    }
    let rgb = frame.components.count == 3
      && (adobeTransform == 0 || (adobeTransform == nil && frame.components.map(\.id) == [0x52, 0x47, 0x42]))
    return JPEGColorConverter.picture(
      frame: frame, planes: planes, rgb: rgb, width: (frame.width + reduction - 1) / reduction,
      height: (frame.height + reduction - 1) / reduction)
  }
}
