import ExploreTestSupport
import Foundation
import Testing

/// `--page N+1` after `--page N` on a list paged by cursor costs one
/// request (issue 41, item 8), through the built binary against a loopback
/// API: the cursors a run saw are kept in `$XDG_CACHE_HOME/explore/cursors.json`
/// (private, without the token), a stale one is forgotten and the list
/// walked again, `EXPLORE_NO_CURSOR_MEMORY=1` keeps none, and runs at once
/// leave a valid file with every list they saw.
@Suite(.serialized) final class CursorMemoryEndToEndTests: EndToEndSuite {
  static let declaration = #"""
    {"explore": 1, "name": "roles", "summary": "Roles, paged by cursor", "baseURL": "https://roles.example",
     "auth": {"scheme": "query", "name": "api_key"},
     "resources": [
       {"name": "roles", "summary": "Every role",
        "list": {"path": "/roles", "records": "items", "search": "q",
                 "paging": {"cursor": {"parameter": "after", "next": "next", "pageSize": 2, "sizeParameter": "size"}},
                 "item": {"kind": "role", "id": "id", "title": "name"}}}
     ]}
    """#
  static let token = "roles-token-31f0c9"

  let server: LoopbackServer
  /// The generation of cursors the API knows: ``expire()`` makes the others stale.
  let generation = Locked(1)

  override init() throws {
    let generation = generation
    var router = LoopbackRouter()
    // NB: 30 roles, 2 a page; the cursor names the last role of the page before and its generation.
    router.get("/roles") { call in
      let current = generation.withLock { $0 }
      var after = 0
      if let cursor = call.request.queryValue("after") {
        guard cursor.hasPrefix("g\(current)-role-"), let last = Int(cursor.dropFirst("g\(current)-role-".count)) else {
          return .json(["message": "That cursor has expired."], status: 400)
        }
        after = last
      }
      var body: [String: Any] = ["items": (after + 1...min(after + 2, 30)).map { ["id": $0, "name": "Role \($0)"] }]
      if after + 2 < 30 { body["next"] = "g\(current)-role-\(after + 2)" }
      return .json(body)
    }
    server = try LoopbackServer.start(
      mounts: [LoopbackMount(name: "roles", router: router, environmentVariable: "EXPLORE_ROLES_API_URL")], fixtures: nil, maxSeconds: 300)
    try super.init()
  }

  deinit {
    server.stop()
  }

  var memoryFile: URL { home.appendingPathComponent("cache/explore/cursors.json") }

  func add() async throws {
    let file = home.appendingPathComponent("roles.json")
    try Self.declaration.write(to: file, atomically: true, encoding: .utf8)
    let added = try await ExploreBinary.run(["api", "add", "roles", file.path], home: home)
    #expect(added.status == 0, "stderr: \(added.standardError)")
  }

  /// `explore roles roles arguments` with the token, and the requests it made.
  func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> (ExploreBinary.Outcome, requests: Int) {
    try await server.reset()
    var full = server.environment.merging(["EXPLORE_ROLES_TOKEN": Self.token]) { _, new in new }
    full.merge(environment) { _, new in new }
    let outcome = try await ExploreBinary.run(["roles", "roles"] + arguments, environment: full, home: home)
    #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
    return (outcome, try await server.requestCount(pathPrefix: "/roles/roles"))
  }

  /// The rows printed: one title a line, piped.
  static func rows(_ outcome: ExploreBinary.Outcome) -> [String] {
    outcome.standardOutput.split(separator: "\n").filter { $0.hasPrefix("Role ") }.map(String.init)
  }

  @Test func pageSixAfterPageFiveIsOneRequest() async throws {
    try await add()
    let (fifth, walked) = try await run(["--page", "5", "--verbose"])
    #expect(Self.rows(fifth) == ["Role 9", "Role 10"] && walked == 5)
    #expect(fifth.standardError.contains("More: explore roles roles --verbose --page 6"), "stderr: \(fifth.standardError)")
    let (sixth, requests) = try await run(["--page", "6"])
    #expect(Self.rows(sixth) == ["Role 11", "Role 12"] && requests == 1)
    #expect(try await server.requests().last?.queryValue("after") == "g1-role-10")
    // Every page of `--all` is kept: then any page is one request.
    let (all, pages) = try await run(["--all"])
    #expect(Self.rows(all).count == 30 && pages == 15)
    let (last, one) = try await run(["--page", "15"])
    #expect(Self.rows(last) == ["Role 29", "Role 30"] && one == 1)
  }

  @Test func aStaleCursorIsForgottenAndTheListWalkedAgain() async throws {
    try await add()
    _ = try await run(["--page", "5"])
    generation.withLock { $0 = 2 }
    let (sixth, requests) = try await run(["--page", "6"])
    #expect(Self.rows(sixth) == ["Role 11", "Role 12"])
    #expect(requests == 1 + 6)
    let (seventh, one) = try await run(["--page", "7"])
    #expect(Self.rows(seventh) == ["Role 13", "Role 14"] && one == 1)
  }

  @Test func theFileIsPrivateAndHoldsNoToken() async throws {
    try await add()
    _ = try await run(["--page", "3"])
    #expect(try await server.requests().last?.queryValue("api_key") == Self.token)
    let text = try String(contentsOf: memoryFile, encoding: .utf8)
    #expect(text.contains("g1-role-4") && !text.contains(Self.token) && !text.contains("api_key"))
    #expect(try TemporaryFolder.permissions(of: memoryFile) == 0o600)
    #expect(try TemporaryFolder.permissions(of: memoryFile.deletingLastPathComponent()) == 0o700)
  }

  @Test func theOptOutKeepsNothing() async throws {
    try await add()
    let off = ["EXPLORE_NO_CURSOR_MEMORY": "1"]
    _ = try await run(["--page", "5"], environment: off)
    let (sixth, requests) = try await run(["--page", "6"], environment: off)
    #expect(Self.rows(sixth) == ["Role 11", "Role 12"] && requests == 6)
    #expect(!FileManager.default.fileExists(atPath: memoryFile.path))
  }

  @Test func eightRunsAtOnceLeaveAValidFileWithEveryList() async throws {
    try await add()
    try await server.reset()
    let environment = server.environment.merging(["EXPLORE_ROLES_TOKEN": Self.token]) { _, new in new }
    let home = home
    let outcomes = try await withThrowingTaskGroup(of: ExploreBinary.Outcome.self) { group in
      for index in 0..<8 {
        group.addTask {
          try await ExploreBinary.run(["roles", "roles", "--search", "run\(index)", "--page", "4"], environment: environment, home: home)
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(outcomes.allSatisfy { $0.status == 0 }, "\(outcomes.map(\.standardError))")
    let document = try JSONSerialization.jsonObject(with: Data(contentsOf: memoryFile)) as? [String: Any]
    #expect((document?["lists"] as? [String: Any])?.count == 8)
    for index in 0..<8 {
      let (fifth, requests) = try await run(["--search", "run\(index)", "--page", "5"])
      #expect(Self.rows(fifth) == ["Role 9", "Role 10"] && requests == 1, "run \(index)")
    }
  }
}
