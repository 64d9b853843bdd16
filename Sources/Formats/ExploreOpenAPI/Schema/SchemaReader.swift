/// Reads a document's schemas into ``SchemaShape``s: follows `$ref`s and
/// merges `allOf`s, remembering the shape of each reference it has read, and
/// stopping at a limit.
///
/// ```swift
/// var schemas = SchemaReader(document: document)
/// let shape = schemas.shape(of: responseSchema)
/// if let failure = schemas.failure { print("not mapped: \(failure)") }
/// ```
///
/// A document is text from the internet, so the reader bounds what it can
/// be made to do. The recursion nests at most ``maximumDepth`` levels, so
/// that a chain of 10,000 `allOf`s through `$ref`s is refused instead of
/// exhausting the stack. Each reference's shape is read once (a cycle is
/// cut where it comes back), so that an `allOf` that names the next schema
/// twice at every level costs one read a level, not 2ⁿ. All reads together
/// are bounded by ``maximumReads``. At a limit the reader sets ``failure``
/// and, until ``clearFailure()``, answers every read with an empty shape.
public struct SchemaReader: Sendable {
  /// The most `$ref`s and `allOf` parts read inside one another.
  public static let maximumDepth = 64
  /// The most schemas read for one document, references read once each.
  public static let maximumReads = 1_000_000

  public let document: OpenAPIDocument
  /// The first limit reached since the last ``clearFailure()``.
  public private(set) var failure: SchemaLimitError?
  /// The shape of each reference read to its end, by the reference as written.
  private var shapes: [String: SchemaShape] = [:]
  /// The shape of each schema of the document's text read on its own (a
  /// property's schema, an operation's response), by its node.
  ///
  /// NB: the planner reads a record's properties several times for each
  /// operation that answers it; a document of 32 MiB made a million reads
  /// of the same few thousand schemas, and passed ``maximumReads``.
  private var inlineShapes: [Int: SchemaShape] = [:]
  /// The references being read, inside one another: a cycle comes back to one.
  private var reading: Set<String> = []
  /// What is being read, from the outermost: a reference, or `allOf` for an inline part.
  private var trail: [String] = []
  /// The schemas read so far: each reference, and each schema read on its own, once.
  public private(set) var reads = 0

  public init(document: OpenAPIDocument) {
    self.document = document
  }

  /// `schema`'s shape, or an empty one once a limit has been reached.
  ///
  /// - Complexity: O(*s*) in the size of the schemas it names that were not
  ///   read before (references, and schemas of the document read on their
  ///   own), at most ``maximumReads`` in all.
  public mutating func shape(of schema: OpenAPIJSON) -> SchemaShape {
    read(schema, as: "allOf")
  }

  /// The shape of `shape`'s property `name`, if it has one.
  public mutating func property(_ name: String, of shape: SchemaShape) -> SchemaShape? {
    guard let property = shape.properties.first(where: { $0.name == name }) else { return nil }
    return self.shape(of: property.schema)
  }

  /// Forgets the limit reached, to read another operation's schemas. The
  /// shapes read so far are kept; a document past ``maximumReads`` stays past it.
  public mutating func clearFailure() {
    failure = nil
  }

  /// `schema`'s shape; `label` names it in the trail.
  private mutating func read(_ schema: OpenAPIJSON, as label: String) -> SchemaShape {
    guard failure == nil else { return SchemaShape() }
    let reference = schema["$ref"]?.string
    if let reference, let known = shapes[reference] { return known }
    // NB: only a schema read on its own, outside any reference being read,
    // whose shape a cycle cannot have cut short.
    let node = reference == nil && reading.isEmpty ? schema.node(in: document.root) : nil
    if let node, let known = inlineShapes[node] { return known }
    guard trail.count < Self.maximumDepth else {
      let references = (trail + [reference ?? label]).filter { $0 != "allOf" }
      failure = .tooDeep(from: references.first ?? "an inline schema", to: references.last ?? "an inline schema", limit: Self.maximumDepth)
      return SchemaShape()
    }
    reads += 1
    guard reads <= Self.maximumReads else {
      failure = .tooCostly(at: reference ?? trail.last { $0 != "allOf" } ?? "an inline schema", limit: Self.maximumReads)
      return SchemaShape()
    }
    guard let reference else {
      trail.append(label)
      let shape = content(of: schema)
      trail.removeLast()
      if let node, failure == nil { inlineShapes[node] = shape }
      return shape
    }
    // NB: a reference being read that comes back is a cycle; the walk ends there with nothing.
    guard !reading.contains(reference) else { return SchemaShape() }
    let target: OpenAPIJSON
    switch document.reference(reference) {
    case .success(let value):
      target = value
    case .failure(let problem):
      var shape = SchemaShape()
      shape.unsupported = [problem.description]
      shapes[reference] = shape
      return shape
    }
    reading.insert(reference)
    trail.append(reference)
    var shape = target["$ref"] != nil ? read(target, as: reference) : content(of: target)
    if shape.name == nil, reference.hasPrefix("#/"), let last = reference.split(separator: "/").last { shape.name = String(last) }
    trail.removeLast()
    reading.remove(reference)
    if failure == nil { shapes[reference] = shape }
    return shape
  }

  /// The shape of a schema that is not a reference: its `allOf` parts merged, then its own members.
  private mutating func content(of schema: OpenAPIJSON) -> SchemaShape {
    var shape = SchemaShape()
    // NB: in the order the document writes them, each part's before the
    // schema's own: the planner breaks a tie between two names by it (a
    // taxon's `organism_name` before its `blast_name`), as a reader would.
    var byName: [String: OpenAPIJSON] = [:]
    var order: [String] = []
    func add(_ name: String, _ schema: OpenAPIJSON) {
      if byName.updateValue(schema, forKey: name) == nil { order.append(name) }
    }
    for part in schema["allOf"]?.array ?? [] {
      let partShape = read(part, as: "allOf")
      shape.type = shape.type ?? partShape.type
      shape.format = shape.format ?? partShape.format
      for property in partShape.properties { add(property.name, property.schema) }
      shape.required.formUnion(partShape.required)
      shape.items = shape.items ?? partShape.items
      shape.description = shape.description ?? partShape.description
      shape.example = shape.example ?? partShape.example
      shape.name = shape.name ?? partShape.name
      // NB: an enum wrapped to describe it (`allOf: [{description}, {$ref: LifecycleStatus}]`) is that enum.
      if shape.enumValues.isEmpty { shape.enumValues = partShape.enumValues }
      if shape.alternatives.isEmpty { shape.alternatives = partShape.alternatives }
      for reason in partShape.unsupported where !shape.unsupported.contains(reason) { shape.unsupported.append(reason) }
    }
    // NB: of a `oneOf` or `anyOf` (a user's public or private profile, a
    // list of repositories or of starred ones), the first shape that is an
    // object with properties or an array is the one read.
    for key in ["oneOf", "anyOf"] {
      guard let choices = schema[key]?.array, byName.isEmpty, schema["properties"] == nil, shape.items == nil else { continue }
      var viable: SchemaShape?
      for choice in choices {
        let option = read(choice, as: "allOf")
        if !option.properties.isEmpty || (option.type == "array" && option.items != nil) {
          viable = option
          break
        }
      }
      let real = choices.filter { $0["type"]?.string != "null" }
      if real.count > 1 { shape.alternatives = real }
      // NB: `anyOf: [{type: string}, {type: "null"}]` is a nullable string
      // (OpenAPI 3.1); a `oneOf` of strings, each an `enum`, is one choice.
      if viable == nil, !real.isEmpty, real.count <= 64 {
        let scalars = real.map { read($0, as: "allOf") }
        if let type = scalars.first?.type, scalars.allSatisfy({ $0.type == type && $0.properties.isEmpty }) {
          shape.type = shape.type ?? type
          shape.format = shape.format ?? scalars.first?.format
          shape.enumValues = scalars.allSatisfy { !$0.enumValues.isEmpty } ? scalars.flatMap(\.enumValues) : []
          shape.alternatives = []
          continue
        }
      }
      guard let viable else {
        let reason = "its \(key) has no object or array shape to read"
        if !shape.unsupported.contains(reason) { shape.unsupported.append(reason) }
        continue
      }
      shape.type = shape.type ?? viable.type
      shape.format = shape.format ?? viable.format
      for property in viable.properties { add(property.name, property.schema) }
      shape.required.formUnion(viable.required)
      shape.items = shape.items ?? viable.items
    }
    // NB: OpenAPI 3.1 writes a nullable type as ["string", "null"].
    let types = schema["type"]?.array?.compactMap(\.string) ?? schema["type"]?.string.map { [$0] } ?? []
    shape.type = types.first { $0 != "null" } ?? shape.type
    shape.isNullable =
      types.contains("null") || schema["nullable"]?.bool == true || schema["x-nullable"]?.bool == true
      || (schema["oneOf"] ?? schema["anyOf"])?.array?.contains { $0["type"]?.string == "null" } == true
    // NB: a date .NET writes as `/Date(1511827200000+0000)/`, which Xero marks `x-is-msdate`.
    shape.format = schema["format"]?.string ?? (schema["x-is-msdate"]?.bool == true ? SchemaShape.microsoftDate : nil) ?? shape.format
    shape.description = schema["description"]?.string ?? shape.description
    shape.example = schema["example"] ?? shape.example
    let described = shape.description?.lowercased() ?? ""
    shape.isDeprecated =
      shape.isDeprecated || schema["deprecated"]?.bool == true || schema["x-deprecated"]?.bool == true
      || schema["x-release-status"]?.string?.uppercased() == "DEPRECATED" || described.hasPrefix("deprecated") || described.contains("is deprecated")
      || described.contains("(deprecated)") || described.contains("\ndeprecated:")
    // NB: and JSON written as text (Argo CD's `liveState`, "the JSON-serialized resource manifest").
    shape.isEncoded =
      ["byte", "binary"].contains(shape.format ?? "") || schema["contentEncoding"] != nil || described.contains("base64")
      || ["json-serialized", "json-encoded", "serialized json", "json serialized"].contains { described.contains($0) }
    if let values = schema["enum"]?.array?.compactMap(\.string) ?? schema["const"]?.string.map({ [$0] }) { shape.enumValues = values }
    for (name, property) in schema["properties"]?.orderedMembers ?? [] { add(name, property) }
    shape.properties = order.compactMap { name in byName[name].map { (name: name, schema: $0) } }
    shape.required.formUnion(schema["required"]?.array?.compactMap(\.string) ?? [])
    shape.items = schema["items"] ?? shape.items
    if shape.type == nil, !shape.properties.isEmpty { shape.type = "object" }
    // NB: an object the schema leaves bare but its example shows (figshare's
    // `embargo_options: {type: array, items: {type: object}, example: [{id: 13, …}]}`)
    // has the example's members, typed as they are written.
    if shape.type == "object", shape.properties.isEmpty, schema["additionalProperties"] == nil, let members = shape.example?.orderedMembers {
      shape.properties = members.compactMap { name, value in Self.schema(of: value).map { (name: name, schema: $0) } }
    } else if shape.type == "array", let items = shape.items, let first = shape.example?.array?.first, first.object != nil,
      (items.object ?? [:]).keys.allSatisfy({ ["type", "description"].contains($0) }), items["type"]?.string ?? "object" == "object"
    {
      shape.items = .object(["type": .string("object"), "example": first])
    }
    return shape
  }

  /// A schema that says what `value` is (`{type: integer, example: 13}`),
  /// for a member an example shows; `nil` for a `null`, which says nothing.
  static func schema(of value: OpenAPIJSON) -> OpenAPIJSON? {
    let type: String
    switch value.value {
    case .object: type = "object"
    case .array: type = "array"
    case .string: type = "string"
    case .number(let number): type = number.rounded() == number && abs(number) < 1e15 ? "integer" : "number"
    case .bool: type = "boolean"
    case .null: return nil
    }
    return .object(["type": .string(type), "example": value])
  }
}
