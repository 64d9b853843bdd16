import ExploreOpenAPI
import Foundation

extension OpenAPISource {
  /// One replay fixture: the request an example sends and the answer.
  package struct Fixture {
    /// `GET-animals-per-page-20.json`.
    package var fileName: String
    package var contents: String
    /// Whether the body is the document's example, not made up.
    package var isFromExample: Bool
  }

  /// A fixture for every example of every resource, so that `--offline`
  /// and the conformance tests run at once: the document's example body
  /// where there is one (a search example keeps the records whose title
  /// matches), else made-up records with the id and title the mapping reads.
  package var fixtures: [Fixture] {
    var fixtures: [Fixture] = []
    var seen: Set<String> = []
    for resource in plan.resources {
      let commands = examples(of: resource)
      for (index, _) in commands.enumerated() {
        let search = index == 1 ? searchExample(of: resource) : nil
        let spelled = spelledRequest(of: resource, search: search)
        let (body, isFromExample) = self.body(of: resource, search: search)
        let fileName = Self.fileName(path: spelled)
        guard seen.insert(fileName).inserted else { continue }
        let exchange = OpenAPIJSON.object([
          "request": .object(["method": .string("GET"), "path": .string(spelled)]),
          "response": .object([
            "status": .number(200), "headers": .object(["content-type": .string("application/json; charset=utf-8")]), "body": body,
          ]),
        ])
        fixtures.append(Fixture(fileName: fileName, contents: exchange.prettyPrinted() + "\n", isFromExample: isFromExample))
      }
    }
    return fixtures
  }

  /// `/animals?q=lion&per_page=20`: the first page of `resource` as its handler asks for it.
  func spelledRequest(of resource: ResourcePlan, search: String?) -> String {
    let (path, query) = request(of: resource, search: search)
    return query.isEmpty ? path : path + "?" + query.map { "\(Self.percentEncoded($0.name))=\(Self.percentEncoded($0.value))" }.joined(separator: "&")
  }

  /// The path and query of the first page of `resource`, as its handler sends it, with the examples' values.
  func request(of resource: ResourcePlan, search: String?) -> (path: String, query: [(name: String, value: String)]) {
    let segments = resource.path.split(separator: "/").map { segment -> String in
      let text = String(segment)
      guard ResourcePlanner.isParameter(text) else { return Self.percentEncoded(text) }
      return Self.percentEncoded(exampleValue(of: String(text.dropFirst().dropLast()), in: resource))
    }
    var query: [(name: String, value: String)] = []
    if let search, let parameter = resource.searchParameter { query.append((parameter, search)) }
    for option in resource.options where option.isRequired { query.append((option.name, exampleValue(of: option.name, in: resource))) }
    if resource.kind == .list {
      if resource.shape == .offset { query.append(("offset", "0")) }
      if let size = resource.pageSizeParameter { query.append((size, String(resource.pageSize))) }
    }
    return ("/" + segments.joined(separator: "/"), query)
  }

  /// The answer's body and whether it is the document's example.
  private func body(of resource: ResourcePlan, search: String?) -> (OpenAPIJSON, Bool) {
    if resource.kind == .detail {
      if let example = resource.example { return (example, true) }
      let id = resource.arguments.last.map { exampleValue(of: $0, in: resource) } ?? "1"
      if let record = exampleRecords(ofKind: resource.recordKind).first(where: { recordID($0, resource.fields) == id }) {
        return (record, true)
      }
      return (madeUpRecord(resource, number: 1, id: id), false)
    }
    var records: [OpenAPIJSON]
    let isFromExample = resource.example != nil
    if let example = resource.example {
      records = Self.records(in: example, at: resource.recordsKey)
    } else {
      records = [madeUpRecord(resource, number: 1, id: nil), madeUpRecord(resource, number: 2, id: nil)]
    }
    if let search {
      let word = search.lowercased()
      records = records.filter { record in
        resource.fields.title.flatMap { record.value(at: $0)?.string }?.lowercased().contains(word) == true
      }
    }
    guard let key = resource.recordsKey else { return (.array(records), isFromExample) }
    var body = resource.example?.object ?? [:]
    body[key] = .array(records)
    var object = OpenAPIJSON.object(body)
    if let total = resource.totalPath, search != nil || !isFromExample { object = object.setting(total, to: .number(Double(records.count))) }
    if let next = resource.nextPath, search != nil || !isFromExample { object = object.setting(next, to: .null) }
    return (object, isFromExample)
  }

  /// The records of a list's example body.
  static func records(in example: OpenAPIJSON, at key: String?) -> [OpenAPIJSON] {
    (key.map { example[$0] } ?? example)?.array ?? []
  }

  /// The most example records a detail's fixture is looked for in.
  static let maximumExampleRecords = 1_000

  /// The first records of the examples of every list of `kind`, at most
  /// ``maximumExampleRecords``: each detail looks in them, so that a huge
  /// example costs each no more than that.
  func exampleRecords(ofKind kind: String) -> [OpenAPIJSON] {
    let lists = plan.resources.lazy.filter { $0.kind == .list && $0.recordKind == kind }
    return Array(lists.flatMap { list in list.example.map { Self.records(in: $0, at: list.recordsKey) } ?? [] }.prefix(Self.maximumExampleRecords))
  }

  /// The id the mapping reads in `record`, as text.
  func recordID(_ record: OpenAPIJSON, _ fields: ResourcePlan.Fields) -> String? {
    switch fields.id {
    case .key(let key)?: return record.value(at: key)?.scalarText
    case .fromURL(let key)?: return record.value(at: key)?.string?.split(separator: "/").last.map(String.init)
    case nil: return nil
    }
  }

  /// A record with the id and the title the mapping reads, and nothing else.
  private func madeUpRecord(_ resource: ResourcePlan, number: Int, id: String?) -> OpenAPIJSON {
    let id = id ?? String(number)
    var record = OpenAPIJSON.object([:])
    switch resource.fields.id {
    case .key(let key)?: record = record.setting(key, to: Int(id).map { .number(Double($0)) } ?? .string(id))
    case .fromURL(let key)?: record = record.setting(key, to: .string("\(baseURL)/\(resource.recordKind)s/\(id)"))
    case nil: break
    }
    if let title = resource.fields.title, resource.fields.id?.key != title { record = record.setting(title, to: .string("Sample \(resource.recordKind) \(id)")) }
    return record
  }

  /// `GET-animals-per-page-20.json` for `/animals?per_page=20`, as `explore --record` names files.
  static func fileName(path: String) -> String {
    var slug = ""
    for character in path.lowercased() {
      if character.isASCII, character.isLetter || character.isNumber {
        slug.append(character)
      } else if !slug.isEmpty, !slug.hasSuffix("-") {
        slug.append("-")
      }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    return "GET-\(slug.prefix(100)).json"
  }

  /// `text` with all but RFC 3986's unreserved characters percent-encoded, as the client sends it.
  static func percentEncoded(_ text: String) -> String {
    let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }
}
