import ExploreTestSupport
import Foundation

/// One way of stopping a run while its requests are in flight, each a case
/// that hung explore before (issue 21).
enum Scenario: String, CaseIterable {
  /// `github followers many-followers --all`, the reader leaving after a random number of rows.
  case readerLeavesGitHub
  /// `rickmorty characters --all` (the corpus's 42 pages), the reader leaving after a random number of rows.
  case readerLeavesRickAndMorty
  /// Ctrl-C (SIGINT) at a random moment during `--all`.
  case interrupt
  /// SIGTERM at a random moment during `--all`.
  case terminate
  /// `--all` where one page answers 400 while others are in flight.
  case pageFails
  /// `github auth status` with a rejected token: its two requests race.
  case rejectedToken
  /// `github favorites` where one of 16 favorites answers invalid JSON.
  case favoriteGarbled

  var needsCorpus: Bool { self == .readerLeavesRickAndMorty }

  /// What to run and how to stop it.
  func plan(random: inout SeededRandom, workspace: HangWorkspace) async throws -> RunPlan {
    let latency = random.int(in: 0...30)
    var faults = [LoopbackFault(match: "/", action: .latency(milliseconds: latency))]
    var plan: RunPlan
    switch self {
    case .readerLeavesGitHub:
      plan = RunPlan(arguments: Self.followers, stop: .readerLeaves(afterLines: random.int(in: 0...2_400)), expected: [0])
    case .readerLeavesRickAndMorty:
      plan = RunPlan(arguments: ["rickmorty", "characters", "--all", "--no-cache"], stop: .readerLeaves(afterLines: random.int(in: 0...900)), expected: [0])
    case .interrupt:
      plan = RunPlan(arguments: Self.followers, stop: .signal(SIGINT, afterMilliseconds: random.int(in: 0...400)), expected: [130])
    case .terminate:
      plan = RunPlan(arguments: Self.followers, stop: .signal(SIGTERM, afterMilliseconds: random.int(in: 0...400)), expected: [143])
    case .pageFails:
      let page = random.int(in: 2...24)
      // NB: a fault matches a prefix of the path and query; pages after the first follow
      // GitHub's `Link` header, which names the user by id.
      faults.append(LoopbackFault(match: "\(Self.laterFollowersPath)?per_page=100&page=\(page)", action: .status(400, body: #"{"message":"Bad request"}"#)))
      plan = RunPlan(arguments: Self.followers, stop: .none, expected: [1])
    case .rejectedToken:
      plan = RunPlan(arguments: ["github", "auth", "status"], environment: ["GH_TOKEN": "rejected-token"], stop: .none, expected: [1])
    case .favoriteGarbled:
      let favorite = HangWorkspace.favorites[random.int(in: 0..<HangWorkspace.favorites.count)]
      faults.append(LoopbackFault(match: "/github/users/\(favorite)", action: .status(200, body: "{\"login\": \"garbled")))
      plan = RunPlan(arguments: ["github", "favorites", "--no-cache"], usesFavorites: true, stop: .none, expected: [1])
    }
    try await workspace.server.inject(faults)
    plan.latency = latency
    return plan
  }

  /// The path of `many-followers`' pages after the first, as its `Link` header names them.
  static let laterFollowersPath = "/github/user/9000001/followers"
  static let followers = ["github", "followers", "many-followers", "--all", "--no-cache"]
}

/// How a run is started and stopped, and the statuses it may end with.
struct RunPlan {
  enum Stop {
    /// Let it run to its end.
    case none
    /// Read this many lines of standard output, then close it.
    case readerLeaves(afterLines: Int)
    /// Send the signal this long after the start.
    case signal(Int32, afterMilliseconds: Int)
  }

  var arguments: [String]
  var environment: [String: String] = [:]
  var usesFavorites = false
  var stop: Stop
  /// The statuses a run that was stopped may end with; 0 is accepted too
  /// when the run ended before the stop reached it.
  var expected: Set<Int32>
  var latency = 0
}
