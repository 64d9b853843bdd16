/// Decodes a JPEG: baseline, extended sequential (Huffman, 8-bit) and
/// progressive (spectral selection and successive approximation);
/// greyscale, YCbCr and RGB; sampling factors up to 2×2; restart markers.
///
/// `APPn` and `COM` segments are skipped unread, except Adobe's `APP14`
/// colour transform flag (no Exif, text or other metadata leaves the
/// decoder). Arithmetic coding, lossless and hierarchical JPEGs, 12-bit
/// samples and CMYK are refused with a ``PictureError``.
enum JPEGDecoder {
  /// The pixels of the JPEG `bytes`.
  ///
  /// - Throws: ``PictureError`` with format `.jpeg`.
  /// - Complexity: O(*n* + width × height).
  static func decode(_ bytes: [UInt8], limits: PictureLimits) throws(PictureError) -> Picture {
    var failure: PictureError?
    var picture: Picture?
    bytes.withUnsafeBufferPointer { data in
      do throws(PictureError) {
        var state = JPEGDecoderState(data: data, limits: limits)
        picture = try state.run()
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    guard let picture else { throw PictureError(.jpeg, .corrupt(.missingJPEGFrame)) }
    return picture
  }
}

/// The segments of a JPEG read so far, and its coefficients.
struct JPEGDecoderState: ~Copyable {
  let data: UnsafeBufferPointer<UInt8>
  let limits: PictureLimits
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

  init(data: UnsafeBufferPointer<UInt8>, limits: PictureLimits) {
    self.data = data
    self.limits = limits
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
      switch marker {
      case 0xC0, 0xC1, 0xC2:
        guard frame == nil else { throw PictureError(.jpeg, .corrupt(.badJPEGFrame)) }
        let frame = try JPEGFrame(ArraySlice(data[segment]), progressive: marker == 0xC2, limits: limits)
        coefficients = [Int16](repeating: 0, count: frame.coefficientCount)
        componentQuantization = [[Float]?](repeating: nil, count: frame.components.count)
        self.frame = frame
      case 0xC3: throw PictureError(.jpeg, .unsupported(.jpegLossless))
      case 0xC5, 0xC6, 0xC7, 0xDE, 0xDF: throw PictureError(.jpeg, .unsupported(.jpegHierarchical))
      case 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF, 0xCC: throw PictureError(.jpeg, .unsupported(.jpegArithmeticCoding))
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
      planes.append(JPEGPlane(component: component, coefficients: coefficients, table: table))
    }
    let rgb = frame.components.count == 3
      && (adobeTransform == 0 || (adobeTransform == nil && frame.components.map(\.id) == [0x52, 0x47, 0x42]))
    return JPEGColorConverter.picture(frame: frame, planes: planes, rgb: rgb)
  }
}
