import ExploreCore
import ExploreRendering
import ExploreTestSupport
import Foundation
import Testing

extension RenderingTests {
  @Suite struct JSONValueTests {
    @Test func writesSortedPrettyJSON() {
      let value = JSONValue.object([
        "b": .array([.integer(1), .number(2.5), .bool(true), .null]),
        "a": .string("x"),
        "c": .object([:]),
        "d": .array([]),
      ])
      #expect(
        value.serialized() == """
          {
            "a" : "x",
            "b" : [
              1,
              2.5,
              true,
              null
            ],
            "c" : {},
            "d" : []
          }
          """)
    }

    @Test func escapesWhatJSONRequires() {
      #expect(JSONValue.string("a\"b\\c/d").serialized() == #""a\"b\\c/d""#)
      #expect(JSONValue.string("\n\r\t\u{8}\u{C}").serialized() == #""\n\r\t\b\f""#)
      #expect(JSONValue.string("\u{0}\u{1F}\u{7F}").serialized() == #""\u0000\u001f\u007f""#)
      // C1 controls too (U+009B is CSI to a terminal); U+00A0 and above stay.
      #expect(JSONValue.string("a\u{80}\u{9B}31m\u{9F}\u{A0}é").serialized() == "\"a\\u0080\\u009b31m\\u009f\u{A0}é\"")
      #expect(JSONValue.string("東京 👨‍👩‍👧").serialized() == "\"東京 👨‍👩‍👧\"")
    }

    @Test func numbersReadBackExactly() throws {
      for number in [0.1 + 0.2, 1e20, -3.0, Double.leastNonzeroMagnitude, 123_456.789] {
        let text = JSONValue.number(number).serialized()
        // NB: Checked with Swift's parser: Linux Foundation's JSON parser
        // reads 0.30000000000000004 one bit off.
        #expect(Double(text) == number, "\(text)")
        let parsed = try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [Double]
        #expect(parsed?.count == 1, "\(text) is valid JSON")
      }
      #expect(JSONValue.number(.nan).serialized() == "null")
      #expect(JSONValue.number(.infinity).serialized() == "null")
      #expect(JSONValue.integer(Int.min).serialized() == "-9223372036854775808")
    }

    @Test func documentGolden() throws {
      try GoldenFile("tree-json.txt").verify(try JSONRenderer.render(SampleDocuments.locationsExpanded) + "\n")
      try GoldenFile("detail-json.txt").verify(try JSONRenderer.render(SampleDocuments.user) + "\n")
    }
  }
}
