import ExploreYAML
import Testing

/// What the reader makes of the YAML that OpenAPI documents and
/// configuration files hold: the core schema, keys, quoting, block
/// scalars, anchors, merge keys, tags, documents, and the JSON it writes.
@Suite struct YAMLReaderTests {
  static func read(_ text: String) throws -> YAMLValue {
    try YAMLReader.read(Array(text.utf8))
  }

  /// The value of `key` in `text`.
  static func value(_ scalar: String) throws -> YAMLValue? {
    try read("key: " + scalar + "\n")["key"]
  }

  @Test(arguments: [
    ("~", YAMLValue.null), ("null", .null), ("Null", .null), ("NULL", .null), ("", .null),
    ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)), ("false", .bool(false)), ("FALSE", .bool(false)),
    ("12", .integer(12)), ("-12", .integer(-12)), ("+12", .integer(12)), ("007", .integer(7)), ("0", .integer(0)),
    ("0o17", .integer(15)), ("0x1F", .integer(31)), ("0xff", .integer(255)),
    ("9223372036854775807", .integer(.max)), ("-9223372036854775808", .integer(.min)),
    ("99999999999999999999", .number(1e20)), ("0x10000000000000000", .number(18_446_744_073_709_551_616)),
    ("1.5", .number(1.5)), ("1.0", .number(1)), (".5", .number(0.5)), ("1.", .number(1)), ("-.5e2", .number(-50)),
    ("1e3", .number(1000)), ("6.8523015e+5", .number(685_230.15)), ("-1.5E-3", .number(-0.0015)),
    (".inf", .number(.infinity)), ("+.Inf", .number(.infinity)), ("-.INF", .number(-.infinity)), (".NaN", .number(.nan)),
    // YAML 1.1's forms, and what OpenAPI documents write, stay text.
    ("yes", .string("yes")), ("No", .string("No")), ("on", .string("on")), ("OFF", .string("OFF")), ("y", .string("y")),
    ("3.0.3", .string("3.0.3")), ("2XX", .string("2XX")), ("1:20", .string("1:20")), ("1_000", .string("1_000")),
    ("2001-12-14", .string("2001-12-14")), ("0b101", .string("0b101")), ("0x", .string("0x")), ("-0x1F", .string("-0x1F")),
    ("0o8", .string("0o8")), ("+", .string("+")), ("--", .string("--")), ("-1-", .string("-1-")), (".", .string(".")), ("1e", .string("1e")),
    ("nulls", .string("nulls")), ("truest", .string("truest")), ("~x", .string("~x")), (".infinity", .string(".infinity")),
  ])
  func plainScalarsFollowTheCoreSchema(_ text: String, _ expected: YAMLValue) throws {
    #expect(try Self.value(text) == expected)
  }

  @Test func quotedAndBlockScalarsAreAlwaysText() throws {
    #expect(try Self.value("'on'") == .string("on"))
    #expect(try Self.value("\"12\"") == .string("12"))
    #expect(try Self.value("''") == .string(""))
    #expect(try Self.value("'null'") == .string("null"))
    #expect(try Self.read("key: |\n  12\n")["key"] == .string("12\n"))
    #expect(try Self.read("key: >-\n  true\n")["key"] == .string("true"))
  }

  @Test func keysAreTheTextOfTheirScalars() throws {
    let responses = try Self.read(
      """
      responses:
        200: {description: OK}
        '404': {description: Not found}
        2XX: {description: Success}
        default: {description: Error}
        3.0: x
        ~: tilde
        true: yes
      """
    )["responses"]
    guard case .mapping(let entries) = responses else { throw Failure("responses should be a mapping, not \(String(describing: responses))") }
    #expect(entries.map(\.key) == ["200", "404", "2XX", "default", "3.0", "~", "true"])
    #expect(responses?["200"]?["description"] == .string("OK"))
    #expect(responses?["true"] == .string("yes"))
  }

  @Test func anEmptyKeyIsTheEmptyString() throws {
    #expect(try Self.read("- :\n") == .sequence([.mapping([(key: "", value: .null)])]))
    #expect(try Self.read("{: a}") == .mapping([(key: "", value: .string("a"))]))
    #expect(try Self.read("? \n: b") == .mapping([(key: "", value: .string("b"))]))
  }

  @Test func mappingsKeepTheOrderOfTheText() throws {
    let keys = (0..<200).map { "key\(($0 * 7919) % 200)" }
    let text = keys.map { "\($0): 1" }.joined(separator: "\n")
    guard case .mapping(let entries) = try Self.read(text) else { throw Failure("a mapping") }
    #expect(entries.map(\.key) == keys)
  }

  @Test func doubleQuotedScalarsTakeEveryEscape() throws {
    let text = #"key: "tab\there \"q\" \\ \/ \0\a\b\v\f\r\e\ \N\_\L\P \x41\u00e9\U0001F600 \uD83D\uDE00""#
    let expected = "tab\there \"q\" \\ / \0\u{7}\u{8}\u{B}\u{C}\r\u{1B} \u{85}\u{A0}\u{2028}\u{2029} Aé😀 😀"
    #expect(try Self.read(text)["key"] == .string(expected))
  }

  @Test func quotedScalarsFoldTheirLines() throws {
    #expect(try Self.read("key: \"one\n  two\n\n  three \\\n  four\"")["key"] == .string("one two\nthree four"))
    #expect(try Self.read("key: 'it''s\n  folded  \n\n\n  here'")["key"] == .string("it's folded\n\nhere"))
    #expect(try Self.read("key: plain\n  words  go\n\n  on # a comment\nnext: 1")["key"] == .string("plain words  go\non"))
  }

  @Test func blockScalarsKeepOrFoldTheirLinesAndChompTheEnd() throws {
    let text = """
      literal: |
        line one
          indented
        line three

      folded: >
        folded
        text

        new paragraph
          more indented
        back
      strip: |-
        text


      keep: |+
        text


      indicator: |2
          two more
      last: end
      """
    let document = try Self.read(text)
    #expect(document["literal"] == .string("line one\n  indented\nline three\n"))
    #expect(document["folded"] == .string("folded text\nnew paragraph\n  more indented\nback\n"))
    #expect(document["strip"] == .string("text"))
    #expect(document["keep"] == .string("text\n\n\n"))
    #expect(document["indicator"] == .string("  two more\n"))
    #expect(document["last"] == .string("end"))
  }

  @Test func commentsAreIgnoredEverywhere() throws {
    let text = """
      # a document
      a: 1 # after a value
      # between
      b: # before a nested mapping
        c: [1, # inside a flow sequence
          2]
      d: "# not a comment"
      e: a#b
      """
    #expect(try Self.read(text).jsonBytes() == Array(##"{"a":1,"b":{"c":[1,2]},"d":"# not a comment","e":"a#b"}"##.utf8))
  }

  /// Docker's API description closes a flow mapping at the indentation of
  /// its key, as libyaml reads it; only the closing bracket may stand there.
  @Test func aFlowCollectionMayCloseAtTheIndentationOfItsKey() throws {
    let text = """
      schema:
        example: {
          "80/tcp": {},
          "443/tcp": [
            1
          ]
        }
        next: [a,
          b
        ]
      """
    #expect(try Self.read(text).jsonBytes() == Array(##"{"schema":{"example":{"80/tcp":{},"443/tcp":[1]},"next":["a","b"]}}"##.utf8))
    #expect(throws: YAMLError.self) { try Self.read("schema:\n  example: {\n  a: 1 }\n") }
    #expect(throws: YAMLError.self) { try Self.read("schema:\n  example: {\n    a: 1\n }\n") }
  }

  @Test func aliasesStandForTheirAnchoredNodes() throws {
    let document = try Self.read(
      """
      error: &error
        description: Error
        content: {application/json: {schema: {type: object}}}
      responses:
        400: *error
        500: *error
      name: &name pets
      again: *name
      """
    )
    #expect(document["responses"]?["400"] == document["error"])
    #expect(document["responses"]?["500"]?["description"] == .string("Error"))
    #expect(document["again"] == .string("pets"))
  }

  @Test func aliasOfAScalarMayBeAKey() throws {
    #expect(try Self.read("a: &k id\n*k : 1") == .mapping([(key: "a", value: .string("id")), (key: "id", value: .integer(1))]))
  }

  @Test func mergeKeysMergeMappingsTheMappingDoesNotOverride() throws {
    let document = try Self.read(
      """
      base: &base {x: 1, y: 2}
      other: &other {y: 20, z: 30}
      one:
        <<: *base
        y: 3
      many:
        w: 0
        <<: [*other, *base]
      quoted:
        "<<": plain key
      """
    )
    #expect(document["one"] == .mapping([(key: "x", value: .integer(1)), (key: "y", value: .integer(3))]))
    #expect(
      document["many"]
        == .mapping([(key: "w", value: .integer(0)), (key: "y", value: .integer(20)), (key: "z", value: .integer(30)), (key: "x", value: .integer(1))])
    )
    #expect(document["quoted"] == .mapping([(key: "<<", value: .string("plain key"))]))
  }

  @Test func coreTagsAreApplied() throws {
    let document = try Self.read(
      """
      str: !!str 12
      int: !!int "12"
      float: !!float 1
      bool: !!bool "true"
      null: !!null ""
      nonSpecific: ! 12
      map: !!map {a: 1}
      seq: !!seq [1]
      verbatim: !<tag:yaml.org,2002:str> true
      """
    )
    #expect(document["str"] == .string("12"))
    #expect(document["int"] == .integer(12))
    #expect(document["float"] == .number(1))
    #expect(document["bool"] == .bool(true))
    #expect(document["null"] == .null)
    #expect(document["nonSpecific"] == .string("12"))
    #expect(document["map"] == .mapping([(key: "a", value: .integer(1))]))
    #expect(document["seq"] == .sequence([.integer(1)]))
    #expect(document["verbatim"] == .string("true"))
    #expect(try Self.read("%TAG !e! tag:yaml.org,2002:\n--- !e!int 0x10") == .integer(16))
  }

  @Test func documentsAreSeparatedByMarkers() throws {
    let text = "%YAML 1.2\n---\na: 1\n...\n---\n- b\n--- c\n...\n"
    #expect(
      try YAMLReader.documents(Array(text.utf8))
        == [.mapping([(key: "a", value: .integer(1))]), .sequence([.string("b")]), .string("c")]
    )
    #expect(try YAMLReader.documents([UInt8]()) == [])
    #expect(try YAMLReader.read([UInt8]()) == .null)
    #expect(try Self.read("# only a comment\n") == .null)
    #expect(try Self.read("---\nopenapi: 3.1.0\n") == .mapping([(key: "openapi", value: .string("3.1.0"))]))
  }

  @Test func lineBreaksMayBeCRLFAndAByteOrderMarkIsSkipped() throws {
    let text = "\u{FEFF}a: 1\r\nb: |\r\n  x\r\n  y\r\nc: \"p\r\n  q\"\r\n"
    #expect(
      try Self.read(text)
        == .mapping([(key: "a", value: .integer(1)), (key: "b", value: .string("x\ny\n")), (key: "c", value: .string("p q"))])
    )
  }

  @Test func jsonIsCompactOrderedAndEscaped() throws {
    let text = """
      z: [1, -2, 1.5, 1e100, null, true, false]
      a: "quote \\" backslash \\\\ newline \\n tab \\t bell \\a é"
      m: {}
      s: []
      """
    let json = String(decoding: try YAMLReader.readJSON(Array(text.utf8)), as: UTF8.self)
    #expect(json == #"{"z":[1,-2,1.5,1e+100,null,true,false],"a":"quote \" backslash \\ newline \n tab \t bell \u0007 é","m":{},"s":[]}"#)
  }

  @Test func jsonHasNoFormForInfinityOrNaN() throws {
    #expect(try Self.read("a: .inf").jsonBytes() == Array(#"{"a":null}"#.utf8))
    let error = try #require(throws: YAMLError.self) { try YAMLReader.readJSON(Array("a: 1\nb: [2, -.inf]".utf8)) }
    #expect((error.line, error.column, error.reason) == (2, 8, .noJSONForm("-.inf")))
    // As a key, `.inf` is text.
    #expect(try YAMLReader.readJSON(Array(".inf: 1".utf8)) == Array(#"{".inf":1}"#.utf8))
  }
}

/// A failure with a message, for `throw` in a test.
struct Failure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
