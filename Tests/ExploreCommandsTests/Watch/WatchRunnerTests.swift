@testable import ExploreCommandRuntime
import ExploreCommands
@testable import ExploreLiveLists
import ExploreCore
import ExploreTestSupport
import Foundation
import GitHubProvider
import Testing

/// `--watch` run in-process against ``WatchedFollowers``, with a sleep that
/// returns at once and records how long it was asked to wait: many
/// refreshes in no time, the pace under a rate limit, a failed refresh,
/// and what ten refreshes cost.
@Suite(.serialized)
final class WatchRunnerTests: EndToEndSuite {
  struct Run {
    var status: Int32
    var standardOutput: String
    var standardError: String
    /// The seconds of each wait between refreshes.
    var waits: [Int]
  }

  /// Runs `explore arguments` in-process against `server`; `onSleep` runs
  /// in place of each wait, with its seconds.
  func run(
    _ arguments: [String], server: LoopbackServer, environment extra: [String: String] = [:],
    onSleep: @escaping @Sendable (Int) async throws -> Void = { _ in }
  ) async -> Run {
    let output = Locked("")
    let error = Locked("")
    let waits = Locked<[Int]>([])
    var environment = ExploreBinary.childEnvironment(home: home, adding: server.environment.merging(extra) { _, new in new })
    environment["PATH"] = nil
    let io = CommandIO(
      writeOutput: { text in output.withLock { $0 += text } },
      writeError: { text in error.withLock { $0 += text } },
      sleep: { duration in
        let seconds = Int(duration.components.seconds)
        waits.withLock { $0.append(seconds) }
        try await onSleep(seconds)
      }
    )
    let status = await ExploreCommand(providers: [GitHub.self]).run(arguments: arguments, environment: environment, io: io)
    return Run(
      status: status, standardOutput: output.withLock { $0 }, standardError: error.withLock { $0 }, waits: waits.withLock { $0 })
  }

  static let followers: [WatchedFollowers.Follower] = [.user("alice"), .user("bob"), .user("carol")]

  @Test func waitsTheIntervalBetweenRefreshesAndNotAfterTheLast() async throws {
    let server = try WatchedFollowers(versions: [Self.followers]).start()
    defer { server.stop() }
    let run = await run(["github", "followers", "watched", "--watch", "7", "--watch-count", "3"], server: server)
    #expect(run.status == 0, "stderr: \(run.standardError)")
    #expect(run.waits == [7, 7, 7])
    #expect(try await server.requestCount() == 4)
  }

  @Test func aBareWatchWaits30Seconds() async throws {
    let server = try WatchedFollowers(versions: [Self.followers]).start()
    defer { server.stop() }
    let run = await run(["github", "followers", "--watch", "--watch-count", "1", "watched"], server: server)
    #expect(run.status == 0, "stderr: \(run.standardError)")
    #expect(run.waits == [30])
  }

  /// Watches `watched` every 5 s for `count` loads, against a server that
  /// has `remaining` of 5,000 requests left.
  func runWithRateLimit(remaining: Int, count: Int) async throws -> Run {
    let followers = WatchedFollowers(versions: [Self.followers])
    followers.rateLimit.withLock { $0 = (limit: 5_000, remaining: remaining) }
    let server = try followers.start()
    defer { server.stop() }
    return await run(["github", "followers", "watched", "--watch", "5", "--watch-count", "\(count)"], server: server)
  }

  @Test func aLowRateLimitDoublesTheWaitAndSaysSoOnce() async throws {
    let run = try await runWithRateLimit(remaining: 499, count: 3)
    #expect(run.status == 0, "stderr: \(run.standardError)")
    #expect(run.waits == [10, 10, 10])
    let notices = run.standardError.split(separator: "\n").filter { $0.contains("requests left") }
    #expect(notices.count == 1, "stderr: \(run.standardError)")
    #expect(notices.first?.hasPrefix("127.0.0.1 has 499 of 5,000 requests left until it resets at ") == true)
    #expect(notices.first?.hasSuffix("; refreshing every 10 s instead of 5 s to spare them.") == true)
  }

  @Test func aHealthyRateLimitKeepsTheInterval() async throws {
    let run = try await runWithRateLimit(remaining: 500, count: 2)
    #expect(run.waits == [5, 5])
    #expect(!run.standardError.contains("requests left"))
  }

  @Test func aCommandThatAnswersWithAMessageIsNoListToWatch() async throws {
    let server = try WatchedFollowers(versions: [Self.followers]).start()
    defer { server.stop() }
    let run = await run(
      ["github", "starred", "--check", "apple/swift", "--watch", "1"], server: server, environment: ["GH_TOKEN": server.token])
    #expect(run.status == 64)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError.hasPrefix("Error: '--watch' needs a list, but 'starred' with these options answers with a message."),
      "stderr: \(run.standardError)")
    #expect(run.waits.isEmpty)
  }

  /// A fault that answers the next `times` requests for the list with 500.
  static func failing(_ times: Int) -> LoopbackFault {
    LoopbackFault(match: "/github/users/watched/followers", times: times, action: .status(500, body: #"{"message":"Server Error"}"#))
  }

  @Test func aFailedRefreshIsSaidAndTheWatchGoesOn() async throws {
    let server = try WatchedFollowers(versions: [Self.followers, Self.followers + [.user("dave")]]).start()
    defer { server.stop() }
    let injected = Locked(false)
    let run = await run(["github", "followers", "watched", "--watch", "1", "--watch-count", "2"], server: server) { _ in
      // NB: before the first refresh: that one fails, the next succeeds.
      if injected.withLock({ done in defer { done = true }; return !done }) { try await server.inject([Self.failing(1)]) }
    }
    #expect(run.status == 0, "stderr: \(run.standardError)")
    #expect(run.standardOutput.hasSuffix("· +1 ──\n+ dave\n"), "stdout: \(run.standardOutput)")
    let failures = run.standardError.split(separator: "\n").filter { $0.hasPrefix("Refresh ") }
    #expect(failures.count == 1, "stderr: \(run.standardError)")
    #expect(failures.first?.hasPrefix("Refresh 1 failed: ") == true)
    #expect(failures.first?.hasSuffix(" Trying again in 1 s.") == true)
  }

  @Test func threeFailedRefreshesInARowEndTheWatch() async throws {
    let server = try WatchedFollowers(versions: [Self.followers]).start()
    defer { server.stop() }
    let injected = Locked(false)
    let run = await run(["github", "followers", "watched", "--watch", "1"], server: server) { _ in
      if injected.withLock({ done in defer { done = true }; return !done }) { try await server.inject([Self.failing(3)]) }
    }
    #expect(run.status == 1)
    #expect(run.waits == [1, 1, 1])
    #expect(run.standardError.split(separator: "\n").filter { $0.hasPrefix("Refresh ") }.count == 2, "stderr: \(run.standardError)")
    #expect(run.standardError.split(separator: "\n").last?.hasPrefix("Error: ") == true, "stderr: \(run.standardError)")
  }

  /// The `watch: refresh N: …` lines of `--verbose`.
  static func refreshCosts(_ run: Run) -> [Substring] {
    run.standardError.split(separator: "\n").filter { $0.hasPrefix("watch: refresh") }
  }

  @Test func tenRefreshesOfAnUnchangedThreePageListReceiveNoBodiesAndDecodeNothing() async throws {
    let server = try WatchedFollowers(versions: [WatchedFollowers.many(250)]).start()
    defer { server.stop() }
    let run = await run(["github", "followers", "watched", "--all", "--watch", "1", "--watch-count", "10", "--verbose"], server: server)
    #expect(run.status == 0, "stderr: \(run.standardError)")
    let requests = try await server.requests()
    #expect(requests.count == 33)
    #expect(requests.dropFirst(3).allSatisfy { $0.status == 304 })
    let costs = Self.refreshCosts(run)
    #expect(costs.count == 10)
    #expect(costs.allSatisfy { $0.hasSuffix(": 3 requests (3 not modified), 0 bytes received, 0 pages decoded (3 kept), 0 items decoded") })
    #expect(run.standardOutput.split(separator: "\n").count == 250, "the list once, then nothing")
  }

  @Test func tenRefreshesOfAChangingThreePageListDecodeEveryPage() async throws {
    let versions = (0...10).map { WatchedFollowers.many(250, type: "Kind \($0)") }
    let server = try WatchedFollowers(versions: versions).start()
    defer { server.stop() }
    let run = await run(["github", "followers", "watched", "--all", "--watch", "1", "--watch-count", "10", "--verbose"], server: server)
    #expect(run.status == 0, "stderr: \(run.standardError)")
    #expect(try await server.requests().allSatisfy { $0.status == 200 })
    let costs = Self.refreshCosts(run)
    #expect(costs.count == 10)
    #expect(costs.allSatisfy { $0.contains(": 3 requests (0 not modified), ") && $0.hasSuffix(" received, 3 pages decoded (0 kept), 250 items decoded") })
    #expect(!costs.contains { $0.contains(" 0 bytes received") })
    let updates = run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("~ ") }
    #expect(updates.count == 2_500)
    #expect(updates.first == "~ user-0001: Type Kind 0 → Kind 1")
  }
}
