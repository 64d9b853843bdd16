/// A made-up OpenAPI 3.0 document of about a given size, written as JSON or
/// as YAML, in one of two shapes a large real document has.
///
/// - ``Shape/schemas``: shaped like Stripe's or Kubernetes' descriptions:
///   a list path and a detail path per kind of thing (each with a `POST` or
///   `DELETE` beside its `GET`), a schema per thing of 40-odd properties
///   with descriptions, enums, a nested object and a reference to the next
///   thing, query parameters (a cursor, an enum, a `deepObject` the planner
///   leaves out), and an example of three records per list.
/// - ``Shape/records``: the same paths and schemas, with short texts, and
///   examples of 300 small records per list (`{"id": 7, "name": "Thing 7"}`):
///   the values a document is made of are then mostly small objects, the
///   shape that costs a reader of JSON into dictionaries the most memory
///   for its size.
///
/// Every list maps to a resource (its records have an `id` and a required
/// `name`), and so does every detail path: a document of *n* things plans
/// 2*n* resources.
struct SyntheticDocument {
  enum Shape: String, CaseIterable {
    case schemas, records
  }

  enum Format: String, CaseIterable {
    case json, yaml
  }

  /// A JSON value, with its members in order.
  indirect enum Node {
    case object([(String, Node)])
    case array([Node])
    case string(String)
    case integer(Int)
    case bool(Bool)
  }

  var shape: Shape
  var format: Format

  /// The document's text, at least `size` bytes and at most one thing's
  /// paths and schema more, and how many things it declares.
  func text(ofAtLeast size: Int) -> (text: [UInt8], things: Int) {
    var paths: [UInt8] = []
    var schemas: [UInt8] = []
    var things = 0
    let overhead = 600
    while paths.count + schemas.count + overhead < size {
      let (thingPaths, schema) = thing(things)
      for (path, item) in thingPaths { append(member: path, item, to: &paths, first: paths.isEmpty, indent: 2) }
      append(member: "Thing\(things)", schema, to: &schemas, first: schemas.isEmpty, indent: 4)
      things += 1
    }
    var text: [UInt8] = []
    switch format {
    case .json:
      text += Array(#"{"openapi": "3.0.3", "info": {"title": "Synthetic \#(shape.rawValue)", "version": "1"}, "#.utf8)
      text += Array(#""servers": [{"url": "https://api.synthetic.example"}], "paths": {"#.utf8) + paths
      text += Array(#"}, "components": {"securitySchemes": {"token": {"type": "http", "scheme": "bearer"}}, "schemas": {"#.utf8) + schemas
      text += Array("}}}\n".utf8)
    case .yaml:
      text += Array("openapi: 3.0.3\ninfo:\n  title: Synthetic \(shape.rawValue)\n  version: \"1\"\nservers:\n  - url: https://api.synthetic.example\n".utf8)
      text += Array("paths:\n".utf8) + paths
      text += Array("components:\n  securitySchemes:\n    token:\n      type: http\n      scheme: bearer\n  schemas:\n".utf8) + schemas
    }
    return (text, things)
  }

  /// One member of `paths` or `components/schemas` (in YAML, `indent` spaces in).
  private func append(member key: String, _ value: Node, to text: inout [UInt8], first: Bool, indent: Int) {
    switch format {
    case .json:
      if !first { text += Array(", ".utf8) }
      Self.json(.string(key), into: &text)
      text += Array(": ".utf8)
      Self.json(value, into: &text)
    case .yaml:
      Self.yaml(member: key, value, indent: indent, into: &text)
    }
  }

  /// The paths and the schema of thing `number`.
  private func thing(_ number: Int) -> (paths: [(String, Node)], schema: Node) {
    let long = shape == .schemas
    let text = long ? String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor. ", count: 3) : "A thing."
    var properties: [(String, Node)] = [
      ("id", .object([("type", .string("integer")), ("description", .string("Unique identifier."))])),
      ("object", .object([("type", .string("string")), ("enum", .array([.string("thing\(number)")]))])),
      ("name", .object([("type", .string("string")), ("description", .string(text))])),
      ("created", .object([("type", .string("integer")), ("format", .string("unix-time"))])),
      ("url", .object([("type", .string("string")), ("format", .string("uri"))])),
      ("owner", .object([("$ref", .string("#/components/schemas/Thing\(max(number - 1, 0))"))])),
      ("metadata", .object([("type", .string("object")), ("additionalProperties", .object([("type", .string("string"))]))])),
      ("nested", .object([("type", .string("object")), ("properties", .object((0..<8).map { ("k\($0)", .object([("type", .string("string"))])) }))])),
    ]
    for field in 0..<(long ? 40 : 12) {
      var schema: [(String, Node)] = [("type", .string("string")), ("nullable", .bool(true)), ("description", .string(String(text.prefix(160))))]
      if field % 5 == 0 { schema.append(("enum", .array(["a", "b", "c"].map { .string($0) }))) }
      properties.append(("field_\(field)", .object(schema)))
    }
    let schema = Node.object([
      ("type", .string("object")), ("title", .string("Thing\(number)")), ("description", .string(text)),
      ("required", .array([.string("id"), .string("name")])), ("properties", .object(properties)),
    ])
    let record = { (id: Int) -> Node in
      var members: [(String, Node)] = [("id", .integer(id)), ("name", .string("Thing \(id)"))]
      if long {
        members += [("object", .string("thing\(number)")), ("created", .integer(1_700_000_000)), ("url", .string("https://api.synthetic.example/v1/things\(number)/\(id)"))]
        members += (0..<40).map { ("field_\($0)", .string("value \($0)")) }
      }
      return .object(members)
    }
    let examples = (1...(long ? 3 : 300)).map(record)
    let parameters: [Node] = [
      .object([("name", .string("limit")), ("in", .string("query")), ("schema", .object([("type", .string("integer")), ("default", .integer(10))]))]),
      .object([("name", .string("starting_after")), ("in", .string("query")), ("schema", .object([("type", .string("string"))]))]),
      .object([
        ("name", .string("expand")), ("in", .string("query")), ("style", .string("deepObject")),
        ("schema", .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))])),
      ]),
      .object([
        ("name", .string("status")), ("in", .string("query")), ("description", .string(String(text.prefix(120)))),
        ("schema", .object([("type", .string("string")), ("enum", .array(["open", "closed", "void"].map { .string($0) }))])),
      ]),
    ]
    let reference = Node.object([("$ref", .string("#/components/schemas/Thing\(number)"))])
    let listBody = Node.object([
      ("type", .string("object")), ("required", .array([.string("data"), .string("has_more")])),
      ("properties", .object([("data", .object([("type", .string("array")), ("items", reference)])), ("has_more", .object([("type", .string("boolean"))]))])),
    ])
    let json = { (schema: Node, example: Node) -> Node in
      .object([("description", .string("OK")), ("content", .object([("application/json", .object([("schema", schema), ("example", example)]))]))])
    }
    let list = Node.object([
      ("get", .object([
        ("summary", .string("List things \(number)")), ("description", .string(text)), ("operationId", .string("listThings\(number)")),
        ("tags", .array([.string("tag\(number % 30)")])), ("parameters", .array(parameters)),
        ("responses", .object([("200", json(listBody, .object([("data", .array(examples)), ("has_more", .bool(false))])))])),
      ])),
      ("post", .object([
        ("summary", .string("Create a thing")), ("description", .string(text)),
        ("responses", .object([("200", .object([("description", .string("Created"))]))])),
      ])),
    ])
    let detail = Node.object([
      ("get", .object([
        ("summary", .string("Retrieve a thing")), ("description", .string(text)), ("tags", .array([.string("tag\(number % 30)")])),
        ("parameters", .array([.object([("name", .string("id")), ("in", .string("path")), ("required", .bool(true)), ("schema", .object([("type", .string("integer"))]))])])),
        ("responses", .object([("200", json(reference, record(1)))])),
      ])),
      ("delete", .object([("summary", .string("Delete a thing")), ("responses", .object([("204", .object([("description", .string("Gone"))]))]))])),
    ])
    return ([("/v1/things\(number)", list), ("/v1/things\(number)/{id}", detail)], schema)
  }

  /// `node` as compact JSON.
  static func json(_ node: Node, into text: inout [UInt8]) {
    switch node {
    case .object(let members):
      text.append(UInt8(ascii: "{"))
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { text += [UInt8(ascii: ","), UInt8(ascii: " ")] }
        json(.string(key), into: &text)
        text += [UInt8(ascii: ":"), UInt8(ascii: " ")]
        json(value, into: &text)
      }
      text.append(UInt8(ascii: "}"))
    case .array(let elements):
      text.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { text += [UInt8(ascii: ","), UInt8(ascii: " ")] }
        json(element, into: &text)
      }
      text.append(UInt8(ascii: "]"))
    case .string(let string):
      // NB: the texts here hold no quote, backslash or control character.
      text.append(UInt8(ascii: "\""))
      text += Array(string.utf8)
      text.append(UInt8(ascii: "\""))
    case .integer(let number): text += Array(String(number).utf8)
    case .bool(let flag): text += Array(String(flag).utf8)
    }
  }

  /// `key: value` in block YAML at `indent` spaces, as YAML documents are
  /// written: plain scalars where they read as the same text, quoted ones
  /// (`"3.0.3"`, `"200"`, `"#/components/…"`) where they would not.
  static func yaml(member key: String, _ value: Node, indent: Int, into text: inout [UInt8]) {
    text += Array(repeating: UInt8(ascii: " "), count: indent)
    text += Array(scalar(key).utf8)
    text.append(UInt8(ascii: ":"))
    yaml(value, indent: indent, into: &text)
  }

  /// What follows a key or a dash: a scalar on the line, or a block below it.
  private static func yaml(_ node: Node, indent: Int, into text: inout [UInt8]) {
    switch node {
    case .object(let members) where members.isEmpty: text += Array(" {}\n".utf8)
    case .array(let elements) where elements.isEmpty: text += Array(" []\n".utf8)
    case .object(let members):
      text.append(UInt8(ascii: "\n"))
      for (key, value) in members { yaml(member: key, value, indent: indent + 2, into: &text) }
    case .array(let elements):
      text.append(UInt8(ascii: "\n"))
      for element in elements {
        text += Array(repeating: UInt8(ascii: " "), count: indent + 2)
        text.append(UInt8(ascii: "-"))
        yaml(element, indent: indent + 2, into: &text)
      }
    case .string(let string): text += Array(" \(scalar(string))\n".utf8)
    case .integer(let number): text += Array(" \(number)\n".utf8)
    case .bool(let flag): text += Array(" \(flag)\n".utf8)
    }
  }

  /// `text` as a plain scalar when it reads back as the same string, else double-quoted.
  private static func scalar(_ text: String) -> String {
    let plain =
      !text.isEmpty && text.first.map { $0.isLetter || $0 == "/" } == true
      && text.allSatisfy { $0.isLetter || $0.isNumber || " _-./{},".contains($0) }
      && !["true", "false", "null", "yes", "no", "on", "off"].contains(text.lowercased()) && !text.hasSuffix(" ")
    return plain ? text : "\"\(text)\""
  }
}
