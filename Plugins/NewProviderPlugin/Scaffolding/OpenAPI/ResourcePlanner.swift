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
    for parameter in operation.parameters {
      guard let parameter = document.resolve(parameter), let name = parameter["name"]?.string else {
        unmapped.append("\(operationName): a parameter that names nothing")
        continue
      }
      switch parameter["in"]?.string {
      case "path": continue
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
      if Self.pagingParameters.contains(name.lowercased()) { continue }
      if search == nil, Self.searchParameters.contains(name.lowercased()) {
        search = name
        continue
      }
      let schema = parameter["schema"].map { SchemaShape($0, in: document) }
      let optionKind: ResourcePlan.Option.Kind =
        if let values = schema?.enumValues, !values.isEmpty { .choices(values) }
        else if schema?.type == "integer" { .wholeNumber }
        else if schema?.type == "boolean" { .flag }
        else { .text }
      options.append(
        ResourcePlan.Option(
          name: name, summary: parameter["description"]?.string ?? "", kind: optionKind, isRequired: parameter["required"]?.bool ?? false))
    }

    return ResourcePlan(
      name: uniqueName(operation.body["x-explore-name"]?.string ?? Self.name(literals: literals, kind: kind)),
      path: operation.path,
      summary: Self.sentence(operation.body["summary"]?.string ?? operation.body["description"]?.string ?? "\(last)."),
      kind: kind,
      arguments: arguments,
      options: options,
      searchParameter: search,
      paging: kind == .detail ? .single : paging(of: operation, page: shape, response: response, queryNames: queryNames),
      recordsKey: recordsKey,
      fields: Self.fields(of: shape, in: document)
    )
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
    return ResourcePlan.Fields(id: id, title: title, display: display)
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
