/// The test target and the replay fixture of a scaffolded provider, with
/// the placeholders of ``ProviderTemplates``.
enum TestTemplates {
  static let tests = #"""
    import ExploreConformance
    import ExploreCore
    import ExploreNetworking
    import ExploreReplay
    import ExploreTestSupport
    import Foundation
    import Testing
    import __Name__Provider

    /// The __Name__ provider against its replay fixtures, as
    /// `explore --offline __name__ items` runs it, and against a transport
    /// that captures its requests.
    @Suite struct __Name__ProviderTests {
      static let fixtures = ProjectPaths.fixtures
        .appendingPathComponent(__Name__.descriptor.fixturesFolder, isDirectory: true)

      /// The provider over `transport`, with the default base URL.
      static func provider(_ transport: any HTTPTransport) -> __Name__ {
        let context = ProviderContext(
          baseURL: __Name__.descriptor.defaultBaseURL,
          transport: transport,
          directories: ExploreDirectories(environment: [:], home: FileManager.default.temporaryDirectory)
        )
        return __Name__(context: context)
      }

      /// The `response.body` of the fixture file `name`.
      static func fixtureBody(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: fixtures.appendingPathComponent(name))
        let exchange = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let response = try #require(exchange["response"] as? [String: Any])
        return try #require(response["body"] as? [String: Any])
      }

      @Test func theFirstPageOfItemsComesFromTheFixture() async throws {
        let base = __Name__.descriptor.defaultBaseURL
        let replay = ReplayTransport(directory: Self.fixtures, baseURL: base, defaultBaseURL: base)
        let page = try await Self.provider(replay).load(ResourceRequest(path: ["items"]), at: .first)

        let body = try Self.fixtureBody("GET-items.json")
        let records = try #require(body["items"] as? [[String: Any]])
        #expect(!records.isEmpty)
        #expect(page.items.map(\.title) == records.compactMap { $0["name"] as? String })
        #expect(page.items.map(\.id) == records.compactMap { ($0["id"] as? Int).map(String.init) })
        #expect(page.paging.number == 1)
        #expect(page.paging.totalCount == body["total"] as? Int)
        #expect(!page.paging.hasMore)
      }

      @Test func aSearchSendsTheTextAsQWithThePageNumber() async throws {
        let transport = CapturingTransport()
        let request = ResourceRequest(path: ["items"], search: " black stripes ")
        let page = try await Self.provider(transport).load(request, at: .number(3))

        let url = try #require(await transport.urls.first)
        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        #expect(components.path.hasSuffix("/items"))
        #expect(Set(components.queryItems ?? []) == [URLQueryItem(name: "page", value: "3"), URLQueryItem(name: "q", value: "black stripes")])
        #expect(page.items.isEmpty)
        #expect(!page.paging.hasMore)
      }

      @Test func theItemsResourcePagesAndSearchesOnTheServer() throws {
        let resource = try #require(__Name__.descriptor.resource(named: ["items"]))
        #expect(resource.search == .remote)
        #expect(resource.paging == .pageNumbers(pageSize: __Name__.pageSize, totalIsKnown: true))
        let override = try #require(URL(string: "http://127.0.0.1:8080/__name__"))
        #expect(__Name__.descriptor.baseURL(in: ["__ENV__": override.absoluteString]) == override)
      }

      /// The checks every provider passes: each example runs offline from
      /// the fixtures, and each bad value is refused before any request.
      @Test func conformsToItsDeclarations() async {
        let failures = await ProviderConformance<__Name__>(fixtures: ProjectPaths.fixtures).failures()
        #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
      }

      @Test func anUnknownResourceIsAClearError() async throws {
        let error = await #expect(throws: UnknownResourceError.self) {
          try await Self.provider(CapturingTransport()).load(ResourceRequest(path: ["nothing"]), at: .first)
        }
        #expect(error?.description.contains("explore __name__ --help") == true)
      }
    }

    """#

  static let capturingTransport = #"""
    import ExploreCore
    import Foundation

    /// Answers every request with an empty page of items and keeps the URLs
    /// it was asked for.
    actor CapturingTransport: HTTPTransport {
      private(set) var urls: [URL] = []

      func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        urls.append(request.url)
        let body = #"{"page": 1, "total": 0, "items": []}"#
        return HTTPResponse(
          status: 200,
          headers: ["content-type": "application/json"],
          body: Data(body.utf8),
          url: request.url
        )
      }
    }

    """#

  static let firstPageFixture = #"""
    {
      "request": {
        "method": "GET",
        "path": "/items"
      },
      "response": {
        "body": {
          "items": [
            {
              "description": "A sample written by new-provider; record real pages with --record.",
              "id": 1,
              "name": "Aurora __Name__",
              "url": "__BASE_URL__/items/1"
            },
            {
              "description": "A second sample row.",
              "id": 2,
              "name": "Basalt __Name__",
              "url": "__BASE_URL__/items/2"
            },
            {
              "description": null,
              "id": 3,
              "name": "Cobalt __Name__",
              "url": "__BASE_URL__/items/3"
            }
          ],
          "page": 1,
          "total": 3
        },
        "headers": {
          "content-type": "application/json; charset=utf-8"
        },
        "status": 200
      }
    }

    """#

  static let searchFixture = #"""
    {
      "request": {
        "method": "GET",
        "path": "/items?q=stripes"
      },
      "response": {
        "body": {
          "items": [],
          "page": 1,
          "total": 0
        },
        "headers": {
          "content-type": "application/json; charset=utf-8"
        },
        "status": 200
      }
    }

    """#

  static let fixturesReadme = #"""
    # __name__ replay fixtures

    Replay fixtures for the __Name__ provider, in the format of every folder
    under `fixtures/`: one exchange per `*.json` file, matched by method and
    path (see docs/AddingAProvider.md). `explore --offline __name__ items`
    and `Tests/__Name__ProviderTests` read them.

    `GET-items.json` and `GET-items-q-stripes.json` were written by
    `new-provider` as samples, one for each example of `items`. Replace them
    with pages recorded from the real API, by running every example:

    ```
    explore --record /tmp/rec __name__ items
    explore --record /tmp/rec __name__ items --search stripes --all
    cp /tmp/rec/__name__/*.json fixtures/__name__/
    ```

    """#
}
