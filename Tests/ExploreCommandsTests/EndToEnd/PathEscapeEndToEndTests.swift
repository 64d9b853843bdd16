import ExploreTestSupport
import Foundation
import Testing

/// No request leaves the API's base path (issue 34, item 9): a path
/// template with `..`, and arguments that hold `..` plainly, percent-encoded
/// or between slashes, are refused where the request is built, with a
/// clear error and status 1, and the server sees nothing.
@Suite(.serialized) final class PathEscapeEndToEndTests {
  let server: LoopbackServer

  init() throws {
    var router = LoopbackRouter()
    router.get("/files/:name") { call in .json(["name": call["name"] ?? ""]) }
    server = try LoopbackServer.start(
      mounts: [LoopbackMount(name: "vault", router: router, environmentVariable: "EXPLORE_VAULT_API_URL")], fixtures: nil, maxSeconds: 300)
  }

  deinit {
    server.stop()
  }

  func run(_ arguments: [String]) async -> CapturedRun {
    await CapturedRun.run(arguments, providers: [Vault.self], environment: server.environment)
  }

  @Test func aFileByItsNameIsLoaded() async throws {
    let outcome = await run(["vault", "file", "notes"])
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    #expect(outcome.standardOutput.contains("notes"))
  }

  @Test func aTemplateThatClimbsOutOfTheBasePathIsRefused() async throws {
    let outcome = await run(["vault", "secret", "passwd"])
    #expect(outcome.status == 1)
    #expect(outcome.standardError == """
      Error: explore did not send the request: its path part '..' is or holds '..' or '.', which would move the request out of \
      the API's path /vault, to another part of the server. A value in a request's path may not be '.' or '..', plainly or \
      percent-encoded, nor hold one between slashes. If the value is one you gave (an id or a name), give the value itself; \
      otherwise the provider builds a wrong path: report it.

      """)
    #expect(try await server.requestCount() == 0)
  }

  @Test(arguments: ["..", "%2e%2e", "%252E%252E", "../../etc/passwd", "a/../../b", "..%2Fetc", ".", "..\\etc"])
  func anArgumentThatHoldsADotSegmentIsRefused(name: String) async throws {
    let outcome = await run(["vault", "file", name])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.hasPrefix("Error: explore did not send the request: its path part '\(name)' is or holds '..' or '.'"))
    #expect(try await server.requestCount() == 0)
  }
}
