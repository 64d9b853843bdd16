public import Foundation

/// An HTTP/1.1 test server in this process, on `127.0.0.1` with a port the
/// kernel picks: each API it serves is a ``LoopbackMount`` under `/<name>`,
/// backed by routes, by replay fixtures (`fixtures/<name>/`) and by injected
/// ``LoopbackFault``s.
///
/// ```swift
/// let server = try LoopbackServer.start(mounts: [zoo.mount], fixtures: ProjectPaths.fixtures)
/// defer { server.stop() }
/// let base = server.baseURL(for: "zoo")   // http://127.0.0.1:PORT/zoo
/// try await server.inject([LoopbackFault(match: "/zoo/animals", times: 1, action: .status(503))])
/// // ... exercise the code under test against `base` ...
/// #expect(try await server.requestCount(pathPrefix: "/zoo/animals") == 2)
/// ```
///
/// A test target whose tests want a provider's simulation adds a
/// `start(useCorpus:token:fixtures:maxSeconds:)` in its
/// `Support/` folder that mounts it. Where no socket is needed,
/// ``LoopbackTransport`` serves the same ``service`` in-process.
public final class LoopbackServer: Sendable {
  /// The port on `127.0.0.1`.
  public let port: Int
  /// The token the mounts accept (`Authorization: Bearer <token>` or `token <token>`).
  public let token: String
  /// What answers the requests: mounts, fixtures, faults and the request log.
  public let service: LoopbackService
  private let socket: LoopbackSocketServer

  private init(service: LoopbackService, token: String, socket: LoopbackSocketServer) {
    self.service = service
    self.token = token
    self.socket = socket
    self.port = socket.port
  }

  deinit {
    stop()
  }

  /// Starts a server for `mounts`; every folder of `fixtures` also replays under its own name.
  ///
  /// - Parameters:
  ///   - mounts: the simulated APIs.
  ///   - fixtures: the fixtures root (one folder per mount); `nil` for none.
  ///   - token: the token the mounts were made to accept, for ``token``.
  ///   - maxSeconds: the server stops by itself after this long.
  /// - Throws: ``LoopbackServerError`` when no socket can be bound.
  public static func start(
    mounts: [LoopbackMount],
    fixtures: URL? = ProjectPaths.fixtures,
    token: String = "test-token",
    maxSeconds: Int = 900
  ) throws -> LoopbackServer {
    let service = LoopbackService(mounts: mounts, fixtures: fixtures)
    return LoopbackServer(service: service, token: token, socket: try LoopbackSocketServer(responder: service, maxSeconds: maxSeconds))
  }

  /// `http://127.0.0.1:PORT`.
  public var baseURL: URL {
    URL(string: "http://127.0.0.1:\(port)")!
  }

  /// The URL of a mount: `baseURL(for: "rickmorty")` is `http://127.0.0.1:PORT/rickmorty`.
  public func baseURL(for mount: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)/\(mount)")!
  }

  /// The environment that points the providers at this server: each mount's
  /// ``LoopbackMount/environmentVariable`` (`EXPLORE_GITHUB_API_URL`) set to its URL.
  public var environment: [String: String] {
    var environment: [String: String] = [:]
    for mount in service.mounts.values {
      if let variable = mount.environmentVariable { environment[variable] = baseURL(for: mount.name).absoluteString }
    }
    return environment
  }

  /// The simulation of the first mount whose ``LoopbackMount/simulation`` is a `Simulation`.
  public func simulation<Simulation>(as type: Simulation.Type) -> Simulation? {
    service.mounts.values.lazy.compactMap { $0.simulation as? Simulation }.first
  }

  /// Stops the server and waits for its threads. Safe to call more than once.
  public func stop() {
    service.stopWaiting()
    socket.stop()
  }

  /// Whether the server still accepts connections.
  public var isRunning: Bool {
    !socket.isStopping
  }

  // MARK: - Requests and faults

  // NB: these stay `async throws`, as when they were HTTP calls to a child process, so
  // that the tests written against that API keep compiling unchanged.

  /// Every request received since the start or the last ``reset()``, oldest first.
  public func requests() async throws -> [LoopbackRequest] {
    service.requests
  }

  /// How many requests were received, optionally only those whose path (including the mount)
  /// starts with `pathPrefix`.
  public func requestCount(pathPrefix: String? = nil) async throws -> Int {
    let all = service.requests
    guard let pathPrefix else { return all.count }
    return all.count { $0.path.hasPrefix(pathPrefix) }
  }

  /// Adds fault rules; they act on later requests until their `times` run out or ``reset()``.
  public func inject(_ faults: [LoopbackFault]) async throws {
    service.inject(faults)
  }

  /// The injected fault rules in order, with how often each has acted and may still act.
  public func faults() async throws -> [LoopbackFaultStatus] {
    service.faults
  }

  /// Forgets the recorded requests and removes every fault rule.
  public func reset() async throws {
    service.clearRequests()
    service.removeFaults()
  }

  /// Restores the mounts' initial state (GitHub stars, say) without touching requests or faults.
  public func resetState() async throws {
    service.resetState()
  }
}
