import ExploreAPIVocabulary
import ExploreCore
public import ExploreOpenAPI
import Foundation

/// The rules that turn one `GET` operation into a ``ResourcePlan``: its
/// name, options, search, paging and fields. Notes what it leaves out.
///
/// ```swift
/// var planner = ResourcePlanner(document: document)
/// let plans = document.operations.filter { $0.method == "get" }.compactMap { planner.resource(for: $0) }
/// planner.unmapped   // ["GET /zones: no JSON schema for its 200 response"]
/// ```
///
/// The rules, each in its own file: where the records are and whether the
/// operation is a list, a detail or the signed-in user's record
/// (`+Records`); their id, title and fields (`+Fields`); the options,
/// search and page size from the query parameters (`+Parameters`); how the
/// list pages (`+Paging`); the names of resources (`+Words`). What a
/// single name or description says (a title, an id, a date, a secret) is
/// ExploreAPIVocabulary's ``Vocabulary``, read apart from any plan.
public struct ResourcePlanner: Sendable {
  public let document: OpenAPIDocument
  /// What was left out, one line each.
  public var unmapped: [String] = []
  /// The paths of the document's `GET` operations, to find a list's detail path.
  let getPaths: Set<String>
  /// Whether a list whose records have no id is kept, its records known by
  /// their position (`explore api add`'s tables can), rather than left out.
  public var positionIDs = false
  /// The document's schemas, each reference read once, within bounds.
  var schemas: SchemaReader
  /// What a parameter's description says, by its text: the same
  /// description stands on hundreds of operations (Kubernetes' `pretty`,
  /// `fieldSelector`), and is read once.
  var describedParameters: [String: (summary: String, maximum: Int?, takesExpressions: Bool)] = [:]
  /// The paths without parameters named `…/user` whose `GET` answers one
  /// object: the signed-in user (GitHub's `/user`), not a list of users.
  let singleObjectPaths: Set<String>
  /// The kinds of record the document's paths name one of (`repository`
  /// for `/projects/{name}/repositories/{repository}`), spelled as
  /// ``normalized(_:)`` does, singular.
  let collectionWords: Set<String>

  public init(document: OpenAPIDocument) {
    self.document = document
    var schemas = SchemaReader(document: document)
    let gets = document.operations.filter { $0.method == "get" }
    getPaths = Set(gets.map(\.path))
    singleObjectPaths = Set(
      gets.filter { $0.path.split(separator: "/").last == "user" && !$0.path.contains("{") }.compactMap { operation in
        guard let schema = document.successBody(of: operation)?.schema else { return nil }
        return schemas.shape(of: schema).type == "object" ? operation.path : nil
      })
    schemas.clearFailure()
    self.schemas = schemas
    var collectionWords: Set<String> = []
    for path in getPaths {
      let segments = path.split(separator: "/").map(String.init)
      for (segment, next) in zip(segments, segments.dropFirst()) where !Vocabulary.isParameter(segment) && Vocabulary.isParameter(next) {
        collectionWords.insert(Vocabulary.normalized(Vocabulary.singular(segment)))
      }
    }
    self.collectionWords = collectionWords
  }

  /// The resource `operation` becomes, or `nil` (noted) when it cannot be
  /// one, such as when its schemas pass a limit of ``SchemaReader``.
  public mutating func resource(for operation: OpenAPIDocument.Operation) -> ResourcePlan? {
    schemas.clearFailure()
    let noted = unmapped.count
    let plan = plannedResource(for: operation)
    if let failure = schemas.failure {
      // NB: what was read past the limit is not what the document says: the limit is the reason.
      unmapped.removeSubrange(noted...)
      unmapped.append("GET \(operation.path): \(failure)")
      return nil
    }
    return plan
  }

  private mutating func plannedResource(for operation: OpenAPIDocument.Operation) -> ResourcePlan? {
    let operationName = "GET \(operation.path)"
    let segments = operation.path.split(separator: "/").map(String.init)
    let literals = segments.filter { !Vocabulary.isParameter($0) }.compactMap(Vocabulary.commandWord).filter(Vocabulary.isWord)
    let arguments = segments.filter(Vocabulary.isParameter).map { String($0.dropFirst().dropLast()) }
    guard let last = segments.last else {
      unmapped.append("\(operationName): the root path has no resource name")
      return nil
    }
    guard let body = document.successBody(of: operation) else {
      let problem = responseReferenceProblem(of: operation)
      unmapped.append("\(operationName): " + (problem.map { "its 2xx response is \($0)" } ?? Self.noJSONReason(of: operation, in: document)))
      return nil
    }
    guard !body.isStream else {
      unmapped.append("\(operationName): it streams its answer for as long as the connection lasts, which explore does not read")
      return nil
    }
    guard let response = body.schema else {
      unmapped.append("\(operationName): no JSON schema for its 200 response")
      return nil
    }
    let signedIn = namesSignedInUser(segments)
    guard let located = records(in: response, path: operation.path, endsInParameter: Vocabulary.isParameter(last), signedIn: signedIn, operation: operationName)
    else { return nil }
    for reason in located.record.unsupported where !located.isAlternative { unmapped.append("\(operationName): \(reason)") }

    var parameters = queryParameters(of: operation, arguments: Set(arguments))
    let words = resourceName(stated: operation.body["x-explore-name"], path: operation.path, kind: located.kind, operation: operationName)
    let paging: ListPaging =
      located.kind == .detail
      ? .single
      : paging(of: operation, body: located.holder, headers: body.headers, parameters: &parameters, records: located)
    let examples = Self.records(in: body.example, at: located.kind == .list ? located.recordsPath : located.wrapper.map { [$0] } ?? [])
    // NB: the kind is the name's last word that names a thing: `user` for
    // `me` and `search users`, `catalog` for `catalog list`.
    let thing = words.last { !Vocabulary.genericWords.contains($0) && $0 != "me" && $0 != "search" } ?? (words == ["me"] ? "user" : words.last ?? "item")
    let kindWord = Vocabulary.singular(thing)
    guard let fields = fields(of: located, path: operation.path, kind: located.kind, examples: examples, recordWord: kindWord, operation: operationName)
    else { return nil }
    var plan = ResourcePlan(
      words: words,
      path: operation.path,
      // NB: with no summary, what the path says: `People.`, or `One person, by its id.` for `/people/{id}`.
      summary: Vocabulary.sentence(
        operation.body["summary"]?.string ?? operation.body["description"]?.string
          ?? (Vocabulary.isParameter(last)
            ? "One \(kindWord.replacingOccurrences(of: "-", with: " ")), by its \(last.dropFirst().dropLast())." : "\(last).")),
      kind: located.kind,
      arguments: arguments,
      options: parameters.options,
      searchParameter: parameters.search?.name,
      paging: paging,
      recordsPath: located.recordsPath,
      fields: fields
    )
    plan.searchIsRequired = parameters.search?.isRequired ?? false
    plan.context = literals
    plan.recordKind = kindWord
    // NB: records of one of several schemas (a search's files, folders and
    // links) open no one detail by their schema.
    plan.recordSchema = located.isAlternative ? nil : located.record.name
    plan.recordProperties = located.record.properties.map(\.name)
    plan.wholeNumberArguments = parameters.wholeNumberArguments
    plan.parameterExamples = parameters.examples
    plan.argumentSummaries = argumentSummaries(segments: segments, described: parameters.argumentSummaries)
    plan.example = body.example
    plan.picture = picture(of: located.record, examples: examples)
    plan.wrapper = located.wrapper
    plan.group = operation.tags.first
    plan.isSignedInUser = signedIn
    if located.kind == .list { plan.nextPath = nextURLPath(in: located.holder).map { located.holderPath + $0 } }
    return plan
  }

  /// Why the operation's 200 (or first 2xx) response names nothing: a
  /// `$ref` that cannot be followed.
  private func responseReferenceProblem(of operation: OpenAPIDocument.Operation) -> OpenAPIReferenceProblem? {
    guard let responses = operation.body["responses"]?.object, let code = responses.keys.filter({ $0.hasPrefix("2") }).sorted().first,
      let response = responses[code]
    else { return nil }
    if case .failure(let problem) = OpenAPIDocument.resolve(response, in: document.root) { return problem }
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
    if let mark = path.firstIndex(where: { $0 == "?" || $0 == "#" }) {
      return "its path holds '\(path[mark...].prefix(40))', a query or a fragment, which a path does not; declare this one by hand (docs/Declarations.md)"
    }
    let segments = path.split(separator: "/").map(String.init)
    var placeholders: [String] = []
    for segment in segments {
      let decoded = segment.removingPercentEncoding ?? segment
      if decoded == "." || decoded == ".." {
        return "its path has the segment '\(segment)', which would send every request out of the API's base path, so it is no resource; correct the path in the document to add it"
      }
      if Vocabulary.isParameter(segment), !segment.dropFirst().dropLast().contains(where: { $0 == "{" || $0 == "}" }) {
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

  /// Why an operation answers no JSON: no success response, or one in
  /// another media type.
  private static func noJSONReason(of operation: OpenAPIDocument.Operation, in document: OpenAPIDocument) -> String {
    let responses = operation.body["responses"]?.object ?? [:]
    guard let code = responses.keys.filter({ $0.hasPrefix("2") }).sorted().first else { return "no success (2xx) response is described" }
    let produces = (operation.body["produces"] ?? document.root["produces"])?.array?.compactMap(\.string)
    let types = document.specification == .swagger2 ? produces ?? [] : document.resolve(responses[code] ?? .null)?["content"]?.object?.keys.sorted() ?? []
    return types.isEmpty ? "no JSON schema for its \(code) response" : "its \(code) response is \(types.prefix(3).joined(separator: ", ")), not JSON"
  }

  /// The most example records a title is checked against: an example of a
  /// million records costs a guess no more than a thousand.
  static let maximumExampleRecords = 1_000

  /// The records of an example body: the array at `path`, or the body; at
  /// most the first ``maximumExampleRecords``, read one at a time.
  static func records(in example: OpenAPIJSON?, at path: [String]) -> [OpenAPIJSON] {
    guard var value = example else { return [] }
    for key in path {
      guard let next = value[key] else { return [] }
      value = next
    }
    return value.elements.map { Array($0.prefix(maximumExampleRecords)) } ?? [value]
  }

  /// Whether `body` has a property at `path`.
  mutating func has(_ path: [String], in body: SchemaShape) -> Bool {
    shape(at: path, in: body) != nil
  }

  /// The shape at `path` in `body`, through nested objects.
  mutating func shape(at path: [String], in body: SchemaShape) -> SchemaShape? {
    var shape = body
    for key in path {
      guard let next = schemas.property(key, of: shape) else { return nil }
      shape = next
    }
    return shape
  }

}
