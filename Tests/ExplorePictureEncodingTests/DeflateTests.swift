@testable import ExplorePictureEncoding
@testable import ExplorePictures
import ExploreTestSupport
import Foundation
import Testing

/// The deflater, checked through the inflater (which the PngSuite and
/// zlib's own streams check), and the PNG encoder through the PNG decoder.
@Suite struct DeflateTests {
  static func inputs() -> [(name: String, bytes: [UInt8])] {
    var random = SeededRandom(seed: 35)
    let noise = (0..<70_000).map { _ in UInt8.random(in: 0...255, using: &random) }
    let letters = (0..<50_000).map { _ in UInt8(ascii: "a") + UInt8.random(in: 0...3, using: &random) }
    let text = Array(String(repeating: "explore browses web APIs as paginated lists. ", count: 900).utf8)
    return [
      ("empty", []), ("one byte", [7]), ("two bytes", [0, 255]), ("zeros", [UInt8](repeating: 0, count: 100_000)),
      ("noise", noise), ("four letters", letters), ("text", text),
      ("a run longer than the window", [UInt8](repeating: 9, count: 40_000) + noise.prefix(100) + [UInt8](repeating: 9, count: 40_000)),
    ]
  }

  @Test(arguments: inputs().indices)
  func inflatingADeflatedStreamGivesItsBytesBack(_ index: Int) throws {
    let input = Self.inputs()[index]
    let stream = Deflater.deflate(zlib: input.bytes)
    #expect(try Inflater.inflate(zlib: stream, size: input.bytes.count) == input.bytes, "\(input.name)")
    #expect(stream.count <= input.bytes.count + input.bytes.count / 100 + 64, "\(input.name): never much larger than its input")
  }

  @Test func repetitiveBytesShrink() {
    let inputs = Self.inputs()
    let text = inputs.first { $0.name == "text" }!.bytes, letters = inputs.first { $0.name == "four letters" }!.bytes
    #expect(Deflater.deflate(zlib: text).count < text.count / 50, "a repeated sentence is a few back references")
    // Two bits of entropy per byte: close to a quarter (zlib's level 6 makes 29.9 % of such bytes).
    #expect(Deflater.deflate(zlib: letters).count < letters.count * 31 / 100)
    #expect(Deflater.deflate(zlib: [UInt8](repeating: 0, count: 100_000)).count < 200)
  }

  /// Counts that make Huffman's code 30 bits deep (Fibonacci weights) still
  /// get a complete code of at most 15, and 7, bits.
  @Test(arguments: [15, 7])
  func codesStayWithinTheirLengthLimit(_ limit: Int) {
    var counts: [Int] = [1, 1]
    while counts.count < 30 { counts.append(counts[counts.count - 1] + counts[counts.count - 2]) }
    let code = HuffmanLengths.code(counts: counts, limit: limit)
    #expect(code.lengths.max()! <= limit && code.lengths.max()! >= limit - 2)
    #expect(code.lengths.allSatisfy { $0 > 0 })
    // Kraft: a prefix code fills at most the whole code space.
    let space = code.lengths.reduce(0) { $0 + (1 << (limit - $1)) }
    #expect(space <= 1 << limit)
  }

  @Test func aSingleUsedSymbolStillGetsTwoCodes() {
    let code = HuffmanLengths.code(counts: [0, 0, 5, 0], limit: 15)
    #expect(code.lengths.filter { $0 > 0 }.count == 2 && code.lengths[2] == 1)
  }

  static func picture(width: Int, height: Int, alpha: Bool, seed: UInt64) -> Picture {
    var random = SeededRandom(seed: seed)
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        // A gradient with some noise, like a photograph.
        pixels += [UInt8((x * 255) / max(width - 1, 1)), UInt8((y * 255) / max(height - 1, 1)), UInt8.random(in: 100...120, using: &random)]
        pixels.append(alpha ? UInt8((x + y) % 256) : 255)
      }
    }
    return Picture(width: width, height: height, pixels: pixels, hasAlpha: alpha)
  }

  @Test(arguments: [(1, 1, false), (61, 45, false), (33, 17, true), (300, 2, true)])
  func anEncodedPNGDecodesToTheSamePixels(width: Int, height: Int, alpha: Bool) throws {
    let picture = Self.picture(width: width, height: height, alpha: alpha, seed: UInt64(width * height))
    let png = PNGEncoder.encode(picture)
    let decoded = try PictureDecoder().decode(png)
    #expect(decoded.format == .png)
    #expect(decoded.picture == picture)
  }

  @Test func aDecodedJPEGEncodesToAPNGThatDecodesToItsPixels() throws {
    let picture = try PictureDecoder().decode(try PictureFixtures.bytes("jpeg/progressive-420.jpg")).picture
    let png = PNGEncoder.encode(picture)
    #expect(try PictureDecoder().decode(png).picture == picture)
    #expect(png.count < picture.width * picture.height * 3, "smaller than its raw pixels")
  }
}
