/// Sniffs and decodes a picture: PNG or JPEG, recognised from its first
/// bytes, within ``PictureLimits``.
///
/// ```swift
/// let decoded = try PictureDecoder().decode(bytes)
/// let thumbnail = PictureScaler.scale(decoded.picture, toWidth: 20, height: 20)
/// ```
///
/// Decoding is pure: no I/O, no global state, and nothing from the
/// picture's metadata (text chunks, Exif, comments) is kept.
public struct PictureDecoder: Sendable {
  /// The limits every decode is checked against.
  public var limits: PictureLimits

  public init(limits: PictureLimits = .standard) {
    self.limits = limits
  }

  /// Decodes `bytes`, a JPEG at 1/`reduction` of its size (1, 2, 4 or 8,
  /// straight from its coefficients: see ``PictureHeader/reduction(toFit:_:)``);
  /// a PNG always at its own size.
  ///
  /// - Throws: ``PictureError``: not a picture, over a limit, truncated,
  ///   damaged, or a feature explore does not decode.
  /// - Complexity: O(*n* + width × height).
  public func decode(_ bytes: [UInt8], reduction: Int = 1) throws(PictureError) -> DecodedPicture {
    precondition([1, 2, 4, 8].contains(reduction), "PictureDecoder.decode(_:reduction:) takes 1, 2, 4 or 8")
    try checkSize(bytes)
    switch PictureFormat.sniff(bytes) {
    case .png?: return DecodedPicture(format: .png, picture: try PNGDecoder.decode(bytes, limits: limits), original: bytes)
    case .jpeg?:
      let picture = try JPEGDecoder.decode(bytes, limits: limits, reduction: reduction)
      return DecodedPicture(format: .jpeg, picture: picture, original: reduction > 1 ? nil : bytes)
    case nil: throw PictureError(nil, .notAPicture)
    }
  }

  /// The header of `bytes`, checked against ``limits`` (size, dimensions,
  /// working memory), without decoding anything.
  ///
  /// - Throws: ``PictureError``, as ``decode(_:reduction:)`` would for the header.
  /// - Complexity: O(*n*) for a JPEG (its segments are walked up to the
  ///   frame header), O(1) for a PNG.
  public func header(_ bytes: [UInt8]) throws(PictureError) -> PictureHeader {
    try checkSize(bytes)
    switch PictureFormat.sniff(bytes) {
    case .png?: return try PNGDecoder.header(bytes, limits: limits)
    case .jpeg?: return try JPEGDecoder.header(bytes, limits: limits)
    case nil: throw PictureError(nil, .notAPicture)
    }
  }

  private func checkSize(_ bytes: [UInt8]) throws(PictureError) {
    guard bytes.count <= limits.maxInputBytes else {
      throw PictureError(PictureFormat.sniff(bytes), .inputTooLarge(bytes: bytes.count, limit: limits.maxInputBytes))
    }
  }
}
