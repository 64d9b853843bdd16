import ExploreTestSupport
import Foundation
import GitHubSimulation

extension LoopbackServer {
  /// A server with GitHub's simulation at `/github`;
  /// every other folder of `fixtures` replays under its own name.
  static func start(useCorpus: Bool = true, token: String = "test-token", fixtures: URL = ProjectPaths.fixtures, maxSeconds: Int = 900)
    throws -> LoopbackServer
  {
    try start(simulating: [GitHubSimulation.self], useCorpus: useCorpus, token: token, fixtures: fixtures, maxSeconds: maxSeconds)
  }
}
