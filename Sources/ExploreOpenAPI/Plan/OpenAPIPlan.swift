/// What an OpenAPI document becomes: the resources of a provider, its
/// credential scheme, and everything that could not be mapped, which the
/// scaffold lists on stderr and at the top of the generated file.
///
/// ```swift
/// let plan = try OpenAPIPlan(OpenAPIDocument(data: data), providerName: "Petstore", only: ["pets"])
/// plan.resources.map(\.name)   // ["pets", "pet"]
/// plan.unmapped                // ["POST /pets: only GET operations become resources"]
/// ```
public struct OpenAPIPlan: Sendable {
  /// How the API takes its token.
  public enum Credential: Sendable, Equatable {
    /// `Authorization: Bearer <token>`.
    case bearer
    /// An API key in a header.
    case header(String)
    /// An API key in a query item.
    case query(String)
  }

  /// Why a record has no title.
  static let noTitle =
    "no required string property (login, full_name, name, title or another), and no login, full_name, name or title (or …name, …title) that the document's examples show as text"

  /// The most `GET` operations generated at once without `--only`.
  public static let operationLimit = 200

  public var resources: [ResourcePlan] = []
  public var credential: Credential?
  /// The variable that holds the token: `EXPLORE_<NAME>_TOKEN`.
  public var tokenVariable: String
  /// What was left out, one line each: `POST /pets: only GET operations become resources`.
  public var unmapped: [String] = []
  /// The document's tags (`tag:pets`) and first path segments (`path:/pets`),
  /// each with its number of operations, for choosing with `--only`.
  public var groups: [(name: String, operations: Int)] = []

  /// - Parameters:
  ///   - only: tags (in any case) or path prefixes to keep; empty keeps
  ///     every operation. A prefix matches whole path segments: `/users` keeps `/users` and
  ///     `/users/{id}`, not `/users-admin`.
  ///   - limit: the most `GET` operations to plan; `explore api add`
  ///     plans them all, `new-provider` (which compiles each) fewer.
  /// - Throws: ``OpenAPIError/tooManyOperations(count:limit:)`` past
  ///   `limit` `GET` operations.
  public init(_ document: OpenAPIDocument, providerName: String, only: [String] = [], limit: Int = operationLimit) throws(OpenAPIError) {
    tokenVariable = "EXPLORE_\(providerName.uppercased())_TOKEN"
    groups = Self.groups(of: document)
    let kept = document.operations.filter { operation in
      only.isEmpty || only.contains { choice in
        operation.tags.contains { $0.lowercased() == choice.lowercased() } || Self.path(operation.path, isUnder: choice)
      }
    }
    let gets = kept.filter { $0.method == "get" }
    guard gets.count <= limit else { throw .tooManyOperations(count: gets.count, limit: limit) }
    for operation in kept where operation.method != "get" {
      unmapped.append("\(operation.method.uppercased()) \(operation.path): only GET operations become resources")
    }
    var planner = ResourcePlanner(document: document)
    for operation in gets {
      if let resource = planner.resource(for: operation) { resources.append(resource) }
    }
    unmapped += planner.unmapped
    resources.removeAll { resource in
      let missing =
        resource.fields.title == nil
        ? "title: \(Self.noTitle)"
        : resource.fields.id == nil ? "id: no id, gid or uuid property, and no URL property that ends in a detail path" : nil
      if let missing { unmapped.append("GET \(resource.path): its records have no \(missing)") }
      return missing != nil
    }
    resources = Self.named(resources)
    (credential, unmapped) = Self.credential(in: document, unmapped: unmapped)
  }

  /// Whether `path` is `prefix` or below it, segment by segment: `/users/{id}`
  /// is under `/users` and `users`, `/users-admin` is not.
  static func path(_ path: String, isUnder prefix: String) -> Bool {
    let prefixSegments = prefix.split(separator: "/")
    let segments = path.split(separator: "/")
    return !prefixSegments.isEmpty && segments.starts(with: prefixSegments)
  }

  /// Each tag, and each first path segment (past a shared `/api/v2`), with
  /// its number of operations, the most first.
  static func groups(of document: OpenAPIDocument) -> [(name: String, operations: Int)] {
    var counts: [String: Int] = [:]
    let shared = sharedPrefix(of: document.operations.map(\.path))
    for operation in document.operations {
      for tag in Set(operation.tags) { counts["tag:\(tag)", default: 0] += 1 }
      let segments = operation.path.split(separator: "/")
      if segments.count > shared.count {
        counts["path:/" + segments.prefix(shared.count + 1).joined(separator: "/"), default: 0] += 1
      }
    }
    return counts.map { (name: $0.key, operations: $0.value) }.sorted { ($0.operations, $1.name) > ($1.operations, $0.name) }
  }

  /// The literal segments every path starts with (`api`, `v2`).
  private static func sharedPrefix(of paths: [String]) -> [Substring] {
    guard var shared = paths.first.map({ Array($0.split(separator: "/")) }) else { return [] }
    for path in paths.dropFirst() {
      let segments = path.split(separator: "/")
      shared = Array(zip(shared, segments).prefix { $0 == $1 }.map(\.0))
    }
    if let last = shared.last, ResourcePlanner.isParameter(String(last)) { shared.removeLast() }
    return paths.count > 1 ? shared.filter { !ResourcePlanner.isParameter(String($0)) } : []
  }

  /// `resources` with names that are each one resource's: where two would
  /// have one, each takes the word before its own in its path (`search
  /// users` beside `users`), the one with the shortest path keeping the
  /// short name; a detail view named like a list is `<name>-detail`
  /// (`pokemon-detail <id>` beside `pokemon`). Never a number.
  static func named(_ resources: [ResourcePlan]) -> [ResourcePlan] {
    var resources = resources
    for _ in 0..<8 {
      let groups = Dictionary(grouping: resources.indices) { resources[$0].words }
      let clashes = groups.values.filter { $0.count > 1 }
      guard !clashes.isEmpty else { break }
      for clash in clashes {
        let lists = clash.filter { resources[$0].kind == .list }
        let details = clash.filter { resources[$0].kind == .detail }
        if !lists.isEmpty, !details.isEmpty {
          for index in details { resources[index].words[resources[index].words.count - 1] += "-detail" }
          continue
        }
        let shortest = clash.min { resources[$0].context.count < resources[$1].context.count } ?? clash[0]
        let keeps = clash.filter { resources[$0].context.count == resources[shortest].context.count }.count == 1
        for index in clash where !(keeps && index == shortest) {
          let context = resources[index].context
          let before = context.count - 1 - resources[index].words.count
          if context.indices.contains(before) {
            resources[index].words.insert(context[before], at: 0)
          } else {
            resources[index].words[resources[index].words.count - 1] += "-" + (resources[index].arguments.last.flatMap(ResourcePlanner.commandWord) ?? "all")
          }
        }
      }
    }
    return resources
  }

  /// The first security scheme that maps to a credential; the others are noted.
  private static func credential(in document: OpenAPIDocument, unmapped: [String]) -> (Credential?, [String]) {
    var unmapped = unmapped
    var chosen: Credential?
    for (name, scheme) in (document.root["components"]?["securitySchemes"]?.object ?? [:]).sorted(by: { $0.key < $1.key }) {
      let scheme = document.resolve(scheme) ?? scheme
      var credential: Credential?
      switch (scheme["type"]?.string, scheme["in"]?.string) {
      case ("http", _) where scheme["scheme"]?.string?.lowercased() == "bearer": credential = .bearer
      // NB: an OAuth 2 or OpenID Connect access token goes as a bearer token.
      case ("oauth2", _), ("openIdConnect", _): credential = .bearer
      case ("apiKey", "header"): credential = scheme["name"]?.string.map(Credential.header)
      case ("apiKey", "query"): credential = scheme["name"]?.string.map(Credential.query)
      default: break
      }
      if chosen == nil, let credential {
        chosen = credential
      } else {
        unmapped.append("security scheme \(name): \(credential == nil ? "not a bearer token or an API key in a header or the query" : "one scheme is used, the first")")
      }
    }
    return (chosen, unmapped)
  }
}
