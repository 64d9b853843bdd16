import ExploreCore
import ExploreTestSupport
import Foundation
import GitHubProvider

/// A GitHub API whose list changes between the loads of `--watch` tests:
/// the followers of `watched`, 100 a page with `Link` headers, in
/// versions. The n-th request for the first page starts load n, which
/// answers version n (the last version once they run out), later pages
/// included; answers carry an `ETag` and a matching `If-None-Match` gets
/// 304, so an unchanged load costs 304s.
///
/// ```swift
/// let followers = WatchedFollowers(versions: [[.user("alice")], [.user("alice"), .user("bob")]])
/// let server = try followers.start()
/// defer { server.stop() }
/// ```
final class WatchedFollowers: Sendable {
  /// A follower as the API lists it.
  struct Follower: Sendable, Hashable {
    var login: String
    var type = "User"

    static func user(_ login: String, type: String = "User") -> Follower { Follower(login: login, type: type) }
  }

  let versions: [[Follower]]
  /// The rate-limit headers every answer carries: `(limit, remaining)`; none when `nil`.
  let rateLimit: Locked<(limit: Int, remaining: Int)?> = Locked(nil)
  private let loads = Locked(0)

  init(versions: [[Follower]]) {
    precondition(!versions.isEmpty, "WatchedFollowers needs a version of the list")
    self.versions = versions
  }

  /// The list of a change the watch tests look for: before it,
  /// alice, bob and carol...
  static let before: [Follower] = [.user("alice"), .user("bob"), .user("carol")]
  /// ... and after it: bob gone, carol now an organization, dave new.
  static let after: [Follower] = [.user("alice"), .user("carol", type: "Organization"), .user("dave")]

  /// `count` followers `user-0001` … in one version.
  static func many(_ count: Int, type: String = "User") -> [Follower] {
    (1...count).map { Follower(login: "user-" + String(format: "%04d", $0), type: type) }
  }

  /// A server with this API mounted as `github`.
  func start() throws -> LoopbackServer {
    try LoopbackServer.start(mounts: [mount], fixtures: nil)
  }

  var mount: LoopbackMount {
    var router = LoopbackRouter()
    router.get("/users/watched/followers") { [self] call in
      let page = call.request.queryValue("page").flatMap(Int.init) ?? 1
      let load = loads.withLock { loads in
        if page == 1 { loads += 1 }
        return max(loads, 1)
      }
      return answer(page: page, of: versions[min(load, versions.count) - 1])
    }
    return LoopbackMount(descriptor: GitHub.descriptor, router: router, finish: { [self] _, response in
      guard let (limit, remaining) = rateLimit.withLock({ $0 }) else { return }
      response.setHeader("x-ratelimit-limit", String(limit))
      response.setHeader("x-ratelimit-remaining", String(remaining))
      response.setHeader("x-ratelimit-reset", String(Int(Date().timeIntervalSince1970) + 3_600))
    })
  }

  private func answer(page: Int, of followers: [Follower]) -> LoopbackResponse {
    let size = 100
    let pages = max(1, (followers.count + size - 1) / size)
    let rows = followers.dropFirst((page - 1) * size).prefix(size).enumerated().map { offset, follower -> [String: Any] in
      [
        "login": follower.login, "id": (page - 1) * size + offset + 1, "type": follower.type,
        "html_url": "https://github.com/\(follower.login)",
      ]
    }
    let base = "https://api.github.com/users/watched/followers?per_page=100&page="
    var links: [String] = []
    if page < pages { links.append("<\(base)\(page + 1)>; rel=\"next\"") }
    if pages > 1 { links.append("<\(base)\(pages)>; rel=\"last\"") }
    return .json(Array(rows), headers: links.isEmpty ? [] : [("link", links.joined(separator: ", "))])
  }
}
