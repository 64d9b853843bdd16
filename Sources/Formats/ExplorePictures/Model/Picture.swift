/// Decoded pixels: 8-bit RGBA, row by row from the top left, alpha not
/// premultiplied.
///
/// ```swift
/// let picture = try PictureDecoder().decode(bytes).picture
/// let (red, green, blue, alpha) = picture[x: 0, y: 0]
/// ```
public struct Picture: Sendable, Equatable {
  /// Columns of pixels.
  public var width: Int
  /// Rows of pixels.
  public var height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha.
  public var pixels: [UInt8]
  /// Whether any pixel may be less than opaque (a PNG with an alpha channel
  /// or a `tRNS` chunk); `false` promises every alpha is 255.
  public var hasAlpha: Bool

  /// A picture of `pixels`, which must hold `width × height × 4` bytes.
  public init(width: Int, height: Int, pixels: [UInt8], hasAlpha: Bool) {
    precondition(width > 0 && height > 0, "A picture has at least one pixel")
    precondition(pixels.count == width * height * 4, "Picture(width:height:pixels:) needs width × height × 4 bytes")
    self.width = width
    self.height = height
    self.pixels = pixels
    self.hasAlpha = hasAlpha
  }

  /// The pixel at column `x`, row `y`.
  public subscript(x x: Int, y y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let at = (y * width + x) * 4
    return (pixels[at], pixels[at + 1], pixels[at + 2], pixels[at + 3])
  }
}

/// A decoded picture with the bytes it came from, which the kitty (for a
/// PNG) and iTerm2 protocols may send as they are.
public struct DecodedPicture: Sendable {
  /// The format the bytes were sniffed as.
  public var format: PictureFormat
  /// The pixels.
  public var picture: Picture
  /// The encoded bytes, unchanged, while they show ``picture`` at its
  /// size; `nil` once the picture was made smaller than they are (decoded
  /// at a reduced scale, or scaled to a box), and then they are not kept.
  public var original: [UInt8]?

  public init(format: PictureFormat, picture: Picture, original: [UInt8]?) {
    self.format = format
    self.picture = picture
    self.original = original
  }
}
