/// The source files of a scaffolded provider module. `__Name__` stands for
/// the type name, `__name__` for the command name, `__ENV__` for the base
/// URL variable and `__BASE_URL__` for the default base URL.
enum ProviderTemplates {
  static let provider = #"""
    public import ExploreCore

    /// The __Name__ API (<__BASE_URL__>): `items`, a list that pages by page
    /// number and searches on the server.
    ///
    /// ```swift
    /// let provider = __Name__(context: context)
    /// let page = try await provider.load(ResourceRequest(path: ["items"], search: "stripes"), at: .first)
    /// ```
    ///
    /// Scaffolded by `swift package new-provider __Name__`; docs/AddingAProvider.md
    /// shows the way to a real provider. Every request goes through
    /// ``ProviderContext/transport``, so the same code runs live, recording,
    /// or offline from `fixtures/__name__`.
    public struct __Name__: Provider {
      let transport: any HTTPTransport
      let endpoints: __Name__Endpoints

      public init(context: ProviderContext) {
        self.transport = context.transport
        self.endpoints = __Name__Endpoints(baseURL: context.baseURL)
      }

      public func load(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
        guard request.path == Self.itemsResource.path else {
          throw __Name__UnknownResourceError(resource: request.resourceName)
        }
        return try await loadItems(search: request.search, page: max(1, cursor.pageNumber ?? 1))
      }
    }

    """#

  static let descriptor = #"""
    public import ExploreCore
    import Foundation

    extension __Name__ {
      /// The provider's names, base URL and resources: one list, `items`.
      public static let descriptor = ProviderDescriptor(
        name: "__name__",
        summary: "The __Name__ API: items",
        defaultBaseURL: URL(string: "__BASE_URL__")!,
        baseURLEnvironmentVariable: "__ENV__",
        fixturesFolder: "__name__",
        resources: [itemsResource]
      )

      /// The number of items the API serves per page.
      package static let pageSize = 20

      static let itemsResource = ResourceDescriptor(
        path: ["items"],
        summary: "Items, page by page, searchable by name",
        discussion: """
          Pages are numbered from 1 (--page N asks for ?page=N). --search TEXT \
          asks the API for the items that match TEXT (?q=TEXT).
          """,
        paging: .pageNumbers(pageSize: pageSize, totalIsKnown: true),
        search: .remote,
        preferredLayout: .list,
        examples: [
          "items",
          "items --page 2",
          "items --search stripes --all",
        ]
      )
    }

    """#

  static let loading = #"""
    import ExploreCore
    import ExploreNetworking
    import Foundation

    extension __Name__ {
      /// Page `page` of the items, or of the items that match `search`.
      ///
      /// The API says how many pages there are, so `--all` loads the rest
      /// concurrently.
      func loadItems(search: String?, page: Int) async throws -> ResourcePage {
        let search = search?.trimmingCharacters(in: .whitespaces)
        let query = search.flatMap { $0.isEmpty ? nil : $0 }
        let url = endpoints.items(page: page, search: query)
        let response = try await transport.send(HTTPRequest(method: .get, url: url))
        let list = try response
          .requireSuccess("page \(page) of items")
          .decode(__Name__ItemList.self, endpoint: endpoints.relativePath(of: url))
        return .list(
          id: "items",
          title: "Items",
          items: list.items.map(\.item),
          paging: .numbered(page: page, totalPages: list.totalPages, totalCount: list.total),
          emptyNote: query.map { "No items match '\($0)'." } ?? "There are no items."
        )
      }
    }

    """#

  static let endpoints = #"""
    import Foundation

    /// The API's URLs under the base URL the provider was given.
    ///
    /// ```swift
    /// __Name__Endpoints(baseURL: URL(string: "__BASE_URL__")!).items(page: 2, search: "black stripes")
    /// // __BASE_URL__/items?page=2&q=black%20stripes
    /// ```
    struct __Name__Endpoints: Sendable {
      let baseURL: URL

      /// `<base>/items?page=N`, with `&q=TEXT` when searching.
      func items(page: Int, search: String?) -> URL {
        var query = [URLQueryItem(name: "page", value: String(page))]
        if let search {
          query.append(URLQueryItem(name: "q", value: search))
        }
        return baseURL.appendingPathComponent("items").appending(queryItems: query)
      }

      /// `url` relative to the base URL, such as `/items?page=2`, for error messages.
      func relativePath(of url: URL) -> String {
        let text = url.absoluteString
        let base = baseURL.absoluteString
        return text.hasPrefix(base) ? String(text.dropFirst(base.count)) : text
      }
    }

    """#

  static let itemList = #"""
    /// One page of `GET /items`, as the API sends it.
    struct __Name__ItemList: Decodable, Sendable {
      /// The number of this page, counting from 1.
      var page: Int
      /// The number of pages in the list.
      var totalPages: Int
      /// The number of items in the list.
      var total: Int
      var items: [__Name__Record]

      enum CodingKeys: String, CodingKey {
        case page
        case totalPages = "total_pages"
        case total
        case items
      }
    }

    """#

  static let record = #"""
    import Foundation

    /// One item of the API, as it sends it.
    struct __Name__Record: Decodable, Sendable {
      var id: Int
      var name: String
      var description: String?
      /// The item's page on the web.
      var url: URL?
    }

    """#

  static let recordItem = #"""
    import ExploreCore

    extension __Name__Record {
      /// The record as a row of any list.
      var item: Item {
        Item(
          id: String(id),
          kind: "item",
          title: name,
          subtitle: description,
          fields: [ItemField(key: "id", label: "ID", value: .integer(id))],
          webURL: url
        )
      }
    }

    """#

  static let unknownResourceError = #"""
    public import ExploreCore

    /// A resource was asked of the __Name__ provider that it does not offer.
    public struct __Name__UnknownResourceError: UserFacingError {
      /// The resource's full name, such as `search items`.
      public var resource: String

      public var description: String {
        "__name__ has no resource '\(resource)'. Run 'explore __name__ --help' to see its resources."
      }
    }

    """#

  // MARK: The simulation for the loopback test server

  static let simulation = #"""
    public import ExploreTestSupport
    import __Name__Provider

    /// __Name__'s API as the loopback test server simulates it, mounted at
    /// `/__name__` by this provider's tests and by the CLI's end-to-end tests.
    ///
    /// It has no routes yet: `fixtures/__name__` answers, with `__BASE_URL__`
    /// in answers rewritten to the server. Add routes for what fixtures
    /// cannot express (many pages, state, errors), such as:
    ///
    /// ```swift
    /// router.get("/items/:id") { call in .json(["id": call["id"]!, "name": "Item \(call["id"]!)"]) }
    /// ```
    public enum __Name__Simulation: LoopbackSimulation {
      public static func mount(_ options: LoopbackSimulationOptions) -> LoopbackMount {
        let router = LoopbackRouter()
        return LoopbackMount(descriptor: __Name__.descriptor, router: router)
      }
    }

    """#

  static let simulationTests = #"""
    import ExploreCore
    import ExploreNetworking
    import ExploreTestSupport
    import Foundation
    import Testing
    import __Name__Provider
    import __Name__Simulation

    /// The __Name__ provider over HTTP, through the real client, against its
    /// simulation on the loopback server: what the `explore` binary sees.
    @Suite struct __Name__LoopbackTests {
      @Test func theFirstPageOfItemsComesOverHTTPAfterARetry() async throws {
        let server = try LoopbackServer.start(simulating: [__Name__Simulation.self])
        defer { server.stop() }
        let mount = __Name__.descriptor.fixturesFolder
        let base = server.baseURL(for: mount)
        #expect(server.environment[__Name__.descriptor.baseURLEnvironmentVariable] == base.absoluteString)
        try await server.inject([LoopbackFault(match: "/\(mount)/items", times: 1, action: .status(503))])

        let client = HTTPClient(configuration: .init(apiBaseURL: base, retryPolicy: RetryPolicy(baseDelay: .milliseconds(1))))
        let context = ProviderContext(
          baseURL: base, transport: client,
          directories: ExploreDirectories(environment: [:], home: FileManager.default.temporaryDirectory)
        )
        let page = try await __Name__(context: context).load(ResourceRequest(path: ["items"]), at: .first)

        #expect(!page.items.isEmpty)
        #expect(try await server.requests().map(\.status) == [503, 200])
      }
    }

    """#
}
