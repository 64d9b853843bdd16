@testable import ExplorePictures
import ExploreTestSupport
import Foundation
import Testing

/// The bounds on a JPEG's scans (``PictureLimits/maxScans``,
/// ``PictureLimits/maxWorkPasses``), on progressive JPEGs written by
/// ``SyntheticJPEG``: each scan a few bytes that make the decoder visit
/// every block.
@Suite struct JPEGWorkLimitTests {
  /// The sweep's picture, made here: 20,082 tiny scans over a 2,896 × 2,896
  /// picture (the largest a thumbnail's limits take), about 440 KB. It
  /// took 17 s of CPU to decode (release build) before the bounds.
  @Test func aPictureOfTwentyThousandScansIsRefusedByItsWork() throws {
    let bytes = SyntheticJPEG.manyScans(width: 2_896, height: 2_896, scans: 20_082)
    #expect(bytes.count < 757_000)
    let limits = PictureLimits(maxInputBytes: 8 << 20, maxWidth: 4_096, maxHeight: 4_096, maxDecodedBytes: 128 << 20)
    #expect(throws: PictureError(.jpeg, .tooMuchWork(passes: 16))) { try PictureDecoder(limits: limits).decode(bytes) }
    #expect(throws: PictureError(.jpeg, .tooMuchWork(passes: 16))) { try PictureDecoder().decode(bytes, reduction: 8) }
  }

  @Test func moreScansThanTheLimitAreRefusedWhateverTheirWork() throws {
    let bytes = SyntheticJPEG.manyScans(width: 16, height: 16, scans: 20)
    let limits = PictureLimits(maxScans: 10)
    #expect(throws: PictureError(.jpeg, .tooManyScans(limit: 10))) { try PictureDecoder(limits: limits).decode(bytes) }
    // One DC scan and nine AC scans are within it.
    let decoded = try PictureDecoder(limits: limits).decode(SyntheticJPEG.manyScans(width: 16, height: 16, scans: 9))
    #expect(decoded.picture.pixels.enumerated().allSatisfy { $0.offset % 4 == 3 || $0.element == 128 }, "every coefficient is 0: mid-grey")
  }

  /// A scan of band 1 costs 9 per block, a pass 72: 16 passes take the DC
  /// scan and 127 AC scans, and refuse the next one.
  @Test(arguments: [(scans: 127, refused: false), (scans: 128, refused: true)])
  func theWorkBudgetIsSixteenPassesOverThePicture(scans: Int, refused: Bool) throws {
    let bytes = SyntheticJPEG.manyScans(width: 64, height: 48, scans: scans)
    if refused {
      #expect(throws: PictureError(.jpeg, .tooMuchWork(passes: 16))) { try PictureDecoder().decode(bytes) }
    } else {
      #expect(try PictureDecoder().decode(bytes).picture.width == 64)
    }
  }

  /// Wider bands cost more: two scans of 1...63 (71 per block each) and the
  /// DC scan take 151 of the 144 that 2 passes allow.
  @Test func aScanCostsItsBandAndItsBlocks() throws {
    let bytes = SyntheticJPEG.manyScans(width: 40, height: 40, scans: 2, band: 1...63)
    #expect(throws: PictureError(.jpeg, .tooMuchWork(passes: 2))) { try PictureDecoder(limits: PictureLimits(maxWorkPasses: 2)).decode(bytes) }
    #expect(try PictureDecoder(limits: PictureLimits(maxWorkPasses: 3)).decode(bytes).picture.height == 40)
  }

  /// Real encoders' JPEGs, sequential and progressive, need far less than
  /// the budget: each decodes within 4 passes (a quarter of it).
  @Test(arguments: JPEGDecoderTests.decodable)
  func cjpegsPicturesDecodeWithinAQuarterOfTheBudget(_ name: String) throws {
    let limits = PictureLimits(maxScans: 16, maxWorkPasses: 4)
    #expect(try PictureDecoder(limits: limits).decode(try PictureFixtures.bytes("jpeg/\(name)")).picture.width == 61)
  }

  @Test(.enabled(if: PictureFixtures.corpusImages != nil, "needs ../shared/corpus/rickmorty/images (the shared corpus is absent)"))
  func theCorpusProgressiveJPEGsDecodeWithinAQuarterOfTheBudget() throws {
    let folder = try #require(PictureFixtures.corpusImages)
    let limits = PictureLimits(maxScans: 16, maxWorkPasses: 4)
    var progressive = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".jpeg") {
      let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
      guard PictureFormat.sniff(bytes) == .jpeg else { continue }
      if (0..<bytes.count - 1).contains(where: { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC2 }) { progressive += 1 }
      #expect(try PictureDecoder(limits: limits).decode(bytes).picture.width == 300, "\(name)")
    }
    #expect(progressive >= 10, "the corpus holds progressive JPEGs")
  }

  @Test func theRefusalsSayWhatToExpect() {
    #expect(
      PictureError(.jpeg, .tooManyScans(limit: 256)).description
        == "The JPEG picture has more than 256 scans (a progressive JPEG has about 10), too many to decode in reasonable time; it is left out.")
    #expect(PictureError(.jpeg, .tooMuchWork(passes: 16)).description.contains("more than 16 times the work of decoding its pixels once"))
  }
}
