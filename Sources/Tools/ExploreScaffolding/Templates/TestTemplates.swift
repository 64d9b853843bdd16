/// The test target and the replay fixture of a scaffolded provider, with
/// the placeholders of ``ProviderTemplates``.
enum TestTemplates {
  static let tests = #"""
    import ExploreConformance
    import ExploreCore
    import ExploreNetworking
    import ExploreTestSupport
    import Foundation
    import Testing
    import __Name__Provider

    /// Every resource of the __Name__ provider, walked from `__Name__.resources`:
    /// these tests keep working as you replace the scaffold's `items` with
    /// your API's resources.
    @Suite struct __Name__ProviderTests {
      /// The provider over `transport`, with the default base URL.
      static func provider(_ transport: any HTTPTransport) -> __Name__ {
        let context = ProviderContext(
          baseURL: __Name__.descriptor.defaultBaseURL,
          transport: transport,
          directories: ExploreDirectories(environment: [:], home: FileManager.default.temporaryDirectory)
        )
        return __Name__(context: context)
      }

      /// The checks every provider passes: each example runs offline from
      /// the fixtures, each expansion keeps its request budget, and each bad
      /// value is refused before any request.
      @Test func conformsToItsDeclarations() async {
        let failures = await ProviderConformance<__Name__>(fixtures: ProjectPaths.fixtures).failures()
        #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
      }

      /// A resource that searches on the server sends the text, trimmed, in
      /// its request, and a page number with it when it pages by number.
      @Test func everyRemoteSearchSendsItsTextAndPageNumber() async throws {
        let searching = __Name__.descriptor.resources.filter { $0.search == .remote && $0.arguments.allSatisfy(\.isOptional) }
        for resource in searching {
          let transport = StubTransport.refusingEverything()
          let request = ResourceRequest(path: resource.path, search: " black stripes ")
          _ = try? await Self.provider(transport).load(request, at: .number(3))

          let url = try #require(transport.requests.first?.url, "\(resource.name) sent no request")
          let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
          let values = (components.queryItems ?? []).compactMap(\.value) + [components.path]
          #expect(values.contains { $0.contains("black stripes") }, "\(resource.name) did not send its search: \(url)")
          switch resource.paging {
          case .pageNumbers(let size?, _, _, _, _, _, _), .offsetLimit(let size?, _, _, _):
            // NB: a list paged by offset asks for page 3 as offset=2×size.
            #expect(values.contains("3") || values.contains(String(2 * size)), "\(resource.name) did not ask for page 3: \(url)")
          default:
            break
          }
        }
      }

      @Test func theBaseURLCanBeOverridden() throws {
        let override = try #require(URL(string: "http://127.0.0.1:8080/__name__"))
        #expect(__Name__.descriptor.baseURL(in: ["__ENV__": override.absoluteString]) == override)
      }

      @Test func anUnknownResourceIsAClearError() async throws {
        let error = await #expect(throws: UnknownResourceError.self) {
          try await Self.provider(StubTransport.refusingEverything()).load(ResourceRequest(path: ["nothing"]), at: .first)
        }
        #expect(error?.description.contains("explore __name__ --help") == true)
      }
    }

    """#

  static let itemsTests = #"""
    import ExploreCore
    import ExploreReplay
    import ExploreTestSupport
    import Foundation
    import Testing
    import __Name__Provider

    /// The scaffold's sample resource, `items`, against its replay fixtures.
    @Suite struct __Name__ItemsTests {
      static let items = __Name__.items  // Gone? You replaced the sample: delete this file, test your resources instead (docs/AddingAProvider.md, "8. Test").
      static let fixtures = ProjectPaths.fixtures
        .appendingPathComponent(__Name__.descriptor.fixturesFolder, isDirectory: true)

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
        let page = try await __Name__ProviderTests.provider(replay).load(ResourceRequest(path: Self.items.descriptor.path), at: .first)

        let body = try Self.fixtureBody("GET-items.json")
        let records = try #require(body["items"] as? [[String: Any]])
        #expect(!records.isEmpty)
        #expect(page.items.map(\.title) == records.compactMap { $0["name"] as? String })
        #expect(page.items.map(\.id) == records.compactMap { ($0["id"] as? Int).map(String.init) })
        #expect(page.paging.number == 1)
        #expect(page.paging.totalCount == body["total"] as? Int)
        #expect(!page.paging.hasMore)
      }

      @Test func itemsPagesByNumberAndSearchesOnTheServer() {
        #expect(Self.items.descriptor.search == .remote)
        guard case .pageNumbers(_, _?, _, _, _, _, _) = Self.items.descriptor.paging else {
          Issue.record("items does not page by number with a known total: \(Self.items.descriptor.paging)")
          return
        }
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
              "url": "__BASE_URL_JSON__/items/1"
            },
            {
              "description": "A second sample row.",
              "id": 2,
              "name": "Basalt __Name__",
              "url": "__BASE_URL_JSON__/items/2"
            },
            {
              "description": null,
              "id": 3,
              "name": "Cobalt __Name__",
              "url": "__BASE_URL_JSON__/items/3"
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
