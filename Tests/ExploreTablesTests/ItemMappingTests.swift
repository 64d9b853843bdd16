import ExploreCore
import ExploreTables
import ExploreNetworking
import Foundation
import Testing

@Suite struct ItemMappingTests {
  static func json(_ text: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  static let place = ItemMapping(
    kind: "place", id: .key("id"), title: "name", subtitle: .joined(["type", "dimension"]), webPage: .key("url"),
    fields: [
      FieldMapping("type", "Type", absent: FieldValue.none),
      FieldMapping("origin", "Origin", at: ["origin", "name"], absent: .text("unknown")),
      FieldMapping("residents", "Residents", .count, absent: .integer(0)),
    ],
    references: [ReferenceMapping("residents", from: "residents")]
  )

  @Test func anIDIsReadFromAnIntegerOrAStringKey() throws {
    #expect(try Self.place.item(from: Self.json(#"{"id":42,"name":"Earth"}"#), notes: nil).id == "42")
    #expect(try Self.place.item(from: Self.json(#"{"id":"c-137","name":"Earth"}"#), notes: nil).id == "c-137")
  }

  @Test func aRecordWrappedInAnObjectOrAnArrayOfOneIsReadInside() throws {
    let mapping = ItemMapping(kind: "account", id: .key("AccountID"), title: "Name", wrapper: "Accounts")
    #expect(try mapping.item(from: Self.json(#"{"Accounts":{"AccountID":"a1","Name":"Sales"}}"#), notes: nil).id == "a1")
    let item = try mapping.item(from: Self.json(#"{"Accounts":[{"AccountID":"a2","Name":"Rent"}]}"#), notes: nil)
    #expect(item.id == "a2" && item.title == "Rent")
    #expect(throws: ItemMappingError.self) { try mapping.item(from: Self.json(#"{"Accounts":[]}"#), notes: nil) }
  }

  @Test func aTitleIsFollowedByTheTextsItIsWrittenWithWhenTheyAreThere() throws {
    let mapping = ItemMapping(kind: "person", id: .key("id"), title: "first_name", titleWith: ["middle", JSONPath(["names", "last"])])
    #expect(try mapping.item(from: Self.json(#"{"id":1,"first_name":"Ada","names":{"last":"Lovelace"}}"#), notes: nil).title == "Ada Lovelace")
    #expect(try mapping.item(from: Self.json(#"{"id":1,"first_name":"Ada","middle":"  ","names":{"last":7}}"#), notes: nil).title == "Ada")
    let decoded = try JSONDecoder().decode(ItemMapping.self, from: Data(#"{"kind":"p","id":"id","title":"a","titleWith":["b"]}"#.utf8))
    #expect(decoded.titleWith == ["b"])
    let encoded = try String(decoding: JSONEncoder().encode(decoded), as: UTF8.self)
    #expect(encoded.contains(#""titleWith":["b"]"#))
  }

  @Test func aWholeNumberIsATitleAsTheAPIWritesIt() throws {
    let mapping = ItemMapping(kind: "version", id: .urlPath("url"), title: "version")
    let item = try mapping.item(from: Self.json(#"{"url":"https://api.example/articles/9/versions/3","version":3}"#), notes: nil)
    #expect(item.title == "3" && item.id == "3")
    #expect(throws: ItemMappingError.self) { try mapping.item(from: Self.json(#"{"url":"https://api.example/v/4","version":4.5}"#), notes: nil) }
  }

  @Test func anIDIsReadFromTheEndOfAURL() throws {
    let mapping = ItemMapping(kind: "person", id: .urlPath("url"), title: "name")
    let item = try mapping.item(from: Self.json(#"{"url":"https://swapi.example/api/people/3/","name":"R2-D2"}"#), notes: nil)
    #expect(item.id == "3")
    #expect(item.kind == "person")
    #expect(item.title == "R2-D2")
  }

  @Test(arguments: [
    (#"{"name":"No id"}"#, "id", "the required field is missing"),
    (#"{"id":"","name":"Empty id"}"#, "id", "expected a non-empty string or an integer but found \"\""),
    (#"{"id":1.5,"name":"Odd id"}"#, "id", "expected a non-empty string or an integer but found a number"),
    (#"{"id":1}"#, "name", "the required field is missing"),
    (#"{"id":1,"name":null}"#, "name", "expected a string but found null"),
    (#"["not","a","record"]"#, "", "expected an object but found an array"),
  ])
  func aRecordWithoutIDOrTitleIsRefused(json: String, path: String, reason: String) throws {
    #expect(throws: ItemMappingError(jsonPath: path, reason: reason)) {
      try Self.place.item(from: Self.json(json), notes: nil)
    }
  }

  /// A title the API does not require (one `api add` guessed) never fails
  /// a page: a record without it is titled by its id, and the note says
  /// what was missing.
  @Test(arguments: [#"{"id":7}"#, #"{"id":7,"name":null}"#, #"{"id":7,"name":12.5}"#, #"{"id":7,"name":{"en":"Launch"}}"#])
  func aTitleThatMayBeMissingFallsBackToTheID(json: String) throws {
    var mapping = ItemMapping(kind: "project", id: .key("id"), title: "name")
    #expect(throws: ItemMappingError.self) { try mapping.item(from: Self.json(json), notes: nil) }
    mapping.titleMayBeMissing = true
    let notes = DecodingNotes()
    let item = try mapping.item(from: Self.json(json), notes: notes)
    #expect(item.id == "7" && item.title == "7")
    #expect(notes.lines.count == 1 && notes.lines.first?.hasSuffix("so the record's id is its title") == true, "\(notes.lines)")
    #expect(notes.lines.first?.hasPrefix("name: ") == true, "\(notes.lines)")
    #expect(try mapping.item(from: Self.json(#"{"id":7,"name":"Launch"}"#), notes: nil).title == "Launch")
  }

  /// An id the API does not require (`idMayBeMissing`) never fails a
  /// page: the record is known by its page and row, titled by its title,
  /// else by its first short text, and the note says what was missing.
  @Test func anIDThatMayBeMissingIsTheRecordsPosition() throws {
    var mapping = ItemMapping(
      kind: "task", id: .key("id"), title: "name", fields: [FieldMapping("count", "Count", .integer), FieldMapping("notes", "Notes")])
    let records = try [#"{"id":4,"name":"Plan"}"#, #"{"name":"Build"}"#, #"{"notes":"Ship it","count":2}"#].map(Self.json)
    #expect(throws: ItemMappingError.self) { try mapping.item(from: records[1], notes: nil) }
    mapping.idMayBeMissing = true
    mapping.titleMayBeMissing = true
    let notes = DecodingNotes()
    var location = MappingLocation(keys: [], index: 1)
    location.page = 2
    let named = try mapping.item(from: records[1], at: location, hooks: .none, notes: notes)
    #expect(named.id == "#2.2" && named.title == "Build")
    #expect(notes.lines.contains { $0.contains("so the record's position is its id") }, "\(notes.lines)")
    location.index = 2
    let untitled = try mapping.item(from: records[2], at: location, hooks: .none, notes: nil)
    #expect(untitled.id == "#2.3" && untitled.title == "Ship it")
    #expect(try mapping.item(from: records[0], notes: nil).id == "4")
    #expect(ItemMapping.isPositionID("#2.3") && !ItemMapping.isPositionID("#2") && !ItemMapping.isPositionID("2.3") && !ItemMapping.isPositionID("#a.1"))
    let data = try JSONEncoder().encode(mapping)
    #expect(String(decoding: data, as: UTF8.self).contains(#""idMayBeMissing":true"#))
    #expect(try JSONDecoder().decode(ItemMapping.self, from: data).idMayBeMissing)
    #expect(!String(decoding: try JSONEncoder().encode(Self.place), as: UTF8.self).contains("idMayBeMissing"))
  }

  /// Records with no id at all are known by their position, written `{"position": true}`.
  @Test func anIDThatIsThePositionIsWrittenAsAFormAndReadBack() throws {
    let mapping = ItemMapping(kind: "volume", id: .position, title: "mount", fields: [FieldMapping("free", "Free", .integer)], titleMayBeMissing: true)
    var location = MappingLocation(keys: [], index: 4)
    location.page = 3
    let item = try mapping.item(from: Self.json(#"{"free":12}"#), at: location, hooks: .none, notes: nil)
    #expect(item.id == "#3.5" && item.title == "#3.5")
    let data = try JSONEncoder().encode(mapping)
    #expect(String(decoding: data, as: UTF8.self).contains(#""id":{"position":true}"#))
    #expect(try JSONDecoder().decode(ItemMapping.self, from: data).id == .position)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(ItemIdentity.self, from: Data(#"{"position": false}"#.utf8)) }
  }

  @Test func titleMayBeMissingIsWrittenOnlyWhenSet() throws {
    var mapping = ItemMapping(kind: "project", id: .key("id"), title: "name")
    #expect(!String(decoding: try JSONEncoder().encode(mapping), as: UTF8.self).contains("titleMayBeMissing"))
    mapping.titleMayBeMissing = true
    let data = try JSONEncoder().encode(mapping)
    #expect(String(decoding: data, as: UTF8.self).contains(#""titleMayBeMissing":true"#))
    #expect(try JSONDecoder().decode(ItemMapping.self, from: data).titleMayBeMissing)
  }

  @Test func aURLWithoutANumberIsNoID() throws {
    let mapping = ItemMapping(kind: "person", id: .urlPath("url"), title: "name")
    #expect(throws: ItemMappingError(jsonPath: "url", reason: "expected a URL that ends in the record's number but found \"https://swapi.example/api/people/\"")) {
      try mapping.item(from: Self.json(#"{"url":"https://swapi.example/api/people/","name":"R2-D2"}"#), notes: nil)
    }
  }

  @Test func fieldsSubtitleWebPageAndReferencesFollowTheTable() throws {
    let json = #"""
      {"id":1,"name":"Earth","type":"Planet","dimension":"C-137","url":"https://example.com/location/1",
       "origin":{"name":"Nowhere","url":""},"residents":["https://example.com/character/38","",7,"https://example.com/character/x"]}
      """#
    let item = try Self.place.item(from: Self.json(json), notes: nil)
    #expect(item.subtitle == "Planet · C-137")
    #expect(item.webURL == URL(string: "https://example.com/location/1"))
    #expect(item.fields.map(\.key) == ["type", "origin", "residents"])
    #expect(item.fields.map(\.label) == ["Type", "Origin", "Residents"])
    #expect(item[field: "type"] == .text("Planet"))
    #expect(item[field: "origin"] == .text("Nowhere"))
    #expect(item[field: "residents"] == .integer(4))
    #expect(item.references == ["residents": ["38", "7"]])
  }

  @Test func missingAndMalformedFieldsTakeTheirAbsentValueWithANote() throws {
    let json = #"{"id":1,"name":"Earth","type":"   ","origin":"Earth","residents":"none","url":5}"#
    let notes = DecodingNotes()
    let item = try Self.place.item(from: Self.json(json), notes: notes)
    #expect(item[field: "type"] == FieldValue.none)
    #expect(item[field: "origin"] == .text("unknown"))
    #expect(item[field: "residents"] == .integer(0))
    #expect(item.references == ["residents": []])
    #expect(item.webURL == nil)
    #expect(item.subtitle == nil)
    #expect(
      notes.lines == [
        "origin.name: the field is missing, so it is left out",
        "residents: expected an array but found \"none\", so it is left out",
        "url: expected a URL but found an integer, so it is left out",
      ]
    )
  }

  @Test func aPictureIsTheURLAtItsPathWithTheQueryItemThatSizesIt() throws {
    let mapping = ItemMapping(kind: "user", id: .key("login"), title: "login", picture: PictureMapping("avatar_url", sizeQueryItem: "s"))
    let notes = DecodingNotes()
    let item = try mapping.item(from: Self.json(#"{"login":"octocat","avatar_url":"https://avatars.example/u/1?v=4"}"#), notes: notes)
    #expect(item.picture == ItemPicture(url: URL(string: "https://avatars.example/u/1?v=4")!, sizeQueryItem: "s"))
    #expect(item.picture?.url(pixels: 120).absoluteString == "https://avatars.example/u/1?v=4&s=120")
    // A record without a picture has none, quietly; one that is not a URL is noted.
    #expect(try mapping.item(from: Self.json(#"{"login":"a"}"#), notes: notes).picture == nil)
    #expect(try mapping.item(from: Self.json(#"{"login":"b","avatar_url":null}"#), notes: notes).picture == nil)
    #expect(try mapping.item(from: Self.json(#"{"login":"c","avatar_url":7}"#), notes: notes).picture == nil)
    #expect(notes.lines == ["avatar_url: expected a URL but found an integer, so it is left out"])
  }

  @Test func aFieldWithoutAnAbsentValueIsLeftOut() throws {
    let mapping = ItemMapping(kind: "user", id: .key("login"), title: "login", fields: [FieldMapping("bio", "Bio")])
    let notes = DecodingNotes()
    let missing = try mapping.item(from: Self.json(#"{"login":"octocat"}"#), notes: notes)
    let null = try mapping.item(from: Self.json(#"{"login":"octocat","bio":null}"#), notes: notes)
    #expect(missing.fields.isEmpty)
    #expect(null.fields.isEmpty)
    #expect(notes.lines == ["bio: the field is missing, so it is left out"], "null is known to be absent: no note")
  }

  @Test func aBlankWebAddressIsAbsentWithoutANote() throws {
    let mapping = ItemMapping(kind: "user", id: .key("login"), title: "login", fields: [FieldMapping("blog", "Blog", .webAddress)])
    let notes = DecodingNotes()
    let blank = try mapping.item(from: Self.json(#"{"login":"octocat","blog":"  "}"#), notes: notes)
    let number = try mapping.item(from: Self.json(#"{"login":"octocat","blog":7}"#), notes: notes)
    #expect(blank.fields.isEmpty)
    #expect(number.fields.isEmpty)
    #expect(notes.lines.count == 1, "only the number is malformed: \(notes.lines)")
  }

  @Test func aTitleInAFormatOfItsOwnReadsAsTheFormatSays() throws {
    let mapping = try JSONDecoder().decode(
      ItemMapping.self,
      from: Data(#"{"kind": "bucket", "id": {"position": true}, "title": "start_time", "titleFormat": "timestamp", "titleMayBeMissing": true}"#.utf8))
    #expect(mapping.titleFormat == .timestamp)
    let bucket = try mapping.item(from: Self.json(#"{"start_time": 1730419200}"#), notes: nil)
    #expect(bucket.title == "2024-11-01T00:00:00Z")
    let notes = DecodingNotes()
    let never = try mapping.item(from: Self.json(#"{"start_time": 0}"#), notes: notes)
    #expect(never.title == never.id, "a time of 0 is no title: \(never.title)")
    let encoded = try JSONEncoder().encode(mapping)
    #expect(try JSONDecoder().decode(ItemMapping.self, from: encoded).titleFormat == .timestamp, "it is written back")
  }

  @Test func aRecordOfAnotherKindHasItsTitleElsewhere() throws {
    let mapping = try JSONDecoder().decode(
      ItemMapping.self, from: Data(#"{"kind": "result", "id": "id", "title": "title", "titleOr": ["name", "label"], "titleMayBeMissing": true}"#.utf8))
    #expect(mapping.titleOr == ["name", "label"])
    let notes = DecodingNotes()
    let movie = try mapping.item(from: Self.json(#"{"id": 1, "title": "Alien", "name": "not this"}"#), notes: notes)
    let show = try mapping.item(from: Self.json(#"{"id": 2, "title": null, "name": "Severance"}"#), notes: notes)
    let person = try mapping.item(from: Self.json(#"{"id": 3, "label": "Sigourney Weaver"}"#), notes: notes)
    let none = try mapping.item(from: Self.json(#"{"id": 4}"#), notes: notes)
    #expect([movie, show, person, none].map(\.title) == ["Alien", "Severance", "Sigourney Weaver", "4"])
    #expect(notes.lines.count == 1, "only the record with no title at all is noted: \(notes.lines)")
    let encoded = try JSONEncoder().encode(mapping)
    #expect(try JSONDecoder().decode(ItemMapping.self, from: encoded).titleOr == ["name", "label"], "it is written back")
  }

  @Test func aTimeOfZeroOrLessIsNeverAndAbsentWithoutANote() throws {
    let mapping = ItemMapping(kind: "run", id: .key("id"), title: "name", fields: [FieldMapping("ended", "Ended", .timestamp)])
    let notes = DecodingNotes()
    for value in ["0", "-1", "0.0"] {
      let item = try mapping.item(from: Self.json(#"{"id":1,"name":"x","ended":\#(value)}"#), notes: notes)
      #expect(item.fields.isEmpty, "\(value) is never")
    }
    #expect(notes.lines.isEmpty, "\(notes.lines)")
  }

  @Test(arguments: [
    (FieldFormat.text, #""hello""#, FieldValue.text("hello")),
    (.integer, "1234", .integer(1234)),
    (.number, "7.5", .number(7.5)),
    (.number, "8", .number(8)),
    (.bool, "true", .bool(true)),
    (.count, "[1,2,3]", .integer(3)),
    (.date, #""2011-01-25T18:44:36Z""#, .date(Date(timeIntervalSince1970: 1_295_981_076))),
    (.date, #""2017-11-04T18:48:46.250Z""#, .date(Date(timeIntervalSince1970: 1_509_821_326.25))),
    (.date, #""1999-03-30""#, .date(Date(timeIntervalSince1970: 922_752_000))),
    (.timestamp, "1712345678", .date(Date(timeIntervalSince1970: 1_712_345_678))),
    (.timestamp, "1712345678.5", .date(Date(timeIntervalSince1970: 1_712_345_678.5))),
    (.timestamp, "1712345678123", .date(Date(timeIntervalSince1970: 1_712_345_678.123))),
    (.timestamp, "1712345678000000", .date(Date(timeIntervalSince1970: 1_712_345_678))),
    (.timestamp, #""/Date(1511827200000+0000)/""#, .date(Date(timeIntervalSince1970: 1_511_827_200))),
    (.money, #"{"amount":1099,"currency":"USD"}"#, .text("10.99 USD")),
    (.money, #"{"amount":-5,"currency":"usd"}"#, .text("-0.05 USD")),
    (.money, #"{"value":1500,"currency":"JPY"}"#, .text("1500 JPY")),
    (.money, #"{"amount":1234,"currency":"KWD"}"#, .text("1.234 KWD")),
    (.money, #"{"value":12.5,"currency":"EUR"}"#, .text("12.5 EUR")),
    (.money, #"{"amount":"10.00","currency_code":"GBP"}"#, .text("10.00 GBP")),
    (.money, #"{"amount":250}"#, .text("250")),
    (.url, #""https://example.com/a""#, .url(URL(string: "https://example.com/a")!)),
    (.webAddress, #"" HTTPS://example.com/a ""#, .url(URL(string: "HTTPS://example.com/a")!)),
    (.webAddress, #""example.com""#, .text("example.com")),
    (.list, #"["swift","cli"]"#, .list(["swift", "cli"])),
    (.references, #"["https://example.com/episode/1","https://example.com/episode/28/"]"#, .list(["1", "28"])),
    (.references, #""https://example.com/series/2/""#, .list(["2"])),
    (.references, "7", .list(["7"])),
  ] as [(FieldFormat, String, FieldValue)])
  func eachFormatReadsItsValue(format: FieldFormat, json: String, expected: FieldValue) throws {
    let mapping = ItemMapping(kind: "thing", id: .key("id"), title: "name", fields: [FieldMapping("value", "Value", format)])
    let item = try mapping.item(from: Self.json(#"{"id":1,"name":"x","value":\#(json)}"#), notes: nil)
    #expect(item[field: "value"] == expected)
  }

  @Test(arguments: [
    (FieldFormat.text, "12", "a string", "an integer"),
    (.references, #""none""#, "an array of references, or one", #""none""#),
    (.integer, "1.5", "an integer", "a number"),
    (.integer, #""12""#, "an integer", #""12""#),
    (.bool, "1", "true or false", "an integer"),
    (.count, "{}", "an array", "an object"),
    (.date, #""yesterday""#, "an ISO 8601 date", #""yesterday""#),
    (.date, #""1999-13-45""#, "an ISO 8601 date", #""1999-13-45""#),
    (.list, #"["a",1]"#, "an array", "an array"),
    (.timestamp, #""2024-01-01""#, "a number of seconds since 1970", #""2024-01-01""#),
    (.money, "12", "an amount (an object with `amount` or `value`)", "an integer"),
    (.money, #"{"currency":"USD"}"#, "an amount (an object with `amount` or `value`)", "an object"),
  ] as [(FieldFormat, String, String, String)])
  func aMalformedValueIsLeftOutWithANote(format: FieldFormat, json: String, expected: String, found: String) throws {
    let mapping = ItemMapping(kind: "thing", id: .key("id"), title: "name", fields: [FieldMapping("value", "Value", format)])
    let notes = DecodingNotes()
    let item = try mapping.item(from: Self.json(#"{"id":1,"name":"x","value":\#(json)}"#), notes: notes)
    #expect(item.fields.isEmpty)
    #expect(notes.lines == ["value: expected \(expected) but found \(found), so it is left out"])
  }

  @Test func aCustomFormatAndSubtitleAreFunctionsRegisteredByName() throws {
    let mapping = ItemMapping(
      kind: "repository", id: .key("full_name"), title: "full_name", subtitle: .custom("dashed"),
      webPage: .template("https://example.com/{id}"),
      fields: [FieldMapping("license", "License", .custom("spdx"), absent: FieldValue.none)]
    )
    let hooks = MappingHooks(
      formats: ["spdx": { $0.string(at: "spdx_id").map(FieldValue.text) }],
      subtitles: ["dashed": { record in record.string(at: "description").map { "— " + $0 } }])
    #expect(hooks.missing(in: mapping).isEmpty)
    #expect(MappingHooks.none.missing(in: mapping) == ["the format 'spdx'", "the subtitle 'dashed'"])
    let item = try mapping.item(
      from: Self.json(#"{"full_name":"apple/swift","description":"Swift","license":{"spdx_id":"Apache-2.0"}}"#), hooks: hooks, notes: nil
    )
    #expect(item.subtitle == "— Swift")
    #expect(item.webURL == URL(string: "https://example.com/apple%2Fswift"))
    #expect(item[field: "license"] == .text("Apache-2.0"))
    let notes = DecodingNotes()
    let bare = try mapping.item(from: Self.json(#"{"full_name":"a/b","license":{}}"#), hooks: hooks, notes: notes)
    #expect(bare[field: "license"] == FieldValue.none)
    #expect(bare.subtitle == nil)
    #expect(notes.lines.isEmpty, "a custom format that finds nothing is no news")
  }

  @Test func aReferenceReadByAFieldTooIsNotedOnce() throws {
    let mapping = ItemMapping(
      kind: "episode", id: .key("id"), title: "name", fields: [FieldMapping("characters", "Characters", .count, absent: .integer(0))],
      references: [ReferenceMapping("characters", from: "characters")]
    )
    let notes = DecodingNotes()
    _ = try mapping.item(from: Self.json(#"{"id":1,"name":"Pilot"}"#), notes: notes)
    #expect(notes.lines == ["characters: the field is missing, so it is left out"])
  }

  @Test func aNullReferenceIsNoIDsWithoutANote() throws {
    let notes = DecodingNotes()
    let json = #"{"id":1,"name":"Earth","type":"Planet","origin":{"name":"x"},"residents":null,"url":"https://e.example/1"}"#
    let item = try Self.place.item(from: Self.json(json), notes: notes)
    #expect(item.references == ["residents": []])
    #expect(item[field: "residents"] == .integer(0))
    #expect(notes.lines.isEmpty)
  }
}
