public import ExploreCore
public import Foundation

/// A provider's simulated API: what its test support mounts on a loopback server.
///
/// Each provider owns its simulation, in `Tests/<Name>ProviderTests/Simulation`
/// (the target `<Name>Simulation`), so that its own tests and the CLI's
/// end-to-end tests serve the same API:
///
/// ```swift
/// enum ZooSimulation: LoopbackSimulation {
///   static func mount(_ options: LoopbackSimulationOptions) -> LoopbackMount {
///     var router = LoopbackRouter()
///     router.get("/animals") { _ in .json([]) }
///     return LoopbackMount(descriptor: Zoo.descriptor, router: router)
///   }
/// }
/// let server = try LoopbackServer.start(simulating: [ZooSimulation.self])
/// ```
public protocol LoopbackSimulation {
  /// A fresh mount with its own state.
  static func mount(_ options: LoopbackSimulationOptions) -> LoopbackMount
}

/// What a simulation is made with.
public struct LoopbackSimulationOptions: Sendable {
  /// The token the simulated API accepts.
  public var token: String
  /// The shared corpus (`../shared/corpus`) when the test wants it and it is present; `nil` otherwise.
  public var corpus: URL?

  public init(token: String = "test-token", corpus: URL? = nil) {
    self.token = token
    self.corpus = corpus
  }
}

extension LoopbackMount {
  /// A mount for a provider: named after its fixtures folder, rewriting its
  /// default base URL, and set by its base-URL environment variable.
  public init(
    descriptor: ProviderDescriptor,
    router: LoopbackRouter = LoopbackRouter(),
    fallback: (@Sendable (LoopbackRequest) -> LoopbackResponse?)? = nil,
    finish: (@Sendable (LoopbackRequest, inout LoopbackResponse) -> Void)? = nil,
    resetState: (@Sendable () -> Void)? = nil,
    simulation: (any Sendable)? = nil
  ) {
    self.init(
      name: descriptor.fixturesFolder, router: router, realBaseURL: descriptor.defaultBaseURL,
      environmentVariable: descriptor.baseURLEnvironmentVariable, fallback: fallback, finish: finish,
      resetState: resetState, simulation: simulation)
  }
}

extension LoopbackServer {
  /// Starts a server that mounts each simulation; every other folder of `fixtures` replays under its own name.
  ///
  /// - Parameters:
  ///   - useCorpus: hand the simulations `../shared/corpus` when it exists.
  ///   - token: the token the simulations accept.
  /// - Throws: ``LoopbackServerError`` when no socket can be bound.
  public static func start(
    simulating simulations: [any LoopbackSimulation.Type],
    useCorpus: Bool = true,
    token: String = "test-token",
    fixtures: URL = ProjectPaths.fixtures,
    maxSeconds: Int = 900
  ) throws -> LoopbackServer {
    let options = LoopbackSimulationOptions(token: token, corpus: useCorpus ? ProjectPaths.corpus : nil)
    return try start(mounts: simulations.map { $0.mount(options) }, fixtures: fixtures, token: token, maxSeconds: maxSeconds)
  }
}
