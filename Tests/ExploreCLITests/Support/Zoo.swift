import ExploreCore
import ExploreTestSupport
import Foundation

/// A provider declared in the tests, so that the CLI is checked against
/// metadata it has never seen: every kind of resource, argument, option,
/// paging style, search and expansion. Its data lives in memory.
struct Zoo: Provider {
  static let numericID = ValueRule("a positive whole number, such as 42") { Int($0).map { $0 > 0 } ?? false }
  static let login = ValueRule("1–39 letters, digits or hyphens") { value in
    (1...39).contains(value.count) && value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
  }

  static let metadata = ProviderMetadata(
    name: "zoo",
    aliases: ["z", "the-zoo"],
    summary: "Animals and their keepers, for tests.",
    defaultBaseURL: URL(string: "https://zoo.invalid/api")!,
    baseURLEnvironmentVariable: "EXPLORE_ZOO_API_URL"
  )

  static let resourceDescriptors: [ResourceDescriptor] = [
    ResourceDescriptor(
      path: ["animals"],
      aliases: ["beasts"],
      summary: "List the animals.",
      discussion: "Animals page three at a time, so that paging shows with a handful of rows.",
      options: [
        .choice("species", summary: "Only animals of this species.", values: ["cat", "dog", "bird"]),
        OptionDescriptor(name: "size", shortName: "s", summary: "Only animals of this size.", kind: .value(name: "size"), allowedValues: ["small", "large"]),
        OptionDescriptor(name: "tag", summary: "Only animals with this tag.", kind: .value(name: "tag"), isRepeatable: true),
        .choice("sort", summary: "The order.", values: ["name", "age"], defaultValue: "name"),
        .flag("wild", shortName: "w", summary: "Only wild animals."),
        .flag("tame", shortName: "t", summary: "Only tame animals."),
      ],
      paging: .pageNumbers(pageSize: 3, totalIsKnown: true),
      search: .local,
      expansions: [
        ExpansionDescriptor(name: "keepers", summary: "The animal's keepers", childKind: "keeper"),
        ExpansionDescriptor(name: "meals", summary: "What the animal eats", childKind: "meal"),
      ],
      preferredLayout: .list,
      examples: ["animals --species cat", "animals --all --expand"]
    ),
    ResourceDescriptor(
      path: ["animal"],
      summary: "Show one animal.",
      kind: .detail,
      arguments: [ArgumentDescriptor(name: "id", summary: "The animal's number.", rule: numericID)],
      preferredLayout: .detail
    ),
    ResourceDescriptor(
      path: ["keeper"],
      summary: "Show a keeper.",
      kind: .detail,
      arguments: [ArgumentDescriptor(name: "login", summary: "The keeper's login.", rule: login)],
      preferredLayout: .detail
    ),
    ResourceDescriptor(
      path: ["search", "animals"],
      aliases: ["beasts"],
      summary: "Search the animals by name.",
      arguments: [ArgumentDescriptor(name: "query", summary: "Words to search for.")],
      paging: .nextLinks(pageSize: 3),
      search: .remote
    ),
    ResourceDescriptor(
      path: ["search", "keepers"],
      summary: "Search the keepers.",
      arguments: [ArgumentDescriptor(name: "query", summary: "Words to search for.")]
    ),
    ResourceDescriptor(
      path: ["feed"],
      summary: "Feed an animal.",
      kind: .action,
      arguments: [ArgumentDescriptor(name: "id", summary: "The animal's number.", rule: numericID)]
    ),
    ResourceDescriptor(
      path: ["visits"],
      summary: "List visits, of one keeper or of everyone.",
      arguments: [ArgumentDescriptor(name: "keeper", summary: "A keeper's login.", isOptional: true, rule: login)]
    ),
  ]

  static let resources = resourceDescriptors.map { descriptor in
    Resource<Zoo>.forwarding(
      descriptor,
      load: { provider, request, cursor in try await provider.serve(request, at: cursor) },
      expand: { provider, items, expansion, request in try await provider.serveExpansion(items, by: expansion, for: request) }
    )
  }

  static let animals: [(name: String, species: String)] = [
    ("Tom", "cat"), ("Rex", "dog"), ("Tweety", "bird"), ("Felix", "cat"), ("Lassie", "dog"),
    ("Zoë", "bird"), ("Garfield", "cat"), ("Snoopy", "dog"),
  ]

  let context: ProviderContext

  init(context: ProviderContext) {
    self.context = context
  }

  static func item(_ index: Int) -> Item {
    let animal = animals[index]
    return Item(
      id: String(index + 1),
      kind: "animal",
      title: animal.name,
      subtitle: animal.species,
      fields: [ItemField(key: "legs", label: "Legs", value: .integer(animal.species == "bird" ? 2 : 4))],
      webURL: URL(string: "https://zoo.invalid/animals/\(index + 1)"),
      references: ["keepers": ["k\(index % 2)"]]
    )
  }

  func serve(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
    switch request.path {
    case ["animals"]:
      var indices = Array(Self.animals.indices)
      if let species = request.option("species") {
        indices = indices.filter { Self.animals[$0].species == species }
      }
      let page = cursor.pageNumber ?? 1
      let pages = max(1, (indices.count + 2) / 3)
      let slice = indices.dropFirst((page - 1) * 3).prefix(3)
      let info = PageInfo(number: page, totalPages: pages, totalCount: indices.count, next: page < pages ? .number(page + 1) : nil)
      return .list(id: "animals", title: "Animals", items: slice.map(Self.item), paging: info, emptyNote: "No animals match.")
    case ["animal"]:
      guard let id = request.arguments["id"].flatMap(Int.init), id <= Self.animals.count else {
        throw ZooError(message: "There is no animal \(request.arguments["id"] ?? "").")
      }
      return ResourcePage(sections: [ItemSection(id: "info", title: "Info", items: [Self.item(id - 1)])])
    case ["visits"]:
      return .list(id: "visits", title: "Visits", items: [], paging: .single, emptyNote: "Nobody has visited yet.")
    case ["feed"]:
      return ResourcePage(message: "Fed animal \(request.arguments["id"] ?? "")")
    case ["search", "animals"]:
      let query = request.arguments["query"] ?? ""
      let found = Self.animals.indices.filter { Self.animals[$0].name.lowercased().contains(query.lowercased()) }
      return .list(id: "results", title: "Results", items: found.map(Self.item), paging: .single)
    default:
      return .list(id: "none", title: "Nothing", items: [], paging: .single)
    }
  }

  func serveExpansion(_ items: [Item], by expansion: ExpansionDescriptor, for request: ResourceRequest) async throws -> [Item] {
    await ZooExpansionLog.shared.record(items.count)
    return items.map { item in
      var item = item
      item.children = (item.references["keepers"] ?? []).map { Item(id: $0, kind: "keeper", title: "Keeper \($0)") }
      return item
    }
  }
}

/// How many times, and with how many items, `Zoo.expand` was called.
actor ZooExpansionLog {
  static let shared = ZooExpansionLog()
  private(set) var calls: [Int] = []
  func record(_ count: Int) { calls.append(count) }
}

struct ZooError: UserFacingError {
  var message: String
  var description: String { message }
}
