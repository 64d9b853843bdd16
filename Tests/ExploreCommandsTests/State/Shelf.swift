import ExploreCore
import ExploreTestSupport
import Foundation

/// A test provider with two favoritable kinds and a trackable list, to
/// check that favorites and `--changes` are generic: nothing in the CLI
/// names it. Its books come from `SHELF_BOOKS` (comma-separated ids) so a
/// test can change the list between runs; `gone` is never found.
struct Shelf: Provider {
  struct NotFound: ItemNotFoundError {
    var id: String
    var description: String { "No book or author has id \(id)." }
  }

  static let idRule = ValueRule("lowercase letters and digits") { value in
    !value.isEmpty && value.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
  }

  static let metadata = ProviderMetadata(
    name: "shelf",
    summary: "Books and authors, for tests.",
    defaultBaseURL: URL(string: "https://shelf.invalid")!,
    baseURLEnvironmentVariable: "EXPLORE_SHELF_API_URL",
    favorites: [
      FavoritableKind(kind: "book", detailResource: ["book"], argumentName: "book"),
      FavoritableKind(kind: "author", detailResource: ["author"], argumentName: "author"),
    ]
  )

  static let resourceDescriptors: [ResourceDescriptor] = [
    ResourceDescriptor(path: ["books"], summary: "Every book.", kind: .list, isTrackable: true),
    ResourceDescriptor(
      path: ["book"], summary: "One book.", kind: .detail,
      arguments: [ArgumentDescriptor(name: "book", summary: "A book id.", rule: idRule)]
    ),
    ResourceDescriptor(
      path: ["author"], summary: "One author.", kind: .detail,
      arguments: [ArgumentDescriptor(name: "author", summary: "An author id.", rule: idRule)]
    ),
  ]

  static let resources = resourceDescriptors.map { descriptor in
    Resource<Shelf>.forwarding(
      descriptor,
      load: { provider, request, cursor in try await provider.serve(request, at: cursor) },
      expand: { provider, items, expansion, request in try await provider.serveExpansion(items, by: expansion, for: request) }
    )
  }

  let context: ProviderContext

  init(context: ProviderContext) {
    self.context = context
  }

  func serve(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
    switch request.path {
    case ["books"]:
      let ids = (context.environment["SHELF_BOOKS"] ?? "").split(separator: ",").map(String.init)
      return ResourcePage(sections: [ItemSection(id: "books", title: "Books", items: ids.map(Self.book))])
    case ["book"], ["author"]:
      let kind = request.path[0]
      let id = request.arguments[kind] ?? ""
      guard id != "gone" else { throw NotFound(id: id) }
      let item = Item(id: id, kind: kind, title: "\(kind.capitalized) \(id)")
      return ResourcePage(sections: [ItemSection(id: kind, title: kind, items: [item])])
    default:
      throw NotFound(id: request.resourceName)
    }
  }

  func serveExpansion(_ items: [Item], by expansion: ExpansionDescriptor, for request: ResourceRequest) async throws -> [Item] {
    items
  }

  static func book(_ id: String) -> Item {
    Item(id: id, kind: "book", title: "Book \(id)")
  }
}
