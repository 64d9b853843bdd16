@testable import ExploreBrowser
@testable import ExploreArguments
import ExploreCore
import ExploreTestSupport
import Foundation

/// A small provider for the browser's tests: people (a remote search),
/// their friends (drill-down), their pets (a lazy expansion), and a person's
/// detail page. Pages hold `pageSize` people; `people` has `total` of them.
struct Town: Provider {
  static let pets = ExpansionDescriptor(name: "pets", summary: "Their pets", childKind: "pet")

  static let people = ResourceDescriptor(
    path: ["people"], summary: "Everyone.", paging: .pageNumbers(pageSize: 100, total: "total"),
    search: .remote, expansions: [pets]
  )
  static let friends = ResourceDescriptor(
    path: ["friends"], summary: "A person's friends.",
    arguments: [ArgumentDescriptor(name: "person", summary: "A person", rule: ValueRule("p and a number") { $0.hasPrefix("p") })],
    paging: .pageNumbers(pageSize: 100, total: "total"), search: .local, expansions: [pets]
  )
  static let search = ResourceDescriptor(
    path: ["search"], summary: "Search people.",
    arguments: [ArgumentDescriptor(name: "query", summary: "Text")]
  )
  static let person = ResourceDescriptor(
    path: ["person"], summary: "One person.", kind: .detail,
    arguments: [ArgumentDescriptor(name: "id", summary: "An id")]
  )

  static let metadata = ProviderMetadata(
    name: "town", summary: "People of a town, for tests.",
    defaultBaseURL: URL(string: "https://town.invalid")!, baseURLEnvironmentVariable: "EXPLORE_TOWN_API_URL"
  )

  static let resourceDescriptors: [ResourceDescriptor] = [people, search, friends, person]

  static let resources = resourceDescriptors.map { descriptor in
    Resource<Town>.forwarding(
      descriptor,
      load: { provider, request, cursor in try await provider.serve(request, at: cursor) },
      expand: { provider, items, expansion, request in try await provider.serveExpansion(items, by: expansion, for: request) }
    )
  }

  static func person(_ number: Int) -> Item {
    Item(id: "p\(number)", kind: "person", title: "Person \(number)", webURL: URL(string: "https://town.invalid/p\(number)"))
  }

  static func page(_ number: Int, of pages: Int, size: Int = 100, prefix: String = "") -> (sections: [ItemSection], paging: PageInfo) {
    let items = (1...size).map { person((number - 1) * size + $0) }
    let paging = PageInfo(number: number, totalPages: pages, totalCount: pages * size, next: number < pages ? .number(number + 1) : nil)
    return ([ItemSection(id: "people", title: "People", items: items)], paging)
  }

  let calls = Calls()

  init(context: ProviderContext) {}
  init() {}

  func serve(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
    await calls.record(request, cursor)
    let number = cursor.pageNumber ?? 1
    var items = (1...10).map { Self.person((number - 1) * 10 + $0) }
    if let query = request.search {
      items = items.map { var item = $0; item.title += " \(query)"; return item }
    }
    return ResourcePage(
      sections: [ItemSection(id: "people", title: "People", items: items)],
      paging: PageInfo(number: number, totalPages: 3, next: number < 3 ? .number(number + 1) : nil)
    )
  }

  func serveExpansion(_ items: [Item], by expansion: ExpansionDescriptor, for request: ResourceRequest) async throws -> [Item] {
    items.map { item in
      var item = item
      item.children = [Item(id: "cat", kind: "pet", title: "Cat of \(item.title)"), Item(id: "dog", kind: "pet", title: "Dog")]
      return item
    }
  }

  /// The requests the provider received.
  actor Calls {
    private(set) var requests: [(ResourceRequest, PageCursor)] = []
    func record(_ request: ResourceRequest, _ cursor: PageCursor) { requests.append((request, cursor)) }
    var searches: [String] { requests.compactMap(\.0.search) }
  }
}
