/// A schema as the planner needs it: `$ref`s followed and `allOf` merged,
/// one level deep. A property's own schema stays as written, and is read
/// when asked for (``SchemaReader/property(_:of:)``), so cyclic schemas (a
/// user whose `manager` is a user) end.
///
/// ```swift
/// var schemas = SchemaReader(document: document)
/// let shape = schemas.shape(of: schema)
/// schemas.property("owner", of: shape)?.type   // "object"
/// ```
public struct SchemaShape: Sendable {
  /// `object`, `array`, `string`, `integer`, `number`, `boolean`, or `nil`
  /// when the schema does not say (an object with properties counts as one).
  public var type: String?
  public var format: String?
  public var enumValues: [String] = []
  /// The properties, unresolved, in name order.
  public var properties: [(name: String, schema: OpenAPIJSON)] = []
  public var required: Set<String> = []
  /// The schema of an array's items, unresolved.
  public var items: OpenAPIJSON?
  /// What could not be read: `oneOf`/`anyOf`, a reference that names
  /// nothing. Each reason once.
  public var unsupported: [String] = []

  /// The empty shape: no type, no properties.
  public init() {}
}
