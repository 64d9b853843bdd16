import Foundation

extension OpenAPISimulation {
  /// A parameter of an operation, with what its schema says.
  struct Parameter: Sendable {
    var name: String
    var location: String
    var isRequired: Bool
    var view: SchemaView
    var key: String { OpenAPISimulation.normalized(name) }
    /// An `integer`, or a `number` whose example and default are whole (JavaScript APIs type a page number so).
    var isWholeNumber: Bool {
      switch view.kind {
      case .integer: true
      case .number: [view.example, view.defaultValue].allSatisfy { $0 == nil || $0?.integer != nil }
      case .unknown: (view.example ?? .null).integer != nil
      default: false
      }
    }
    var isText: Bool { view.kind == .string || view.kind == .unknown }
    var isTime: Bool { ["date", "date-time"].contains(view.format ?? "") }
  }

  /// A record's identity: a property (at the record's first or second
  /// level), or a link to its detail path read by its last segment.
  enum Identity: Sendable {
    case property([String], wholeNumber: Bool, uuid: Bool)
    case link(String)
    case none
  }

  /// How a list pages, and where its answer says so.
  struct PagingPlan: Sendable {
    var form: SimulatedList.Paging = .single
    var parameter: String?
    var before: String?
    var firstPage = 1
    var size: Parameter?
    var defaultSize = 20
    var maximumSize = 100
    var nextCursorAt: [String]?
    var nextURLAt: [String]?
    var totalAt: [[String]] = []
    var hasMoreAt: [String]?
    var lastIDAt: [String]?
    /// Where the answer gives the id to send as `after` for the next page, or null at the end.
    var nextIDAt: [String]?
    var firstIDAt: [String]?
    var pageAt: [String]?
    var pageCountAt: [String]?
    var linkHeader = false
    var totalHeader: String?
  }

  /// One path segment of a template: text, a parameter, or a parameter
  /// between text (`{name}:verb`).
  enum Segment: Sendable {
    case text(String)
    case parameter(String, prefix: String, suffix: String)
  }

  /// A `GET` operation.
  struct Operation: Sendable {
    var template: String
    var segments: [Segment]
    var parameters: [Parameter]
    /// The answer's schema, its status and its example; `nil` when it has no JSON one.
    var answer: Value?
    var status = 200
    var example: Value?
    var headers: [String] = []
    var security: [[String]] = []
    // Lists only.
    var recordsAt: [String]?
    var recordSchema: Value?
    var branch = 0
    var paging = PagingPlan()
    var search: Parameter?
    var count = 0
    var identity = Identity.none
    var titleProperty: String?
    var detail: String?
    var list: SimulatedList?
    /// What values are generated from: the answer (the branch taken, for a
    /// list), a list's record, and a detail's record with where it sits in
    /// the answer (`[]`, `["customer"]`, `["Contacts", "0"]`).
    var answerShape: Shape?
    var recordShape: Shape?
    var recordAt: [String] = []
    var detailRecordShape: Shape?

    var query: [Parameter] { parameters.filter { $0.location == "query" } }
  }

  static func readOperations(_ root: Value, schemas: Schemas, seed: UInt64) -> [Operation] {
    var operations: [Operation] = []
    let globalSecurity = root["security"]
    for (template, item) in root["paths"]?.entries ?? [] {
      let item = schemas.resolve(item)
      guard let get = item["get"] else { continue }
      var parameters: [Parameter] = []
      for raw in (item["parameters"]?.array ?? []) + (get["parameters"]?.array ?? []) {
        let parameter = schemas.resolve(raw)
        guard let name = parameter["name"]?.string, let location = parameter["in"]?.string else { continue }
        // NB: Swagger 2.0 writes the schema on the parameter itself.
        let view = schemas.view(parameter["schema"] ?? parameter)
        let read = Parameter(name: name, location: location, isRequired: parameter["required"]?.bool ?? false, view: view)
        parameters.removeAll { $0.name == name && $0.location == location }
        parameters.append(read)
      }
      var operation = Operation(template: template, segments: segments(template), parameters: parameters)
      operation.security = requirements(get["security"] ?? globalSecurity)
      readAnswer(get, root: root, schemas: schemas, into: &operation)
      readList(&operation, schemas: schemas, seed: seed)
      operations.append(operation)
    }
    return operations
  }

  static func segments(_ template: String) -> [Segment] {
    trimmed(template).split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { part in
      guard let open = part.firstIndex(of: "{"), let close = part[open...].firstIndex(of: "}") else { return .text(String(part)) }
      return .parameter(String(part[part.index(after: open)..<close]), prefix: String(part[..<open]), suffix: String(part[part.index(after: close)...]))
    }
  }

  /// Alternatives of scheme names; empty when nothing is required.
  static func requirements(_ security: Value?) -> [[String]] {
    let alternatives = security?.array ?? []
    let sets = alternatives.map { $0.entries.map(\.key) }
    return sets.contains(where: \.isEmpty) ? [] : sets
  }

  /// The 2xx answer's JSON schema, example and headers.
  static func readAnswer(_ get: Value, root: Value, schemas: Schemas, into operation: inout Operation) {
    let responses = get["responses"]?.entries ?? []
    guard let (code, raw) = responses.first(where: { $0.key == "200" }) ?? responses.first(where: { $0.key.hasPrefix("2") }) else { return }
    let response = schemas.resolve(raw)
    operation.status = Int(code) ?? 200
    operation.headers = response["headers"]?.entries.map(\.key) ?? []
    if let content = response["content"] {
      let types = content.entries
      let chosen = types.first { $0.key == "application/json" } ?? types.first { $0.key.contains("json") } ?? types.first { $0.key == "*/*" }
      guard let media = chosen?.value else { return }
      operation.answer = media["schema"]
      operation.example = media["example"] ?? media["examples"]?.entries.first.map { schemas.resolve($0.value)["value"] ?? .null }
    } else if let schema = response["schema"] {
      let produces = (get["produces"] ?? root["produces"])?.array?.compactMap(\.string) ?? ["application/json"]
      guard produces.contains(where: { $0.contains("json") || $0 == "*/*" }) else { return }
      guard schemas.view(schema).kind != .unknown || schema["$ref"] != nil else { return }
      operation.answer = schema
      operation.example = response["examples"]?["application/json"]
    }
  }

  static let recordArrayNames: Set<String> = [
    "data", "items", "results", "records", "entries", "values", "list", "elements", "content", "hits", "nodes", "rows", "objects", "resources",
  ]
  static let pagingSiblingNames: Set<String> = [
    "next", "previous", "prev", "total", "totalcount", "count", "offset", "limit", "cursor", "cursors", "nextcursor", "hasmore", "page", "pages",
  ]
  static let notRecordArrayNames: Set<String> = ["errors", "error", "warnings", "failures", "messagesinfo"]

  /// Where the records are, when the answer holds some.
  static func readList(_ operation: inout Operation, schemas: Schemas, seed: UInt64) {
    guard var answer = operation.answer else { return }
    var view = schemas.view(answer)
    if view.kind == .choice, !view.branches.isEmpty {
      var random = Seed(seed, operation.template, "branch")
      operation.branch = random.below(view.branches.count)
      answer = view.branches[operation.branch]
      view = schemas.view(answer)
    }
    operation.answer = answer
    if view.kind == .array, let items = view.items, schemas.isRecord(items) {
      operation.recordsAt = []
      operation.recordSchema = items
    } else if view.kind == .object {
      // NB: an object at a path that ends in a parameter (`/apps/{appId}`) is
      // one record, whatever arrays it holds (its links, its members), unless
      // it holds little but its array: a page of the records the parameter names.
      // NB: and a parameter that names many (`{gene_ids}`): Xero's
      // `{"Accounts": [{…}]}` at `/Accounts/{AccountID}` is one record.
      if case .parameter(let name, _, _)? = operation.segments.last {
        let lower = name.lowercased()
        let namesMany = lower.hasSuffix("s") && !["ss", "us", "is"].contains { lower.hasSuffix($0) }
        guard view.properties.count <= 3, namesMany else { return }
      }
      let word = normalized(lastWord(operation.template))
      // NB: an array beside three or more objects of the answer's own (a
      // store's terminal settings: hardware, connectivity, receipts beside
      // gratuities) is a part of one record, not a page, unless the path
      // or a usual key names it.
      let objectParts = view.properties.filter { property in
        let name = normalized(property.0)
        return schemas.view(property.1).kind == .object && !pagingSiblingNames.contains(name)
          && !["links", "meta", "metadata", "pagination", "paging", "pageinfo", "cursor"].contains(name)
      }.count
      var best: (score: Int, path: [String], items: Value)?
      func consider(_ path: [String], _ schema: Value) {
        let inner = schemas.view(schema)
        guard inner.kind == .array, let items = inner.items, schemas.isRecord(items) else { return }
        let key = normalized(path.last ?? "")
        var score = 10 - path.count
        let namedByPath = !word.isEmpty && (key == word || key + "s" == word || key == word + "s" || key + "es" == word)
        // NB: an answer's `errors` or `warnings` are never its records, unless its path names them.
        if notRecordArrayNames.contains(key), !namedByPath { return }
        if path.count == 1, objectParts >= 3, !namedByPath, !recordArrayNames.contains(key) { return }
        if namedByPath { score += 30 }
        if recordArrayNames.contains(key) { score += 20 }
        if best.map({ score > $0.score }) ?? true { best = (score, path, items) }
      }
      // NB: at a path that ends in a parameter, an array inside an object
      // beside it is that record's own (an order's line items), not a page.
      let endsInParameter: Bool
      if case .parameter? = operation.segments.last { endsInParameter = true } else { endsInParameter = false }
      for (name, property) in view.properties {
        consider([name], property)
        let inner = schemas.view(property)
        // NB: one level down, only a page of records counts: an array named
        // `items`, `data` and the like, or beside paging fields (Spotify's
        // `tracks.items` beside `next`), never a record part's own array
        // (a pod's `status.conditions`).
        guard inner.kind == .object, !endsInParameter else { continue }
        let isPage = inner.properties.contains { pagingSiblingNames.contains(normalized($0.name)) }
        for (innerName, innerProperty) in inner.properties where isPage || recordArrayNames.contains(normalized(innerName)) {
          consider([name, innerName], innerProperty)
        }
      }
      if let best {
        operation.recordsAt = best.path
        operation.recordSchema = best.items
      }
    }
    guard let recordSchema = operation.recordSchema else { return }
    operation.paging = pagingPlan(operation, answer: answer, schemas: schemas)
    operation.search = operation.query.first { parameter in
      parameter.isText && (searchNames.contains(parameter.key) || parameter.key.hasPrefix("search"))
    }
    let (properties, _) = schemas.recordProperties(recordSchema)
    let names = properties.map(\.name)
    operation.titleProperty =
      titleNames.lazy.compactMap { wanted in names.first { normalized($0) == wanted } }.first { name in
        let inner = schemas.view(properties.first { $0.name == name }!.schema)
        return (inner.kind == .string || inner.kind == .unknown) && inner.enumValues.isEmpty && inner.format == nil
      }
    let plan = operation.paging
    var seeded = Seed(seed, operation.template, "count")
    let random = seeded.next()
    switch plan.form {
    case .single: operation.count = 45 + Int(random % 16)
    case .sizeOnly: operation.count = plan.size?.view.maximum.map { min($0, 1000) } ?? plan.defaultSize
    default:
      let largest = min(plan.maximumSize, 1000)
      operation.count = largest * 2 + largest / 2 + Int(random % UInt64(max(2, largest / 5)))
    }
  }

  static let searchNames: Set<String> = ["q", "query", "search", "searchterm", "searchquery", "searchtext", "term", "keyword", "keywords", "text"]
  static let titleNames = [
    "name", "title", "displayname", "fullname", "username", "login", "label", "subject", "summary", "headline", "description", "text", "message",
  ]

  /// The last path segment that is text (`toys` of `/pets/{id}/toys`).
  static func lastWord(_ template: String) -> String {
    segments(template).reversed().lazy.compactMap { segment -> String? in
      if case .text(let text) = segment, !text.isEmpty { return text }
      return nil
    }.first ?? ""
  }

  /// Links each list to its detail path, and decides its records' identity.
  static func linkDetails(_ operations: inout [Operation], schemas: Schemas, seed: UInt64) {
    for index in operations.indices where operations[index].recordSchema != nil {
      let list = operations[index]
      let detail = operations.first { candidate in
        guard candidate.recordSchema == nil, candidate.answer != nil, candidate.segments.count == list.segments.count + 1,
          case .parameter(_, "", "")? = candidate.segments.last
        else { return false }
        return zip(list.segments, candidate.segments).allSatisfy { pair in
          switch pair {
          case (.text(let left), .text(let right)): left == right
          case (.parameter, .parameter): true
          default: false
          }
        }
      }
      var parameterName: String?
      if let detail, case .parameter(let name, _, _)? = detail.segments.last { parameterName = name }
      let (properties, _) = schemas.recordProperties(list.recordSchema!)
      var scalars: [(path: [String], schema: Value)] = []
      var nested: [(path: [String], schema: Value)] = []
      for (name, schema) in properties {
        let view = schemas.view(schema)
        if [.string, .integer, .number, .unknown].contains(view.kind) {
          scalars.append(([name], schema))
        } else if view.kind == .object {
          for (inner, innerSchema) in view.properties where [.string, .integer].contains(schemas.view(innerSchema).kind) {
            nested.append(([name, inner], innerSchema))
          }
        }
      }
      func named(_ wanted: [String], in candidates: [(path: [String], schema: Value)]) -> (path: [String], schema: Value)? {
        wanted.lazy.compactMap { want in candidates.first { normalized($0.path.last!) == want } }.first
      }
      var chosen: (path: [String], schema: Value)?
      if let parameterName {
        let key = normalized(parameterName)
        chosen = named([key], in: scalars)
        if chosen == nil, ["username", "user", "login", "owner"].contains(key) { chosen = named(["login", "username", "name"], in: scalars) }
        if chosen == nil, key.hasSuffix("id") {
          chosen = named(["id", "uuid"], in: scalars)
            ?? nested.first { ["id", "uuid"].contains(normalized($0.path[1])) && key.hasPrefix(normalized($0.path[0])) }
            ?? scalars.first { normalized($0.path[0]).hasSuffix(key) }
            ?? scalars.first { let name = normalized($0.path[0]); return name.count > 1 && name.hasSuffix("id") && key.hasSuffix(name) }
        }
        // NB: `{gitspace_identifier}` names the record's `identifier`.
        chosen = chosen ?? named([key], in: nested)
          ?? scalars.first { let name = normalized($0.path[0]); return ["identifier", "key", "code", "slug", "handle"].contains(name) && key.hasSuffix(name) }
      }
      // NB: or by the id named after its schema: a `Place`'s `place_id`.
      if chosen == nil, let schema = list.recordSchema?["$ref"]?.string?.split(separator: "/").last {
        chosen = named([normalized(String(schema)) + "id"], in: scalars)
      }
      // NB: a record that links its detail (PokéAPI's `{name, url}`, a detail at
      // `/version/{id}/`) is known by its URL's last segment, not by its name.
      let link = properties.first { ["url", "href", "self"].contains(normalized($0.name)) }
      if chosen == nil, parameterName != nil, let link {
        operations[index].identity = .link(link.name)
      } else if let chosen = chosen ?? named(["id", "uuid", "gid", "key", "name", "slug"], in: scalars) ?? named(["id", "uuid", "name"], in: nested) {
        let view = schemas.view(chosen.schema)
        operations[index].identity = .property(chosen.path, wholeNumber: view.kind == .integer, uuid: view.format == "uuid")
      } else if let link {
        operations[index].identity = .link(link.name)
      }
      if case .none = operations[index].identity {} else { operations[index].detail = detail?.template }
      operations[index].list = simulatedList(operations[index])
    }
  }

  static func simulatedList(_ operation: Operation) -> SimulatedList {
    let plan = operation.paging
    var required: [String: String] = [:]
    let paging = Set([plan.parameter, plan.before, plan.size?.name].compactMap { $0 })
    for parameter in operation.query where parameter.isRequired && parameter.name != operation.search?.name && !paging.contains(parameter.name) {
      required[parameter.name] = sample(parameter)
    }
    var summary = plan.form.rawValue
    if let parameter = plan.parameter { summary += " \(parameter)" }
    if let before = plan.before { summary += "/\(before)" }
    if plan.form == .pageNumbers { summary += " from \(plan.firstPage)" }
    if let size = plan.size { summary += ", size \(size.name) (default \(plan.defaultSize), at most \(plan.maximumSize))" }
    if let next = plan.nextCursorAt { summary += ", next cursor at \(next.joined(separator: "."))" }
    if let next = plan.nextURLAt { summary += ", next URL at \(next.joined(separator: "."))" }
    if plan.linkHeader { summary += ", Link header" }
    if !plan.totalAt.isEmpty || plan.totalHeader != nil { summary += ", total" }
    return SimulatedList(
      path: operation.template, paging: plan.form, pagingSummary: summary, count: operation.count, sizeParameter: plan.size?.name,
      defaultPageSize: plan.defaultSize, maximumPageSize: plan.maximumSize, detailPath: operation.detail,
      searchParameter: operation.search?.name, searchIsRequired: operation.search?.isRequired ?? false, requiredParameters: required,
      needsCredential: !operation.security.isEmpty)
  }

  /// A value `parameter` takes: its first enum value, default or example,
  /// else one of its type.
  static func sample(_ parameter: Parameter) -> String {
    let view = parameter.view
    if let value = (view.enumValues.first ?? view.example)?.scalarText { return value }
    switch view.kind {
    case .integer, .number: return String(view.minimum ?? 1)
    case .boolean: return "true"
    default:
      switch view.format {
      case "date-time": return "2024-01-01T00:00:00Z"
      case "date": return "2024-01-01"
      default: return "x"
      }
    }
  }
}

extension OpenAPISimulation {
  /// Makes the shapes values are generated from, and finds where a detail's
  /// record sits in its answer.
  static func makeShapes(_ operations: inout [Operation], schemas: Schemas) {
    for index in operations.indices {
      if let answer = operations[index].answer { operations[index].answerShape = schemas.shape(answer) }
      if let record = operations[index].recordSchema { operations[index].recordShape = schemas.shape(record) }
    }
    for list in operations where list.detail != nil {
      guard let index = operations.firstIndex(where: { $0.template == list.detail }), let answer = operations[index].answer else { continue }
      let key: String? =
        switch list.identity {
        case .property(let path, _, _): path.first
        case .link: "id"
        case .none: nil
        }
      let view = schemas.view(answer)
      var recordAt: [String] = []
      var record = answer
      if let key, view.property(key) == nil {
        for (property, schema) in view.properties {
          let inner = schemas.view(schema)
          if inner.kind == .object, inner.property(key) != nil {
            (recordAt, record) = ([property], schema)
            break
          }
          if inner.kind == .array, let items = inner.items, schemas.view(items).property(key) != nil {
            (recordAt, record) = ([property, "0"], items)
            break
          }
        }
      }
      operations[index].recordAt = recordAt
      operations[index].detailRecordShape = schemas.shape(record)
    }
  }
}
