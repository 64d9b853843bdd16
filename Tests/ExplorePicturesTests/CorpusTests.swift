@testable import ExplorePictures
import ExploreTestSupport
import Foundation
import Testing

/// The 28 real character pictures in `../shared/corpus/rickmorty/images`
/// (progressive and baseline JPEGs, and palette PNGs named `.jpeg`), read
/// in place, against compact signatures of djpeg's and ImageMagick's
/// decodes (`fixtures/pictures/corpus-signatures.txt`: the size and a
/// 16 × 16 grid of block averages; never the pictures themselves).
@Suite(.enabled(if: PictureFixtures.corpusImages != nil, "needs ../shared/corpus/rickmorty/images (the shared corpus is absent)"))
struct CorpusTests {
  struct Signature: Sendable, CustomTestStringConvertible {
    var name: String
    var width: Int
    var height: Int
    /// 16 × 16 cells of RGBA averages.
    var cells: [UInt8]
    var testDescription: String { name }
  }

  static let signatures: [Signature] = {
    guard let data = try? PictureFixtures.bytes("corpus-signatures.txt") else { return [] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ")
      guard fields.count == 4, !line.hasPrefix("#"), let width = Int(fields[1]), let height = Int(fields[2]) else { return nil }
      let hex = Array(fields[3].utf8)
      let cells = stride(from: 0, to: hex.count, by: 2).map { UInt8(String(decoding: hex[$0..<$0 + 2], as: UTF8.self), radix: 16)! }
      return Signature(name: String(fields[0]), width: width, height: height, cells: cells)
    }
  }()

  /// The same signature of a decoded picture.
  static func cells(of picture: Picture) -> [UInt8] {
    var cells: [UInt8] = []
    for row in 0..<16 {
      for column in 0..<16 {
        var sums = [0, 0, 0, 0], count = 0
        for y in (row * picture.height / 16)..<((row + 1) * picture.height / 16) {
          for x in (column * picture.width / 16)..<((column + 1) * picture.width / 16) {
            let pixel = picture[x: x, y: y]
            sums[0] += Int(pixel.red)
            sums[1] += Int(pixel.green)
            sums[2] += Int(pixel.blue)
            sums[3] += Int(pixel.alpha)
            count += 1
          }
        }
        cells += sums.map { UInt8(($0 + count / 2) / count) }
      }
    }
    return cells
  }

  @Test func everyCorpusPictureHasASignature() throws {
    let folder = try #require(PictureFixtures.corpusImages)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
    #expect(Set(names) == Set(Self.signatures.map(\.name)), "re-run fixtures/pictures/make-references.sh")
  }

  @Test(arguments: signatures)
  func decodesLikeTheReference(_ signature: Signature) throws {
    let folder = try #require(PictureFixtures.corpusImages)
    let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(signature.name)))
    let decoded = try PictureDecoder().decode(bytes)
    #expect(decoded.picture.width == signature.width && decoded.picture.height == signature.height)
    let cells = Self.cells(of: decoded.picture)
    let worst = zip(cells, signature.cells).map { abs(Int($0) - Int($1)) }.max() ?? 0
    #expect(worst <= 1, "\(signature.name) (\(decoded.format)): a block average differs by \(worst)")
  }
}
