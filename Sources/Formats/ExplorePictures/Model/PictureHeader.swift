/// What a picture's header says, read without decoding it: its format and
/// size, the scale a JPEG can be decoded at to fit a box, and the working
/// memory a decode needs, so that a caller can wait for that much memory
/// before it starts (a shared budget across decodes in flight).
///
/// ```swift
/// let header = try PictureDecoder().header(bytes)
/// let reduction = header.reduction(toFit: 300, 300)   // 8 for a 2,900 × 2,900 JPEG
/// await budget.reserve(header.workingBytes(reduction: reduction))
/// let decoded = try PictureDecoder().decode(bytes, reduction: reduction)
/// ```
public struct PictureHeader: Sendable, Equatable {
  /// The format the bytes were sniffed as.
  public var format: PictureFormat
  /// Pixels across and down, as declared.
  public var width: Int
  public var height: Int
  /// The memory a full-size decode allocates that scales with the output
  /// (planes, pixels), and the part that does not (a JPEG's coefficients,
  /// a PNG's inflated data).
  var scaledBytes: Int
  var fixedBytes: Int

  init(format: PictureFormat, width: Int, height: Int, scaledBytes: Int, fixedBytes: Int) {
    self.format = format
    self.width = width
    self.height = height
    self.scaledBytes = scaledBytes
    self.fixedBytes = fixedBytes
  }

  /// The largest reduction (1, 2, 4 or 8; always 1 for a PNG) whose
  /// picture, `width` / reduction × `height` / reduction rounded up, is
  /// still at least as large as the whole picture made to fit a `boxWidth`
  /// × `boxHeight` box with its aspect ratio kept (never scaled up): a
  /// picture shown in a few terminal cells never needs more.
  ///
  /// - Complexity: O(1).
  public func reduction(toFit boxWidth: Int, _ boxHeight: Int) -> Int {
    guard format == .jpeg, boxWidth > 0, boxHeight > 0 else { return 1 }
    let fittedWidth = min(width, boxWidth, (width * boxHeight + height - 1) / height)
    let fittedHeight = min(height, boxHeight, (height * boxWidth + width - 1) / width)
    for reduction in [8, 4, 2] where (width + reduction - 1) / reduction >= fittedWidth
      && (height + reduction - 1) / reduction >= fittedHeight
    {
      return reduction
    }
    return 1
  }

  /// The working memory, in bytes, of a decode at 1/`reduction` scale.
  ///
  /// - Complexity: O(1).
  public func workingBytes(reduction: Int = 1) -> Int {
    let reduction = format == .jpeg ? max(1, reduction) : 1
    return fixedBytes + scaledBytes / (reduction * reduction)
  }
}
