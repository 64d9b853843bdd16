@testable import ExplorePictures
import ExploreTestSupport
import Foundation
import Testing

/// JPEGs decoded at 1/2, 1/4 and 1/8 scale straight from their
/// coefficients, and the headers that choose the scale and the memory.
@Suite struct ReducedDecodeTests {
  static let cases: [(name: String, reduction: Int)] = JPEGDecoderTests.decodable.flatMap { name in [2, 4, 8].map { (name, $0) } }

  /// A reduced decode is djpeg's at that scale (`djpeg -scale 1/R`,
  /// `fixtures/pictures/jpeg/scaled`), within its rounding: both average
  /// the full decode over the squares each reduced pixel stands for.
  ///
  /// NB: at 1/8, djpeg decodes the chroma of 4:2:2 and 4:4:0 with a 2 × 1
  /// (1 × 2) transform where explore decodes it at 1 × 1 and upsamples
  /// it: those two differ by a few levels on average.
  @Test(arguments: cases.indices)
  func aReducedDecodeIsDjpegs(_ index: Int) throws {
    let (name, reduction) = Self.cases[index]
    let bytes = try PictureFixtures.bytes("jpeg/\(name)")
    let reduced = try PictureDecoder().decode(bytes, reduction: reduction)
    let reference = try ReferenceImage(netpbm: try PictureFixtures.bytes("jpeg/scaled/\(name.dropLast(4))-1-\(reduction).pnm"))
    #expect(reduced.picture.width == (61 + reduction - 1) / reduction && reduced.picture.height == (45 + reduction - 1) / reduction)
    #expect(reduced.original == nil, "the bytes show a larger picture")
    let difference = reference.difference(from: reduced.picture)
    let rectangular = reduction == 8 && ["422", "440"].contains { name.contains($0) }
    #expect(difference.maximum <= (rectangular ? 32 : 4), "\(name) at 1/\(reduction): a channel differs by \(difference.maximum)")
    #expect(difference.mean <= (rectangular ? 8 : 0.1), "\(name) at 1/\(reduction): channels differ by \(difference.mean) on average")
  }

  @Test func aFullDecodeKeepsItsBytes() throws {
    let bytes = try PictureFixtures.bytes("jpeg/baseline-420.jpg")
    #expect(try PictureDecoder().decode(bytes, reduction: 1).original == bytes)
  }

  @Test func aPNGIsAlwaysDecodedAtItsSize() throws {
    let bytes = try PictureFixtures.bytes("pngsuite/basn6a08.png")
    let decoded = try PictureDecoder().decode(bytes, reduction: 4)
    #expect(decoded.picture.width == 32 && decoded.original == bytes)
    let header = try PictureDecoder().header(bytes)
    #expect(header.format == .png && header.width == 32 && header.height == 32)
    #expect(header.reduction(toFit: 4, 4) == 1)
    #expect(header.workingBytes(reduction: 8) == header.workingBytes())
  }

  @Test func theHeaderIsReadWithoutDecoding() throws {
    let bytes = try PictureFixtures.bytes("jpeg/progressive-444.jpg")
    let header = try PictureDecoder().header(bytes)
    #expect(header.format == .jpeg && header.width == 61 && header.height == 45)
    // A header alone, without a single scan, is enough.
    let marker = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA })
    #expect(try PictureDecoder().header(Array(bytes[..<marker])) == header)
    #expect(throws: PictureError(.jpeg, .corrupt(.missingJPEGFrame))) { try PictureDecoder().header([0xFF, 0xD8, 0xFF, 0xD9]) }
    #expect(throws: PictureError(nil, .notAPicture)) { try PictureDecoder().header(Array("GIF89a".utf8)) }
  }

  @Test(arguments: [
    (width: 2_900, height: 2_900, box: (140, 140), reduction: 8),
    (width: 2_900, height: 1_000, box: (300, 320), reduction: 8),
    (width: 300, height: 300, box: (140, 140), reduction: 2),
    (width: 300, height: 300, box: (300, 320), reduction: 1),
    (width: 1_000, height: 4_000, box: (140, 140), reduction: 8),
    (width: 1_000, height: 4_000, box: (300, 320), reduction: 8),
    (width: 1_000, height: 4_000, box: (300, 640), reduction: 4),
    (width: 100, height: 100, box: (300, 320), reduction: 1),
  ])
  func theReductionStillFillsTheBox(width: Int, height: Int, box: (Int, Int), reduction: Int) {
    let header = PictureHeader(format: .jpeg, width: width, height: height, scaledBytes: 0, fixedBytes: 0)
    #expect(header.reduction(toFit: box.0, box.1) == reduction)
  }

  /// A 2,900 × 2,900 4:2:0 JPEG: 25 MB of coefficients at any scale, and
  /// 100 MB more at full size that 1/8 scale divides by 64.
  @Test func aReducedDecodeNeedsLessMemory() throws {
    var bytes = try PictureFixtures.bytes("jpeg/baseline-420.jpg")
    let marker = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
    bytes[marker + 5] = 0x0B
    bytes[marker + 6] = 0x54
    bytes[marker + 7] = 0x0B
    bytes[marker + 8] = 0x54
    let header = try PictureDecoder().header(bytes)
    #expect(header.width == 2_900 && header.height == 2_900)
    let full = header.workingBytes(), eighth = header.workingBytes(reduction: 8)
    #expect(full > 120_000_000 && full < 128 << 20)
    #expect(eighth < 30_000_000)
    #expect(header.workingBytes(reduction: 2) < full && header.workingBytes(reduction: 4) < header.workingBytes(reduction: 2))
  }
}
