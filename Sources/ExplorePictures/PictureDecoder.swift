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

  /// Decodes `bytes`.
  ///
  /// - Throws: ``PictureError``: not a picture, over a limit, truncated,
  ///   damaged, or a feature explore does not decode.
  /// - Complexity: O(*n* + width × height).
  public func decode(_ bytes: [UInt8]) throws(PictureError) -> DecodedPicture {
    guard bytes.count <= limits.maxInputBytes else {
      throw PictureError(PictureFormat.sniff(bytes), .inputTooLarge(bytes: bytes.count, limit: limits.maxInputBytes))
    }
    switch PictureFormat.sniff(bytes) {
    case .png?: return DecodedPicture(format: .png, picture: try PNGDecoder.decode(bytes, limits: limits), original: bytes)
    case .jpeg?: return DecodedPicture(format: .jpeg, picture: try JPEGDecoder.decode(bytes, limits: limits), original: bytes)
    case nil: throw PictureError(nil, .notAPicture)
    }
  }
}
