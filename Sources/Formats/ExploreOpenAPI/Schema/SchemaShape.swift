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
  /// Whether the value may be `null`: `nullable: true` (OpenAPI 3.0),
  /// `"null"` among its types (3.1), `x-nullable: true` (Swagger 2.0).
  public var isNullable = false
  /// Whether the schema says it is on its way out (`deprecated: true`, or a
  /// description that says so, also on a line of its own: "Deprecated: use
  /// …"): never a record's title or one of its fields.
  public var isDeprecated = false
  /// Whether the value is encoded bytes rather than text a person reads:
  /// `format: byte` or `binary`, `contentEncoding`, or a description that
  /// says it is base64, or JSON written as text ("JSON-serialized").
  public var isEncoded = false
  /// The ``format`` of a text that holds a date as .NET writes it,
  /// `/Date(1511827200000+0000)/`: a schema marked `x-is-msdate: true`.
  public static let microsoftDate = "x-is-msdate"
  /// The schema's `description`, as written.
  public var description: String?
  /// The schema's `example`, as written.
  public var example: OpenAPIJSON?
  /// The name of the schema a `$ref` named (`Repository` for
  /// `#/components/schemas/Repository`), for a shape read through one.
  public var name: String?
  /// The choices of a `oneOf` or `anyOf` that is the whole schema, unresolved:
  /// the shape is the first one that reads as an object or an array, and the
  /// planner may choose another (the one whose records have a title).
  public var alternatives: [OpenAPIJSON] = []

  /// The empty shape: no type, no properties.
  public init() {}
}
