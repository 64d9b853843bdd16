import Foundation

/// A GitHub of one user with `count` followers whose logins share a long
/// start (`hundredk-f000001`…), each with an avatar served by the same
/// loopback server (``Portrait``, a PNG, with `Cache-Control: max-age=…`
/// as GitHub's avatar host sends): what `explore github followers
/// hundredk` needs to show a grid of pictures offline.
///
/// ```swift
/// let server = try LoopbackServer.start(mounts: [AvatarFollowers.mount()], fixtures: nil)
/// // EXPLORE_GITHUB_API_URL=server.baseURL(for: "github") explore github followers hundredk --layout grid
/// ```
///
/// The avatars live under the API's own base (`/_avatars/u/<id>`), so that
/// the server's rewrite of the real base leads them back to it; their
/// requests are the log's paths that start with ``avatarPath``.
public enum AvatarFollowers {
  /// The login whose followers the mount lists.
  public static let user = "hundredk"
  /// Where the avatars are served, under the mount.
  public static let avatarPath = "/_avatars/u/"

  /// The `number`th follower's login: `hundredk-f000001`.
  public static func login(_ number: Int) -> String {
    let digits = String(number)
    return "\(user)-f" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
  }

  /// The mount `github`, pointed at by `EXPLORE_GITHUB_API_URL`.
  ///
  /// - Parameters:
  ///   - count: how many followers (one page of at most 100).
  ///   - maxAge: the avatars' `Cache-Control: max-age`, in seconds.
  public static func mount(count: Int = 100, maxAge: Int = 300) -> LoopbackMount {
    let real = "https://api.github.com"
    let png = Data(Portrait.png())
    var router = LoopbackRouter()
    router.get("/users/\(user)/followers") { _ in
      .json((1...count).map { number in
        [
          "login": login(number), "id": 500_000 + number, "type": "User", "site_admin": false,
          "avatar_url": "\(real)\(avatarPath)\(500_000 + number)?v=4", "url": "\(real)/users/\(login(number))",
          "html_url": "https://github.com/\(login(number))",
        ] as [String: Any]
      })
    }
    router.get("\(avatarPath):id") { _ in
      LoopbackResponse(status: 200, headers: [("content-type", "image/png"), ("cache-control", "max-age=\(maxAge)")], body: png)
    }
    return LoopbackMount(
      name: "github", router: router, realBaseURL: URL(string: real), environmentVariable: "EXPLORE_GITHUB_API_URL")
  }
}
