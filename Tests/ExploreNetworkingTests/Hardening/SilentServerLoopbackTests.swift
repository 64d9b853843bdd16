@testable import ExploreNetworking
import ExploreCore
import ExploreTestSupport
import Foundation
import Testing

/// A server that accepts the connection and never answers (issue 34, item
/// 7): the wait ends at the deadline with a message that names it, or at
/// once when the request is cancelled, and leaves no transfer behind. (What
/// the wait costs in CPU is a figure of `NetworkBenchmarks`, not a test.)
@Suite(.serialized) struct SilentServerLoopbackTests {
  @Test func aSilentServerIsWaitedForUntilTheDeadlineWhichTheErrorNames() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    try await hostile.server.inject([LoopbackFault(match: "/api/items/2", action: .silence)])
    let client = hostile.client(requestTimeout: .seconds(1))
    let error = try await #require(throws: APIError.self) { try await client.send(HTTPRequest(url: hostile.url("/items/2"))) }
    #expect(error.kind == .transport(reason: .deadlineExceeded(limit: .seconds(1))))
    #expect(error.description == """
      \(hostile.endpoint("/items/2")) did not finish within 1 s, the longest explore waits for it. \
      The server or the network is too slow right now: try again later.
      """)
    #expect(try await hostile.server.requestCount(pathPrefix: "/api/items/2") == 1)
    let drained = await Watchdog.finishes(within: 10) {
      while client.session.pendingCount > 0 { try? await Task.sleep(for: .milliseconds(20)) }
    }
    #expect(drained)
  }

  @Test func cancellingTheWaitReturnsAtOnceAndTheConnectionIsLetGo() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    try await hostile.server.inject([LoopbackFault(match: "/api/items/3", action: .silence)])
    let client = hostile.client(requestTimeout: .seconds(600))
    let task = Task { try await client.send(HTTPRequest(url: hostile.url("/items/3"))) }
    while try await hostile.server.requestCount() == 0 { try await Task.sleep(for: .milliseconds(5)) }
    let ended = await Watchdog.finishes(within: 10) {
      task.cancel()
      _ = await task.result
    }
    #expect(ended)
    await #expect(throws: CancellationError.self) { try await task.value }
    let drained = await Watchdog.finishes(within: 10) {
      while client.session.pendingCount > 0 { try? await Task.sleep(for: .milliseconds(20)) }
    }
    #expect(drained, "transfers still registered: \(client.session.pendingCount)")
    // The session goes on serving after a cancelled wait.
    #expect(try await client.send(HTTPRequest(url: hostile.url("/items/4"))).status == 200)
  }
}
