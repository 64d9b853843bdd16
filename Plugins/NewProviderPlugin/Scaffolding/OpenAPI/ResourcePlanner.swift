import Foundation

/// The rules that turn one `GET` operation into a ``ResourcePlan``: its
/// name, options, search, paging and fields. Notes what it leaves out.
struct ResourcePlanner {
  let document: OpenAPIDocument
  /// What was left out, one line each.
  var unmapped: [String] = []
  private var names: Set<String> = []

  /// The query parameters that page a list, never options.
  static let pagingParameters: Set<String> = ["page", "per_page", "page_size", "pagesize", "perpage", "limit", "offset", "cursor", "size"]
  /// The query parameters that search, in order of preference.
  static let searchParameters = ["search", "q", "query", "filter[name]", "name", "term", "keyword"]
  /// The properties that hold the records of a page, in order of preference.
  static let recordsKeys = ["results", "items", "data", "records", "entries"]

  init(document: OpenAPIDocument) {
    self.document = document
  }

  /// The resource `operation` becomes, or `nil` (noted) when it cannot be one.
  mutating func resource(for operation: OpenAPIDocument.Operation) -> ResourcePlan? {
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
    var shape = SchemaShape(response, in: document)
    var recordsKey: String?
    if kind == .list {
      if shape.type == "array", let items = shape.items {
        shape = SchemaShape(items, in: document)
      } else if let key = Self.recordsKeys.first(where: { shape.property($0, in: document)?.type == "array" })
        ?? shape.properties.first(where: { SchemaShape($0.schema, in: document).type == "array" })?.name,
        let items = shape.property(key, in: document)?.items
      {
        recordsKey = key
        shape = SchemaShape(items, in: document)
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
    for parameter in operation.parameters {
      guard let parameter = document.resolve(parameter), let name = parameter["name"]?.string else {
        unmapped.append("\(operationName): a parameter that names nothing")
        continue
      }
      let schema = parameter["schema"].map { SchemaShape($0, in: document) }
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

    let name = uniqueName(operation.body["x-explore-name"]?.string ?? Self.name(literals: literals, kind: kind))
    let paging = kind == .detail ? .single : paging(of: operation, page: shape, response: response, queryNames: queryNames)
    let body = SchemaShape(response, in: document)
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
      fields: Self.fields(of: shape, in: document)
    )
    plan.recordKind = Self.name(literals: [name], kind: .detail)
    plan.wholeNumberArguments = wholeNumberArguments
    plan.parameterExamples = examples
    plan.example = example(of: operation)
    if kind == .list {
      let document = self.document
      plan.totalPath = Self.totalKeys.lazy.compactMap { key in
        body.property(key, in: document)?.type == "integer"
          ? [key] : ["meta", "info", "pagination"].first { body.property($0, in: document)?.property(key, in: document)?.type == "integer" }.map { [$0, key] }
      }.first
      plan.nextPath = ["next"].filter { body.property($0, in: document) != nil }.first.map { [$0] }
        ?? ["info", "links", "meta", "_links"].first { body.property($0, in: document)?.property("next", in: document) != nil }.map { [$0, "next"] }
      if paging == .pageNumbers || paging == .offset {
        plan.pageSizeParameter = pageSizeParameter ?? (paging == .offset ? "limit" : nil)
      }
      plan.pageSize = pageSize
    }
    return plan
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
  private mutating func paging(
    of operation: OpenAPIDocument.Operation, page: SchemaShape, response: OpenAPIJSON, queryNames: Set<String>
  ) -> ResourcePlan.Paging {
    if let stated = operation.body["x-explore-paging"]?.string {
      if let paging = ResourcePlan.Paging(rawValue: stated) { return paging }
      unmapped.append("GET \(operation.path): x-explore-paging \"\(stated)\" is not page, offset, next, link or single")
    }
    let body = SchemaShape(response, in: document)
    let nextHolders = [body] + ["info", "links", "meta", "_links"].compactMap { body.property($0, in: document) }
    if nextHolders.contains(where: { $0.property("next", in: document) != nil }) { return .nextURL }
    let headers = operation.body["responses"]?.object?.filter { $0.key.hasPrefix("2") }.values
      .compactMap { document.resolve($0)?["headers"]?.object?.keys }.joined().map { $0.lowercased() } ?? []
    if headers.contains("link") { return .linkHeader }
    if queryNames.contains("page") { return .pageNumbers }
    if queryNames.contains("offset") { return .offset }
    return .single
  }

  /// The id, title and a handful of display fields of a record.
  static func fields(of record: SchemaShape, in document: OpenAPIDocument) -> ResourcePlan.Fields {
    let names = record.properties.map(\.name)
    let id: ResourcePlan.Fields.ID? =
      names.contains("id") ? .key("id") : ["url", "self"].first(where: names.contains).map { .fromURL($0) }
    let title = ["name", "title", "login", "full_name"].first(where: names.contains)
      ?? record.properties.first { record.required.contains($0.name) && SchemaShape($0.schema, in: document).type == "string" }?.name
    var display: [(key: String, format: ResourcePlan.Fields.Format)] = []
    for (name, schema) in record.properties where name != title && name != "id" && display.count < 6 {
      let shape = SchemaShape(schema, in: document)
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
      names.contains($0) && record.property($0, in: document)?.type == "string" && $0 != title
    }
    fields.webPage = ["html_url", "web_url", "homepage"].first(where: names.contains)
      ?? (id == .key("id") ? ["url", "self"].first { record.property($0, in: document)?.format?.hasPrefix("ur") == true } : nil)
    fields.display.removeAll { $0.key == fields.webPage }
    fields.references = record.properties.compactMap { property in
      let shape = SchemaShape(property.schema, in: document)
      guard shape.type == "array", let items = shape.items, ["uri", "url"].contains(SchemaShape(items, in: document).format ?? "") else { return nil }
      return property.name
    }
    return fields
  }

  /// `characters` for a list of `/character`'s… the last literal segment;
  /// a detail resource's name is its collection's, singular.
  static func name(literals: [String], kind: ResourcePlan.Kind) -> String {
    let base = (literals.last ?? "items").lowercased().replacingOccurrences(of: "_", with: "-")
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

  static func isParameter(_ segment: String) -> Bool { segment.hasPrefix("{") && segment.hasSuffix("}") }

  /// The text with a capital and a final full stop, as summaries are.
  static func sentence(_ text: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").first.map(String.init) ?? ""
    guard let first = trimmed.first else { return "" }
    let capitalised = first.uppercased() + trimmed.dropFirst()
    return capitalised.hasSuffix(".") ? capitalised : capitalised + "."
  }
}
