import Foundation

/// The rules that turn one `GET` operation into a ``ResourcePlan``: its
/// name, options, search, paging and fields. Notes what it leaves out.
///
/// ```swift
/// var planner = ResourcePlanner(document: document)
/// let plans = document.operations.filter { $0.method == "get" }.compactMap { planner.resource(for: $0) }
/// planner.unmapped   // ["GET /zones: no JSON schema for its 200 response"]
/// ```
public struct ResourcePlanner: Sendable {
  public let document: OpenAPIDocument
  /// What was left out, one line each.
  public var unmapped: [String] = []
  private var names: Set<String> = []
  /// The document's schemas, each reference read once, within bounds.
  private var schemas: SchemaReader

  /// The query parameters that page a list, never options.
  static let pagingParameters: Set<String> = ["page", "per_page", "page_size", "pagesize", "perpage", "limit", "offset", "cursor", "size"]
  /// The query parameters that search, in order of preference.
  static let searchParameters = ["search", "q", "query", "filter[name]", "name", "term", "keyword"]
  /// The properties that hold the records of a page, in order of preference.
  static let recordsKeys = ["results", "items", "data", "records", "entries"]

  public init(document: OpenAPIDocument) {
    self.document = document
    schemas = SchemaReader(document: document)
  }

  /// The resource `operation` becomes, or `nil` (noted) when it cannot be
  /// one, such as when its schemas pass a limit of ``SchemaReader``.
  public mutating func resource(for operation: OpenAPIDocument.Operation) -> ResourcePlan? {
    schemas.clearFailure()
    let plan = plannedResource(for: operation)
    if let failure = schemas.failure {
      unmapped.append("GET \(operation.path): \(failure)")
      return nil
    }
    return plan
  }

  private mutating func plannedResource(for operation: OpenAPIDocument.Operation) -> ResourcePlan? {
    let operationName = "GET \(operation.path)"
    let segments = operation.path.split(separator: "/").map(String.init)
    let literals = segments.filter { !Self.isParameter($0) }
    let arguments = segments.filter(Self.isParameter).map { String($0.dropFirst().dropLast()) }
    guard let last = segments.last else {
      unmapped.append("\(operationName): the root path has no resource name")
      return nil
    }
    let kind: ResourcePlan.Kind = Self.isParameter(last) ? .detail : .list
    guard let response = responseSchema(of: operation) else {
      unmapped.append("\(operationName): no JSON schema for its 200 response")
      return nil
    }
    var shape = schemas.shape(of: response)
    var recordsKey: String?
    if kind == .list {
      if shape.type == "array", let items = shape.items {
        shape = schemas.shape(of: items)
      } else if let key = Self.recordsKeys.first(where: { schemas.property($0, of: shape)?.type == "array" })
        ?? shape.properties.first(where: { schemas.shape(of: $0.schema).type == "array" })?.name,
        let items = schemas.property(key, of: shape)?.items
      {
        recordsKey = key
        shape = schemas.shape(of: items)
      } else {
        unmapped.append("\(operationName): its response is neither an array nor an object holding one")
        return nil
      }
    }
    for reason in shape.unsupported { unmapped.append("\(operationName): \(reason)") }

    var options: [ResourcePlan.Option] = []
    var search: String?
    var queryNames: Set<String> = []
    var wholeNumberArguments: Set<String> = []
    var examples: [String: String] = [:]
    var pageSizeParameter: String?
    var pageSize = 20
    // NB: the arguments and options become keys named after their
    // parameters, so a name given twice would make two keys of one name.
    var taken = Set(arguments)
    for parameter in operation.parameters {
      guard let parameter = document.resolve(parameter), let name = parameter["name"]?.string else {
        unmapped.append("\(operationName): a parameter that names nothing")
        continue
      }
      if parameter["in"]?.string == "query", !taken.insert(name).inserted {
        unmapped.append("\(operationName): parameter \(name) in query is named twice (or like a path parameter); the first is kept")
        continue
      }
      let schema = parameter["schema"].map { schemas.shape(of: $0) }
      examples[name] = (parameter["example"] ?? parameter["schema"].flatMap(document.resolve)?["example"])?.scalarText
      switch parameter["in"]?.string {
      case "path":
        if schema?.type == "integer" { wholeNumberArguments.insert(name) }
        continue
      case "query": break
      case let place:
        unmapped.append("\(operationName): parameter \(name) in \(place ?? "an unknown place"), which becomes no option")
        continue
      }
      if let style = parameter["style"]?.string, style != "form" {
        unmapped.append("\(operationName): parameter \(name) has style \(style), which becomes no option")
        continue
      }
      queryNames.insert(name.lowercased())
      if Self.pageSizeParameters.contains(name.lowercased()) {
        pageSizeParameter = name
        let resolved = parameter["schema"].flatMap(document.resolve)
        if let size = (resolved?["default"] ?? resolved?["maximum"])?.integer, size > 0 { pageSize = min(size, 100) }
      }
      if Self.pagingParameters.contains(name.lowercased()) { continue }
      // NB: a required search is an argument like any required parameter
      // (`search users <q>`), refused with the usage line when missing;
      // `--search` may be left out.
      let isRequired = parameter["required"]?.bool ?? false
      if search == nil, !isRequired, Self.searchParameters.contains(name.lowercased()) {
        search = name
        continue
      }
      let optionKind: ResourcePlan.Option.Kind =
        if let values = schema?.enumValues, !values.isEmpty { .choices(values) }
        else if schema?.type == "integer" { .wholeNumber }
        else if schema?.type == "boolean" { .flag }
        else { .text }
      options.append(
        ResourcePlan.Option(
          name: name, summary: parameter["description"]?.string ?? "", kind: optionKind, isRequired: isRequired))
    }

    let name = uniqueName(resourceName(stated: operation.body["x-explore-name"], literals: literals, kind: kind, operation: operationName))
    let paging = kind == .detail ? .single : paging(of: operation, response: response, queryNames: queryNames)
    let body = schemas.shape(of: response)
    var plan = ResourcePlan(
      name: name,
      path: operation.path,
      summary: Self.sentence(operation.body["summary"]?.string ?? operation.body["description"]?.string ?? "\(last)."),
      kind: kind,
      arguments: arguments,
      options: options,
      searchParameter: search,
      paging: paging,
      recordsKey: recordsKey,
      fields: fields(of: shape)
    )
    plan.recordKind = Self.name(literals: [name], kind: .detail)
    plan.wholeNumberArguments = wholeNumberArguments
    plan.parameterExamples = examples
    plan.example = example(of: operation)
    if kind == .list {
      plan.totalPath = totalPath(in: body)
      plan.nextPath = schemas.property("next", of: body) != nil ? ["next"] : nextHolder(in: body).map { [$0, "next"] }
      if paging == .pageNumbers || paging == .offset {
        plan.pageSizeParameter = pageSizeParameter ?? (paging == .offset ? "limit" : nil)
      }
      plan.pageSize = pageSize
    }
    return plan
  }

  /// The path of the list's count in `body`: `total_count`, or `meta.total`.
  private mutating func totalPath(in body: SchemaShape) -> [String]? {
    for key in Self.totalKeys {
      if schemas.property(key, of: body)?.type == "integer" { return [key] }
      for holder in ["meta", "info", "pagination"] {
        if let shape = schemas.property(holder, of: body), schemas.property(key, of: shape)?.type == "integer" { return [holder, key] }
      }
    }
    return nil
  }

  /// The property of `body` that holds a `next` URL: `info`, `links`, `meta`, `_links`.
  private mutating func nextHolder(in body: SchemaShape) -> String? {
    for holder in ["info", "links", "meta", "_links"] {
      if let shape = schemas.property(holder, of: body), schemas.property("next", of: shape) != nil { return holder }
    }
    return nil
  }

  /// The properties that count a list's records, in order of preference.
  static let totalKeys = ["total_count", "total", "count", "totalCount", "total_results", "totalResults"]
  /// The query parameters that set a page's size.
  static let pageSizeParameters: Set<String> = ["per_page", "page_size", "pagesize", "perpage", "limit", "size"]

  /// The example body of the operation's 200 (or first 2xx) JSON response:
  /// its `example`, its first `examples` value, or its schema's `example`.
  private func example(of operation: OpenAPIDocument.Operation) -> OpenAPIJSON? {
    guard let responses = operation.body["responses"]?.object else { return nil }
    let code = responses.keys.filter { $0.hasPrefix("2") }.sorted().first
    guard let code, let response = responses[code].flatMap(document.resolve) else { return nil }
    let content = response["content"]?.object ?? [:]
    guard let json = content.first(where: { $0.key.hasPrefix("application/json") || $0.key.hasSuffix("+json") })?.value else { return nil }
    if let example = json["example"] { return example }
    if let first = json["examples"]?.object?.sorted(by: { $0.key < $1.key }).first?.value, let value = document.resolve(first)?["value"] {
      return value
    }
    return json["schema"].flatMap(document.resolve)?["example"]
  }

  /// The schema of the operation's 200 (or first 2xx) JSON response.
  private func responseSchema(of operation: OpenAPIDocument.Operation) -> OpenAPIJSON? {
    guard let responses = operation.body["responses"]?.object else { return nil }
    let code = responses.keys.filter { $0.hasPrefix("2") }.sorted().first
    guard let code, let response = responses[code].flatMap(document.resolve) else { return nil }
    let content = response["content"]?.object ?? [:]
    let json = content.first { $0.key.hasPrefix("application/json") || $0.key.hasSuffix("+json") }?.value
    return json?["schema"]
  }

  /// How the list pages: as `x-explore-paging` says, else from its
  /// parameters, its body's `next`, or a `Link` response header.
  private mutating func paging(of operation: OpenAPIDocument.Operation, response: OpenAPIJSON, queryNames: Set<String>) -> ResourcePlan.Paging {
    if let stated = operation.body["x-explore-paging"]?.string {
      if let paging = ResourcePlan.Paging(rawValue: stated) { return paging }
      unmapped.append("GET \(operation.path): x-explore-paging \"\(stated)\" is not page, offset, next, link or single")
    }
    let body = schemas.shape(of: response)
    if schemas.property("next", of: body) != nil || nextHolder(in: body) != nil { return .nextURL }
    let headers = operation.body["responses"]?.object?.filter { $0.key.hasPrefix("2") }.values
      .compactMap { document.resolve($0)?["headers"]?.object?.keys }.joined().map { $0.lowercased() } ?? []
    if headers.contains("link") { return .linkHeader }
    if queryNames.contains("page") { return .pageNumbers }
    if queryNames.contains("offset") { return .offset }
    return .single
  }

  /// The id, title and a handful of display fields of a record.
  private mutating func fields(of record: SchemaShape) -> ResourcePlan.Fields {
    let names = record.properties.map(\.name)
    let id: ResourcePlan.Fields.ID? =
      names.contains("id") ? .key("id") : ["url", "self"].first(where: names.contains).map { .fromURL($0) }
    let title = ["name", "title", "login", "full_name"].first(where: names.contains)
      ?? record.properties.first { record.required.contains($0.name) && schemas.shape(of: $0.schema).type == "string" }?.name
    var display: [(key: String, format: ResourcePlan.Fields.Format)] = []
    for (name, schema) in record.properties where name != title && name != "id" && display.count < 6 {
      let shape = schemas.shape(of: schema)
      switch (shape.type, shape.format) {
      case ("string", "date-time"), ("string", "date"): display.append((name, .date))
      case ("string", "uri"), ("string", "url"): if name != "url", name != "self" { display.append((name, .url)) }
      case ("integer", _): display.append((name, .integer))
      case ("string", nil) where !shape.enumValues.isEmpty: display.append((name, .text))
      default: break
      }
    }
    var fields = ResourcePlan.Fields(id: id, title: title, display: display)
    fields.subtitle = ["description", "summary", "bio", "tagline"].first {
      names.contains($0) && schemas.property($0, of: record)?.type == "string" && $0 != title
    }
    fields.webPage = ["html_url", "web_url", "homepage"].first(where: names.contains)
      ?? (id == .key("id") ? ["url", "self"].first { schemas.property($0, of: record)?.format?.hasPrefix("ur") == true } : nil)
    fields.display.removeAll { $0.key == fields.webPage }
    fields.references = record.properties.compactMap { property in
      let shape = schemas.shape(of: property.schema)
      guard shape.type == "array", let items = shape.items, ["uri", "url"].contains(schemas.shape(of: items).format ?? "") else { return nil }
      return property.name
    }
    return fields
  }

  /// The resource's name on the command line: `x-explore-name` when it
  /// holds a letter or a digit (spelled as a command word), else from the path.
  private mutating func resourceName(stated: OpenAPIJSON?, literals: [String], kind: ResourcePlan.Kind, operation: String) -> String {
    if let stated {
      if let text = stated.string, let word = Self.commandWord(text) { return word }
      unmapped.append("\(operation): x-explore-name \(stated.string.map { "\"\($0)\"" } ?? "that is not a string") has no letter or digit to name a command; the name comes from the path")
    }
    return Self.name(literals: literals, kind: kind)
  }

  /// `text` as a word of the command line: lowercase ASCII letters and
  /// digits, each run of anything else one `-`; `nil` when nothing is left.
  /// A document's names are typed in shells and printed in help, so they
  /// hold nothing a shell or a terminal would read.
  package static func commandWord(_ text: String) -> String? {
    var word = ""
    for scalar in text.lowercased().unicodeScalars.prefix(200) {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        word.unicodeScalars.append(scalar)
      } else if !word.isEmpty, !word.hasSuffix("-") {
        word.append("-")
      }
    }
    while word.hasSuffix("-") { word.removeLast() }
    return word.isEmpty ? nil : word
  }

  /// `characters` for a list of `/character`'s… the last literal segment
  /// that names something; a detail resource's name is its collection's, singular.
  package static func name(literals: [String], kind: ResourcePlan.Kind) -> String {
    let base = literals.reversed().lazy.compactMap(commandWord).first ?? "items"
    guard kind == .detail else { return base }
    if base.hasSuffix("ies") { return String(base.dropLast(3)) + "y" }
    if base.hasSuffix("ses") || base.hasSuffix("xes") { return String(base.dropLast(2)) }
    if base.hasSuffix("s"), !base.hasSuffix("ss") { return String(base.dropLast()) }
    return base
  }

  /// `name`, or `name-2`, `name-3`… when a resource already has it.
  private mutating func uniqueName(_ name: String) -> String {
    var candidate = name
    var number = 2
    while !names.insert(candidate).inserted {
      candidate = "\(name)-\(number)"
      number += 1
    }
    return candidate
  }

  package static func isParameter(_ segment: String) -> Bool { segment.hasPrefix("{") && segment.hasSuffix("}") }

  /// The text with a capital and a final full stop, as summaries are.
  package static func sentence(_ text: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").first.map(String.init) ?? ""
    guard let first = trimmed.first else { return "" }
    let capitalised = first.uppercased() + trimmed.dropFirst()
    return capitalised.hasSuffix(".") ? capitalised : capitalised + "."
  }
}
