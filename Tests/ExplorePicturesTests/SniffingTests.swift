@testable import ExplorePictures
import ExploreTestSupport
import Testing

@Suite struct SniffingTests {
  static let cases: [(bytes: [UInt8], format: PictureFormat?)] = [
    ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13], .png),
    ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], .png),
    ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A], nil),
    ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0D, 0x0A, 0x1A, 0x0A], nil),
    ([0xFF, 0xD8, 0xFF, 0xE0], .jpeg),
    ([0xFF, 0xD8, 0xFF], .jpeg),
    ([0xFF, 0xD8], nil),
    ([0xFF, 0xD8, 0x00], nil),
    (Array("GIF89a".utf8), nil),
    (Array("<html>".utf8), nil),
    (Array("RIFF\0\0\0\0WEBP".utf8), nil),
    ([], nil),
  ]

  @Test(arguments: cases.indices)
  func sniffsFromTheBytesOnly(_ index: Int) {
    let (bytes, format) = Self.cases[index]
    #expect(PictureFormat.sniff(bytes) == format)
  }

  @Test func anythingElseIsRefusedAsNotAPicture() {
    for bytes in [Array("GIF89a\u{1}\0\u{1}\0".utf8), Array("not a picture".utf8), []] {
      #expect(throws: PictureError(nil, .notAPicture)) { try PictureDecoder().decode(bytes) }
    }
    #expect(PictureError(nil, .notAPicture).description.contains("not a picture explore can show"))
  }

  @Test func decodeReportsTheSniffedFormatAndKeepsTheBytes() throws {
    let png = try PictureFixtures.bytes("pngsuite/basn3p08.png")
    let jpeg = try PictureFixtures.bytes("jpeg/baseline-420.jpg")
    #expect(try PictureDecoder().decode(png).format == .png)
    #expect(try PictureDecoder().decode(jpeg).format == .jpeg)
    #expect(try PictureDecoder().decode(jpeg).original == jpeg)
  }
}
