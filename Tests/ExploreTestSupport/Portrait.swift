/// A small made-up character portrait, drawn here and encoded as an 8-bit
/// palette PNG (as the Rick and Morty API serves some of its pictures,
/// under a `.jpeg` name): the picture of the replay fixture
/// `fixtures/rickmorty/GET-character-avatar-1-jpeg.json`, which
/// `PortraitFixtureTests` keeps equal to ``png``.
///
/// The PNG's deflate stream is stored (uncompressed), so no compressor is
/// needed, and nothing here comes from elsewhere.
public enum Portrait {
  /// Its width and height in pixels.
  public static let size = 64

  /// The palette: sky, grass, shirt, skin, hair, eye white, pupil, mouth.
  static let palette: [(UInt8, UInt8, UInt8)] = [
    (0x7F, 0xB8, 0xD8), (0x3B, 0x6E, 0x3A), (0x5A, 0x4A, 0x8A), (0xF1, 0xC9, 0xA5),
    (0xD8, 0xE6, 0xEF), (0xFF, 0xFF, 0xFF), (0x10, 0x10, 0x18), (0x9C, 0x4A, 0x3A),
  ]

  /// The palette index of the pixel at `x`, `y`.
  static func color(x: Int, y: Int) -> UInt8 {
    func inEllipse(_ cx: Int, _ cy: Int, _ rx: Int, _ ry: Int) -> Bool {
      let dx = x - cx, dy = y - cy
      return dx * dx * ry * ry + dy * dy * rx * rx <= rx * rx * ry * ry
    }
    if inEllipse(27, 27, 1, 1) || inEllipse(37, 27, 1, 1) { return 6 }
    if inEllipse(27, 27, 4, 3) || inEllipse(37, 27, 4, 3) { return 5 }
    if y == 37, (28...36).contains(x) { return 7 }
    if (y < 20 && inEllipse(32, 14, 16, 9)) || inEllipse(19, 19, 5, 7) || inEllipse(45, 19, 5, 7) { return 4 }
    if inEllipse(32, 28, 13, 15) || ((28...36).contains(x) && (38...49).contains(y)) { return 3 }
    if y >= 48, inEllipse(32, 66, 24, 18) { return 2 }
    return y >= 52 ? 1 : 0
  }

  /// The portrait as a PNG file.
  public static func png() -> [UInt8] {
    var raw: [UInt8] = []
    for y in 0..<size {
      raw.append(0)  // filter: none
      for x in 0..<size { raw.append(color(x: x, y: y)) }
    }
    var zlib: [UInt8] = [0x78, 0x01, 0x01]  // header; one final stored block
    let length = UInt16(raw.count)
    zlib += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
    zlib += raw
    zlib += bigEndian(adler32(raw))
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    file += chunk("IHDR", bigEndian(UInt32(size)) + bigEndian(UInt32(size)) + [8, 3, 0, 0, 0])
    file += chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] })
    file += chunk("IDAT", zlib)
    file += chunk("IEND", [])
    return file
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  private static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }
}
