import ExploreCore
import Foundation
import Testing

/// A field's value reads back as what it was written as, with dates and
/// URLs as their text; a JSON value no field holds is refused.
@Suite struct FieldValueCodingTests {
  static let roundTrips: [(FieldValue, FieldValue)] = [
    (.text("Rick"), .text("Rick")),
    (.integer(42), .integer(42)),
    (.number(0.5), .number(0.5)),
    (.bool(true), .bool(true)),
    (.list(["Earth", "Citadel"]), .list(["Earth", "Citadel"])),
    (.list([]), .list([])),
    (.none, .none),
    (.url(URL(string: "https://example.com/a")!), .text("https://example.com/a")),
    (.date(Date(timeIntervalSince1970: 0)), .text("1970-01-01T00:00:00Z")),
  ]

  @Test(arguments: roundTrips)
  func readsBackWhatItWrites(written: FieldValue, read: FieldValue) throws {
    let data = try JSONEncoder().encode(["value": written])
    #expect(try JSONDecoder().decode([String: FieldValue].self, from: data)["value"] == read)
  }

  @Test(arguments: [#"{"value": {"a": 1}}"#, #"{"value": ["a", 1]}"#, #"{"value": [["a"]]}"#])
  func refusesWhatNoFieldHolds(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([String: FieldValue].self, from: Data(json.utf8))
    }
  }
}
