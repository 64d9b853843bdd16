@testable import ExplorePictures
import ExploreTestSupport
import Testing

/// Truncated files, decompression bombs, absurd sizes and damaged data:
/// every one a clean ``PictureError``, never a crash or unbounded memory.
@Suite struct HostileInputTests {
  /// A PNG of the given header fields and image data (a zlib stream).
  static func png(
    width: UInt32, height: UInt32, depth: UInt8 = 8, colorType: UInt8 = 6, interlace: UInt8 = 0, zlib: [UInt8],
    extraChunks: [(String, [UInt8])] = []
  ) -> [UInt8] {
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let body = Array(type.utf8) + data
      let crc = body.withUnsafeBufferPointer { CRC32.checksum($0) }
      let length = UInt32(data.count)
      return [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)] + body
        + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }
    func be(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    var bytes = PictureFormat.pngSignature
    bytes += chunk("IHDR", be(width) + be(height) + [depth, colorType, 0, 0, interlace])
    for (type, data) in extraChunks { bytes += chunk(type, data) }
    bytes += chunk("IDAT", zlib) + chunk("IEND", [])
    return bytes
  }

  @Test func aHandMadePNGDecodes() throws {
    // Two RGBA pixels, filter 0.
    let bytes = Self.png(width: 2, height: 1, zlib: InflateTests.stored([0, 255, 0, 0, 255, 0, 0, 255, 128]))
    let picture = try PictureDecoder().decode(bytes).picture
    #expect(picture.pixels == [255, 0, 0, 255, 0, 0, 255, 128])
  }

  @Test(arguments: ["pngsuite/basn3p08.png", "pngsuite/basi6a16.png", "jpeg/baseline-420.jpg", "jpeg/progressive-420.jpg", "jpeg/restart-blocks.jpg"])
  func everyTruncationIsRefused(_ path: String) throws {
    let bytes = try PictureFixtures.bytes(path)
    // NB: every prefix of the small files, every 7th of the larger ones.
    let step = bytes.count > 3_000 ? 7 : 1
    for length in stride(from: 0, to: bytes.count - 1, by: step) {
      #expect(throws: PictureError.self, "\(path) cut to \(length) bytes") { try PictureDecoder().decode(Array(bytes[..<length])) }
    }
  }

  @Test func absurdDimensionsAreRefusedBeforeAnyAllocation() {
    let zlib = InflateTests.stored([0])
    let huge = Self.png(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, zlib: zlib)
    #expect(throws: PictureError(.png, .dimensionsTooLarge(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, maxWidth: 4_096, maxHeight: 4_096))) {
      try PictureDecoder().decode(huge)
    }
    let wide = Self.png(width: 4_097, height: 1, zlib: zlib)
    #expect(throws: PictureError.self) { try PictureDecoder().decode(wide) }
    let negative = Self.png(width: 0x8000_0000, height: 1, zlib: zlib)
    #expect(throws: PictureError(.png, .corrupt(.badHeader))) { try PictureDecoder().decode(negative) }
    let empty = Self.png(width: 0, height: 1, zlib: zlib)
    #expect(throws: PictureError(.png, .corrupt(.emptyPicture))) { try PictureDecoder().decode(empty) }
  }

  @Test func aDecompressionBombIsRefusedOnItsDeclaredSize() {
    // 4,096 × 4,096 16-bit RGBA declares 128 MiB of image data; with a
    // 64 MiB budget it is refused before the (tiny) data is read.
    let bomb = Self.png(width: 4_096, height: 4_096, depth: 16, zlib: InflateTests.fixed)
    let limits = PictureLimits(maxDecodedBytes: 64 << 20)
    #expect(throws: PictureError(.png, .decodedSizeTooLarge(limit: 64 << 20))) { try PictureDecoder(limits: limits).decode(bomb) }
  }

  @Test func imageDataLongerThanDeclaredIsRefused() {
    // 1 × 1 grey declares 2 bytes of image data; this inflates to 1,000.
    let bytes = Self.png(width: 1, height: 1, colorType: 0, zlib: InflateTests.stored([UInt8](repeating: 0, count: 1_000)))
    #expect(throws: PictureError(.png, .corrupt(.extraImageData))) { try PictureDecoder().decode(bytes) }
  }

  @Test func inputOverTheLimitIsRefusedUnread() throws {
    let bytes = try PictureFixtures.bytes("jpeg/baseline-444.jpg")
    let limits = PictureLimits(maxInputBytes: 100)
    #expect(throws: PictureError(.jpeg, .inputTooLarge(bytes: bytes.count, limit: 100))) {
      try PictureDecoder(limits: limits).decode(bytes)
    }
  }

  @Test func aJPEGWorkingMemoryOverTheLimitIsRefused() throws {
    let bytes = try PictureFixtures.bytes("jpeg/baseline-444.jpg")
    #expect(throws: PictureError.self) { try PictureDecoder(limits: PictureLimits(maxDecodedBytes: 10_000)).decode(bytes) }
  }

  @Test func damagedChunksAreRefused() {
    let zlib = InflateTests.stored([0, 1, 2, 3, 4])
    let unknownCritical = Self.png(width: 1, height: 1, zlib: zlib, extraChunks: [("ABCD", [])])
    #expect(throws: PictureError(.png, .corrupt(.unknownCriticalChunk))) { try PictureDecoder().decode(unknownCritical) }
    let ancillary = Self.png(width: 1, height: 1, zlib: zlib, extraChunks: [("tEXt", Array("Comment\0\u{1B}]0;x\u{7}".utf8))])
    #expect(throws: Never.self) { try PictureDecoder().decode(ancillary) }
    let badFilter = Self.png(width: 1, height: 1, zlib: InflateTests.stored([9, 1, 2, 3, 4]))
    #expect(throws: PictureError(.png, .corrupt(.badFilter))) { try PictureDecoder().decode(badFilter) }
    let noPalette = Self.png(width: 1, height: 1, colorType: 3, zlib: InflateTests.stored([0, 0]))
    #expect(throws: PictureError(.png, .corrupt(.missingPalette))) { try PictureDecoder().decode(noPalette) }
    let badPalette = Self.png(width: 1, height: 1, colorType: 3, zlib: InflateTests.stored([0, 0]), extraChunks: [("PLTE", [1, 2])])
    #expect(throws: PictureError(.png, .corrupt(.badPalette))) { try PictureDecoder().decode(badPalette) }
  }

  @Test func aPaletteIndexPastThePaletteIsBlack() throws {
    let bytes = Self.png(width: 2, height: 1, colorType: 3, zlib: InflateTests.stored([0, 0, 5]), extraChunks: [("PLTE", [9, 8, 7])])
    #expect(try PictureDecoder().decode(bytes).picture.pixels == [9, 8, 7, 255, 0, 0, 0, 255])
  }

  @Test func damagedJPEGDataIsRefused() throws {
    let bytes = try PictureFixtures.bytes("jpeg/baseline-420.jpg")
    // Only the marker and the EOI: no frame.
    #expect(throws: PictureError(.jpeg, .corrupt(.missingJPEGFrame))) { try PictureDecoder().decode([0xFF, 0xD8, 0xFF, 0xD9]) }
    // A second SOI.
    #expect(throws: PictureError(.jpeg, .corrupt(.badJPEGMarker))) { try PictureDecoder().decode([0xFF, 0xD8, 0xFF, 0xD8]) }
    // Every byte of the entropy-coded data flipped in turn: a refusal or a picture, never a crash.
    let scan = try #require((0..<bytes.count - 1).last { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA })
    for offset in stride(from: scan + 14, to: bytes.count - 2, by: 5) {
      var damaged = bytes
      damaged[offset] ^= 0x5A
      _ = try? PictureDecoder().decode(damaged)
    }
  }
}
