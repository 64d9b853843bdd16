/// A schema as the planner needs it: `$ref`s followed and `allOf` merged.
/// Properties are resolved one level deep; a property's own properties are
/// resolved when asked for, so cyclic schemas (a user whose `manager` is a
/// user) end.
///
/// ```swift
/// let shape = SchemaShape(schema, in: document)
/// shape.properties["owner"].map { SchemaShape($0, in: document) }?.type   // "object"
/// ```
struct SchemaShape: Sendable {
  /// `object`, `array`, `string`, `integer`, `number`, `boolean`, or `nil`
  /// when the schema does not say (an object with properties counts as one).
  var type: String?
  var format: String?
  var enumValues: [String] = []
  /// The properties, unresolved, in name order.
  var properties: [(name: String, schema: OpenAPIJSON)] = []
  var required: Set<String> = []
  /// The schema of an array's items, unresolved.
  var items: OpenAPIJSON?
  /// What could not be read: `oneOf`/`anyOf`, a reference that names nothing.
  var unsupported: [String] = []

  init(_ schema: OpenAPIJSON, in document: OpenAPIDocument) {
    self = Self.read(schema, in: document, seen: [])
  }

  private init() {}

  /// `schema`'s shape; `seen` holds the references followed on the way,
  /// so a reference back to one of them ends the walk.
  private static func read(_ schema: OpenAPIJSON, in document: OpenAPIDocument, seen: Set<String>) -> SchemaShape {
    var shape = SchemaShape()
    var seen = seen
    if let reference = schema["$ref"]?.string {
      guard seen.insert(reference).inserted else { return shape }
      guard let resolved = document.resolve(schema) else {
        shape.unsupported.append("a reference to \(reference), which the document does not define")
        return shape
      }
      return read(resolved, in: document, seen: seen)
    }
    var byName: [String: OpenAPIJSON] = [:]
    for part in schema["allOf"]?.array ?? [] {
      let partShape = read(part, in: document, seen: seen)
      shape.type = shape.type ?? partShape.type
      shape.format = shape.format ?? partShape.format
      for property in partShape.properties { byName[property.name] = property.schema }
      shape.required.formUnion(partShape.required)
      shape.items = shape.items ?? partShape.items
      shape.unsupported += partShape.unsupported
    }
    for key in ["oneOf", "anyOf"] where schema[key] != nil {
      shape.unsupported.append("\(key), which new-provider does not map (its first shape is not guessed)")
    }
    // NB: OpenAPI 3.1 writes a nullable type as ["string", "null"].
    let types = schema["type"]?.array?.compactMap(\.string) ?? schema["type"]?.string.map { [$0] } ?? []
    shape.type = types.first { $0 != "null" } ?? shape.type
    shape.format = schema["format"]?.string ?? shape.format
    shape.enumValues = schema["enum"]?.array?.compactMap(\.string) ?? []
    for (name, property) in schema["properties"]?.object ?? [:] { byName[name] = property }
    shape.properties = byName.sorted { $0.key < $1.key }.map { (name: $0.key, schema: $0.value) }
    shape.required.formUnion(schema["required"]?.array?.compactMap(\.string) ?? [])
    shape.items = schema["items"] ?? shape.items
    if shape.type == nil, !shape.properties.isEmpty { shape.type = "object" }
    return shape
  }

  /// The shape of the property `name`, if there is one.
  func property(_ name: String, in document: OpenAPIDocument) -> SchemaShape? {
    properties.first { $0.name == name }.map { SchemaShape($0.schema, in: document) }
  }
}
