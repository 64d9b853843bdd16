public import ExplorePictures
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
  /// kitty's raw pixels are scaled down to the placement, never up.
  ///
  /// - Complexity: O(*n*) in the encoded picture for kitty's PNG and
  ///   iTerm2; O(source pixels + placed pixels) otherwise.
  public func render(_ decoded: DecodedPicture, as protocol: PictureProtocol, in placement: PicturePlacement) -> [UInt8] {
    switch `protocol` {
    case .kitty:
      if decoded.format == .png {
        return KittyEncoder.png(decoded.original, placement: placement, passthrough: tmuxPassthrough)
      }
      // NB: never scaled up: the terminal fills the box itself, and more pixels than the source's add bytes, not detail.
      let source = decoded.picture
      let size = placement.pixelSize(width: source.width, height: source.height, across: placement.cell.width, down: placement.cell.height)
      let pixels = size.width >= source.width || size.height >= source.height ? source : scaled(source, in: placement)
      return KittyEncoder.raw(pixels, placement: placement, passthrough: tmuxPassthrough)
    case .iterm:
      return ITermEncoder.encode(
        decoded.original, placement: placement, stringTerminator: stringTerminator, passthrough: tmuxPassthrough)
    case .sixel:
      return SixelEncoder.encode(
        scaled(decoded.picture, in: placement), maxColors: sixelColors, background: background, passthrough: tmuxPassthrough)
    case .blocks:
      return Array(lines(decoded.picture, in: placement).joined(separator: "\n").utf8)
    case .none:
      return []
    }
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
