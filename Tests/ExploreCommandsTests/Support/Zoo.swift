import ExploreCore
import ExploreTestSupport
import Foundation

/// The `zoo` test provider: ``ZooCatalog``'s declarations, served from
/// memory, so that the CLI is checked against a provider it has never seen.
struct Zoo: Provider {
  static let metadata = ZooCatalog.metadata

  static let resources = ZooCatalog.resources.map { descriptor in
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
