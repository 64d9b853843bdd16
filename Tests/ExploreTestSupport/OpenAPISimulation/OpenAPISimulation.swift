public import Foundation

/// An API simulated from its OpenAPI 3.x or Swagger 2.0 document alone, for
/// the loopback server: every `GET` path answers bodies generated from the
/// document's own schemas and examples, pages as the document declares,
/// searches, finds each record at its detail path and asks for the
/// credential the document's security schemes name.
///
/// ```swift
/// let simulation = try OpenAPISimulation(document: Data(contentsOf: file))
/// let server = try LoopbackServer.start(mounts: [simulation.mount(name: "petstore")], fixtures: nil)
/// simulation.lists.map(\.path)   // ["/pets", "/pets/{petId}/toys"]
/// ```
///
/// It is the API, not a mirror of what a client made of the document: it
/// never reads a declaration, and what it decides where the document is
/// silent is written here, so that a client is measured against the
/// document and not against itself.
///
/// - **Records.** A list is a `GET` whose 2xx JSON answer (the
///   `application/json` media type, else the first JSON one) is an array of
///   objects, or an object holding one at its first or second level: the
///   array named like the path's last word, else `data`, `items`, `results`
///   and the like, else the first that is not `errors` or `warnings`. Other
///   arrays beside it get a few records of their own. Each list holds a
///   fixed number of records, 2½ of its largest pages and a few more (45 to
///   60 for a list that does not page). A record has every required
///   property; an optional one is left out one time in five, a nullable one
///   is `null` one time in ten (required or not); a `oneOf`/`anyOf` record
///   takes one branch per record, an answer that is itself a choice one
///   branch per path. Text is the property's example (or its name) and the
///   record's number (`"doggie 17"`), dates, URIs, e-mails and UUIDs keep
///   their format, enums their values; a property named like a path
///   parameter holds that argument.
/// - **Identity.** The property the detail path's parameter names (`{petId}`
///   reads `petId`, else `id`), else `id`, `_id`, `uuid`, `key`, `name`,
///   `slug`; with none, a `url`/`href`/`self` link to the record's detail
///   path, read by its last segment. The detail path is the list's path and
///   one parameter (`/pets/{petId}`); it answers the record whose identity
///   is the argument, and 404 for any other.
/// - **Paging**, in the document's own parameters: a page number (from 0
///   when its default or minimum is 0), an offset, an opaque cursor (given
///   where the answer's schema puts the next one, `next_cursor`,
///   `next_page.offset`, `metadata.continue`…), or record ids (`after`,
///   `since`: records after that id; `before`: records before it). The page
///   size parameter (`limit`, `per_page`, `page_size`…) takes its default
///   (20 when the document states none); a size outside its `minimum` and
///   `maximum` is a 400; with no stated maximum the API serves at most 100
///   (or its default, when larger). A `Link` header is sent when the answer
///   declares one, a `next` URL, a total, `has_more`, `last_id` and the page
///   count where the schema has them. A list with only a size parameter
///   answers that many records and no more.
/// - **Search**: a query parameter named `q`, `query`, `search`,
///   `searchTerm`, `term`, `keyword` or `text` keeps the records with a text
///   value (at their first two levels) that contains it, case aside.
/// - **Checks**: a required query parameter missing, or a whole number that
///   is not one, is a 400. A path the document has no `GET` for is a 404.
/// - **Credentials**: an operation's `security` (else the document's) is
///   required unless it lists an empty requirement; a request without one is
///   a 401. Any token is taken: a bearer, OAuth 2 or OpenID scheme takes
///   `Authorization: Bearer …`, basic `Authorization: Basic …`, an API key
///   its header, query parameter or cookie.
///
/// Everything is deterministic: the values come from a seeded generator
/// keyed by the list, the record's number and the property's place, so the
/// same document gives the same answers in every run.
public struct OpenAPISimulation: Sendable {
  let schemas: Schemas
  let operations: [Operation]
  /// The path every operation is under (`/v2`, from the server URL or the
  /// Swagger `basePath`), without a final `/`.
  public let basePath: String
  let seed: UInt64
  let state = Locked(State())

  struct State {
    var lists: [ServedList] = []
    var details: [ServedDetail] = []
    /// A list's record positions by the text of their identity.
    var positions: [String: [String: Int]] = [:]
  }

  /// The lists of the document, by the simulation's reading, in the
  /// document's order.
  public let lists: [SimulatedList]
  /// How many `GET` operations the document has.
  public let getOperationCount: Int
  /// The document's version line: `OpenAPI 3.0.3`, `Swagger 2.0`.
  public let specification: String

  /// Reads `document` (JSON or YAML).
  ///
  /// - Parameters:
  ///   - basePath: the path the API is served under, over the one the
  ///     document's server URL (or `basePath`) gives.
  ///   - seed: the seed of every generated value.
  /// - Throws: when the document is neither JSON nor YAML.
  public init(document: Data, basePath: String? = nil, seed: UInt64 = 42) throws {
    let root = try Value.document(document)
    self.schemas = Schemas(root: root)
    self.seed = seed
    let declared = basePath ?? Self.declaredBasePath(root)
    self.basePath = declared.hasSuffix("/") ? String(declared.dropLast()) : declared
    if let swagger = root["swagger"]?.scalarText {
      specification = "Swagger \(swagger)"
    } else {
      specification = "OpenAPI \(root["openapi"]?.scalarText ?? "?")"
    }
    var operations = Self.readOperations(root, schemas: schemas, seed: seed)
    Self.linkDetails(&operations, schemas: schemas, seed: seed)
    Self.makeShapes(&operations, schemas: schemas)
    self.operations = operations
    self.getOperationCount = operations.count
    self.lists = operations.compactMap(\.list)
  }

  /// The list at `path` (a template as the document writes it), if the
  /// simulation reads it as one.
  public func list(at path: String) -> SimulatedList? {
    let key = Self.trimmed(path)
    return lists.first { Self.trimmed($0.path) == key }
  }

  /// The mount that serves the simulation under `/<name>`.
  public func mount(name: String, environmentVariable: String? = nil) -> LoopbackMount {
    var router = LoopbackRouter()
    let simulation = self
    router.intercept { call in simulation.respond(to: call.request, mountURL: call.mountURL) }
    return LoopbackMount(name: name, router: router, environmentVariable: environmentVariable, simulation: self)
  }

  /// The list answers served so far, in order.
  public var servedLists: [ServedList] { state.withLock { $0.lists } }

  /// The detail answers served so far, in order.
  public var servedDetails: [ServedDetail] { state.withLock { $0.details } }

  /// The text values of record `position` of `list` (at its first two
  /// levels), with the last segment of each URL among them: what an id read
  /// from the record can be. `arguments` are the request's (``ServedList/arguments``).
  public func identifiers(ofRecord position: Int, in list: SimulatedList, arguments: [String: String] = [:]) -> Set<String> {
    guard let operation = operation(list.path), let record = record(position, of: operation, arguments: arguments, origin: "http://simulation") else {
      return []
    }
    var texts: Set<String> = []
    Self.collectScalars(record, depth: 0, into: &texts)
    for text in texts where text.hasPrefix("http") {
      if let last = text.split(separator: "/").last { texts.insert(String(last)) }
    }
    return texts
  }

  /// The value of record `position`'s identity, as text.
  public func identity(ofRecord position: Int, in list: SimulatedList) -> String? {
    operation(list.path).flatMap { identityText(position, of: $0) }
  }

  /// A text that record `position` of `list` holds, for a search that
  /// finds it (`"doggie 17"`), and one that every record holds (`"doggie"`).
  public func searchTexts(ofRecord position: Int, in list: SimulatedList) -> (narrow: String, broad: String)? {
    guard let operation = operation(list.path), let name = operation.titleProperty,
      let value = record(position, of: operation, arguments: [:], origin: "http://simulation")?[name]?.string
    else { return nil }
    return (value, String(value.split(separator: " ").dropLast().joined(separator: " ")))
  }

  /// The positions of the records of `list` that a search for `search`
  /// finds; all of them without one.
  public func positions(in list: SimulatedList, matching search: String?) -> [Int] {
    guard let operation = operation(list.path) else { return [] }
    guard let search, !search.isEmpty else { return Array(0..<operation.count) }
    return (0..<operation.count).filter { matches($0, of: operation, search: search) }
  }

  func operation(_ path: String) -> Operation? {
    let key = Self.trimmed(path)
    return operations.first { Self.trimmed($0.template) == key }
  }

  static func trimmed(_ path: String) -> String {
    path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
  }

  static func collectScalars(_ value: Value, depth: Int, into texts: inout Set<String>) {
    switch value {
    case .object:
      guard depth < 2 else { return }
      for (_, inner) in value.entries { collectScalars(inner, depth: depth + 1, into: &texts) }
    default:
      if let text = value.scalarText { texts.insert(text) }
    }
  }

  /// The path of the first server URL (its variables at their defaults),
  /// or Swagger's `basePath`.
  static func declaredBasePath(_ root: Value) -> String {
    if let base = root["basePath"]?.string { return base }
    guard let server = root["servers"]?.array?.first, var url = server["url"]?.string else { return "" }
    for (name, variable) in server["variables"]?.entries ?? [] {
      url = url.replacingOccurrences(of: "{\(name)}", with: variable["default"]?.scalarText ?? "")
    }
    if let schemeEnd = url.range(of: "://") {
      let rest = url[schemeEnd.upperBound...]
      return rest.firstIndex(of: "/").map { String(rest[$0...]) } ?? ""
    }
    return url
  }
}
