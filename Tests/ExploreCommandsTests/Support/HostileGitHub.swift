import ExploreTestSupport
import Foundation

/// A loopback `github` mount whose followers lists answer what a hostile or
/// broken server would (issue 34), one scenario per user:
///
/// - `many-headers`: 10,000 header fields; `long-line`: one of 1 MB;
///   `long-link`: a `Link` header of 10,000 pages;
/// - `deep`: a body of arrays nested 100,000 deep; `bom`: a page after a
///   UTF-8 byte order mark; `huge-page`: a page of 20,000 followers;
/// - `upper-next`: a next link written `HTTP://`; `unending`: a `next` on
///   every page and no `last`; `loop`: page 2 names page 1 as its next;
/// - `not-modified`: a 304; `carriage`: a 400 whose message holds carriage
///   returns; `unavailable`: a 503 with `Retry-After: 2` at the first request;
/// - `bad-web`: a profile whose web page is `https:/x`.
enum HostileGitHub {
  static func start() throws -> LoopbackServer {
    let unavailableOnce = Locked(true)
    var router = LoopbackRouter()
    router.get("/users/:login/followers") { call in
      let login = call["login"] ?? ""
      let page = Int(call.request.queryValue("page") ?? "") ?? 1
      let host = call.request.headers["host"] ?? "127.0.0.1"
      let next = { (number: Int) in "<http://\(host)/github/users/\(login)/followers?per_page=100&page=\(number)>; rel=\"next\"" }
      let followers: Any = [["login": "\(login)-follower-\(page)"]]
      switch login {
      case "many-headers":
        return .json(followers, headers: (0..<10_000).map { ("x-field-\($0)", String($0)) })
      case "long-line":
        return .json(followers, headers: [("x-long", String(repeating: "h", count: 1 << 20))])
      case "long-link":
        return .json(followers, headers: [("link", (1...10_000).map(next).joined(separator: ", "))])
      case "deep":
        return LoopbackResponse(status: 200, headers: [("content-type", "application/json")], body: Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8))
      case "bom":
        return LoopbackResponse(status: 200, headers: [("content-type", "application/json")], body: Data([0xEF, 0xBB, 0xBF] + Array(#"[{"login":"after-a-bom"}]"#.utf8)))
      case "huge-page":
        return .json((0..<20_000).map { ["login": "u\($0)"] })
      case "upper-next":
        return .json(followers, headers: page == 1 ? [("link", "<HTTP://\(host)/github/users/upper-next/followers?per_page=100&page=2>; rel=\"next\"")] : [])
      case "unending":
        return .json(followers, headers: [("link", next(page + 1))])
      case "loop":
        return .json(followers, headers: [("link", next(page == 1 ? 2 : 1))])
      case "not-modified":
        return LoopbackResponse(status: 304, headers: [("etag", "\"never-asked\"")])
      case "carriage":
        return .json(["message": "first part\rsecond part\r\nthird part"], status: 400)
      case "unavailable":
        let first = unavailableOnce.withLock { first in
          defer { first = false }
          return first
        }
        return first ? .json(["message": "Service Unavailable"], status: 503, headers: [("retry-after", "2")]) : .json(followers)
      default:
        return .json(["message": "Not Found"], status: 404)
      }
    }
    router.get("/users/:login") { call in
      .json(["login": call["login"] ?? "", "id": 1, "html_url": call["login"] == "bad-web" ? "https:/x" : "https://github.com/x"])
    }
    let mount = LoopbackMount(name: "github", router: router, environmentVariable: "EXPLORE_GITHUB_API_URL")
    return try LoopbackServer.start(mounts: [mount], fixtures: nil, maxSeconds: 600)
  }
}
