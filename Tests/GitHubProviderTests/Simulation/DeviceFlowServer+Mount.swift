public import ExploreTestSupport
public import Foundation
import GitHubProvider

extension DeviceFlowServer {
  /// The web mount's name: GitHub's web host is served at `/github-web`.
  public static let webMountName = "github-web"

  /// GitHub's web host on the loopback server: `POST /login/device/code`
  /// and `POST /login/oauth/access_token`, answered by ``reply(method:path:headers:body:)``.
  ///
  /// Its environment variable is `EXPLORE_GITHUB_WEB_URL`, so
  /// ``LoopbackServer/environment`` points explore's sign-in at it, and
  /// `https://github.com` in its answers (the `verification_uri`) becomes
  /// the mount's URL. A dropped connection is a body cut short.
  public var webMount: LoopbackMount {
    var router = LoopbackRouter()
    for path in ["/login/device/code", "/login/oauth/access_token"] {
      router.add("POST", path) { [self] call in
        let request = call.request
        guard let reply = reply(method: request.method, path: request.path, headers: request.headers, body: request.body) else {
          var dropped = LoopbackResponse(status: 200)
          dropped.closesMidBody = true
          return dropped
        }
        return LoopbackResponse(
          status: reply.status, headers: reply.headers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, body: reply.body)
      }
    }
    return LoopbackMount(
      name: Self.webMountName, router: router, realBaseURL: URL(string: "https://github.com")!,
      environmentVariable: GitHubWebHost.environmentVariable)
  }
}

extension LoopbackServer {
  /// A server with GitHub's simulation at `/github`, and its web host at
  /// `/github-web` where `deviceFlow` plays the OAuth device flow; the
  /// simulated API accepts the tokens the flow grants (as its own user,
  /// `octo-gen`) and names their scopes in `X-OAuth-Scopes`.
  ///
  /// ```swift
  /// let flow = DeviceFlowServer(script: DeviceFlowScript(answers: [.pending, .token("gho_granted")]))
  /// let server = try LoopbackServer.start(deviceFlow: flow)
  /// defer { server.stop() }
  /// // run explore with server.environment: EXPLORE_GITHUB_API_URL and EXPLORE_GITHUB_WEB_URL
  /// ```
  ///
  /// - Throws: ``LoopbackServerError`` when no socket can be bound.
  public static func start(
    deviceFlow: DeviceFlowServer,
    token: String = "test-token",
    fixtures: URL? = ProjectPaths.fixtures,
    maxSeconds: Int = 900
  ) throws -> LoopbackServer {
    let options = LoopbackSimulationOptions(token: token)
    let mounts = [GitHubSimulation.mount(options, deviceFlow: deviceFlow), deviceFlow.webMount]
    return try start(mounts: mounts, fixtures: fixtures, token: token, maxSeconds: maxSeconds)
  }
}
