/// The picture formats explore decodes, recognised from the bytes alone.
///
/// ```swift
/// switch PictureFormat.sniff(bytes) {
/// case .png?, .jpeg?: // decode it
/// case nil: // not a picture explore can show
/// }
/// ```
///
/// NB: never from a file name or a `Content-Type`: the Rick and Morty API
/// serves 8-bit palette PNGs named `*.jpeg` as `image/jpeg`.
public enum PictureFormat: String, Sendable, CaseIterable, CustomStringConvertible {
  /// PNG: the eight-byte signature `89 50 4E 47 0D 0A 1A 0A`.
  case png
  /// JPEG: a start-of-image marker `FF D8` followed by another marker.
  case jpeg

  /// The format whose signature starts `bytes`, or `nil`.
  ///
  /// - Complexity: O(1).
  public static func sniff(_ bytes: some Collection<UInt8>) -> PictureFormat? {
    var iterator = bytes.makeIterator()
    var head: [UInt8] = []
    head.reserveCapacity(8)
    while head.count < 8, let byte = iterator.next() { head.append(byte) }
    if head == pngSignature { return .png }
    if head.count >= 3, head[0] == 0xFF, head[1] == 0xD8, head[2] == 0xFF { return .jpeg }
    return nil
  }

  /// The signature every PNG starts with.
  package static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  public var description: String {
    switch self {
    case .png: "PNG"
    case .jpeg: "JPEG"
    }
  }
}
