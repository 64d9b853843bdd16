import ExploreAPIVocabulary
public import ExploreOpenAPI

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
    /// A session token in a cookie.
    case cookie(String)
  }

  /// The most `GET` operations generated at once without `--only`.
  public static let operationLimit = 200

  public var resources: [ResourcePlan] = []
  public var credential: Credential?
  /// What goes before the token in its header: `SSWS ` (Okta), `token `
  /// (Gogs), as the scheme's description says; `nil` for none.
  public var credentialPrefix: String?
  /// What the document says of the scheme chosen: its name and the first
  /// sentence of its description, for a 401's message.
  public var credentialAbout: String?
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
  ///   - positionIDs: whether a list whose records have no id is kept, its
  ///     records known by their position (``ResourcePlanner/positionIDs``).
  /// - Throws: ``OpenAPIError/tooManyOperations(count:limit:)`` past
  ///   `limit` `GET` operations.
  public init(
    _ document: OpenAPIDocument, providerName: String, only: [String] = [], limit: Int = operationLimit, positionIDs: Bool = false
  ) throws(OpenAPIError) {
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
    planner.positionIDs = positionIDs
    // NB: names come from every GET operation of the document that answers
    // JSON, planned or not, so that --only never changes them; one that
    // answers nothing (`204`) takes no name from another.
    let everyGet = document.operations.filter { $0.method == "get" && document.successBody(of: $0)?.schema != nil }
    let names = Self.named(everyGet.map { planner.naming(of: $0) })
    let namesByPath = Dictionary(zip(everyGet.map(\.path), names.map(\.words)), uniquingKeysWith: { first, _ in first })
    for operation in gets {
      guard var resource = planner.resource(for: operation) else { continue }
      resource.words = namesByPath[operation.path] ?? resource.words
      resources.append(resource)
    }
    unmapped += planner.unmapped
    let scheme = Self.credential(in: document)
    (credential, credentialPrefix, credentialAbout) = (scheme.credential, scheme.prefix, scheme.about)
    unmapped += scheme.notes
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
    if let last = shared.last, Vocabulary.isParameter(String(last)) { shared.removeLast() }
    return paths.count > 1 ? shared.filter { !Vocabulary.isParameter(String($0)) } : []
  }

  /// What naming one operation takes: the words of its name, the literal
  /// words of its path (``ResourcePlan/context``), whether it names one
  /// record by its last parameter, and that parameter.
  struct Naming: Equatable {
    var words: [String]
    var context: [String]
    var isDetail: Bool
    var lastArgument: String?
    /// Every literal segment of the path as a command word, versions
    /// (`v2`) and `api` too: what tells apart two paths whose words are
    /// the same.
    var segments: [String] = []
    /// The number of the path's segments, parameters too: of two paths of
    /// the same words, the shorter keeps the shorter name.
    var length = 0
    /// The path, and for a detail the path of its collection (`/pets` for
    /// `/pets/{id}`), without a trailing `/`.
    var path = ""
    var parent = ""
    /// Whether the name took all the words its path has, and a last one
    /// of its own.
    var isExhausted = false
  }

  /// `names` made each one operation's: where two would have one, each
  /// takes the word before its own in its path (`search users` beside
  /// `users`), the one with the shortest path keeping the short name; a
  /// detail view named like a list is `<name>-detail` (`pokemon-detail
  /// <id>` beside `pokemon`). Two paths of the same words take the segment
  /// that tells them apart (`v2`), else their last parameter, once. Never
  /// a number.
  static func named(_ names: [Naming]) -> [Naming] {
    var names = names
    for _ in 0..<8 {
      let groups = Dictionary(grouping: names.indices) { names[$0].words }
      let clashes = groups.values.filter { $0.count > 1 }
      guard !clashes.isEmpty else { break }
      for clash in clashes {
        let lists = clash.filter { !names[$0].isDetail }
        let details = clash.filter { names[$0].isDetail }
        // NB: a detail beside its own collection is `-detail`; beside
        // another path's word (`/bots/{id}/invite` and `/invites/{code}`),
        // each takes the words of its path instead.
        if !lists.isEmpty, !details.isEmpty,
          details.allSatisfy({ detail in lists.contains { names[$0].path == names[detail].parent } }),
          !details.contains(where: { names[$0].words.last?.hasSuffix("-detail") == true })
        {
          for index in details { names[index].words[names[index].words.count - 1] += "-detail" }
          continue
        }
        func size(_ index: Int) -> (Int, Int) { (names[index].context.count, names[index].length) }
        let shortest = clash.min { size($0) < size($1) } ?? clash[0]
        let keeps = clash.filter { size($0) == size(shortest) }.count == 1
        for index in clash where !(keeps && index == shortest) {
          let context = names[index].context
          let before = context.count - 1 - names[index].words.count
          if context.indices.contains(before), !names[index].words.contains(context[before]) {
            names[index].words.insert(context[before], at: 0)
          } else if !names[index].isExhausted {
            names[index].isExhausted = true
            let others = clash.filter { $0 != index }.map { Set(names[$0].segments) }
            let own = names[index].segments.first { segment in others.contains { !$0.contains(segment) } }
            // NB: a path told apart by its parameter alone takes the thing
            // the parameter names: `account sites` for `/{account_slug}/sites`.
            if own == nil, let thing = names[index].lastArgument.flatMap(Self.thing(named:)), !names[index].words.contains(thing) {
              names[index].words.insert(thing, at: 0)
              continue
            }
            let suffix = own ?? names[index].lastArgument.flatMap(Vocabulary.commandWord) ?? "all"
            names[index].words[names[index].words.count - 1] += "-" + suffix
          }
        }
      }
    }
    return names
  }

  /// The thing a parameter names, as a command word: `account` for
  /// `account_slug`, `accountId` or `account-name`; `nil` for one that
  /// names nothing but an id (`id`, `slug`).
  static func thing(named parameter: String) -> String? {
    guard let word = Vocabulary.commandWord(parameter) else { return nil }
    let parts = word.split(separator: "-").map(String.init)
    guard parts.count > 1, ["id", "slug", "name", "key", "uuid", "gid", "code", "ref"].contains(parts.last ?? "") else { return nil }
    let thing = parts.dropLast().joined(separator: "-")
    return Vocabulary.isWord(thing) ? thing : nil
  }
}
