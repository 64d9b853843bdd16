import Foundation

/// The source files of a scaffolded provider module, with placeholders that
/// ``fill(_:name:baseURL:)`` replaces: `__Name__` stands for the type name,
/// `__name__` for the command name, `__ENV__` for the base URL variable,
/// and the base URL is `__BASE_URL__` in a comment, `__BASE_URL_LITERAL__`
/// as a string literal and `__BASE_URL_JSON__` inside a JSON string.
enum ProviderTemplates {
  /// `template` with its placeholders replaced, each by the spelling of its
  /// context: the names are letters and digits (``ProviderName`` checked
  /// them), which stand as themselves anywhere; the base URL goes through
  /// ``SwiftSpelling/comment(_:)`` or ``SwiftSpelling/stringLiteral(_:)``,
  /// and stands as itself in JSON: ``NewProviderOptions/validBaseURL(_:)``
  /// let through no quote, backslash or control character.
  static func fill(_ template: String, name: ProviderName, baseURL: String) -> String {
    template
      .replacingOccurrences(of: "__Name__", with: name.type)
      .replacingOccurrences(of: "__name__", with: name.commandName)
      .replacingOccurrences(of: "__ENV__", with: name.environmentVariable)
      .replacingOccurrences(of: "__BASE_URL_LITERAL__", with: SwiftSpelling.stringLiteral(baseURL))
      .replacingOccurrences(of: "__BASE_URL_JSON__", with: baseURL)
      .replacingOccurrences(of: "__BASE_URL__", with: SwiftSpelling.comment(baseURL))
  }

  static let provider = #"""
    public import ExploreCore
    public import ExploreEngine
    public import ExploreNetworking
    public import ExploreTables
    import Foundation

    /// The __Name__ API (<__BASE_URL__>): `items`, a list that pages by page
    /// number and searches on the server.
    ///
    /// ```swift
    /// let provider = __Name__(context: context)
    /// let page = try await provider.load(ResourceRequest(path: ["items"], search: "stripes"), at: .first)
    /// ```
    ///
    /// Scaffolded by `swift package new-provider __Name__`; docs/AddingAProvider.md
    /// grows it into a real provider. Its list is declared as two tables and
    /// no handler: `itemList` says where the list is, how it pages and
    /// searches, and `item` how a record becomes an item (the guide's section
    /// 10 declares more resources so; section 4 writes a handler for what
    /// tables cannot say). Every request goes through the context's
    /// transport, so the same code runs live, recording, or offline from
    /// `fixtures/__name__`.
    public struct __Name__: RESTProvider {
      /// The provider's names and base URL.
      public static let metadata = ProviderMetadata(
        name: "__name__", summary: "The __Name__ API: items",
        defaultBaseURL: URL(string: __BASE_URL_LITERAL__)!, baseURLEnvironmentVariable: "__ENV__", fixturesFolder: "__name__"
      )

      /// The provider's resources.
      public static let resources: [Resource<__Name__>] = [items]

      /// The scaffold's sample resource. Replace it with your API's resources;
      /// the tests that name it (`__Name__ItemsTests.swift`, `__Name__LoopbackTests.swift`)
      /// then stop compiling, and say what to write instead.
      package static let items = Resource<__Name__>.list(
        itemList, summary: "Items, page by page, searchable by name",
        discussion: """
          Pages are numbered from 1 (--page N asks for ?page=N). --search TEXT \
          asks the API for the items that match TEXT (?q=TEXT).
          """,
        examples: ["items", "items --search stripes --all"]
      )

      /// `GET /items`: 20 records a page, in the body's `items`, numbered from
      /// 1 (`?page=N`) and counted in `total`, so that `--all` loads the pages
      /// after the first concurrently; `?q=TEXT` searches them.
      static let itemList = ListEndpoint(
        ["items"], item, in: "items", paging: .pageNumbers(pageSize: 20, total: "total"), search: "q"
      )

      /// One record of `GET /items` as an item, declared as a table (no
      /// `Decodable` struct): `id` and `name` are required; the rest is
      /// display, left out (with a `--verbose` note) when missing or malformed.
      static let item = ItemMapping(
        kind: "item", id: .key("id"), title: "name", subtitle: .text("description"), webPage: .key("url"),
        fields: [FieldMapping("id", "ID", .integer)]
      )

      /// The client every declared list loads with.
      public let client: RESTClient

      public init(context: ProviderContext) {
        client = RESTClient(context: context, headers: ["Accept": "application/json"])
      }
    }

    """#

  // MARK: The simulation for the loopback test server

  static let simulation = #"""
    import ExploreCore
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

  /// The scaffold's loopback test: its sample `items` over HTTP.
  static let simulationTests = loopbackTests(
    named: "theFirstPageOfItemsComesOverHTTPAfterARetry",
    first:
      "let items = __Name__.items  // Gone? You replaced the sample: delete this line and load one of your resources below, such as ResourceRequest(path: [\"books\"])."
  ).replacingOccurrences(of: "__REQUEST__", with: "ResourceRequest(path: items.descriptor.path)")

  /// A test that loads `__REQUEST__` (a placeholder for a Swift expression,
  /// put in after ``fill(_:name:baseURL:)``) over HTTP, through the real
  /// client, from the provider's simulation on the loopback server, after
  /// one 503 that the client retries; `first`, when given, opens the test.
  static func loopbackTests(named name: String, first: String? = nil) -> String {
    #"""
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
      @Test func \#(name)() async throws {
    \#(first.map { "    \($0)\n" } ?? "")\#
        let server = try LoopbackServer.start(simulating: [__Name__Simulation.self])
        defer { server.stop() }
        let mount = __Name__.descriptor.fixturesFolder
        let base = server.baseURL(for: mount)
        #expect(server.environment[__Name__.descriptor.baseURLEnvironmentVariable] == base.absoluteString)
        try await server.inject([LoopbackFault(match: "/\(mount)/", times: 1, action: .status(503))])

        // NB: 600 s of total time, not the default 30: on a busy machine the
        // first answer can take longer, and the retry must still be made.
        let client = HTTPClient(
          configuration: .init(apiBaseURL: base, retryPolicy: RetryPolicy(baseDelay: .milliseconds(1), maximumTotalTime: .seconds(600))))
        let context = ProviderContext(
          baseURL: base, transport: client,
          directories: ExploreDirectories(environment: [:], home: FileManager.default.temporaryDirectory)
        )
        let page = try await __Name__(context: context).load(__REQUEST__, at: .first)

        #expect(!page.items.isEmpty)
        #expect(try await server.requests().map(\.status) == [503, 200])
      }
    }

    """#
  }
}
