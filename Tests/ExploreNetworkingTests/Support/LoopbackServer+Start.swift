import ExploreTestSupport
import Foundation

extension LoopbackServer {
  /// A server that replays every folder of `fixtures` under its own name
  /// (`fixtures/api` is `/api`). These tests know no provider, so nothing is
  /// simulated and `useCorpus` changes nothing.
  static func start(useCorpus: Bool = true, token: String = "test-token", fixtures: URL = ProjectPaths.fixtures, maxSeconds: Int = 900)
    throws -> LoopbackServer
  {
    try start(mounts: [], fixtures: fixtures, token: token, maxSeconds: maxSeconds)
  }
}
