public import ExplorePictures
import ExplorePictureEncoding
/// Turns a decoded picture into the bytes that show it on a terminal with
/// one protocol, in a box of cells.
///
/// ```swift
/// let decoded = try PictureDecoder().decode(bytes)
/// let placement = PicturePlacement(fitting: decoded.picture, columns: 20)
/// let output = PictureRenderer().render(decoded, as: .kitty, in: placement)
/// ```
///
/// The pixel protocols (kitty, iTerm2, sixel) leave the cursor where the
/// terminal puts it after an image; half blocks are `placement.rows`
/// lines of text, joined with `\n` (``lines(_:in:)`` gives them apart,
/// for a layout that puts text beside them).
public struct PictureRenderer: Sendable {
  /// The colour under partly transparent pixels, for sixel and half blocks.
  public var background: PictureColor
  /// Whether to wrap every escape sequence for tmux (see ``TmuxPassthrough``).
  public var tmuxPassthrough: Bool
  /// Whether half blocks use the 256-colour palette instead of 24-bit colour.
  public var palette256: Bool
  /// Whether iTerm2's sequence ends with ST (`ESC \`) instead of BEL.
  public var stringTerminator: Bool
  /// The most colours a sixel picture uses (1...256).
  public var sixelColors: Int

  public init(
    background: PictureColor = .black, tmuxPassthrough: Bool = false, palette256: Bool = false,
    stringTerminator: Bool = false, sixelColors: Int = 256
  ) {
    precondition((1...256).contains(sixelColors), "A sixel picture has 1 to 256 colours")
    self.background = background
    self.tmuxPassthrough = tmuxPassthrough
    self.palette256 = palette256
    self.stringTerminator = stringTerminator
    self.sixelColors = sixelColors
  }

  /// The bytes that show `decoded` with `protocol` in `placement`; empty for `.none`.
  /// kitty and iTerm2 get a PNG of the picture at the placement's pixel
  /// size (scaled down, never up), or the original bytes when they are no
  /// larger (see ``encoded(_:in:sendsOriginal:)``).
  ///
  /// - Complexity: O(source pixels + placed pixels), the placed ones
  ///   deflated for kitty and iTerm2.
  public func render(_ decoded: DecodedPicture, as protocol: PictureProtocol, in placement: PicturePlacement) -> [UInt8] {
    switch `protocol` {
    case .kitty:
      // NB: kitty reads PNG (`f=100`) and raw pixels, not JPEG.
      let bytes = encoded(decoded, in: placement, sendsOriginal: decoded.format == .png)
      return KittyEncoder.png(bytes, placement: placement, passthrough: tmuxPassthrough)
    case .iterm:
      return ITermEncoder.encode(
        encoded(decoded, in: placement, sendsOriginal: true), placement: placement, stringTerminator: stringTerminator,
        passthrough: tmuxPassthrough)
    case .sixel:
      return SixelEncoder.encode(
        scaled(decoded.picture, in: placement), maxColors: sixelColors, background: background, passthrough: tmuxPassthrough)
    case .blocks:
      return Array(lines(decoded.picture, in: placement).joined(separator: "\n").utf8)
    case .none:
      return []
    }
  }

  /// The file kitty or iTerm2 is sent for `decoded` in `placement`: the
  /// original bytes when `sendsOriginal` allows them and the picture has
  /// no more pixels than the placement shows; else a PNG of the picture
  /// at the placement's pixel size, unless the original is smaller still.
  ///
  /// NB: never more pixels than the cells show: a terminal scales the
  /// picture to its box itself, and pixels it throws away cost bytes on
  /// the wire (a 300 × 300 portrait in a 14-column cell needs 140 × 140).
  ///
  /// - Complexity: O(source pixels + placed pixels × ``PNGEncoder``'s cost).
  public func encoded(_ decoded: DecodedPicture, in placement: PicturePlacement, sendsOriginal: Bool) -> [UInt8] {
    let source = decoded.picture
    let size = placement.pixelSize(width: source.width, height: source.height, across: placement.cell.width, down: placement.cell.height)
    let fits = size.width >= source.width || size.height >= source.height
    let original = sendsOriginal ? decoded.original : nil
    if fits, let original { return original }
    // NB: a JPEG's pixels go with each channel rounded to a multiple of 3:
    // an error of at most 1 level, below the difference between two JPEG
    // decoders (ours and libjpeg's differ by up to 4), and their lowest bit
    // is the JPEG's noise, which deflate cannot shrink: a portrait's PNG
    // is a quarter smaller. A PNG's own pixels stay exact.
    let png = PNGEncoder.encode(
      fits ? source : PictureScaler.scale(source, width: size.width, height: size.height), step: decoded.format == .jpeg ? 3 : 1)
    if let original, original.count <= png.count { return original }
    return png
  }

  /// The half-block lines of `picture` in `placement`: one per row, each
  /// `placement.columns` cells wide at most (narrower when the picture's
  /// aspect ratio leaves room).
  ///
  /// - Complexity: O(source pixels + placed pixels).
  public func lines(_ picture: Picture, in placement: PicturePlacement) -> [String] {
    let size = placement.pixelSize(width: picture.width, height: picture.height, across: 1, down: 2)
    let small = PictureScaler.scale(picture, width: size.width, height: size.height)
    return HalfBlockEncoder.lines(small, colors: palette256 ? .palette256 : .trueColor, background: background)
  }

  /// `picture` at the pixel size of `placement`'s cells.
  func scaled(_ picture: Picture, in placement: PicturePlacement) -> Picture {
    let size = placement.pixelSize(
      width: picture.width, height: picture.height, across: placement.cell.width, down: placement.cell.height)
    return PictureScaler.scale(picture, width: size.width, height: size.height)
  }
}
