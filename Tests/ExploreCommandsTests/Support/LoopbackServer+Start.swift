import ExploreTestSupport
import Foundation
import GitHubSimulation
import RickAndMortySimulation

extension LoopbackServer {
  /// A server with the simulations of GitHub (`/github`) and Rick and Morty (`/rickmorty`);
  /// every other folder of `fixtures` replays under its own name.
  static func start(useCorpus: Bool = true, token: String = "test-token", fixtures: URL = ProjectPaths.fixtures, maxSeconds: Int = 900)
    throws -> LoopbackServer
  {
    try start(simulating: [GitHubSimulation.self, RickAndMortySimulation.self], useCorpus: useCorpus, token: token, fixtures: fixtures, maxSeconds: maxSeconds)
  }

  /// Whether `/rickmorty` serves the complete corpus with the real server's semantics
  /// (otherwise it serves `fixtures/rickmorty`).
  var servesRickAndMortyCorpus: Bool {
    simulation(as: RickAndMortySimulation.self)?.corpus != nil
  }
}
