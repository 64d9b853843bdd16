@testable import ExplorePictures
import ExploreTestSupport
import Foundation
import Testing

/// PngSuite (Willem van Schaik's PNG conformance suite, in
/// `fixtures/pictures/pngsuite` with its licence) against ImageMagick's
/// decodes of the same files.
@Suite struct PNGSuiteTests {
  static let valid = PictureFixtures.names(in: "pngsuite", suffix: ".png").filter { !$0.hasPrefix("x") }
  static let broken = PictureFixtures.names(in: "pngsuite", suffix: ".png").filter { $0.hasPrefix("x") }

  @Test func theSuiteIsThere() {
    #expect(Self.valid.count == 161, "fixtures/pictures/pngsuite should hold PngSuite's 161 valid files")
    #expect(Self.broken.count == 14, "fixtures/pictures/pngsuite should hold PngSuite's 14 x*.png files")
  }

  /// NB: 16-bit samples may round one level apart from ImageMagick's.
  @Test(arguments: valid)
  func decodesLikeTheReference(_ name: String) throws {
    let decoded = try PictureDecoder().decode(try PictureFixtures.bytes("pngsuite/\(name)"))
    let reference = try ReferenceImage(
      netpbm: try PictureFixtures.bytes("pngsuite/reference/\(name.dropLast(4)).pam"))
    #expect(decoded.format == .png)
    #expect(decoded.picture.width == reference.width)
    #expect(decoded.picture.height == reference.height)
    let difference = reference.difference(from: decoded.picture)
    #expect(difference.maximum <= 1, "\(name): a channel differs by \(difference.maximum)")
  }

  /// What each broken file breaks, as PngSuite's README lists it.
  static let expected: [String: PictureError.Reason] = [
    "xc1n0g08.png": .corrupt(.badHeader),  // colour type 1
    "xc9n2c08.png": .corrupt(.badHeader),  // colour type 9
    "xcrn0g04.png": .notAPicture,  // CR bytes added to the signature
    "xcsn0g01.png": .corrupt(.badChecksum),  // IDAT checksum
    "xd0n2c08.png": .corrupt(.badHeader),  // bit depth 0
    "xd3n2c08.png": .corrupt(.badHeader),  // bit depth 3
    "xd9n2c08.png": .corrupt(.badHeader),  // bit depth 99
    "xdtn0g01.png": .corrupt(.missingImageData),  // no IDAT
    "xhdn0g08.png": .corrupt(.badChecksum),  // IHDR checksum
    "xlfn0g04.png": .notAPicture,  // LF bytes added to the signature
    "xs1n0g01.png": .notAPicture,  // signature byte 1 wrong
    "xs2n0g01.png": .notAPicture,  // signature byte 2 wrong
    "xs4n0g01.png": .notAPicture,  // signature byte 4 wrong
    "xs7n0g01.png": .notAPicture,  // signature byte 7 wrong
  ]

  @Test(arguments: broken)
  func refusesTheBrokenFilesCleanly(_ name: String) throws {
    let bytes = try PictureFixtures.bytes("pngsuite/\(name)")
    let error = try #require(throws: PictureError.self) { try PictureDecoder().decode(bytes) }
    #expect(error.reason == Self.expected[name], "\(name): \(error)")
  }

  @Test func transparencyAndInterlacingAreReported() throws {
    let palette = try PictureDecoder().decode(try PictureFixtures.bytes("pngsuite/tbbn3p08.png")).picture
    #expect(palette.hasAlpha)
    let opaque = try PictureDecoder().decode(try PictureFixtures.bytes("pngsuite/basn2c08.png")).picture
    #expect(!opaque.hasAlpha)
    let interlaced = try PictureDecoder().decode(try PictureFixtures.bytes("pngsuite/basi2c08.png")).picture
    #expect(interlaced == opaque)
  }

  @Test func crc32MatchesAKnownValue() {
    #expect(Array("IEND".utf8).withUnsafeBufferPointer { CRC32.checksum($0) } == 0xAE42_6082)
  }
}
