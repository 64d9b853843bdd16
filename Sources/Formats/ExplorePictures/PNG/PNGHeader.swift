/// A PNG's `IHDR`: size, colour type, bit depth and interlacing, checked
/// against the standard and against the limits before anything else is read.
struct PNGHeader: Sendable, Equatable {
  /// The colour types of the standard.
  enum ColorType: UInt8, Sendable {
    case grey = 0
    case rgb = 2
    case palette = 3
    case greyAlpha = 4
    case rgba = 6

    /// Samples per pixel.
    var channels: Int {
      switch self {
      case .grey, .palette: 1
      case .greyAlpha: 2
      case .rgb: 3
      case .rgba: 4
      }
    }
  }

  var width: Int
  var height: Int
  var bitDepth: Int
  var colorType: ColorType
  var interlaced: Bool

  /// Bits per pixel.
  var bitsPerPixel: Int { bitDepth * colorType.channels }
  /// The filter's byte distance to the pixel on the left: at least 1.
  var filterStride: Int { max(1, bitsPerPixel / 8) }

  /// Reads the 13 bytes of an `IHDR` chunk.
  init(_ data: ArraySlice<UInt8>, limits: PictureLimits) throws(PictureError) {
    guard data.count == 13 else { throw PictureError(.png, .corrupt(.badHeader)) }
    let bytes = Array(data)
    let width = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
    let height = Int(bytes[4]) << 24 | Int(bytes[5]) << 16 | Int(bytes[6]) << 8 | Int(bytes[7])
    guard width <= Int(Int32.max), height <= Int(Int32.max) else { throw PictureError(.png, .corrupt(.badHeader)) }
    guard let colorType = ColorType(rawValue: bytes[9]) else { throw PictureError(.png, .corrupt(.badHeader)) }
    let bitDepth = Int(bytes[8])
    let allowed: Set<Int> =
      switch colorType {
      case .grey: [1, 2, 4, 8, 16]
      case .palette: [1, 2, 4, 8]
      case .rgb, .greyAlpha, .rgba: [8, 16]
      }
    guard allowed.contains(bitDepth), bytes[10] == 0, bytes[11] == 0 else { throw PictureError(.png, .corrupt(.badHeader)) }
    guard bytes[12] <= 1 else { throw PictureError(.png, .unsupported(.pngInterlaceMethod(Int(bytes[12])))) }
    try limits.check(width: width, height: height, format: .png)
    self.width = width
    self.height = height
    self.bitDepth = bitDepth
    self.colorType = colorType
    self.interlaced = bytes[12] == 1
  }

  /// One pass of the image data: the pixels it holds and where they go.
  struct Pass: Sendable, Equatable {
    var width: Int
    var height: Int
    var x: Int, y: Int, dx: Int, dy: Int
  }

  /// The passes of the image data: one, or Adam7's seven (empty ones left out).
  var passes: [Pass] {
    guard interlaced else { return [Pass(width: width, height: height, x: 0, y: 0, dx: 1, dy: 1)] }
    let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    return adam7.compactMap { x, y, dx, dy in
      let passWidth = (width - x + dx - 1) / dx
      let passHeight = (height - y + dy - 1) / dy
      guard passWidth > 0, passHeight > 0 else { return nil }
      return Pass(width: passWidth, height: passHeight, x: x, y: y, dx: dx, dy: dy)
    }
  }

  /// Bytes in one row of `width` pixels, without its filter byte.
  func rowBytes(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

  /// The size of the inflated image data: every pass's rows with their filter bytes.
  var inflatedSize: Int {
    passes.reduce(0) { $0 + $1.height * (1 + rowBytes(width: $1.width)) }
  }

  /// The memory a decode allocates: the RGBA pixels, and the inflated
  /// rows of every pass with their filter bytes.
  var workingMemory: [(count: Int, size: Int)] {
    [(count: width, size: height * 4)] + passes.map { (count: $0.height, size: 1 + rowBytes(width: $0.width)) }
  }
}
