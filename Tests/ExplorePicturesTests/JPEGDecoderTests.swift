@testable import ExplorePictures
import ExploreTestSupport
import Foundation
import Testing

/// JPEGs made by cjpeg with every subsampling, progressive, restart and
/// metadata setting (`fixtures/pictures/jpeg`, see its README), against
/// djpeg's decodes.
@Suite struct JPEGDecoderTests {
  static let decodable = PictureFixtures.names(in: "jpeg", suffix: ".jpg").filter { !["arithmetic.jpg", "cmyk.jpg"].contains($0) }

  @Test func theFixturesAreThere() {
    #expect(Self.decodable.count == 14, "fixtures/pictures/jpeg should hold 14 decodable JPEGs")
  }

  /// NB: djpeg uses an integer IDCT and ours is in `Float`; its rounding
  /// differs by a few levels at most.
  @Test(arguments: decodable)
  func decodesLikeDjpeg(_ name: String) throws {
    let decoded = try PictureDecoder().decode(try PictureFixtures.bytes("jpeg/\(name)"))
    let reference = try ReferenceImage(netpbm: try PictureFixtures.bytes("jpeg/\(name.dropLast(4)).pnm"))
    #expect(decoded.format == .jpeg)
    #expect(decoded.picture.width == 61 && decoded.picture.height == 45)
    #expect(!decoded.picture.hasAlpha)
    let difference = reference.difference(from: decoded.picture)
    #expect(difference.maximum <= 4, "\(name): a channel differs by \(difference.maximum)")
    #expect(difference.mean <= 0.1, "\(name): channels differ by \(difference.mean) on average")
  }

  @Test func refusesArithmeticCodingAndCMYK() throws {
    #expect(throws: PictureError(.jpeg, .unsupported(.jpegArithmeticCoding))) {
      try PictureDecoder().decode(try PictureFixtures.bytes("jpeg/arithmetic.jpg"))
    }
    #expect(throws: PictureError(.jpeg, .unsupported(.jpegComponents(4)))) {
      try PictureDecoder().decode(try PictureFixtures.bytes("jpeg/cmyk.jpg"))
    }
  }

  /// `baseline-420.jpg` with its frame header changed at `offset` from the `SOF0` marker's `FF`.
  static func patchedFrame(_ changes: [(offset: Int, value: UInt8)]) throws -> [UInt8] {
    var bytes = try PictureFixtures.bytes("jpeg/baseline-420.jpg")
    let marker = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
    for change in changes { bytes[marker + change.offset] = change.value }
    return bytes
  }

  static let refusals: [(name: String, changes: [(offset: Int, value: UInt8)], reason: PictureError.Reason)] = [
    ("lossless", [(1, 0xC3)], .unsupported(.jpegLossless)),
    ("hierarchical", [(1, 0xC5)], .unsupported(.jpegHierarchical)),
    ("arithmetic", [(1, 0xC9)], .unsupported(.jpegArithmeticCoding)),
    ("12-bit", [(4, 12)], .unsupported(.jpegPrecision(12))),
    ("3x1 sampling", [(11, 0x31)], .unsupported(.jpegSampling(horizontal: 3, vertical: 1))),
    ("0x0 sampling", [(11, 0x00)], .corrupt(.badJPEGFrame)),
    ("height given later (DNL)", [(5, 0), (6, 0)], .unsupported(.jpegLineCountLater)),
    ("width 0", [(7, 0), (8, 0)], .corrupt(.emptyPicture)),
    ("65,535 wide", [(7, 0xFF), (8, 0xFF)], .dimensionsTooLarge(width: 65_535, height: 45, maxWidth: 4_096, maxHeight: 4_096)),
  ]

  @Test(arguments: refusals.indices)
  func refusesFeaturesItDoesNotDecode(_ index: Int) throws {
    let refusal = Self.refusals[index]
    let bytes = try Self.patchedFrame(refusal.changes)
    let error = try #require(throws: PictureError.self, "\(refusal.name)") { try PictureDecoder().decode(bytes) }
    #expect(error.reason == refusal.reason, "\(refusal.name): \(error)")
    #expect(!error.description.isEmpty)
  }

  @Test func metadataIsSkippedAndNeverKept() throws {
    let bytes = try PictureFixtures.bytes("jpeg/exif-comment.jpg")
    // The fixture's Exif and comment hold escape sequences...
    #expect(bytes.contains(0x1B))
    // ...and decode like the same picture without them.
    let plain = try PictureDecoder().decode(try PictureFixtures.bytes("jpeg/baseline-420.jpg")).picture
    #expect(try PictureDecoder().decode(bytes).picture == plain)
  }

  @Test func progressiveAndBaselineAgree() throws {
    for (baseline, progressive) in [("baseline-444", "progressive-444"), ("baseline-420", "progressive-420"), ("grey", "progressive-grey")] {
      let one = try PictureDecoder().decode(try PictureFixtures.bytes("jpeg/\(baseline).jpg")).picture
      let other = try PictureDecoder().decode(try PictureFixtures.bytes("jpeg/\(progressive).jpg")).picture
      #expect(one == other, "\(baseline) and \(progressive) hold the same coefficients")
    }
  }

  /// The 1-D transform against the DCT-III formula, scaled by √8.
  @Test func inverseDCTMatchesTheFormula() {
    let inputs: [[Float]] = [
      [64, 0, 0, 0, 0, 0, 0, 0], [0, 10, 0, 0, 0, 0, 0, 0], [1, 2, 3, 4, 5, 6, 7, 8], [-30, 12, -7, 0, 5, -3, 2, -1],
    ]
    for input in inputs {
      let x = (input[0], input[1], input[2], input[3], input[4], input[5], input[6], input[7])
      let result = JPEGInverseDCT.oneDimensional(x)
      let output = [result.0, result.1, result.2, result.3, result.4, result.5, result.6, result.7]
      for n in 0..<8 {
        var expected = 0.0
        for k in 0..<8 {
          let scale = k == 0 ? 1 / 2.0.squareRoot() : 1.0
          expected += scale / 2 * Double(input[k]) * cos(Double((2 * n + 1) * k) * Double.pi / 16)
        }
        #expect(abs(Double(output[n]) - expected * 8.0.squareRoot()) < 0.01, "input \(input), sample \(n)")
      }
    }
  }
}
