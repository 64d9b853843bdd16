/// Decodes a PNG: every colour type and bit depth, palettes, `tRNS`
/// transparency and Adam7 interlacing, with the image data inflated here.
///
/// Each chunk's CRC is checked; ancillary chunks other than `tRNS` are
/// skipped unread (no text or metadata leaves the decoder); an unknown
/// critical chunk is refused. The limits are checked on the header, before
/// the image data is gathered or inflated.
enum PNGDecoder {
  /// The pixels of the PNG `bytes`.
  ///
  /// - Throws: ``PictureError`` with format `.png`.
  /// - Complexity: O(*n* + width × height).
  static func decode(_ bytes: [UInt8], limits: PictureLimits) throws(PictureError) -> Picture {
    guard bytes.count >= 8, Array(bytes[0..<8]) == PictureFormat.pngSignature else {
      throw PictureError(nil, .notAPicture)
    }
    let chunks = try PNGChunks(bytes, limits: limits)
    let header = chunks.header
    try limits.check(decodedBytes: header.workingMemory, format: .png)
    let data = try Inflater.inflate(zlib: chunks.imageData, size: header.inflatedSize)
    var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
    var failure: PictureError?
    data.withUnsafeBufferPointer { data in
      pixels.withUnsafeMutableBufferPointer { pixels in
        let converter = PNGPixelConverter(header: header, palette: chunks.palette, transparency: chunks.transparency)
        var offset = 0
        for pass in header.passes {
          let rowBytes = header.rowBytes(width: pass.width)
          do throws(PictureError) {
            try PNGFilter.unfilter(
              UnsafeMutableBufferPointer(mutating: UnsafeBufferPointer(rebasing: data[offset..<offset + pass.height * (rowBytes + 1)])),
              rows: pass.height, rowBytes: rowBytes, stride: header.filterStride)
          } catch {
            failure = error
            return
          }
          for row in 0..<pass.height {
            let start = offset + row * (rowBytes + 1) + 1
            converter.convert(UnsafeBufferPointer(rebasing: data[start..<start + rowBytes]), pass: pass, row: row, into: pixels)
          }
          offset += pass.height * (rowBytes + 1)
        }
      }
    }
    if let failure { throw failure }
    return Picture(
      width: header.width, height: header.height, pixels: pixels,
      hasAlpha: header.colorType == .rgba || header.colorType == .greyAlpha || chunks.transparency != nil)
  }
}

extension PNGDecoder {
  /// The header of the PNG `bytes`: its `IHDR`, which must come first,
  /// checked against `limits`.
  ///
  /// - Throws: ``PictureError`` with format `.png`.
  /// - Complexity: O(1).
  static func header(_ bytes: [UInt8], limits: PictureLimits) throws(PictureError) -> PictureHeader {
    guard bytes.count >= 8, Array(bytes[0..<8]) == PictureFormat.pngSignature else { throw PictureError(nil, .notAPicture) }
    guard bytes.count >= 33 else { throw PictureError(.png, .truncated) }
    guard bytes[8..<16].elementsEqual([0, 0, 0, 13] + Array("IHDR".utf8)) else { throw PictureError(.png, .corrupt(.chunkOutOfOrder)) }
    let header = try PNGHeader(bytes[16..<29], limits: limits)
    try limits.check(decodedBytes: header.workingMemory, format: .png)
    let memory = header.workingMemory
    return PictureHeader(
      format: .png, width: header.width, height: header.height, scaledBytes: 0,
      fixedBytes: memory.reduce(0) { $0 + $1.count * $1.size })
  }
}

/// The chunks of a PNG that decoding needs, read in order with their CRCs checked.
struct PNGChunks {
  var header: PNGHeader
  /// The palette as RGBA, alpha from `tRNS` (255 where it gives none).
  var palette: [UInt8] = []
  /// A grey or RGB picture's transparent colour, as raw samples.
  var transparency: [Int]?
  /// Every `IDAT` chunk's data, joined.
  var imageData: [UInt8] = []

  init(_ bytes: [UInt8], limits: PictureLimits) throws(PictureError) {
    var position = 8
    var header: PNGHeader?
    var sawImageData = false
    var imageDataEnded = false
    var ended = false
    var transparencyData: ArraySlice<UInt8>?
    while !ended {
      guard position + 8 <= bytes.count else { throw PictureError(.png, .truncated) }
      let length = Self.integer(bytes, at: position)
      guard length <= Int(Int32.max) else { throw PictureError(.png, .corrupt(.badHeader)) }
      guard position + 12 + length <= bytes.count else { throw PictureError(.png, .truncated) }
      let type = Array(bytes[position + 4..<position + 8])
      let data = bytes[position + 8..<position + 8 + length]
      let stored = UInt32(Self.integer(bytes, at: position + 8 + length))
      let computed = bytes.withUnsafeBufferPointer { CRC32.checksum(UnsafeBufferPointer(rebasing: $0[position + 4..<position + 8 + length])) }
      guard stored == computed else { throw PictureError(.png, .corrupt(.badChecksum)) }
      position += 12 + length
      if sawImageData && type != Self.idat { imageDataEnded = true }
      guard header != nil || type == Self.ihdr else { throw PictureError(.png, .corrupt(.chunkOutOfOrder)) }
      switch type {
      case Self.ihdr:
        guard header == nil else { throw PictureError(.png, .corrupt(.chunkOutOfOrder)) }
        header = try PNGHeader(data, limits: limits)
      case Self.plte:
        guard !sawImageData, palette.isEmpty, header?.colorType != .grey, header?.colorType != .greyAlpha else {
          throw PictureError(.png, .corrupt(.chunkOutOfOrder))
        }
        guard length % 3 == 0, (3...768).contains(length) else { throw PictureError(.png, .corrupt(.badPalette)) }
        var palette: [UInt8] = []
        palette.reserveCapacity(length / 3 * 4)
        var index = data.startIndex
        while index < data.endIndex {
          palette += [data[index], data[index + 1], data[index + 2], 255]
          index += 3
        }
        self.palette = palette
      case Self.trns:
        guard !sawImageData else { throw PictureError(.png, .corrupt(.chunkOutOfOrder)) }
        transparencyData = data
      case Self.idat:
        guard !imageDataEnded else { throw PictureError(.png, .corrupt(.chunkOutOfOrder)) }
        sawImageData = true
        imageData.append(contentsOf: data)
      case Self.iend:
        ended = true
      default:
        // NB: bit 5 of the first letter clear (upper case) marks a chunk
        // that a decoder must understand.
        guard type[0] & 0x20 != 0 else { throw PictureError(.png, .corrupt(.unknownCriticalChunk)) }
      }
    }
    guard let header else { throw PictureError(.png, .corrupt(.badHeader)) }
    guard sawImageData else { throw PictureError(.png, .corrupt(.missingImageData)) }
    if header.colorType == .palette && palette.isEmpty { throw PictureError(.png, .corrupt(.missingPalette)) }
    self.header = header
    // NB: a `tRNS` of the wrong size, or on a type with its own alpha, is
    // ignored, as libpng does.
    if let transparencyData {
      switch header.colorType {
      case .palette where transparencyData.count <= palette.count / 4:
        for (entry, alpha) in transparencyData.enumerated() { palette[entry * 4 + 3] = alpha }
        transparency = []
      case .grey where transparencyData.count == 2:
        transparency = [Self.sample(transparencyData, 0)]
      case .rgb where transparencyData.count == 6:
        transparency = [Self.sample(transparencyData, 0), Self.sample(transparencyData, 2), Self.sample(transparencyData, 4)]
      default: break
      }
    }
  }

  private static let ihdr = Array("IHDR".utf8), plte = Array("PLTE".utf8), trns = Array("tRNS".utf8)
  private static let idat = Array("IDAT".utf8), iend = Array("IEND".utf8)

  /// The big-endian 32-bit integer at `position`.
  private static func integer(_ bytes: [UInt8], at position: Int) -> Int {
    Int(bytes[position]) << 24 | Int(bytes[position + 1]) << 16 | Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
  }

  /// The big-endian 16-bit sample `offset` bytes into `data`.
  private static func sample(_ data: ArraySlice<UInt8>, _ offset: Int) -> Int {
    Int(data[data.startIndex + offset]) << 8 | Int(data[data.startIndex + offset + 1])
  }
}
