@testable import ExploreTerminal
import Testing

@Suite struct KeyDecoderTests {
  @Test(arguments: [
    ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OH", .home), ("\u{1B}[H", .home), ("\u{1B}[F", .end),
    ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
    ("\u{1B}[1;5A", .up), ("\r", .enter), ("\u{7F}", .backspace), ("\u{03}", .interrupt), ("\u{1A}", .suspend),
    ("é", .character("é")),
  ])
  func decodesOneKey(_ bytes: String, _ key: Key) {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array(bytes.utf8)) == [key])
    #expect(!decoder.hasPendingBytes)
  }

  @Test func decodesSeveralKeysInOneRead() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("jj\u{1B}[Bq".utf8)) == [.character("j"), .character("j"), .down, .character("q")])
  }

  @Test func aLoneEscapeWaitsUntilFlushed() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.hasPendingBytes)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPendingBytes)
  }

  @Test func aSequenceSplitAcrossReadsDecodesWhole() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B, UInt8(ascii: "[")]).isEmpty)
    #expect(decoder.feed([UInt8(ascii: "6")]).isEmpty)
    #expect(decoder.feed([UInt8(ascii: "~")]) == [.pageDown])
    let snowman = Array("☃".utf8)
    #expect(decoder.feed(snowman.prefix(2)).isEmpty)
    #expect(decoder.feed(snowman.suffix(1)) == [.character("☃")])
  }

  @Test func escapeFollowedByAKeyIsBoth() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}x".utf8)) == [.escape, .character("x")])
  }
}
