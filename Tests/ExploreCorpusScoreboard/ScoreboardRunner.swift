import ExploreAddedAPIs
import ExploreArguments
import ExploreCore
import ExploreTables
import ExploreDeclarations
import ExploreNetworking
import ExploreTestSupport
import Foundation

/// Runs `explore api add` on a document in this process, then tries each
/// list resource it made against ``ExploreTestSupport/OpenAPISimulation``
/// (the API generated from the same document) as a user would: the list,
/// page 2, `--all`, a detail of a listed record and `--search`, and checks
/// each answer against what the simulation served.
///
/// ```swift
/// let score = try await ScoreboardRunner().run(CorpusDocument.all()[0])
/// score.count(.pageTwo)   // (passed: 12, applicable: 30)
/// ```
///
/// `api add` runs as the command does (`APICommandRunner`, the document read,
/// planned, checked against the command line and saved), and the provider is
/// the one a later command line gets from the saved file; requests go
/// through the `HTTPClient` the command line uses, to the loopback server on
/// 127.0.0.1. The runner never reads what the planner decided to judge it:
/// the answers are checked against the simulation's records.
public struct ScoreboardRunner: Sendable {
  public init() {}

  /// Measures `document`.
  ///
  /// - Throws: when the document cannot be read, or the loopback server
  ///   cannot start; what `api add` or a request throws is part of the score.
  public func run(_ document: CorpusDocument) async throws -> DocumentScore {
    let data = try Data(contentsOf: document.file)
    let basePath = document.baseURL.flatMap { URL(string: $0)?.path }
    let simulation: OpenAPISimulation
    do {
      simulation = try OpenAPISimulation(document: data, basePath: basePath)
    } catch {
      // NB: the simulation reads YAML with explore's reader; a document it
      // refuses is one explore refuses too, and scores nothing.
      var score = DocumentScore(name: document.name, specification: "?", getOperations: 0, documentLists: 0)
      score.refusal = "document not read"
      score.refusalMessage = "the simulation cannot read it either: \(error)"
      return score
    }
    var score = DocumentScore(
      name: document.name, specification: simulation.specification, getOperations: simulation.getOperationCount,
      documentLists: simulation.lists.count)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = DeclarationStore(folder: folder.url.appendingPathComponent("apis", isDirectory: true))

    let clock = ContinuousClock()
    let started = clock.now
    let definition: ProviderDefinition
    let declaration: ProviderDeclaration
    do {
      let command = APICommandRunner(store: store, reservedNames: [], transport: nil, write: { _ in })
      try await command.run(.add(APIAddition(name: document.name, document: document.file.path, baseURL: document.baseURL)))
      score.addDuration = clock.now - started
      declaration = try store.load(document.name)
      definition = try DeclaredProviders(store: store, builtIn: [], commands: []).definitions(for: [document.name], warn: { _ in })[0]
    } catch {
      score.addDuration = clock.now - started
      score.refusal = Self.refusal(error)
      score.refusalMessage = Self.cleaned("\(error)")
      return score
    }

    let (resources, leftOut) = DeclaredResource.read(try Data(contentsOf: store.file(for: document.name)))
    let made = Set(resources.compactMap { ($0.listPath ?? $0.detailPath).map(Self.trimmed) })
    let madeLists = Set(resources.compactMap { $0.listPath.map(Self.trimmed) })
    let reasons = Dictionary(
      leftOut.filter { $0.operation.hasPrefix("GET ") && Self.leftOutKind($0.reason) != nil }.map { (Self.trimmed(String($0.operation.dropFirst(4))), $0.reason) },
      uniquingKeysWith: { first, _ in first })
    // NB: the lists of the document (the denominator) that `api add` left out, by the kind of its reason.
    for list in simulation.lists where !madeLists.contains(Self.trimmed(list.path)) {
      let path = Self.trimmed(list.path)
      let reason = reasons[path] ?? (made.contains(path) ? "made a detail, not a list" : "no reason given")
      score.leftOut[Self.leftOutKind(reason) ?? "other", default: 0] += 1
      score.listsLeftOut.append("GET \(list.path): \(reason)")
    }
    score.lists = resources.filter { $0.listPath != nil }.count
    score.details = resources.filter { $0.detailPath != nil }.count

    let server = try LoopbackServer.start(mounts: [simulation.mount(name: "api")], fixtures: nil, maxSeconds: 3600)
    defer { server.stop() }
    let base = URL(string: server.baseURL(for: "api").absoluteString + Self.trimmed(declaration.baseURL.path))!
    let context = ProviderContext(
      baseURL: base, transport: HTTPClient(configuration: .init(apiBaseURL: base)),
      environment: [declaration.tokenVariable: "simulated-token"],
      directories: ExploreDirectories(
        config: folder.url.appendingPathComponent("config"), cache: folder.url.appendingPathComponent("cache"),
        data: folder.url.appendingPathComponent("data"), state: folder.url.appendingPathComponent("state")))
    let loader = definition.connect(context)
    let trialsStarted = clock.now
    for resource in resources {
      guard let path = resource.listPath else { continue }
      guard let list = simulation.list(at: path) else {
        score.listsOfOtherOperations += 1
        continue
      }
      score.listsOfDocumentLists += 1
      let descriptor = definition.descriptor.resources.first { $0.path == resource.words }
      var trial = ListTrial(
        resource: resource, list: list, simulation: simulation, loader: loader, resources: resources,
        pages: descriptor.map { $0.paging != .single } ?? false, limits: definition.descriptor.pagingLimits)
      let steps = await trial.run()
      score.scores.append(DocumentScore.ListScore(resource: resource.name, path: path, paging: list.pagingSummary, steps: steps))
    }
    score.trialsDuration = clock.now - trialsStarted
    return score
  }

  /// `/pets` for `/pets/`.
  static func trimmed(_ path: String) -> String {
    path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  /// The kind of reason `api add` gave for leaving an operation out, or
  /// `nil` for a note about a parameter of an operation it kept.
  static func leftOutKind(_ reason: String) -> String? {
    if reason.hasPrefix("parameter ") || reason.hasPrefix("required parameter ") { return nil }
    let kinds: [(String, [String])] = [
      ("no id", ["no id"]), ("no title", ["no title"]),
      ("not records", ["neither an array", "not a record", "array of values", "no properties", "no type or properties", "array of nothing"]),
      ("not JSON", ["no JSON schema", "not JSON", "no success (2xx)"]), ("a reference", ["its 2xx response is a", "its response schema holds"]),
      ("schema limits", ["levels deep", "steps, the last"]), ("its path", ["its path"]), ("name taken", ["another resource's"]),
      ("made a detail", ["made a detail"]),
    ]
    return kinds.first { $0.1.contains(where: reason.contains) }?.0 ?? "other"
  }

  /// The kind of refusal: the first words of what `api add` said.
  static func refusal(_ error: any Error) -> String {
    let text = "\(error)"
    let kinds: [(String, String)] = [
      ("explore's own options", "an option clash"), ("No operation of", "no resource made"), ("--base-url", "no usable server"),
      ("says openapi", "not OpenAPI 3"), ("swagger", "not OpenAPI 3"), ("Could not", "document not read"),
    ]
    return kinds.first { text.contains($0.0) }?.1 ?? "other"
  }

  /// `text` without the loopback server's port, which changes every run.
  static func cleaned(_ text: String) -> String {
    text.replacingOccurrences(of: #"127\.0\.0\.1:\d+"#, with: "127.0.0.1", options: .regularExpression)
  }
}
