import ExploreArguments
public import ExploreCore
import ExploreNetworking
import ExploreReplay
import ExploreTestSupport
public import Foundation

/// The checks every provider passes, run against its own replay fixtures:
/// a conformance suite each provider's test target gets for free.
///
/// ```swift
/// @Test func conformsToItsDeclarations() async {
///   let failures = await ProviderConformance<RickAndMorty>(fixtures: ProjectPaths.fixtures).failures()
///   #expect(failures.isEmpty, "\(failures)")
/// }
/// ```
///
/// It walks every resource, argument, option and expansion the provider
/// declares:
/// - each example of each resource parses with explore's grammar and, unless
///   it is an action, runs offline (with `--all`, every page; with
///   `--expand`, the expansion too);
/// - every resource but an action has an example;
/// - each expansion of each resource runs offline on the first page of the
///   resource's first example, making at most the requests its
///   ``ExpansionDescriptor/cost`` allows for the page: a constant, or (for a
///   join, ``ExpansionCost/pages(of:plus:)``) the number of pages the
///   fixtures hold of the joined list, plus its extra requests;
/// - each value that breaks an argument's rule or an option's allowed values,
///   an unknown expansion and an unknown resource are refused before any
///   request reaches the transport.
public struct ProviderConformance<P: Provider>: Sendable {
  /// The folder that holds every provider's fixtures (`fixtures/`).
  public var fixtures: URL
  /// The environment the provider sees: a placeholder token, so resources
  /// that need one load from the fixtures.
  public var environment: [String: String]
  /// The most pages an `--all` example loads.
  public var maximumPages = 20
  /// The provider's fixtures, read once.
  private let replay: ReplayTransport

  public init(fixtures: URL, environment: [String: String] = [:]) {
    self.fixtures = fixtures
    self.environment = environment
    let base = P.metadata.defaultBaseURL
    replay = ReplayTransport(
      directory: fixtures.appendingPathComponent(P.descriptor.fixturesFolder, isDirectory: true), baseURL: base, defaultBaseURL: base)
  }

  /// Every failure of every check; empty when the provider conforms.
  public func failures() async -> [ConformanceFailure] {
    var failures = await exampleFailures()
    failures += await expansionFailures()
    failures += await refusalFailures()
    return failures
  }

  // MARK: - Examples

  /// Runs each resource's examples offline.
  public func exampleFailures() async -> [ConformanceFailure] {
    var failures: [ConformanceFailure] = []
    let parser = CommandLineParser(catalog: ProviderCatalog([P.descriptor]))
    for resource in P.descriptor.resources {
      if resource.examples.isEmpty, resource.kind != .action {
        failures.append(ConformanceFailure(check: "resource '\(resource.name)'", problem: "it has no example, so nothing runs it offline"))
      }
      for example in resource.examples {
        let check = "example '\(example)'"
        let command: ResolvedCommand
        do {
          guard case .run(let resolved) = try parser.parse([P.metadata.name] + Self.words(of: example)) else {
            failures.append(ConformanceFailure(check: check, problem: "it does not name a resource"))
            continue
          }
          command = resolved
        } catch {
          failures.append(ConformanceFailure(check: check, problem: "explore refuses it: \(error)"))
          continue
        }
        guard command.resource.kind != .action, FavoritesResources.action(of: command.resource, in: command.provider) == nil else { continue }
        do {
          try await run(command)
        } catch let failure as ConformanceFailure {
          failures.append(ConformanceFailure(check: check, problem: failure.problem))
        } catch {
          failures.append(ConformanceFailure(check: check, problem: "it fails offline: \(error)"))
        }
      }
    }
    return failures
  }

  private func run(_ command: ResolvedCommand) async throws {
    let (provider, transport) = makeProvider()
    var cursor: PageCursor? = command.options.page.flatMap { PageCursor.first.withPageNumber($0) } ?? .first
    var pages = 0
    while let current = cursor, pages < maximumPages {
      transport.reset()
      let page = try await provider.load(command.request, at: current)
      pages += 1
      if let expansion = command.expansion {
        transport.reset()
        _ = try await provider.expand(page.items, by: expansion, for: command.request)
        try await checkBudget(of: expansion, requests: transport.sent)
      }
      cursor = command.options.all ? page.paging.next : nil
    }
  }

  private func checkBudget(of expansion: ExpansionDescriptor, requests: [String]) async throws {
    let budget: Int
    let declared: String
    switch expansion.cost {
    case nil:
      return
    case .requests(let count):
      (budget, declared) = (count, "its declared \(count)")
    case .pages(let path, let plus):
      let pages = try await pageCount(of: path, for: expansion)
      (budget, declared) = (pages + plus, "its declared cost, one per page of '\(path.joined(separator: " "))' (\(pages) in the fixtures) + \(plus)")
    }
    guard requests.count > budget else { return }
    throw ConformanceFailure(
      check: "expansion '\(expansion.name)'",
      problem: "it made \(requests.count) requests for one page, over \(declared): \(requests.joined(separator: ", "))"
    )
  }

  /// The number of requests loading every page of the list resource `path`
  /// makes offline: what a join of that list costs with these fixtures.
  private func pageCount(of path: [String], for expansion: ExpansionDescriptor) async throws -> Int {
    let check = "expansion '\(expansion.name)'"
    guard let resource = P.descriptor.resources.first(where: { $0.path == path }), resource.kind == .list else {
      throw ConformanceFailure(check: check, problem: "its cost counts the pages of '\(path.joined(separator: " "))', which is not a list resource")
    }
    let (provider, transport) = makeProvider()
    var cursor: PageCursor? = .first
    var pages = 0
    do {
      while let current = cursor, pages < P.metadata.pagingLimits.maxPages {
        cursor = try await provider.load(ResourceRequest(path: resource.path), at: current).paging.next
        pages += 1
      }
    } catch {
      throw ConformanceFailure(check: check, problem: "the list its cost counts, '\(resource.name)', does not load offline: \(error)")
    }
    return transport.sent.count
  }

  // MARK: - Expansions

  /// Runs every expansion of every resource on the first page of the
  /// resource's first example, within its request budget.
  public func expansionFailures() async -> [ConformanceFailure] {
    var failures: [ConformanceFailure] = []
    for resource in P.descriptor.resources where !resource.expansions.isEmpty {
      let request = validRequest(for: resource)
      for expansion in resource.expansions {
        let check = "\(resource.name) --expand \(expansion.name)"
        let (provider, transport) = makeProvider()
        do {
          let page = try await provider.load(request, at: .first)
          transport.reset()
          let expanded = try await provider.expand(page.items, by: expansion, for: request)
          try await checkBudget(of: expansion, requests: transport.sent)
          if expanded.count != page.items.count {
            failures.append(ConformanceFailure(check: check, problem: "it returned \(expanded.count) items for \(page.items.count)"))
          }
        } catch let failure as ConformanceFailure {
          failures.append(ConformanceFailure(check: check, problem: failure.problem))
        } catch {
          failures.append(ConformanceFailure(check: check, problem: "it fails offline: \(error)"))
        }
      }
    }
    return failures
  }

  // MARK: - Refusals

  /// Breaks each rule once and checks that nothing reaches the transport.
  public func refusalFailures() async -> [ConformanceFailure] {
    var failures: [ConformanceFailure] = []
    for resource in P.descriptor.resources {
      let valid = validRequest(for: resource)
      var broken: [(String, ResourceRequest)] = []
      for argument in resource.arguments {
        guard let rule = argument.rule, let value = Self.invalidValue(for: rule) else { continue }
        var request = valid
        request.arguments[argument.name] = value
        broken.append(("argument <\(argument.name)> = '\(value)'", request))
      }
      for option in resource.options {
        let value: String? = option.allowedValues != nil ? "not-one-of-the-choices" : option.rule.flatMap(Self.invalidValue)
        guard let value else { continue }
        var request = valid
        request.options[option.name] = [value]
        broken.append(("option --\(option.name) = '\(value)'", request))
      }
      for (what, request) in broken {
        let check = "\(resource.name): \(what)"
        let (provider, transport) = makeProvider()
        do {
          _ = try await provider.load(request, at: .first)
          failures.append(ConformanceFailure(check: check, problem: "it was accepted"))
        } catch is InvalidValueError {
          if !transport.sent.isEmpty {
            failures.append(ConformanceFailure(check: check, problem: "refused only after \(transport.sent)"))
          }
        } catch {
          failures.append(ConformanceFailure(check: check, problem: "refused with \(type(of: error)), not InvalidValueError: \(error)"))
        }
      }
      if !resource.expansions.isEmpty {
        let (provider, transport) = makeProvider()
        let unknown = ExpansionDescriptor(name: "no-such-expansion", summary: "", childKind: "")
        do {
          _ = try await provider.expand([], by: unknown, for: valid)
          failures.append(ConformanceFailure(check: "\(resource.name): --expand no-such-expansion", problem: "it was accepted"))
        } catch let error as UnsupportedExpansionError where error.category == .usage && transport.sent.isEmpty {
        } catch {
          failures.append(ConformanceFailure(check: "\(resource.name): --expand no-such-expansion", problem: "refused with \(error) after \(transport.sent)"))
        }
      }
    }
    let (provider, transport) = makeProvider()
    do {
      _ = try await provider.load(ResourceRequest(path: ["no-such-resource"]), at: .first)
      failures.append(ConformanceFailure(check: "resource 'no-such-resource'", problem: "it was accepted"))
    } catch let error as UnknownResourceError where error.category == .usage && transport.sent.isEmpty {
    } catch {
      failures.append(ConformanceFailure(check: "resource 'no-such-resource'", problem: "refused with \(error) after \(transport.sent)"))
    }
    return failures
  }

  /// A request for `resource` that keeps every rule: from its first example
  /// when it has one, otherwise with placeholder arguments.
  private func validRequest(for resource: ResourceDescriptor) -> ResourceRequest {
    let parser = CommandLineParser(catalog: ProviderCatalog([P.descriptor]))
    for example in resource.examples {
      if case .run(let command)? = try? parser.parse([P.metadata.name] + Self.words(of: example)), command.resource.path == resource.path {
        return command.request
      }
    }
    var arguments: [String: String] = [:]
    for argument in resource.arguments where !argument.isOptional {
      arguments[argument.name] = "1"
    }
    return ResourceRequest(path: resource.path, arguments: arguments)
  }

  /// A value `rule` refuses, from a fixed list of usual suspects.
  static func invalidValue(for rule: ValueRule) -> String? {
    ["", " ", "not valid!", "-1", "0", "a/b/c/d", String(repeating: "x", count: 300), "%00"].first { !rule.accepts($0) }
  }

  // MARK: - Support

  private func makeProvider() -> (P, CountingTransport) {
    let base = P.metadata.defaultBaseURL
    let transport = CountingTransport(replay)
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("explore-conformance-unused", isDirectory: true)
    let context = ProviderContext(
      baseURL: base, transport: transport, environment: environment,
      directories: ExploreDirectories(environment: [:], home: home))
    return (P(context: context), transport)
  }

  /// The words of an example, as a shell would split it: single and double
  /// quotes group words; a redirection (`< token.txt`) or a pipe ends them.
  public static func words(of example: String) -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    for character in example {
      if let open = quote {
        if character == open { quote = nil } else { word.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == " " {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else if !inWord, "<>|".contains(character) {
        return words
      } else {
        word.append(character)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    return words
  }
}

extension ConformanceFailure: Error {}

extension CountingTransport {
  /// The requests sent so far, as `GET <url>`.
  fileprivate var sent: [String] { requests.map { "\($0.method.rawValue) \($0.url.absoluteString)" } }
}
