import ExploreTestSupport
import Foundation
import Testing

/// The built binary against a server that sends what no API should
/// (issue 34, items 8 and 10): each run ends with the right status and a
/// message that says what failed, why and what to do, and none blames the
/// network for what the server sent.
@Suite(.serialized) final class HostileServerEndToEndTests {
  let server: LoopbackServer

  init() throws {
    server = try HostileGitHub.start()
  }

  deinit {
    server.stop()
  }

  func run(_ arguments: [String], environment: [String: String] = [:], input: String = "") async throws -> ExploreBinary.Outcome {
    let home = try ExploreBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    return try await ExploreBinary.run(
      arguments, environment: server.environment.merging(environment) { _, new in new }, home: home, input: input)
  }

  func followers(_ login: String) -> String {
    "GET \(server.baseURL(for: "github").absoluteString)/users/\(login)/followers?per_page=100"
  }

  @Test(arguments: [
    ("many-headers", "more than 1,000 header fields"),
    ("long-line", "a header line longer than libcurl reads (100 KB)"),
    ("long-link", "a header line longer than libcurl reads (100 KB)"),
  ])
  func headersTooLargeAreTheServersDoing(login: String, reason: String) async throws {
    let outcome = try await run(["github", "followers", login])
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError == """
      Error: The server of 127.0.0.1 answered \(followers(login)) with response headers larger than explore reads (\(reason)). \
      This is the server's answer, not a network failure: explore reads at most 1,000 header fields and 256 KB of them, \
      each line at most 100 KB. Try again later; if it goes on, report it to the API's maintainers.

      """)
  }

  @Test func aTokenOfAMegabyteIsRefusedWithWhatIsWrongWithIt() async throws {
    // NB: standard input holds at most 1 MiB, with the line break.
    let token = String(repeating: "t", count: 1_000 * 1024)
    let stored = try await run(["github", "login", "--with-token"], input: token + "\n")
    #expect(stored.status == 1)
    #expect(stored.standardError.contains("is 1000 KB long, so explore does not send it: it sends at most 16 KB"))
    #expect(!stored.standardError.contains("Out of memory"))
    #expect(!stored.standardError.contains(String(repeating: "t", count: 64)))
    // NB: an environment variable holds at most 128 KB on Linux.
    let environment = try await run(["github", "followers", "octocat"], environment: ["GH_TOKEN": String(repeating: "t", count: 100 * 1024)])
    #expect(environment.status == 1)
    #expect(environment.standardError.hasPrefix("Error: The token (from GH_TOKEN) is 100 KB long, so explore does not send it"))
    #expect(try await server.requestCount() == 0)
  }

  @Test func aBodyNestedTooDeepSaysSo() async throws {
    let outcome = try await run(["github", "followers", "deep"])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.hasPrefix("Error: Could not read the response of GET /users/deep/followers?per_page=100: "
      + "the body's arrays and objects are nested deeper than 512 levels, more than explore reads."))
    #expect(!outcome.standardError.contains("not valid JSON"))
  }

  @Test func aPageAfterAByteOrderMarkIsShown() async throws {
    let outcome = try await run(["github", "followers", "bom"])
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    #expect(outcome.standardOutput.contains("after-a-bom"))
  }

  @Test func aPageOfTooManyFollowersIsRefusedWithTheBound() async throws {
    let outcome = try await run(["github", "followers", "huge-page"])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.hasPrefix("Error: A page of the list holds more than 10000 items (GET /users/huge-page/followers?per_page=100)"))
  }

  @Test func anUppercaseNextLinkIsFollowed() async throws {
    let outcome = try await run(["github", "followers", "upper-next", "--all"])
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    #expect(outcome.standardOutput.contains("upper-next-follower-1"))
    #expect(outcome.standardOutput.contains("upper-next-follower-2"))
    #expect(!outcome.standardError.contains("unsupported URL"))
  }

  @Test func aListThatNeverEndsStopsAtTheUnknownLengthBoundAndSaysWhatLiftsIt() async throws {
    let outcome = try await run(["github", "followers", "unending", "--all"])
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.contains("unending-follower-100"))
    #expect(!outcome.standardOutput.contains("unending-follower-101"))
    #expect(outcome.standardError.contains("The list does not say how long it is, and it went on past 100 pages"))
    #expect(outcome.standardError.contains("Run with --max-pages <n> to load more pages"))
    #expect(try await server.requestCount(pathPrefix: "/github/users/unending/followers") == 100)
    let lifted = try await run(["github", "followers", "unending", "--all", "--max-pages", "120"])
    #expect(lifted.status == 0, "stderr: \(lifted.standardError)")
    #expect(lifted.standardOutput.contains("unending-follower-120"))
  }

  @Test func aNextThatRepeatsALoadedPageStops() async throws {
    let outcome = try await run(["github", "followers", "loop", "--all"])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.contains("The API sent a next page that was already loaded"))
    #expect(try await server.requestCount(pathPrefix: "/github/users/loop/followers") == 2)
  }

  @Test func aNotModifiedThatNobodyAskedForIsNotBlamedOnTheCommand() async throws {
    let outcome = try await run(["github", "followers", "not-modified"])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.hasPrefix("Error: The API answered HTTP 304 (Not Modified) for "))
    #expect(outcome.standardError.contains("The server's answer is wrong, not the command"))
    #expect(!outcome.standardError.contains("arguments"))
  }

  @Test func aCarriageReturnInTheServersMessageKeepsTheErrorOnOneLine() async throws {
    let outcome = try await run(["github", "followers", "carriage"])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.contains("first part second part third part."))
    #expect(!outcome.standardError.contains("\r"))
    #expect(outcome.standardError.split(separator: "\n").count == 1)
  }

  @Test func aServiceUnavailableWithRetryAfterSaysItWaits() async throws {
    let outcome = try await run(["github", "followers", "unavailable"])
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    #expect(outcome.standardError.contains("127.0.0.1 answered HTTP 503; waiting 2 s before retry 1 of 4, as it asked (explore waits at most 60 s)…"))
    #expect(outcome.standardOutput.contains("unavailable-follower-1"))
  }

  @Test func aWebAddressWithoutAHostIsNotBlamedOnItsScheme() async throws {
    let outcome = try await run(["github", "user", "bad-web", "--web"], environment: ["BROWSER": "/bin/true"])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.contains("explore did not open 'https:/x' in the browser: it is not a whole web address, since it has no host name"))
    #expect(!outcome.standardError.contains("explore opens only http and https"))
  }
}
