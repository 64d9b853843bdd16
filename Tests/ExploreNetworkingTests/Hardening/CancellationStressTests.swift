import ExploreCore
@testable import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

/// Cancelling requests in flight never blocks (issue 21, class 1): the
/// three ways explore cancels (a task group's `cancelAll`, a task cancelled
/// from outside, and `async let` siblings of a request that throws), at
/// random moments, against the loopback server.
///
/// NB: URLSession's own `data(for:)` hung here in some rounds on Linux
/// (swiftlang/swift-corelibs-foundation#5412). A hang is the failure: each
/// round has a watchdog far longer than a round takes, not a timing goal.
@Suite(.serialized) struct CancellationStressTests {
  static let rounds = 200
  static let requestsPerRound = 8
  // NB: far above a round's time (milliseconds) and above what a busy
  // 2-core machine holds a test for (seen: 30 s); a deadlock never ends.
  static let roundLimitSeconds = 120.0

  @Test func cancellingRequestsInFlightAtRandomMomentsNeverHangs() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    // NB: some answers come at once, some after a pause and some trickle
    // their body, so that a cancellation lands before the response, between
    // its head and its body, inside the body and after the end.
    try await hostile.server.inject([
      LoopbackFault(match: "/api/items/1", action: .latency(milliseconds: 3)),
      LoopbackFault(match: "/api/items/2", action: .trickle(millisecondsPerByte: 1)),
      LoopbackFault(match: "/api/items/3", action: .latency(milliseconds: 12)),
      LoopbackFault(match: "/api/items/4", action: .trickle(millisecondsPerByte: 2)),
    ])
    let client = hostile.client(requestTimeout: .seconds(20))
    let outcomes = Outcomes()
    var random = SeededRandom(seed: 21)
    var hung: [Int] = []

    for round in 0..<Self.rounds {
      let delay = random.int(in: 0..<25)
      let urls = (0..<Self.requestsPerRound).map { hostile.url("/items/\(($0 + round) % Self.requestsPerRound)") }
      let finished = await Watchdog.finishes(within: Self.roundLimitSeconds) {
        switch round % 3 {
        case 0: await Self.cancelAGroup(client, urls, after: delay, outcomes)
        case 1: await Self.cancelATask(client, urls, after: delay, outcomes)
        default: await Self.throwBesideAsyncLets(client, urls, after: delay, outcomes)
        }
      }
      if !finished { hung.append(round) }
      if hung.count >= 3 { break }
    }

    #expect(hung.isEmpty, "rounds that did not finish within \(Self.roundLimitSeconds) s: \(hung)")
    let counts = outcomes.counts
    #expect(counts.other.isEmpty, "a cancelled request ended with something other than a response or CancellationError: \(counts.other)")
    #expect(counts.cancelled > 0 && counts.answered > 0, "the rounds should both cancel and complete requests: \(counts)")

    // Every URLSession task the cancellations left behind completes by itself.
    let drained = await Watchdog.finishes(within: Self.roundLimitSeconds) {
      while client.session.pendingCount > 0 { try? await Task.sleep(for: .milliseconds(20)) }
    }
    #expect(drained, "URLSession tasks still registered: \(client.session.pendingCount)")
  }

  @Test func aTaskCancelledBeforeItSendsThrowsCancellationAndSendsNothing() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let client = hostile.client()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await client.send(HTTPRequest(url: hostile.url("/items/1")))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(try await hostile.server.requestCount() == 0)
  }

  @Test func cancellingAStalledRequestReturnsAtOnceWithoutWaitingForTheServer() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    // The server waits 10 minutes: only a cancellation that does not wait for it ends the request.
    try await hostile.server.inject([LoopbackFault(match: "/api/items/9", action: .trickle(millisecondsPerByte: 600_000))])
    let client = hostile.client(requestTimeout: .seconds(600))
    let task = Task { try await client.send(HTTPRequest(url: hostile.url("/items/9"))) }
    while try await hostile.server.requestCount() == 0 { try await Task.sleep(for: .milliseconds(5)) }
    let ended = await Watchdog.finishes(within: Self.roundLimitSeconds) {
      task.cancel()
      _ = await task.result
    }
    #expect(ended)
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  // MARK: - The three ways explore cancels

  private static func cancelAGroup(_ client: HTTPClient, _ urls: [URL], after delay: Int, _ outcomes: Outcomes) async {
    await withTaskGroup(of: Void.self) { group in
      for url in urls {
        group.addTask { await outcomes.record { try await client.send(HTTPRequest(url: url)) } }
      }
      try? await Task.sleep(for: .milliseconds(delay))
      group.cancelAll()
    }
  }

  private static func cancelATask(_ client: HTTPClient, _ urls: [URL], after delay: Int, _ outcomes: Outcomes) async {
    let task = Task {
      await withTaskGroup(of: Void.self) { group in
        for url in urls {
          group.addTask { await outcomes.record { try await client.send(HTTPRequest(url: url)) } }
        }
      }
    }
    try? await Task.sleep(for: .milliseconds(delay))
    task.cancel()
    await task.value
  }

  /// Two requests as `async let`, and a sibling that throws after `delay`:
  /// leaving the scope cancels the two, as a failing page does in explore.
  private static func throwBesideAsyncLets(_ client: HTTPClient, _ urls: [URL], after delay: Int, _ outcomes: Outcomes) async {
    struct SiblingFailed: Error {}
    do {
      async let first: Void = outcomes.record { try await client.send(HTTPRequest(url: urls[0])) }
      async let second: Void = outcomes.record { try await client.send(HTTPRequest(url: urls[1])) }
      async let failing: Void = {
        try? await Task.sleep(for: .milliseconds(delay))
        throw SiblingFailed()
      }()
      _ = try await (failing, first, second)
    } catch {}
  }
}

/// How the requests of the stress test ended.
private final class Outcomes: Sendable {
  struct Counts: Sendable, CustomStringConvertible {
    var answered = 0
    var cancelled = 0
    var other: [String] = []
    var description: String { "\(answered) answered, \(cancelled) cancelled, \(other.count) other" }
  }

  private let state = Locked(Counts())

  var counts: Counts { state.withLock { $0 } }

  /// Runs one request and records how it ended.
  func record(_ send: @Sendable () async throws -> HTTPResponse) async {
    do {
      let response = try await send()
      state.withLock { $0.answered += response.status == 200 ? 1 : 0 }
      if response.status != 200 { state.withLock { $0.other.append("HTTP \(response.status)") } }
    } catch is CancellationError {
      state.withLock { $0.cancelled += 1 }
    } catch {
      state.withLock { $0.other.append(String(describing: error)) }
    }
  }
}
