/// An opaque 8-bit RGB colour, such as the background that partly
/// transparent pixels are laid over.
public struct PictureColor: Sendable, Equatable, Hashable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Black, the most common terminal background.
  public static let black = PictureColor(red: 0, green: 0, blue: 0)

  /// The pixel at byte `at` of RGBA `pixels`, laid over `self`.
  @inline(__always)
  func composite(_ pixels: UnsafeBufferPointer<UInt8>, at: Int) -> PictureColor {
    let alpha = Int(pixels[at + 3])
    if alpha == 255 { return PictureColor(red: pixels[at], green: pixels[at + 1], blue: pixels[at + 2]) }
    func mix(_ value: UInt8, _ under: UInt8) -> UInt8 {
      UInt8((Int(value) * alpha + Int(under) * (255 - alpha) + 127) / 255)
    }
    return PictureColor(red: mix(pixels[at], red), green: mix(pixels[at + 1], green), blue: mix(pixels[at + 2], blue))
  }
}
