import ExploreCore
public import ExploreTestSupport
import Foundation
import GitHubProvider

/// GitHub's REST API, generated: users with thousands of followers, paging
/// with numeric `Link` URLs, search with its 1,000-result cap, stars, tokens,
/// rate-limit headers. Everything is deterministic except the stars (which
/// `PUT` and `DELETE` change; ``LoopbackServer/resetState()`` restores them)
/// and the rate-limit counters.
///
/// | login | followers | following | repositories |
/// |---|---|---|---|
/// | `many-followers` (id 9000001) | 2,350: `follower-0001` ... | `octo-gen` | 3 |
/// | `no-followers` (9000002) | 0 | 0 | 0 |
/// | `octo-gen` (9000003), the token's user | `follower-0001` ... `0007` | 5 | 12, and 8 stars |
/// | `many-repos` (9000004) | 0 | 0 | 250 |
/// | `follower-NNNN` (100000 + N) | `octo-gen` for N ≤ 2 | `many-followers` | 0 |
/// | `<slug>-hit-NNNN` | the hits of a user search | | |
///
/// Searches find 4,321 results, none for a query with `nothing-matches`,
/// N for a word `count-N`, and flag `incomplete_results` for a word with `incomplete`.
/// A wrong token answers 401 on every route; `/user...` routes need the token.
/// With a ``DeviceFlowServer`` (``LoopbackServer/start(deviceFlow:token:fixtures:maxSeconds:)``),
/// the tokens its device flow grants are accepted too, with their scopes in `X-OAuth-Scopes`.
public final class GitHubSimulation: LoopbackSimulation, Sendable {
  /// The token accepted as `Bearer <token>` or `token <token>`.
  public let token: String
  /// The OAuth device flow of the web host, whose granted tokens are accepted as ``token`` is.
  public let deviceFlow: DeviceFlowServer?
  let state = Locked(State())

  struct State {
    /// Starred repositories by lowercased full name: the name as starred, and a sequence number (newest highest).
    var stars: [String: (name: String, sequence: Int)] = [:]
    var starSequence = 0
    /// Rate-limit usage by identity and resource: requests used, and when the window resets.
    var usage: [String: (used: Int, reset: Int)] = [:]
  }

  static let initialStars = [
    "octocat/Hello-World", "pointfreeco/swift-identified-collections", "swiftlang/swift-format",
    "apple/swift-collections", "apple/swift-argument-parser", "apple/swift", "many-repos/repo-042",
    "octo-gen/gen-repo-03",
  ]  // oldest first

  /// The real API's base URL, which answers name and the server rewrites.
  static let realBase = GitHub.descriptor.defaultBaseURL.absoluteString
  static let documentation = "https://docs.github.com/rest"

  public init(token: String, deviceFlow: DeviceFlowServer? = nil) {
    self.token = token
    self.deviceFlow = deviceFlow
    resetState()
  }

  public static func mount(_ options: LoopbackSimulationOptions) -> LoopbackMount {
    mount(options, deviceFlow: nil)
  }

  /// The API's mount, accepting the tokens `deviceFlow` grants as well as the options' token.
  public static func mount(_ options: LoopbackSimulationOptions, deviceFlow: DeviceFlowServer?) -> LoopbackMount {
    let simulation = GitHubSimulation(token: options.token, deviceFlow: deviceFlow)
    return LoopbackMount(
      descriptor: GitHub.descriptor,
      router: simulation.router,
      fallback: { request in
        request.path.hasPrefix("/users/") || request.path.hasPrefix("/user/") ? Self.notFound() : nil
      },
      finish: { request, response in
        simulation.addRateLimitHeaders(for: request, to: &response)
        if let scopes = deviceFlow?.scopesHeader(authorization: request.header("authorization")) {
          response.addHeaderIfAbsent("x-oauth-scopes", scopes)
        }
      },
      resetState: { simulation.resetState() },
      simulation: simulation)
  }

  /// Restores the initial stars.
  public func resetState() {
    state.withLock { state in
      state.stars = [:]
      for (offset, name) in Self.initialStars.enumerated() {
        state.stars[name.lowercased()] = (name, offset + 1)
      }
      state.starSequence = Self.initialStars.count
    }
  }

  // MARK: - Routes

  var router: LoopbackRouter {
    var router = LoopbackRouter()
    // NB: a wrong token fails every route, as on GitHub.
    router.intercept { [self] call in
      identity(of: call.request) == .bad ? .json(["message": "Bad credentials", "documentation_url": Self.documentation], status: 401) : nil
    }
    router.get("/rate_limit") { [self] call in rateLimit(for: identity(of: call.request)) }
    router.get("/users/:login") { [self] call in user(call["login"]!).map { .json(publicUser($0)) } }
    for kind in ["followers", "following", "repos", "starred"] {
      router.get("/users/:login/\(kind)") { [self] call in
        guard let user = user(call["login"]!) else { return nil }
        return listing(kind, of: user, call.request, linkURL: "\(Self.realBase)/user/\(user.id)/\(kind)")
      }
      router.get("/user/:id/\(kind)") { [self] call in
        guard let id = Int(call["id"]!) else { return nil }
        guard let user = user(id: id) else { return Self.notFound() }
        return listing(kind, of: user, call.request, linkURL: "\(Self.realBase)/user/\(id)/\(kind)")
      }
      router.get("/user/\(kind)") { [self] call in
        requireToken(call) ?? listing(kind, of: me, call.request, linkURL: "\(Self.realBase)/user/\(kind)")
      }
    }
    router.get("/user") { [self] call in requireToken(call) ?? .json(privateUser(me)) }
    for method in ["GET", "PUT", "DELETE"] {
      router.add(method, "/user/starred/:owner/:repo") { [self] call in
        requireToken(call) ?? star(method, owner: call["owner"]!, name: call["repo"]!)
      }
    }
    router.get("/search/users") { [self] call in search(.users, call.request) }
    router.get("/search/repositories") { [self] call in search(.repositories, call.request) }
    return router
  }

  private func requireToken(_ call: LoopbackRouter.Call) -> LoopbackResponse? {
    guard identity(of: call.request) == .anonymous else { return nil }
    return .json(
      ["message": "Requires authentication", "documentation_url": Self.documentation + "/users/users#get-the-authenticated-user"],
      status: 401)
  }

  private func star(_ method: String, owner: String, name: String) -> LoopbackResponse {
    let valid = owner.range(of: "^[A-Za-z0-9-]{1,39}$", options: .regularExpression) != nil
      && name.range(of: "^[A-Za-z0-9._-]{1,100}$", options: .regularExpression) != nil
    guard valid else { return Self.notFound() }
    let fullName = "\(owner)/\(name)"
    let key = fullName.lowercased()
    return state.withLock { state in
      switch method {
      case "PUT":
        if state.stars[key] == nil {
          state.starSequence += 1
          state.stars[key] = (fullName, state.starSequence)
        }
      case "DELETE":
        state.stars[key] = nil
      default:
        if state.stars[key] == nil { return Self.notFound() }
      }
      return LoopbackResponse(status: 204)
    }
  }

  static func notFound() -> LoopbackResponse {
    .json(["message": "Not Found", "documentation_url": documentation, "status": "404"], status: 404)
  }

  static func validationFailed(resource: String, field: String, code: String) -> LoopbackResponse {
    .json(
      [
        "message": "Validation Failed", "errors": [["resource": resource, "field": field, "code": code]],
        "documentation_url": documentation,
      ], status: 422)
  }
}
