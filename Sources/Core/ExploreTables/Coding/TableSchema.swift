package import ExploreCore

/// A JSON Schema (draft 2020-12) of a part of the declaration format, stated
/// by each table next to its `Codable`, so that the schema `explore api
/// schema` prints is made from the same model as the decoders.
///
/// ```swift
/// static let schema = TableSchema.object(CodingKeys.self, "A field of an item", required: [.key]) { key in
///   switch key {
///   case .key: .string("The field's name in --json", minLength: 1)
///   …
///   }
/// }
/// ```
package indirect enum TableSchema: Sendable {
  case string(String, values: [String]? = nil, minLength: Int? = nil, format: String? = nil)
  case integer(String, minimum: Int? = nil, maximum: Int? = nil)
  case boolean(String)
  /// Any JSON value.
  case any(String)
  case array(of: TableSchema, String? = nil)
  /// An object of exactly these properties (no other), with those in
  /// `required`, and, when `forms` is not empty, exactly one of these sets
  /// of keys.
  case object(String, properties: [(name: String, schema: TableSchema)], required: [String], forms: [[String]] = [])
  /// One of these shapes.
  case oneOf([TableSchema], String? = nil)
  /// The definition named so under `$defs`.
  case reference(String)

  /// An object whose properties are the cases of `keys`, each with the
  /// schema `property` gives it: a switch over the keys, so that a key
  /// without a schema does not compile.
  package static func object<Keys: CodingKey & CaseIterable>(
    _ keys: Keys.Type, _ description: String, required: [Keys] = [], forms: [[Keys]] = [], property: (Keys) -> TableSchema
  ) -> TableSchema {
    .object(
      description, properties: keys.allCases.map { ($0.stringValue, property($0)) }, required: required.map(\.stringValue),
      forms: forms.map { $0.map(\.stringValue) })
  }

  /// An object of one key, `form`, holding `value`: a form of a table
  /// written as `{"urlNumber": "url"}`.
  package static func form(_ form: String, _ value: TableSchema) -> TableSchema {
    .object("The form \(form).", properties: [(form, value)], required: [form])
  }

  /// A JSON path, as a declaration writes it.
  package static let path = TableSchema.string("A JSON path: keys joined with '.', '[*]' for each element of an array, '[0]' for its first, such as 'origin.name'.")

  /// The schema as JSON.
  package var json: JSONValue {
    switch self {
    case .string(let description, let values, let minLength, let format):
      var object: [String: JSONValue] = ["type": .string("string"), "description": .string(description)]
      if let values { object["enum"] = .array(values.map(JSONValue.string)) }
      if let minLength { object["minLength"] = .integer(minLength) }
      if let format { object["format"] = .string(format) }
      return .object(object)
    case .integer(let description, let minimum, let maximum):
      var object: [String: JSONValue] = ["type": .string("integer"), "description": .string(description)]
      if let minimum { object["minimum"] = .integer(minimum) }
      if let maximum { object["maximum"] = .integer(maximum) }
      return .object(object)
    case .boolean(let description):
      return .object(["type": .string("boolean"), "description": .string(description)])
    case .any(let description):
      return .object(["description": .string(description)])
    case .array(let items, let description):
      var object: [String: JSONValue] = ["type": .string("array"), "items": items.json]
      if let description { object["description"] = .string(description) }
      return .object(object)
    case .object(let description, let properties, let required, let forms):
      var object: [String: JSONValue] = [
        "type": .string("object"), "description": .string(description), "additionalProperties": .bool(false),
        "properties": .object(Dictionary(properties.map { ($0.name, $0.schema.json) }, uniquingKeysWith: { first, _ in first })),
      ]
      if !required.isEmpty { object["required"] = .array(required.map(JSONValue.string)) }
      if !forms.isEmpty {
        object["oneOf"] = .array(forms.map { .object(["required": .array($0.map(JSONValue.string))]) })
      }
      return .object(object)
    case .oneOf(let shapes, let description):
      var object: [String: JSONValue] = ["oneOf": .array(shapes.map(\.json))]
      if let description { object["description"] = .string(description) }
      return .object(object)
    case .reference(let name):
      return .object(["$ref": .string("#/$defs/\(name)")])
    }
  }
}
