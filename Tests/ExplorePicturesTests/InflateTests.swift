@testable import ExplorePictures
import Testing

/// The inflater on hand-made and zlib-made streams (python's `zlib.compress`
/// at level 9 made the two below), and on damaged ones.
@Suite struct InflateTests {
  static func hex(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(index, offsetBy: 2)
      bytes.append(UInt8(text[index..<next], radix: 16)!)
      index = next
    }
    return bytes
  }

  /// `hello, hello, hello, hello!`: one fixed-Huffman block with back references.
  static let fixed = hex("78dacb48cdc9c9d751c8c0a41401856c0956")
  static let fixedText = "hello, hello, hello, hello!"
  /// 300 random letters and spaces: one dynamic-Huffman block.
  static let dynamic = hex(
    "78da158fd1150020080257613545c1fd27883eeaa5e1812bd44db17563f4d47869368fac9a21578361da25a76ae5d1ab3df18ef5db05e7bae2"
      + "f49c20ec7d997b52508baf0f73a36fb826d30efe14be9b162bb647dce9f67fb6c138f42d00b56a3f7537cac3775f48ab4c9e048293c136e1"
      + "c5d6843551e66433dea07c4a9e51e2ae1b2a6c871d066d28eb3af218b9c393edb9043113675ddff10137d56e84")
  static let dynamicText =
    "ef ahdacbfhdg bdadgecgcbchccaaddccefd dcdgeafgccebfeafbefehfchhcaeafga gfgahacdbdhf f ehbfeagbdf fcfe befecbcehcab "
    + "gadfehgcaahfdccgbcgfcagechc hhfheehgcbg chfcbhe   fbfaef eheefcah efehe ffefgfchff c cdfhebgc ge eadchcdcahdcacbf"
    + "chd aghfgbddfafgegb fa ebe  fefcgg fhccghdcbfagbf cfgggdhehggceehegafehe"

  /// A zlib stream of stored blocks holding `data`, `blockSize` bytes a block.
  static func stored(_ data: [UInt8], blockSize: Int = 65_535) -> [UInt8] {
    var stream: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(start + blockSize, data.count)
      let length = end - start
      stream += [end == data.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
      stream += data[start..<end]
      start = end
    } while start < data.count
    let adler = data.withUnsafeBufferPointer { Adler32.checksum($0) }
    return stream + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
  }

  @Test func inflatesFixedHuffman() throws {
    #expect(try Inflater.inflate(zlib: Self.fixed, size: Self.fixedText.utf8.count) == Array(Self.fixedText.utf8))
  }

  @Test func inflatesDynamicHuffman() throws {
    #expect(try Inflater.inflate(zlib: Self.dynamic, size: 300) == Array(Self.dynamicText.utf8))
  }

  @Test(arguments: [1, 7, 100, 65_535])
  func inflatesStoredBlocks(_ blockSize: Int) throws {
    let data = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    #expect(try Inflater.inflate(zlib: Self.stored(data, blockSize: blockSize), size: data.count) == data)
  }

  @Test func adler32MatchesKnownValues() {
    #expect(Array("Wikipedia".utf8).withUnsafeBufferPointer { Adler32.checksum($0) } == 0x11E6_0398)
    #expect([UInt8]().withUnsafeBufferPointer { Adler32.checksum($0) } == 1)
  }

  @Test func refusesAStreamThatInflatesToMoreThanDeclared() {
    // NB: a bomb: the size comes from the picture's header, and the
    // inflater stops at it instead of growing.
    #expect(throws: PictureError(.png, .corrupt(.extraImageData))) {
      try Inflater.inflate(zlib: Self.dynamic, size: 299)
    }
    #expect(throws: PictureError(.png, .corrupt(.extraImageData))) {
      try Inflater.inflate(zlib: Self.stored([UInt8](repeating: 0, count: 100)), size: 10)
    }
  }

  @Test func refusesAStreamThatInflatesToLessThanDeclared() {
    #expect(throws: PictureError(.png, .truncated)) { try Inflater.inflate(zlib: Self.dynamic, size: 301) }
  }

  @Test func refusesEveryTruncation() {
    for stream in [Self.fixed, Self.dynamic] {
      for length in 0..<stream.count {
        #expect(throws: PictureError.self) { try Inflater.inflate(zlib: Array(stream[..<length]), size: 300) }
      }
    }
  }

  @Test func refusesDamage() {
    var badChecksum = Self.fixed
    badChecksum[badChecksum.count - 1] ^= 1
    #expect(throws: PictureError(.png, .corrupt(.badChecksum))) {
      try Inflater.inflate(zlib: badChecksum, size: Self.fixedText.utf8.count)
    }
    var badHeader = Self.fixed
    badHeader[1] ^= 1
    #expect(throws: PictureError(.png, .corrupt(.badZlibHeader))) { try Inflater.inflate(zlib: badHeader, size: 27) }
    let dictionary: [UInt8] = [0x78, 0xBB, 0, 0, 0, 0]
    #expect(throws: PictureError(.png, .corrupt(.badZlibHeader))) { try Inflater.inflate(zlib: dictionary, size: 1) }
    // BFINAL = 1, BTYPE = 3 (reserved).
    #expect(throws: PictureError(.png, .corrupt(.badDeflateBlock))) { try Inflater.inflate(zlib: [0x78, 0x01, 0x07], size: 1) }
    // A stored block whose NLEN is not the complement of LEN.
    #expect(throws: PictureError(.png, .corrupt(.badDeflateBlock))) {
      try Inflater.inflate(zlib: [0x78, 0x01, 0x01, 1, 0, 0, 0, 42], size: 1)
    }
    // Fixed Huffman: length 3 (symbol 257, code 0000001) at distance 1 with no output yet.
    #expect(throws: PictureError(.png, .corrupt(.badDistance))) {
      try Inflater.inflate(zlib: [0x78, 0x01, 0x03, 0x02, 0x00, 0x00], size: 3)
    }
  }

  @Test func huffmanCodesRefuseOversubscribedLengths() {
    #expect(throws: PictureError(.png, .corrupt(.badHuffmanCode))) { try HuffmanCode(lengths: [1, 1, 1][...]) }
    #expect(throws: Never.self) { try HuffmanCode(lengths: [1, 2, 3, 3][...]) }
  }
}
