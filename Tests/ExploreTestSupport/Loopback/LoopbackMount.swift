public import Foundation

/// One API that a loopback server serves under `/<name>`: its routes, then
/// its replay fixtures, then a fallback.
///
/// ```swift
/// var router = LoopbackRouter()
/// router.get("/animals") { _ in .json([["id": 1]]) }
/// let mount = LoopbackMount(name: "zoo", router: router, realBaseURL: URL(string: "https://zoo.example")!)
/// ```
///
/// Every answer of a mount (routes and fixtures alike) has `realBaseURL`
/// replaced with the mount's URL on the server (`http://127.0.0.1:PORT/zoo`)
/// in its headers and body, so links that name the real API lead back to the server.
public struct LoopbackMount: Sendable {
  /// The first path segment: `github` serves `/github/...`.
  public var name: String
  /// The routes tried first.
  public var router: LoopbackRouter
  /// The provider's real base URL, rewritten to the mount URL in every answer.
  public var realBaseURL: URL?
  /// The variable that points the provider at a base URL (`EXPLORE_GITHUB_API_URL`), for ``LoopbackServer/environment``.
  public var environmentVariable: String?
  /// Answers a request that neither a route nor a fixture answered (an API's own 404).
  public var fallback: (@Sendable (LoopbackRequest) -> LoopbackResponse?)?
  /// Adjusts every answer of the mount before it is sent (rate-limit headers, say).
  public var finish: (@Sendable (LoopbackRequest, inout LoopbackResponse) -> Void)?
  /// Restores the mount's initial state (``LoopbackServer/resetState()``).
  public var resetState: (@Sendable () -> Void)?
  /// The mount's own data, for the tests of the target that made it (`server.simulation(as: GitHubSimulation.self)`).
  public var simulation: (any Sendable)?

  public init(
    name: String,
    router: LoopbackRouter = LoopbackRouter(),
    realBaseURL: URL? = nil,
    environmentVariable: String? = nil,
    fallback: (@Sendable (LoopbackRequest) -> LoopbackResponse?)? = nil,
    finish: (@Sendable (LoopbackRequest, inout LoopbackResponse) -> Void)? = nil,
    resetState: (@Sendable () -> Void)? = nil,
    simulation: (any Sendable)? = nil
  ) {
    precondition(!name.isEmpty && !name.contains("/") && name != "_control", "A loopback mount name is one path segment, got '\(name)'")
    self.name = name
    self.router = router
    self.realBaseURL = realBaseURL
    self.environmentVariable = environmentVariable
    self.fallback = fallback
    self.finish = finish
    self.resetState = resetState
    self.simulation = simulation
  }
}
