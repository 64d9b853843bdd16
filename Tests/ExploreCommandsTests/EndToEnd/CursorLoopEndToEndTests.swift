import ExploreTestSupport
import Foundation
import Testing

/// `--page N` on a declared list that pages by cursor walks through the
/// pages before it (issue 40, 2.10): a cursor that comes back (a → b → a)
/// or a page that names itself as the next is refused there with the
/// error `--all` gives, through the built binary, against a loopback API
/// that answers the loop; a later page is never a repeat of an earlier one.
@Suite(.serialized) struct CursorLoopEndToEndTests {
  static let declaration = #"""
    {"explore": 1, "name": "loops", "summary": "Lists whose cursors come back", "baseURL": "https://loops.example",
     "resources": [
       {"name": "cycle", "summary": "A cursor list whose third page names the second again",
        "list": {"path": "/cycle", "records": "items", "paging": {"cursor": {"parameter": "cursor", "next": "next_cursor", "pageSize": 2}},
                 "item": {"kind": "thing", "id": "id", "title": "name"}}},
       {"name": "stuck", "summary": "A cursor list whose second page names itself",
        "list": {"path": "/stuck", "records": "items", "paging": {"cursor": {"parameter": "cursor", "next": "next_cursor", "pageSize": 2}},
                 "item": {"kind": "thing", "id": "id", "title": "name"}}}
     ]}
    """#

  /// The page a cursor names: its two rows and the next cursor.
  static func page(_ first: Int, next: String) -> LoopbackResponse {
    .json(["items": [first, first + 1].map { ["id": $0, "name": "Thing \($0)"] }, "next_cursor": next])
  }

  static func mount() -> LoopbackMount {
    var router = LoopbackRouter()
    // NB: a → b → a: the third page (cursor b) names the second (cursor a) as its next.
    router.get("/cycle") { call in
      switch call.request.queryValue("cursor") {
      case nil: page(1, next: "a")
      case "a": page(3, next: "b")
      case "b": page(5, next: "a")
      default: .json(["message": "no such cursor"], status: 400)
      }
    }
    router.get("/stuck") { call in
      call.request.queryValue("cursor") == nil ? page(1, next: "s") : page(3, next: "s")
    }
    return LoopbackMount(name: "loops", router: router, environmentVariable: "EXPLORE_LOOPS_API_URL")
  }

  /// An explore home with the declaration added, and a server that answers it.
  struct Setup {
    var folder: TemporaryFolder
    var server: LoopbackServer

    init() async throws {
      folder = try TemporaryFolder()
      try folder.write(CursorLoopEndToEndTests.declaration, to: "loops.json")
      let added = try await ExploreBinary.run(["api", "add", "loops", folder.url.appendingPathComponent("loops.json").path], home: folder.url)
      #expect(added.status == 0, "stderr: \(added.standardError)")
      server = try LoopbackServer.start(mounts: [CursorLoopEndToEndTests.mount()], fixtures: nil, maxSeconds: 300)
    }

    func run(_ arguments: [String]) async throws -> ExploreBinary.Outcome {
      try await server.reset()
      return try await ExploreBinary.run(["loops"] + arguments, environment: server.environment, home: folder.url)
    }

    func stop() {
      server.stop()
      folder.remove()
    }
  }

  /// The one line of standard error that says why the list stopped.
  static func loopError(_ outcome: ExploreBinary.Outcome) -> String? {
    outcome.standardError.split(separator: "\n").first { $0.contains("already loaded") }.map(String.init)
  }

  @Test func aCursorThatComesBackIsRefusedByPageNAsByAll() async throws {
    let setup = try await Setup()
    defer { setup.stop() }
    let all = try await setup.run(["cycle", "--all"])
    #expect(all.status == 1)
    let allError = try #require(Self.loopError(all), "stderr: \(all.standardError)")
    #expect(allError.contains("The API sent a next page that was already loaded"))
    #expect(allError.contains("cursor=a"))

    for page in [4, 5, 20] {
      let paged = try await setup.run(["cycle", "--page", String(page)])
      #expect(paged.status == 1, "--page \(page): \(paged.standardOutput)")
      #expect(Self.loopError(paged) == allError, "--page \(page): \(paged.standardError)")
      #expect(!paged.standardOutput.contains("Thing"), "--page \(page) showed an earlier page: \(paged.standardOutput)")
      // NB: the walk stops where the loop shows, not at page N.
      #expect(try await setup.server.requestCount(pathPrefix: "/loops/cycle") == 3, "--page \(page)")
    }
  }

  @Test func thePagesBeforeTheLoopAreShownWithoutANextPageThatLoops() async throws {
    let setup = try await Setup()
    defer { setup.stop() }
    let second = try await setup.run(["cycle", "--page", "2", "--verbose"])
    #expect(second.status == 0, "stderr: \(second.standardError)")
    #expect(second.standardOutput.contains("Thing 3") && second.standardOutput.contains("Thing 4"))
    #expect(second.standardError.contains("More: explore loops cycle --verbose --page 3"), "stderr: \(second.standardError)")

    let third = try await setup.run(["cycle", "--page", "3"])
    #expect(third.status == 0, "stderr: \(third.standardError)")
    #expect(third.standardOutput.contains("Thing 5") && third.standardOutput.contains("Thing 6"))
    #expect(!third.standardOutput.contains("Thing 3"))
    #expect(!third.standardError.contains("--page 4"), "a next page that loops is offered: \(third.standardError)")
  }

  @Test func aPageThatNamesItselfIsRefusedAsByAll() async throws {
    let setup = try await Setup()
    defer { setup.stop() }
    let all = try await setup.run(["stuck", "--all"])
    #expect(all.status == 1)
    let allError = try #require(Self.loopError(all), "stderr: \(all.standardError)")

    let second = try await setup.run(["stuck", "--page", "2"])
    #expect(second.status == 0, "stderr: \(second.standardError)")
    #expect(second.standardOutput.contains("Thing 3"))
    #expect(!second.standardError.contains("--page 3"))

    for page in [3, 20] {
      let paged = try await setup.run(["stuck", "--page", String(page), "--json"])
      #expect(paged.status == 1, "--page \(page): \(paged.standardOutput)")
      #expect(Self.loopError(paged) == allError, "--page \(page): \(paged.standardError)")
      #expect(try await setup.server.requestCount(pathPrefix: "/loops/stuck") == 2, "--page \(page)")
    }
  }
}
