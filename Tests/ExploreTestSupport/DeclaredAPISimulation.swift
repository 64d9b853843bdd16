public import Foundation

/// A simulated API that answers the paths of an explore declaration file
/// (what `explore api add` writes from an OpenAPI document), with real
/// paging in the declaration's own parameters: page numbers, offset and
/// limit, `next` URLs, `Link` headers and opaque cursors, a total where the
/// declaration reads one, search by the declared parameter, and each
/// detail path.
///
/// ```swift
/// let simulation = try DeclaredAPISimulation(declaration: Data(contentsOf: file))
/// let server = try LoopbackServer.start(mounts: [simulation.mount(name: "pokeapi", environmentVariable: "EXPLORE_POKEAPI_API_URL")], fixtures: nil)
/// ```
///
/// Each list holds two and a half pages of records (``recordCount(pageSize:)``),
/// numbered from 1: record *n*'s title is `"<Kind> n"`, its id `n` (or
/// its URL ends in `/n/`), so that a test knows which rows page 2 holds.
/// A record starts from `examples[path]` (the document's own example of
/// that path's record, when the test has one) and takes its id, title and
/// fields on top, so it has the API's other members too.
public struct DeclaredAPISimulation: Sendable {
  /// How a list's items are identified.
  enum Identity: Sendable {
    case key([String])
    case url([String])
  }

  /// One declared list or detail path.
  struct Endpoint: Sendable {
    var path: [String]
    var isList: Bool
    var kind: String
    var identity: Identity
    var title: [String]
    var fields: [(path: [String], format: String)]
    var picture: [String]?
    var wrapper: String?
    var records: [String]
    /// The paging form's fields, numbers as text.
    var paging: [String: String]
    var pagingForm: String
    var search: String?
  }

  let endpoints: [Endpoint]
  /// Example records, as JSON, by path.
  let examples: [String: Data]

  /// The records of a list whose pages hold `pageSize`: two and a half pages.
  public static func recordCount(pageSize: Int) -> Int { max(5, pageSize * 2 + pageSize / 2) }

  /// - Parameters:
  ///   - declaration: the declaration file's JSON.
  ///   - examples: an example record (a JSON object's text) by path
  ///     template as the declaration writes it (`/api/v2/pokemon/`).
  public init(declaration: Data, examples: [String: Data] = [:]) throws {
    let root = try JSONSerialization.jsonObject(with: declaration) as? [String: Any] ?? [:]
    var endpoints: [Endpoint] = []
    for resource in root["resources"] as? [[String: Any]] ?? [] {
      let list = resource["list"] as? [String: Any]
      guard let body = list ?? resource["detail"] as? [String: Any], let path = body["path"] as? String,
        let item = body["item"] as? [String: Any]
      else { continue }
      let identity: Identity
      if let key = item["id"] as? String {
        identity = .key(Self.path(key))
      } else if let object = item["id"] as? [String: String], let url = object.values.first {
        identity = .url(Self.path(url))
      } else {
        identity = .key(["id"])
      }
      let fields = (item["fields"] as? [[String: Any]] ?? []).map { field in
        (path: Self.path(field["path"] as? String ?? field["key"] as? String ?? ""), format: field["format"] as? String ?? "text")
      }
      let paging = list?["paging"] as? [String: Any]
      endpoints.append(
        Endpoint(
          path: Self.segments(path), isList: list != nil, kind: item["kind"] as? String ?? "item", identity: identity,
          title: Self.path(item["title"] as? String ?? "name"), fields: fields,
          picture: (item["picture"] as? String).map(Self.path) ?? ((item["picture"] as? [String: Any])?["path"] as? String).map(Self.path),
          wrapper: item["wrapper"] as? String, records: (list?["records"] as? String).map(Self.path) ?? [],
          paging: (paging?.values.first as? [String: Any] ?? [:]).mapValues { "\($0)" }, pagingForm: paging?.keys.first ?? "single",
          search: list?["search"] as? String))
    }
    self.endpoints = endpoints
    self.examples = examples
  }

  /// The mount that serves the simulation under `/<name>`.
  public func mount(name: String, environmentVariable: String) -> LoopbackMount {
    var router = LoopbackRouter()
    let simulation = self
    router.intercept { call in simulation.respond(to: call.request, mountURL: call.mountURL) }
    return LoopbackMount(name: name, router: router, environmentVariable: environmentVariable)
  }

  /// The answer to `request`, or `nil` for a path no endpoint declares.
  func respond(to request: LoopbackRequest, mountURL: URL) -> LoopbackResponse? {
    guard request.method == "GET" || request.method == "HEAD" else { return nil }
    let segments = Self.segments(request.path)
    // NB: a list's own path before a detail path that would also match it.
    let matches = endpoints.compactMap { endpoint in Self.match(endpoint.path, segments).map { (endpoint, $0) } }
    guard let (endpoint, arguments) = matches.min(by: { $0.1.count < $1.1.count }) else { return nil }
    if !endpoint.isList {
      let number = arguments.last.flatMap { Int($0) } ?? 1
      var record: Any = self.record(number, of: endpoint, mountURL: mountURL)
      if let wrapper = endpoint.wrapper { record = [wrapper: record] }
      return .json(record)
    }
    return page(of: endpoint, request: request, mountURL: mountURL)
  }

  private func page(of endpoint: Endpoint, request: LoopbackRequest, mountURL: URL) -> LoopbackResponse {
    let paging = endpoint.paging
    let pageSize = paging["pageSize"].flatMap { Int($0) } ?? 20
    var numbers = Array(1...Self.recordCount(pageSize: pageSize))
    if let parameter = endpoint.search, let text = request.queryValue(parameter)?.lowercased(), !text.isEmpty {
      numbers = numbers.filter { "\(Self.title(endpoint.kind)) \($0)".lowercased().contains(text) }
    }
    var start = 0
    var size = pageSize
    var headers: [(String, String)] = []
    var body: [String: Any] = [:]
    let listURL = mountURL.absoluteString + "/" + endpoint.path.joined(separator: "/")
    switch endpoint.pagingForm {
    case "pageNumbers", "linkHeader", "nextURL":
      let parameter = paging["parameter"] ?? "page"
      let page = max(1, request.queryValue(parameter).flatMap { Int($0) } ?? 1)
      size = (paging["sizeParameter"]).flatMap { request.queryValue($0) }.flatMap { Int($0) } ?? pageSize
      start = (page - 1) * size
      let hasNext = start + size < numbers.count
      if endpoint.pagingForm == "linkHeader", hasNext {
        let last = (numbers.count + size - 1) / size
        headers.append(("Link", "<\(listURL)?page=\(page + 1)>; rel=\"next\", <\(listURL)?page=\(last)>; rel=\"last\""))
      }
      if endpoint.pagingForm == "nextURL", let at = paging["at"] {
        Self.set(hasNext ? "\(listURL)?page=\(page + 1)" : NSNull(), at: Self.path(at), in: &body)
      }
    case "offsetLimit":
      start = max(0, request.queryValue(paging["offset"] ?? "offset").flatMap { Int($0) } ?? 0)
      size = request.queryValue(paging["limit"] ?? "limit").flatMap { Int($0) } ?? pageSize
    case "cursor":
      let parameter = paging["parameter"] ?? "cursor"
      start = request.queryValue(parameter).flatMap { Int($0.dropFirst()) } ?? 0
      size = (paging["sizeParameter"]).flatMap { request.queryValue($0) }.flatMap { Int($0) } ?? pageSize
      let next = start + size < numbers.count ? "c\(start + size)" as Any : NSNull()
      if let at = paging["next"] { Self.set(next, at: Self.path(at), in: &body) }
    default:
      size = numbers.count
    }
    if let total = paging["total"] { Self.set(numbers.count, at: Self.path(total), in: &body) }
    let shown = numbers.dropFirst(start).prefix(max(0, size)).map { record($0, of: endpoint, mountURL: mountURL) }
    guard !endpoint.records.isEmpty else { return .json(shown, headers: headers) }
    Self.set(shown, at: endpoint.records, in: &body)
    return .json(body, headers: headers)
  }

  /// Record `number` of `endpoint`.
  func record(_ number: Int, of endpoint: Endpoint, mountURL: URL) -> [String: Any] {
    var record = examples["/" + endpoint.path.joined(separator: "/")].flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? [:]
    Self.set("\(Self.title(endpoint.kind)) \(number)", at: endpoint.title, in: &record)
    for field in endpoint.fields {
      let value: Any =
        switch field.format {
        case "integer", "count": number * 10
        case "date": "2024-01-\(String(format: "%02d", number % 28 + 1))T10:00:00Z"
        case "timestamp": 1_704_103_200 + number * 86_400
        case "money": ["amount": number * 100, "currency": "USD"] as [String: Any]
        case "url", "webAddress": "https://example.com/\(endpoint.kind)/\(number)"
        case "bool": number % 2 == 0
        default: "\(endpoint.kind) value \(number)"
        }
      Self.set(value, at: field.path, in: &record)
    }
    if let picture = endpoint.picture { Self.set("\(mountURL.absoluteString)/pictures/\(number).png", at: picture, in: &record) }
    switch endpoint.identity {
    case .key(let path) where path != endpoint.title:
      Self.set(path.last == "id" ? number as Any : String(number), at: path, in: &record)
    case .key:
      break
    case .url(let path):
      var base = endpoint.path
      if !endpoint.isList { base.removeLast() }
      let url = mountURL.absoluteString + "/" + base.filter { !$0.isEmpty }.joined(separator: "/") + "/\(number)/"
      Self.set(url, at: path, in: &record)
    }
    return record
  }

  /// The arguments of `segments` in `template`'s placeholders, or `nil` when it does not match.
  static func match(_ template: [String], _ segments: [String]) -> [String]? {
    guard template.count == segments.count else { return nil }
    var arguments: [String] = []
    for (pattern, segment) in zip(template, segments) {
      if pattern.hasPrefix("{") {
        guard !segment.isEmpty else { return nil }
        arguments.append(segment.removingPercentEncoding ?? segment)
      } else if pattern != segment {
        return nil
      }
    }
    return arguments
  }

  /// `["api", "v2", "pokemon", ""]` for `/api/v2/pokemon/`.
  static func segments(_ path: String) -> [String] {
    var segments = path.split(separator: "/").map(String.init)
    if path.hasSuffix("/"), !segments.isEmpty { segments.append("") }
    return segments
  }

  /// The keys of a declaration's dotted path.
  static func path(_ text: String) -> [String] { text.split(separator: ".").map(String.init) }

  /// `Pokemon-species` for `pokemon-species`.
  static func title(_ kind: String) -> String { kind.prefix(1).uppercased() + kind.dropFirst() }

  static func set(_ value: Any, at path: [String], in object: inout [String: Any]) {
    guard let first = path.first else { return }
    if path.count == 1 {
      object[first] = value
      return
    }
    var inner = object[first] as? [String: Any] ?? [:]
    set(value, at: Array(path.dropFirst()), in: &inner)
    object[first] = inner
  }
}
