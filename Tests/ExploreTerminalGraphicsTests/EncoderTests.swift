import ExplorePictures
@testable import ExploreTerminalGraphics
import ExploreTestSupport
import Foundation
import Testing

/// Each protocol's exact output for one small picture, as golden files
/// (`EXPLORE_RECORD_GOLDENS=1` re-records them), and the rules each
/// output must follow.
@Suite struct EncoderTests {
  /// PngSuite's 32 × 32 RGBA picture, and the 61 × 45 synthetic JPEG.
  static func png() throws -> DecodedPicture { try PictureDecoder().decode(try PictureFixtures.bytes("pngsuite/basn6a08.png")) }
  static func jpeg() throws -> DecodedPicture { try PictureDecoder().decode(try PictureFixtures.bytes("jpeg/baseline-420.jpg")) }

  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  static let goldens: [(name: String, source: String, protocol: PictureProtocol, renderer: PictureRenderer)] = [
    ("kitty-png.txt", "png", .kitty, PictureRenderer()),
    ("kitty-jpeg.txt", "jpeg", .kitty, PictureRenderer()),
    ("kitty-png-tmux.txt", "png", .kitty, PictureRenderer(tmuxPassthrough: true)),
    ("iterm-jpeg.txt", "jpeg", .iterm, PictureRenderer()),
    ("iterm-png-st.txt", "png", .iterm, PictureRenderer(stringTerminator: true)),
    ("sixel-png.txt", "png", .sixel, PictureRenderer()),
    ("sixel-jpeg-16.txt", "jpeg", .sixel, PictureRenderer(sixelColors: 16)),
    ("blocks-png.txt", "png", .blocks, PictureRenderer()),
    ("blocks-jpeg.txt", "jpeg", .blocks, PictureRenderer()),
    ("blocks-jpeg-256.txt", "jpeg", .blocks, PictureRenderer(palette256: true)),
  ]

  @Test(arguments: goldens.indices)
  func outputMatchesItsGoldenFile(_ index: Int) throws {
    let golden = Self.goldens[index]
    let decoded = golden.source == "png" ? try Self.png() : try Self.jpeg()
    let placement = PicturePlacement(fitting: decoded.picture, columns: 6)
    try GoldenFile(golden.name).verify(Self.text(golden.renderer.render(decoded, as: golden.protocol, in: placement)))
  }

  @Test func noneWritesNothing() throws {
    let decoded = try Self.png()
    #expect(PictureRenderer().render(decoded, as: .none, in: PicturePlacement(fitting: decoded.picture, columns: 6)).isEmpty)
  }

  /// The escape sequences of kitty's output: `ESC _G <control> ; <payload> ESC \`.
  static func kittySequences(_ bytes: [UInt8]) -> [(control: String, payload: [UInt8])] {
    let text = Self.text(bytes)
    return text.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }.map { sequence in
      #expect(sequence.hasPrefix("\u{1B}_G"))
      let body = sequence.dropFirst(3)
      let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
      return (String(parts[0]), Array(parts[1].utf8))
    }
  }

  @Test func kittySendsAPNGAsItIsInChunksOfAtMost4096() throws {
    // A corpus-sized PNG: several chunks.
    let bytes = try PictureFixtures.bytes("pngsuite/basn6a16.png")
    let decoded = try PictureDecoder().decode(bytes)
    let padded = bytes + [UInt8](repeating: 0, count: 9_000)
    let big = DecodedPicture(format: .png, picture: decoded.picture, original: padded)
    let sequences = Self.kittySequences(PictureRenderer().render(big, as: .kitty, in: PicturePlacement(columns: 20, rows: 10)))
    #expect(sequences.count == (Base64.encode(padded).count + 4_095) / 4_096 && sequences.count >= 3)
    #expect(sequences[0].control == "a=T,f=100,q=2,c=20,r=10,m=1")
    #expect(sequences.dropFirst().dropLast().allSatisfy { $0.control == "m=1" })
    #expect(sequences.last?.control == "m=0")
    #expect(sequences.allSatisfy { $0.payload.count <= 4_096 })
    #expect(sequences.dropLast().allSatisfy { $0.payload.count % 4 == 0 })
    #expect(Base64Tests.decode(Array(sequences.map(\.payload).joined())) == padded)
  }

  /// Other pictures go as a PNG of their pixels at their placed size (6
  /// columns), never scaled up past their own (20 columns: the JPEG's 61 × 45).
  @Test(arguments: [
    (columns: 6, control: "a=T,f=100,q=2,c=6,r=2", size: (54, 40)),
    (columns: 20, control: "a=T,f=100,q=2,c=20,r=7", size: (61, 45)),
  ])
  func kittySendsOtherPicturesAsAPNGAtTheirPlacedSizeNeverScaledUp(columns: Int, control: String, size: (Int, Int)) throws {
    let decoded = try Self.jpeg()
    let placement = PicturePlacement(fitting: decoded.picture, columns: columns)
    let sequences = Self.kittySequences(PictureRenderer().render(decoded, as: .kitty, in: placement))
    #expect(sequences.first?.control.hasPrefix(control) == true)
    let png = try PictureDecoder().decode(Base64Tests.decode(Array(sequences.map(\.payload).joined())))
    #expect(png.format == .png)
    #expect((png.picture.width, png.picture.height) == size)
    if size == (61, 45) {
      // A JPEG's channels are rounded to multiples of 3: off by 1 at most.
      let worst = zip(png.picture.pixels, decoded.picture.pixels).map { abs(Int($0) - Int($1)) }.max()
      #expect(worst == 1)
      #expect(png.picture.pixels.enumerated().allSatisfy { $0.offset % 4 == 3 || $0.element % 3 == 0 })
    }
  }

  /// A picture larger than its cells show goes at their pixel size: a
  /// 300 × 300 portrait in a 14-column grid cell is 140 × 140.
  @Test(arguments: [PictureProtocol.kitty, .iterm])
  func aLargerPictureIsSentAtThePixelSizeOfItsCells(_ protocol: PictureProtocol) throws {
    let picture = try Self.jpeg().picture
    let large = PictureScaler.scale(picture, width: 300, height: 300)
    // Its original bytes would be larger than the PNG of the 140 × 140.
    let decoded = DecodedPicture(format: .jpeg, picture: large, original: [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0, count: 500_000))
    let placement = PicturePlacement(fitting: large, columns: 14, rows: 7)
    let bytes = PictureRenderer().encoded(decoded, in: placement, sendsOriginal: `protocol` == .iterm)
    let sent = try PictureDecoder().decode(bytes)
    #expect(sent.format == .png && sent.picture.width == 140 && sent.picture.height == 140)
  }

  @Test func iTermGetsTheOriginalWhenItIsSmallerThanThePNG() throws {
    let decoded = try Self.jpeg()
    let placement = PicturePlacement(fitting: decoded.picture, columns: 6)
    #expect(PictureRenderer().encoded(decoded, in: placement, sendsOriginal: true) == decoded.original)
    // kitty cannot take a JPEG.
    #expect(PictureFormat.sniff(PictureRenderer().encoded(decoded, in: placement, sendsOriginal: false)) == .png)
  }

  @Test func itermSendsTheOriginalBytes() throws {
    let decoded = try Self.jpeg()
    let original = try #require(decoded.original)
    let output = Self.text(PictureRenderer().render(decoded, as: .iterm, in: PicturePlacement(columns: 6, rows: 2)))
    let head = "\u{1B}]1337;File=inline=1;size=\(original.count);width=6;height=2;preserveAspectRatio=1:"
    #expect(output.hasPrefix(head))
    #expect(output.hasSuffix("\u{7}"))
    #expect(Base64Tests.decode(Array(output.dropFirst(head.count).dropLast().utf8)) == original)
  }

  @Test func sixelUsesAtMost256RegistersAndOnlySixelCharacters() throws {
    let decoded = try Self.jpeg()
    let output = PictureRenderer().render(decoded, as: .sixel, in: PicturePlacement(columns: 20, rows: 10))
    let text = Self.text(output)
    #expect(text.hasPrefix("\u{1B}P0;1q\"1;1;"))
    #expect(text.hasSuffix("\u{1B}\\"))
    let body = output.dropFirst(5).dropLast(2)
    #expect(body.allSatisfy { (0x21...0x7E).contains($0) }, "only printable sixel data between the introducer and ST")
    let registers = text.components(separatedBy: "#").dropFirst().filter { $0.contains(";2;") }
    #expect(registers.count <= 256 && registers.count > 16)
    // Deterministic.
    #expect(PictureRenderer().render(decoded, as: .sixel, in: PicturePlacement(columns: 20, rows: 10)) == output)
  }

  @Test func tmuxPassthroughDoublesEveryEscape() {
    let wrapped = TmuxPassthrough.wrap(Array("\u{1B}_Ga=T;AAAA\u{1B}\\".utf8))
    #expect(Self.text(wrapped) == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T;AAAA\u{1B}\u{1B}\\\u{1B}\\")
  }

  @Test func halfBlocksFillThePlacementAndResetEveryLine() throws {
    let decoded = try Self.jpeg()
    let placement = PicturePlacement(fitting: decoded.picture, columns: 12)
    let lines = PictureRenderer().lines(decoded.picture, in: placement)
    #expect(lines.count == placement.rows)
    // NB: 61 × 45 in 12 × 4 cells is 11 × 8 half-block pixels: the rounded
    // row count leaves a column spare.
    let size = placement.pixelSize(width: 61, height: 45, across: 1, down: 2)
    #expect(size == (11, 8))
    for line in lines {
      #expect(line.hasSuffix("\u{1B}[0m"))
      #expect(line.filter { $0 == "▀" || $0 == "▄" || $0 == " " }.count == size.width)
    }
  }

  @Test func halfBlocksLeaveTransparentPixelsToTheTerminal() {
    // Upper transparent, lower red; then both transparent; then both opaque.
    let picture = Picture(
      width: 3, height: 2,
      pixels: [0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 255, 255, 0, 0, 255, 0, 0, 0, 0, 4, 5, 6, 255], hasAlpha: true)
    let line = HalfBlockEncoder.lines(picture, colors: .trueColor, background: .black)
    #expect(line == ["\u{1B}[38;2;255;0;0m▄ \u{1B}[38;2;1;2;3m\u{1B}[48;2;4;5;6m▀\u{1B}[0m"])
  }

  @Test(arguments: [(0, 0, 0, 16), (255, 255, 255, 231), (255, 0, 0, 196), (128, 128, 128, 244), (95, 135, 175, 67), (8, 8, 8, 232)])
  func the256ColourFallbackPicksTheNearestEntry(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ index: Int) {
    #expect(XtermPalette.index(of: PictureColor(red: red, green: green, blue: blue)) == index)
  }

  @Test func quantisingKeepsFewColoursExactly() throws {
    let palette = try PictureDecoder().decode(try PictureFixtures.bytes("pngsuite/basn3p04.png")).picture
    let quantized = ColorQuantizer(palette, maxColors: 256, background: .black)
    #expect(quantized.palette.count <= 16)
    for (index, entry) in quantized.indices.enumerated() {
      let color = quantized.palette[Int(entry)]
      #expect([color.red, color.green, color.blue] == Array(palette.pixels[(index * 4)..<(index * 4 + 3)]))
    }
  }

  @Test func quantisingManyColoursStaysCloseAndWithinTheLimit() throws {
    let picture = try Self.jpeg().picture
    for limit in [2, 16, 256] {
      let quantized = ColorQuantizer(picture, maxColors: limit, background: .black)
      #expect(quantized.palette.count <= limit)
      #expect(quantized.indices.allSatisfy { $0 >= 0 && Int($0) < quantized.palette.count })
    }
    let fine = ColorQuantizer(picture, maxColors: 256, background: .black)
    var total = 0
    for (index, entry) in fine.indices.enumerated() {
      let color = fine.palette[Int(entry)]
      total += abs(Int(color.red) - Int(picture.pixels[index * 4])) + abs(Int(color.green) - Int(picture.pixels[index * 4 + 1]))
        + abs(Int(color.blue) - Int(picture.pixels[index * 4 + 2]))
    }
    #expect(Double(total) / Double(fine.indices.count * 3) < 6, "256 colours stay within a few levels on average")
  }
}

@Suite struct Base64Tests {
  /// A plain decoder, to check the encoder's output.
  static func decode(_ text: [UInt8]) -> [UInt8] {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var output: [UInt8] = [], buffer = 0, bits = 0
    for character in text where character != UInt8(ascii: "=") {
      guard let value = alphabet.firstIndex(of: character) else { continue }
      buffer = buffer << 6 | value
      bits += 6
      if bits >= 8 {
        bits -= 8
        output.append(UInt8(buffer >> bits & 0xFF))
      }
    }
    return output
  }

  @Test(arguments: ["", "f", "fo", "foo", "foob", "fooba", "foobar"])
  func encodesTheRFC4648Vectors(_ text: String) {
    let expected = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
    #expect(String(decoding: Base64.encode(Array(text.utf8)), as: UTF8.self) == expected[text])
  }
}
