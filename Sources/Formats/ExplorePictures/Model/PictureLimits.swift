/// The most a decode may take on, checked before anything is allocated: the
/// size of the input, the declared width and height, and the memory the
/// decoded data needs (a decompression bomb declares little and inflates to
/// much; its declared size is refused first), and the work a JPEG's scans
/// may take, checked before each scan (a progressive JPEG may repeat tiny
/// scans over the whole picture: 20,000 of them are a few hundred KB).
///
/// ```swift
/// let thumbnails = PictureLimits(maxInputBytes: 1 << 20, maxWidth: 1_024, maxHeight: 1_024)
/// let picture = try PictureDecoder(limits: thumbnails).decode(bytes)
/// ```
public struct PictureLimits: Sendable, Equatable {
  /// The largest input, in bytes.
  public var maxInputBytes: Int
  /// The widest picture, in pixels.
  public var maxWidth: Int
  /// The tallest picture, in pixels.
  public var maxHeight: Int
  /// The most working memory one decode may allocate, in bytes: the
  /// inflated PNG data or the JPEG coefficients and planes, plus the
  /// decoded pixels.
  public var maxDecodedBytes: Int
  /// The most scans a JPEG may have. Encoders write 1 (sequential) or
  /// about 10 (progressive: libjpeg's script has 10, mozjpeg's a few more).
  public var maxScans: Int
  /// The most work a JPEG's scans may take, in passes over the picture:
  /// one pass is what a sequential JPEG's single scan costs.
  ///
  /// NB: a scan costs the blocks it visits × (the coefficients of its band
  /// + 8, the cost of visiting a block at all), so a whole sequential scan
  /// costs 72 per block, and the budget is `maxWorkPasses` × 72 × the
  /// picture's blocks: proportional to the picture's size, whatever its
  /// file holds. libjpeg's progressive script costs about 3.5 passes; a
  /// scan that would pass the budget is refused before it is decoded, so
  /// a hostile JPEG costs at most that many passes of CPU.
  public var maxWorkPasses: Int

  public init(
    maxInputBytes: Int = 16 << 20, maxWidth: Int = 4_096, maxHeight: Int = 4_096, maxDecodedBytes: Int = 256 << 20,
    maxScans: Int = 256, maxWorkPasses: Int = 16
  ) {
    self.maxInputBytes = maxInputBytes
    self.maxWidth = maxWidth
    self.maxHeight = maxHeight
    self.maxDecodedBytes = maxDecodedBytes
    self.maxScans = maxScans
    self.maxWorkPasses = maxWorkPasses
  }

  /// 16 MiB of input, 4,096 × 4,096 pixels, 256 MiB of working memory,
  /// 256 scans and 16 passes of work.
  public static let standard = PictureLimits()

  /// Refuses `width` × `height` when either is zero or above its limit.
  func check(width: Int, height: Int, format: PictureFormat) throws(PictureError) {
    guard width > 0, height > 0 else { throw PictureError(format, .corrupt(.emptyPicture)) }
    guard width <= maxWidth, height <= maxHeight else {
      throw PictureError(format, .dimensionsTooLarge(width: width, height: height, maxWidth: maxWidth, maxHeight: maxHeight))
    }
  }

  /// Refuses a decode that needs `bytes` of working memory, counted without
  /// overflow from its parts.
  func check(decodedBytes parts: [(count: Int, size: Int)], format: PictureFormat) throws(PictureError) {
    var total = 0
    for part in parts {
      let (product, overflow) = part.count.multipliedReportingOverflow(by: part.size)
      let (sum, overflowSum) = total.addingReportingOverflow(product)
      guard !overflow, !overflowSum, sum <= maxDecodedBytes else {
        throw PictureError(format, .decodedSizeTooLarge(limit: maxDecodedBytes))
      }
      total = sum
    }
  }
}
