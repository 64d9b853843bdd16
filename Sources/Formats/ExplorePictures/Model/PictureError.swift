/// Why a picture could not be decoded. Every refusal is one of these, never
/// a crash: input from a server is never a programming error.
///
/// Its ``description`` is a sentence for a `--verbose` note: what failed,
/// why, and what to do. It never quotes the picture's own bytes or
/// metadata.
public struct PictureError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The format the bytes were sniffed as, or `nil` when they are not a picture.
  public var format: PictureFormat?
  /// What went wrong.
  public var reason: Reason

  public init(_ format: PictureFormat?, _ reason: Reason) {
    self.format = format
    self.reason = reason
  }

  /// What went wrong.
  public enum Reason: Sendable, Equatable {
    /// The bytes start with neither a PNG nor a JPEG signature.
    case notAPicture
    /// The input is larger than ``PictureLimits/maxInputBytes``.
    case inputTooLarge(bytes: Int, limit: Int)
    /// The declared size is over ``PictureLimits/maxWidth`` or ``PictureLimits/maxHeight``.
    case dimensionsTooLarge(width: Int, height: Int, maxWidth: Int, maxHeight: Int)
    /// Decoding would need more than ``PictureLimits/maxDecodedBytes``.
    case decodedSizeTooLarge(limit: Int)
    /// A JPEG has more scans than ``PictureLimits/maxScans``.
    case tooManyScans(limit: Int)
    /// A JPEG's scans would take more work than ``PictureLimits/maxWorkPasses`` passes over its picture.
    case tooMuchWork(passes: Int)
    /// The data ends before the picture does.
    case truncated
    /// The data breaks the format's rules.
    case corrupt(Defect)
    /// A valid picture that uses a feature explore does not decode.
    case unsupported(Feature)
  }

  /// A broken rule of a format.
  public enum Defect: Sendable, Equatable {
    case emptyPicture
    case badChecksum
    case badHeader
    case chunkOutOfOrder
    case unknownCriticalChunk
    case badPalette
    case missingPalette
    case missingImageData
    case badFilter
    case extraImageData
    case badZlibHeader
    case badDeflateBlock
    case badHuffmanCode
    case badDistance
    case badJPEGMarker
    case badJPEGTable
    case missingJPEGTable
    case badJPEGFrame
    case badJPEGScan
    case missingJPEGFrame
    case missingJPEGScan
  }

  /// A feature a valid picture may use that explore refuses.
  public enum Feature: Sendable, Equatable {
    case jpegArithmeticCoding
    case jpegLossless
    case jpegHierarchical
    case jpegPrecision(Int)
    case jpegComponents(Int)
    case jpegSampling(horizontal: Int, vertical: Int)
    case jpegLineCountLater
    case pngInterlaceMethod(Int)
  }

  public var description: String {
    let name = format.map { "The \($0) picture" } ?? "The data"
    switch reason {
    case .notAPicture:
      return "The data is not a picture explore can show: only PNG and JPEG are decoded, recognised from their first bytes."
    case .inputTooLarge(let bytes, let limit):
      return "\(name) is \(bytes) bytes, more than the \(limit) bytes explore reads for a picture; it is left out."
    case .dimensionsTooLarge(let width, let height, let maxWidth, let maxHeight):
      return "\(name) declares \(width) × \(height) pixels, more than the \(maxWidth) × \(maxHeight) explore decodes; it is left out."
    case .decodedSizeTooLarge(let limit):
      return "\(name) would need more than \(limit) bytes of memory to decode (a decompression bomb or a huge picture); it is left out."
    case .tooManyScans(let limit):
      return "\(name) has more than \(limit) scans (a progressive JPEG has about 10), too many to decode in reasonable time; it is left out."
    case .tooMuchWork(let passes):
      return "\(name) has scans that would take more than \(passes) times the work of decoding its pixels once (a hostile or broken progressive JPEG); it is left out."
    case .truncated:
      return "\(name) ends before its last pixel: the download was cut short or the file is damaged. Fetch it again."
    case .corrupt(let defect):
      return "\(name) is damaged: \(defect.sentence). Fetch it again, or check the server."
    case .unsupported(let feature):
      return "\(name) uses \(feature.sentence), which explore does not decode; it is left out."
    }
  }
}

extension PictureError.Defect {
  /// A clause for ``PictureError/description``.
  var sentence: String {
    switch self {
    case .emptyPicture: "it declares no pixels"
    case .badChecksum: "a checksum does not match its data"
    case .badHeader: "its header holds values the format does not allow"
    case .chunkOutOfOrder: "its chunks are out of order"
    case .unknownCriticalChunk: "it has a critical chunk the PNG standard does not define"
    case .badPalette: "its palette has the wrong size"
    case .missingPalette: "its palette is missing"
    case .missingImageData: "its image data is missing"
    case .badFilter: "a row has an unknown filter"
    case .extraImageData: "its image data is longer than its size allows"
    case .badZlibHeader: "its compressed data has a bad zlib header"
    case .badDeflateBlock: "its compressed data has a bad block"
    case .badHuffmanCode: "its compressed data has a bad Huffman code"
    case .badDistance: "its compressed data refers back before its start"
    case .badJPEGMarker: "a marker is missing or out of place"
    case .badJPEGTable: "a quantisation or Huffman table is malformed"
    case .missingJPEGTable: "a scan uses a table it never defined"
    case .badJPEGFrame: "its frame header holds values the format does not allow"
    case .badJPEGScan: "a scan header holds values the format does not allow"
    case .missingJPEGFrame: "it has no frame header"
    case .missingJPEGScan: "it has no image data"
    }
  }
}

extension PictureError.Feature {
  /// A noun phrase for ``PictureError/description``.
  var sentence: String {
    switch self {
    case .jpegArithmeticCoding: "arithmetic coding"
    case .jpegLossless: "lossless coding"
    case .jpegHierarchical: "hierarchical coding"
    case .jpegPrecision(let bits): "\(bits)-bit samples"
    case .jpegComponents(let count): "\(count) colour components (only greyscale and YCbCr or RGB are decoded)"
    case .jpegSampling(let horizontal, let vertical): "a sampling factor of \(horizontal)×\(vertical) (at most 2×2 is decoded)"
    case .jpegLineCountLater: "a line count given after the first scan (DNL)"
    case .pngInterlaceMethod(let method): "interlace method \(method)"
    }
  }
}
