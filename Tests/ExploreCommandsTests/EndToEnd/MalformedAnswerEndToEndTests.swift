import ExploreTestSupport
import Foundation
import Testing

/// A server whose answer is cut short or broken (issue 40, item 11): a body
/// shorter than its `Content-Length`, a chunked encoding that is not one.
/// The built binary says the server sent a malformed or truncated answer,
/// not that the network failed, and retries it once, not four times; a
/// connection reset on the way is still the network's, and retried as such.
@Suite(.serialized) final class MalformedAnswerEndToEndTests: EndToEndSuite {
  let server: LoopbackServer

  override init() throws {
    server = try LoopbackServer.start(mounts: [Gadgets.mount()], fixtures: nil, maxSeconds: 300)
    try super.init()
  }

  deinit {
    server.stop()
  }

  func gadget(_ id: String) async throws -> ExploreBinary.Outcome {
    let added = try await ExploreBinary.run(["api", "add", "gadgets", Gadgets.documentURL(on: server)], home: home)
    #expect(added.status == 0, "stderr: \(added.standardError)")
    return try await ExploreBinary.run(["gadgets", "item", id], home: home)
  }

  @Test(arguments: [
    (LoopbackFault.Action.closeMidBody, "bytes remaining to read"),
    (.declareLength(4096), "bytes remaining to read"),
    (.malformedChunks, "chunked-encoding"),
  ])
  func aTruncatedOrMalformedAnswerIsTheServersAndRetriedOnce(fault: LoopbackFault.Action, detail: String) async throws {
    try await server.inject([LoopbackFault(match: "/gadgets/items/7", action: fault)])
    let outcome = try await gadget("7")
    #expect(outcome.status == 1)
    let url = "http://127.0.0.1:\(server.port)/gadgets/items/7"
    #expect(outcome.standardError.hasPrefix(
      "Error: The server of 127.0.0.1 sent a malformed or truncated answer to \(url), even after 1 retry ("), "\(outcome.standardError)")
    #expect(outcome.standardError.contains(detail), "\(outcome.standardError)")
    #expect(outcome.standardError.hasSuffix(
      "): its body did not arrive as its headers announced. This is the server's doing, not your network's: "
        + "try again later; if it goes on, report it to the API's maintainers.\n"))
    #expect(!outcome.standardError.contains("check your network"))
    #expect(!outcome.standardError.contains("Check your network"))
    #expect(try await server.requestCount(pathPrefix: "/gadgets/items/7") == 2)
  }

  @Test func aTruncatedAnswerOnceIsRetriedAndShown() async throws {
    try await server.inject([LoopbackFault(match: "/gadgets/items/7", times: 1, action: .closeMidBody)])
    let outcome = try await gadget("7")
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    #expect(outcome.standardOutput.contains("Gadget 7"))
    #expect(try await server.requestCount(pathPrefix: "/gadgets/items/7") == 2)
  }

  /// A connection reset mid-answer is a network's failure: retried as
  /// before, more than once.
  @Test func aConnectionResetMidAnswerIsStillRetriedAsTheNetworks() async throws {
    try await server.inject([LoopbackFault(match: "/gadgets/items/7", times: 2, action: .resetMidBody)])
    let outcome = try await gadget("7")
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    #expect(outcome.standardOutput.contains("Gadget 7"))
    #expect(try await server.requestCount(pathPrefix: "/gadgets/items/7") == 3)
  }
}
