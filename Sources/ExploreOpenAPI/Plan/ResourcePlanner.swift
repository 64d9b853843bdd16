import ExploreCore
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
  /// The paths of the document's `GET` operations, to find a list's detail path.
  private let getPaths: Set<String>
  /// The document's schemas, each reference read once, within bounds.
  private var schemas: SchemaReader

  /// The query parameters that page a list, never options.
  static let pagingParameters: Set<String> = [
    "page", "per_page", "page_size", "pagesize", "perpage", "limit", "offset", "cursor", "size", "marker", "starting_after", "page_token",
    "pagetoken", "next_token",
  ]
  /// The query parameters that take an opaque cursor.
  static let cursorParameters = ["cursor", "marker", "starting_after", "page_token", "pageToken", "next_token", "after", "offset"]
  /// The title properties, in order of preference: a person's `login`,
  /// a repository's `full_name`, then `name` and `title`.
  static let titleKeys = ["login", "full_name", "name", "title"]
  /// The id properties, in order of preference (Asana's records have a `gid`).
  static let idKeys = ["id", "gid", "uuid"]
  /// The words of properties that hold a picture's URL.
  static let pictureWords = ["avatar", "image", "picture", "photo", "thumbnail", "icon", "logo", "sprite", "front_default", "artwork", "poster"]
  /// The query parameters that search, in order of preference.
  static let searchParameters = ["search", "q", "query", "filter[name]", "name", "term", "keyword"]
  /// The properties that hold the records of a page, in order of preference.
  static let recordsKeys = ["results", "items", "data", "records", "entries"]

  public init(document: OpenAPIDocument) {
    self.document = document
    schemas = SchemaReader(document: document)
    getPaths = Set(document.operations.filter { $0.method == "get" }.map(\.path))
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
    let literals = segments.filter { !Self.isParameter($0) }.compactMap(Self.commandWord).filter(Self.isWord)
    let arguments = segments.filter(Self.isParameter).map { String($0.dropFirst().dropLast()) }
    guard let last = segments.last else {
      unmapped.append("\(operationName): the root path has no resource name")
      return nil
    }
    let kind: ResourcePlan.Kind = Self.isParameter(last) ? .detail : .list
    guard let response = responseSchema(of: operation) else {
      let problem = responseReferenceProblem(of: operation)
      unmapped.append("\(operationName): " + (problem.map { "its 2xx response is \($0)" } ?? "no JSON schema for its 200 response"))
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
        // NB: a schema that could not be read (a `$ref` to another file)
        // says why, rather than that it holds no array.
        let why = shape.unsupported.isEmpty ? "is neither an array nor an object holding one" : "schema holds " + shape.unsupported.joined(separator: "; ")
        unmapped.append("\(operationName): its response \(why)")
        return nil
      }
    }
    // NB: some APIs wrap a record in `{"data": {…}}` (Asana): its record is inside.
    var wrapper: String?
    if kind == .detail, shape.properties.count <= 2, let key = Self.recordsKeys.first(where: { schemas.property($0, of: shape)?.type == "object" }),
      let inner = schemas.property(key, of: shape), !inner.properties.isEmpty
    {
      wrapper = key
      shape = inner
    }
    for reason in shape.unsupported { unmapped.append("\(operationName): \(reason)") }

    var options: [ResourcePlan.Option] = []
    var search: String?
    var queryNames: Set<String> = []
    var wholeNumberArguments: Set<String> = []
    var examples: [String: String] = [:]
    var argumentSummaries: [String: String] = [:]
    var pageSizeParameter: String?
    // NB: a page size only when the document states one: assuming 20 lost
    // every row past the 20th of a page of 10's list, in silence.
    var pageSize: Int?
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
        if let text = parameter["description"]?.string, !text.isEmpty { argumentSummaries[name] = Self.sentence(text) }
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
          name: name, summary: parameter["description"]?.string.map(Self.sentence) ?? "", kind: optionKind, isRequired: isRequired))
    }

    let words = resourceName(stated: operation.body["x-explore-name"], literals: literals, kind: kind, operation: operationName)
    let body = schemas.shape(of: response)
    let nextPath = schemas.property("next", of: body) != nil ? ["next"] : nextHolder(in: body).map { [$0, "next"] }
    let paging: ListPaging =
      kind == .detail
      ? .single
      : paging(
        of: operation, body: body, headers: responseHeaders(of: operation), queryNames: queryNames,
        size: (pageSize, pageSizeParameter), next: nextPath)
    let records = Self.records(in: example(of: operation), at: kind == .list ? recordsKey : wrapper)
    let fields = fields(of: shape, path: operation.path, kind: kind, examples: records)
    var plan = ResourcePlan(
      words: words,
      path: operation.path,
      summary: Self.sentence(operation.body["summary"]?.string ?? operation.body["description"]?.string ?? "\(last)."),
      kind: kind,
      arguments: arguments,
      options: options,
      searchParameter: search,
      paging: paging,
      recordsKey: recordsKey,
      fields: fields
    )
    plan.context = literals
    plan.recordKind = Self.singular(words.last ?? "item")
    plan.wholeNumberArguments = wholeNumberArguments
    plan.parameterExamples = examples
    plan.argumentSummaries = argumentSummaries
    plan.example = example(of: operation)
    plan.picture = picture(of: shape)
    plan.wrapper = wrapper
    if kind == .list { plan.nextPath = nextPath }
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

  /// Why the operation's 200 (or first 2xx) response, or its JSON
  /// content's schema, names nothing: a `$ref` that cannot be followed.
  private func responseReferenceProblem(of operation: OpenAPIDocument.Operation) -> OpenAPIReferenceProblem? {
    guard let responses = operation.body["responses"]?.object, let code = responses.keys.filter({ $0.hasPrefix("2") }).sorted().first,
      let response = responses[code]
    else { return nil }
    if case .failure(let problem) = OpenAPIDocument.resolve(response, in: document.root) { return problem }
    return nil
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

  /// How the list pages, in its own parameters: as `x-explore-paging` says
  /// (`page`, `offset`, `next`, `link`, `cursor`, `single`), else from its
  /// parameters, a cursor whose next value the body holds, its body's
  /// `next`, or a `Link` response header; with the count the body states,
  /// and `size`, the page size and its parameter, as the document gives them.
  private mutating func paging(
    of operation: OpenAPIDocument.Operation, body: SchemaShape, headers: [String], queryNames: Set<String>,
    size: (pageSize: Int?, parameter: String?), next: [String]?
  ) -> ListPaging {
    let stated = operation.body["x-explore-paging"]?.string
    if let stated, !["page", "offset", "next", "link", "cursor", "single"].contains(stated) {
      unmapped.append("GET \(operation.path): x-explore-paging \"\(stated)\" is not page, offset, next, link or single")
    }
    let total = totalPath(in: body).map { JSONPath($0) }
    if stated == nil || stated == "cursor", let cursor = cursor(of: operation, body: body) {
      return .cursor(parameter: cursor.parameter, next: JSONPath(cursor.next), pageSize: size.pageSize, sizeParameter: size.parameter)
    }
    let form =
      switch stated {
      case "page", "offset", "next", "link", "single": stated ?? ""
      // NB: an API that takes `page` or `offset` is paged by them even when
      // it also sends a `next` URL, so that `--page N` asks for page N.
      default:
        headers.contains("link")
          ? "link" : queryNames.contains("page") ? "page" : queryNames.contains("offset") ? "offset" : next != nil ? "next" : "single"
      }
    switch form {
    case "link": return .linkHeader(pageSize: size.pageSize)
    case "page": return .pageNumbers(pageSize: size.pageSize, total: total, sizeParameter: size.parameter)
    case "offset": return .offsetLimit(pageSize: size.pageSize, total: total, limit: size.parameter ?? "limit")
    case "next": return .nextURL(at: JSONPath(next ?? ["next"]), pageSize: size.pageSize, total: total)
    default: return .single
    }
  }

  /// The headers of the operation's 2xx responses, in lower case.
  private func responseHeaders(of operation: OpenAPIDocument.Operation) -> [String] {
    operation.body["responses"]?.object?.filter { $0.key.hasPrefix("2") }.values
      .compactMap { document.resolve($0)?["headers"]?.object?.keys }.joined().map { $0.lowercased() } ?? []
  }

  /// The records of an example body: the array itself, or the one at `key`.
  static func records(in example: OpenAPIJSON?, at key: String?) -> [OpenAPIJSON] {
    guard let example else { return [] }
    if let key { return example[key]?.array ?? example[key].map { [$0] } ?? [] }
    return example.array ?? [example]
  }

  /// The opaque cursor a list pages by: a cursor parameter (`marker`, or an
  /// `offset` that is text rather than a number) whose next value the body
  /// holds (`next_marker`, `next_page.offset`, `next_cursor`).
  private mutating func cursor(of operation: OpenAPIDocument.Operation, body: SchemaShape) -> (parameter: String, next: [String])? {
    var query: [String: String] = [:]
    for parameter in operation.parameters {
      guard let parameter = document.resolve(parameter), parameter["in"]?.string == "query", let name = parameter["name"]?.string else { continue }
      query[name] = parameter["schema"].map { schemas.shape(of: $0) }?.type ?? "string"
    }
    // NB: an API that also takes a numeric `offset` (Box) is paged by it,
    // so that `--page N` reaches page N.
    if query["offset"] == "integer" { return nil }
    for name in Self.cursorParameters {
      guard let type = query[name], type == "string" else { continue }
      let snake = name.lowercased()
      let candidates = [
        ["next_\(snake)"], ["next_page", name], ["next_page_\(snake)"], ["next_cursor"], ["next_page_token"], ["nextPageToken"],
        ["meta", "next_cursor"], ["response_metadata", "next_cursor"], ["pagination", "next_cursor"], ["paging", "cursors", "after"],
      ]
      for path in candidates where has(path, in: body) {
        return (name, path)
      }
    }
    return nil
  }

  /// Whether `body` has a property at `path`.
  private mutating func has(_ path: [String], in body: SchemaShape) -> Bool {
    var shape = body
    for key in path {
      guard let next = schemas.property(key, of: shape) else { return false }
      shape = next
    }
    return true
  }

  /// The id, title and a handful of display fields of a record.
  ///
  /// The title is, in order: a required string property among `login`,
  /// `full_name`, `name`, `title` (in that order); else one of those four
  /// that the record does not require but the document's examples show as
  /// text; else the first other required string (not an id or `type`);
  /// else a property whose name ends in `name` or `title` that the
  /// examples show. Each guess is checked against the document's example
  /// records (`examples`, else each property's own `example`): one that an
  /// example lacks is passed over. The id is `id` (or `gid`, `uuid`); else the last
  /// segment of a URL property, when the path has a detail path below it;
  /// else the title.
  private mutating func fields(of record: SchemaShape, path: String, kind: ResourcePlan.Kind, examples: [OpenAPIJSON]) -> ResourcePlan.Fields {
    let names = record.properties.map(\.name)
    func isString(_ name: String) -> Bool { schemas.property(name, of: record)?.type == "string" }
    func examplesHold(_ name: String) -> Bool {
      examples.allSatisfy { ($0[name]?.string).map { !$0.isEmpty } ?? false }
    }
    func propertyExample(_ name: String) -> OpenAPIJSON? {
      record.properties.first { $0.name == name }.flatMap { document.resolve($0.schema) }?["example"]
    }
    // NB: a property the record does not require is a guess, taken only
    // when the document's examples show it as text.
    func examplesShow(_ name: String) -> Bool {
      examples.isEmpty ? propertyExample(name)?.string.map { !$0.isEmpty } ?? false : examplesHold(name)
    }
    let strings = names.filter(isString)
    let required = strings.filter { record.required.contains($0) && !Self.idKeys.contains($0) && $0 != "type" }
    let title =
      Self.titleKeys.filter(required.contains).first(where: examplesHold)
      ?? Self.titleKeys.filter(strings.contains).first(where: examplesShow)
      ?? required.first(where: examplesHold)
      ?? strings.filter { $0.lowercased().hasSuffix("name") || $0.lowercased().hasSuffix("title") }.first(where: examplesShow)
    var id: ResourcePlan.Fields.ID? = Self.idKeys.first(where: names.contains).map { .key($0) }
    if id == nil, let url = ["url", "self", "href", "uri"].first(where: { names.contains($0) && isString($0) }), hasDetailPath(path, kind: kind) {
      id = .fromURL(url)
    }
    if id == nil, let title { id = .key(title) }
    var display: [(key: String, format: ResourcePlan.Fields.Format)] = []
    for (name, schema) in record.properties where name != title && !Self.idKeys.contains(name) && display.count < 6 {
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
    fields.titleIsRequired = title.map(required.contains) ?? true
    fields.subtitle = ["description", "summary", "bio", "tagline", "notes"].first {
      names.contains($0) && schemas.property($0, of: record)?.type == "string" && $0 != title
    }
    fields.webPage = ["html_url", "web_url", "permalink_url", "homepage"].first(where: names.contains)
      ?? (id.map { Self.idKeys.contains($0.key ?? "") } == true ? ["url", "self"].first { schemas.property($0, of: record)?.format?.hasPrefix("ur") == true } : nil)
    fields.display.removeAll { $0.key == fields.webPage }
    fields.references = record.properties.compactMap { property in
      let shape = schemas.shape(of: property.schema)
      guard shape.type == "array", let items = shape.items, ["uri", "url"].contains(schemas.shape(of: items).format ?? "") else { return nil }
      return property.name
    }
    return fields
  }

  /// Whether a list at `path` has a detail path below it (`/pokemon/` and
  /// `/pokemon/{id}/`), or `path` is one: then a record's URL ends in its id.
  private func hasDetailPath(_ path: String, kind: ResourcePlan.Kind) -> Bool {
    if kind == .detail { return true }
    let base = path.hasSuffix("/") ? String(path.dropLast()) : path
    return getPaths.contains { candidate in
      guard candidate.hasPrefix(base + "/") else { return false }
      let rest = candidate.dropFirst(base.count + 1)
      let segment = rest.hasSuffix("/") ? rest.dropLast() : rest
      return Self.isParameter(String(segment)) && !segment.contains("/")
    }
  }

  /// The property that holds the record's picture: a string property named
  /// like one (`avatar_url`, `image`, `photo_url`), or one inside an object
  /// property (`sprites.front_default`).
  private mutating func picture(of record: SchemaShape) -> [String]? {
    func isPicture(_ name: String) -> Bool {
      let lower = name.lowercased()
      return Self.pictureWords.contains { lower.contains($0) }
    }
    for (name, schema) in record.properties where isPicture(name) {
      let shape = schemas.shape(of: schema)
      if shape.type == "string", shape.format != "binary" { return [name] }
    }
    for (name, schema) in record.properties {
      let shape = schemas.shape(of: schema)
      guard shape.type == "object" else { continue }
      for (inner, innerSchema) in shape.properties where isPicture(inner) && schemas.shape(of: innerSchema).type == "string" {
        return [name, inner]
      }
    }
    return nil
  }

  /// Why `path` cannot be a declared resource's, or `nil`: a segment `.`
  /// or `..` (plainly or percent-encoded), which would send requests out of
  /// the API's base path; a segment that holds a brace but is not one whole
  /// placeholder (`{id}{id}`, `{name}.json`); a placeholder named twice.
  ///
  /// NB: `explore api add` leaves such an operation out with this reason;
  /// `new-provider` generates Swift from it (its names pass
  /// `SwiftSpelling`), and a wrong path fails where the request is built.
  public static func pathProblem(_ path: String) -> String? {
    let segments = path.split(separator: "/").map(String.init)
    var placeholders: [String] = []
    for segment in segments {
      let decoded = segment.removingPercentEncoding ?? segment
      if decoded == "." || decoded == ".." {
        return "its path has the segment '\(segment)', which would send every request out of the API's base path, so it is no resource; correct the path in the document to add it"
      }
      if isParameter(segment), !segment.dropFirst().dropLast().contains(where: { $0 == "{" || $0 == "}" }) {
        placeholders.append(String(segment.dropFirst().dropLast()))
      } else if segment.contains("{") || segment.contains("}") {
        return "its path segment '\(segment)' is not one whole placeholder such as {id}, and explore fills a whole segment "
          + "from each argument; declare this one by hand (docs/Declarations.md)"
      }
    }
    if let twice = placeholders.first(where: { name in placeholders.filter { $0 == name }.count > 1 }) {
      return "its path has the placeholder {\(twice)} twice, and each argument fills one placeholder; declare this one by hand (docs/Declarations.md)"
    }
    return nil
  }

  /// The resource's name on the command line: `x-explore-name` when it
  /// holds a letter (spelled as command words), else from the path: its
  /// last literal segment, singular for a detail view. ``OpenAPIPlan``
  /// adds words from the path when two resources would have one name.
  private mutating func resourceName(stated: OpenAPIJSON?, literals: [String], kind: ResourcePlan.Kind, operation: String) -> [String] {
    if let stated {
      if let text = stated.string, let word = Self.commandWord(text), Self.isWord(word) { return [word] }
      unmapped.append("\(operation): x-explore-name \(Self.whyNotAName(stated)); the name comes from the path (give x-explore-name a word such as 'things' to choose it)")
    }
    return [Self.name(literals: literals, kind: kind)]
  }

  /// Why `stated`, an `x-explore-name`, names no resource, after its
  /// name: it is not a string, its command word does not start with a
  /// letter, or it is `api` or a version (`v2`), which names never hold.
  static func whyNotAName(_ stated: OpenAPIJSON) -> String {
    guard let text = stated.string else { return "is not a string" }
    guard let word = commandWord(text), let first = word.unicodeScalars.first, ("a"..."z").contains(first) else {
      return "\"\(text)\" has no letter to start a command's name"
    }
    return "\"\(text)\" cannot name a resource: explore leaves the word 'api' and versions such as 'v2' out of names"
  }

  /// `text` as a word of the command line: lowercase ASCII letters and
  /// digits, each run of anything else (and each step from a small letter
  /// to a capital, `findByStatus`) one `-`; `nil` when nothing is left.
  /// A document's names are typed in shells and printed in help, so they
  /// hold nothing a shell or a terminal would read.
  package static func commandWord(_ text: String) -> String? {
    var word = ""
    var previousIsLower = false
    for scalar in text.unicodeScalars.prefix(200) {
      let isUpper = ("A"..."Z").contains(scalar)
      if isUpper, previousIsLower, !word.hasSuffix("-") { word.append("-") }
      let lower = isUpper ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
      if ("a"..."z").contains(lower) || ("0"..."9").contains(lower) {
        word.unicodeScalars.append(lower)
      } else if !word.isEmpty, !word.hasSuffix("-") {
        word.append("-")
      }
      previousIsLower = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }
    while word.hasSuffix("-") { word.removeLast() }
    return word.isEmpty ? nil : word
  }

  /// Whether `word` names something on a command line: it starts with a
  /// letter, and is not a version (`v2`) or the word `api`.
  package static func isWord(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first, ("a"..."z").contains(first), word != "api" else { return false }
    let isVersion = word.hasPrefix("v") && word.dropFirst().allSatisfy { $0.isNumber || $0 == "-" } && word.count > 1
    return !isVersion
  }

  /// `characters` for a list of `/character`'s… the last literal segment
  /// that names something; a detail resource's name is its collection's, singular.
  package static func name(literals: [String], kind: ResourcePlan.Kind) -> String {
    let base = literals.last ?? "items"
    return kind == .detail ? singular(base) : base
  }

  /// The singular of an English plural, as paths spell them: `species`,
  /// `series`, `status` and `news` stay; `categories` is `category`,
  /// `addresses` `address`, `boxes` `box`, `users` `user`.
  package static func singular(_ word: String) -> String {
    let unchanged = ["species", "series", "news", "data", "media", "metadata", "info"]
    if unchanged.contains(where: { word == $0 || word.hasSuffix("-" + $0) }) { return word }
    if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") { return word }
    if word.hasSuffix("ies"), word.count > 4 { return String(word.dropLast(3)) + "y" }
    if ["sses", "xes", "ches", "shes", "uses", "zzes"].contains(where: word.hasSuffix) { return String(word.dropLast(2)) }
    if word.hasSuffix("s") { return String(word.dropLast()) }
    return word
  }

  package static func isParameter(_ segment: String) -> Bool { segment.hasPrefix("{") && segment.hasSuffix("}") }

  /// The text with a capital and a final full stop, as summaries are.
  package static func sentence(_ text: String) -> String {
    let paragraph = text.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: "\n\n").first ?? ""
    var trimmed = paragraph.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    if let end = trimmed.range(of: ". ") { trimmed = String(trimmed[..<end.lowerBound]) }
    if trimmed.count > 200 { trimmed = String(trimmed.prefix(199)) + "…" }
    guard let first = trimmed.first else { return "" }
    let capitalised = first.uppercased() + trimmed.dropFirst()
    return capitalised.hasSuffix(".") || capitalised.hasSuffix("…") ? capitalised : capitalised + "."
  }
}
