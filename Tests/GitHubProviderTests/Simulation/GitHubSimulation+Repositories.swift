import ExploreTestSupport
import Foundation

extension GitHubSimulation {
  static let languages: [String?] = ["Swift", "Python", "Go", "Rust", "TypeScript", nil, "C"]
  static let licenses: [(key: String, name: String, spdx: String)?] = [
    ("mit", "MIT License", "MIT"), ("apache-2.0", "Apache License 2.0", "Apache-2.0"), nil,
    ("bsd-3-clause", "BSD 3-Clause \"New\" or \"Revised\" License", "BSD-3-Clause"),
  ]

  /// The repository `owner/name`: any name has one, with stable, varied dates and counts.
  func repository(owner: String, name: String, index: Int? = nil) -> [String: Any] {
    let known = user(owner)
    let ownerUser = known ?? GeneratedUser(login: owner, id: 5_000_000 + Self.hash(owner.lowercased()) % 1_000_000)
    let fullName = "\(known?.login ?? owner)/\(name)"
    let seed = Self.hash(fullName.lowercased())
    let index = index ?? seed % 997
    let id = 7_000_000 + seed % 90_000_000
    let language = Self.languages[seed % Self.languages.count]
    let pushed = Self.epoch.addingTimeInterval(-Double((index * 7_919 + seed) % 5_000) * 3_600)
    return repositoryObject(
      fullName: fullName, owner: ownerUser, id: id, description: "Generated repository \(fullName).",
      topics: ["generated", language?.lowercased() ?? "misc"], stars: seed % 5_000 + 3, language: language,
      license: Self.licenses[seed % Self.licenses.count],
      created: ownerUser.created.addingTimeInterval(Double(9 * index + 1) * 86_400),
      updated: pushed.addingTimeInterval(17 * 60), pushed: pushed)
  }

  func repositoryObject(
    fullName: String, owner: GeneratedUser, id: Int, description: String, topics: [String], stars: Int,
    language: String?, license: (key: String, name: String, spdx: String)?, created: Date, updated: Date, pushed: Date
  ) -> [String: Any] {
    let url = "\(Self.realBase)/repos/\(fullName)"
    let licenseObject: Any = license.map {
      [
        "key": $0.key, "name": $0.name, "spdx_id": $0.spdx, "url": "\(Self.realBase)/licenses/\($0.key)",
        "node_id": Self.nodeID("License", Self.hash($0.key) % 1_000),
      ]
    } ?? NSNull()
    return [
      "id": id, "node_id": Self.nodeID("Repository", id), "name": String(fullName.split(separator: "/")[1]),
      "full_name": fullName, "private": false, "owner": simpleUser(owner), "html_url": "https://github.com/\(fullName)",
      "description": description, "fork": false, "url": url, "forks_url": url + "/forks",
      "stargazers_url": url + "/stargazers", "created_at": Self.stamp(created), "updated_at": Self.stamp(updated),
      "pushed_at": Self.stamp(pushed), "homepage": NSNull(), "size": id % 20_000, "stargazers_count": stars,
      "watchers_count": stars, "language": language ?? NSNull(), "has_issues": true, "has_projects": true,
      "has_downloads": true, "has_wiki": true, "has_pages": false, "has_discussions": false, "forks_count": stars / 7,
      "mirror_url": NSNull(), "archived": false, "disabled": false, "open_issues_count": id % 40,
      "license": licenseObject, "allow_forking": true, "is_template": false, "topics": topics,
      "visibility": "public", "forks": stars / 7, "open_issues": id % 40, "watchers": stars, "default_branch": "main",
    ]
  }

  // MARK: Listings

  /// A user's followers, following, repositories or stars, one page of them with a `Link` header.
  func listing(_ kind: String, of user: GeneratedUser, _ request: LoopbackRequest, linkURL: String) -> LoopbackResponse? {
    let paging = Paging(request)
    switch kind {
    case "followers", "following":
      let logins = kind == "followers" ? user.followers : user.following
      let page = logins[paging.range].compactMap { self.user($0) }.map(simpleUser)
      return Self.paged(page, total: logins.count, paging: paging, linkURL: linkURL, query: request.query)
    case "repos":
      let sort = request.queryValue("sort") ?? "full_name"
      let key = ["created": "created_at", "updated": "updated_at", "pushed": "pushed_at", "full_name": "full_name"][sort]
      guard let key else { return Self.validationFailed(resource: "Repository", field: "sort", code: "invalid") }
      let descending = (request.queryValue("direction") ?? (sort == "full_name" ? "asc" : "desc")) == "desc"
      var repositories = user.repositories[0..<user.repositories.count].enumerated().map {
        repository(owner: user.login, name: $0.element, index: $0.offset)
      }
      repositories.sort { a, b in
        let (x, y) = ((a[key] as! String).lowercased(), (b[key] as! String).lowercased())
        let (i, j) = (a["id"] as! Int, b["id"] as! Int)
        return descending ? (x == y ? i > j : x > y) : (x == y ? i < j : x < y)
      }
      return Self.paged(Array(repositories[paging.range.clamped(to: 0..<repositories.count)]), total: repositories.count, paging: paging, linkURL: linkURL, query: request.query)
    case "starred":
      let entries: [(name: String, at: Date)] = user.login != "octo-gen" ? [] : state.withLock { state in
        state.stars.values.sorted { $0.sequence > $1.sequence }
          .map { ($0.name, Self.epoch.addingTimeInterval(Double($0.sequence) * 3_600)) }
      }
      var repositories = entries.map { entry -> (at: Date, repository: [String: Any]) in
        let parts = entry.name.split(separator: "/", maxSplits: 1).map(String.init)
        return (entry.at, repository(owner: parts[0], name: parts[1]))
      }
      let descending = request.queryValue("direction") ?? "desc" == "desc"
      if request.queryValue("sort") == "updated" {
        repositories.sort { a, b in
          let (x, y) = (a.repository["updated_at"] as! String, b.repository["updated_at"] as! String)
          return descending ? x > y : x < y
        }
      } else if !descending {
        repositories.reverse()
      }
      let starJSON = request.header("accept")?.contains("star+json") == true
      let items: [Any] = repositories.map { starJSON ? ["starred_at": Self.stamp($0.at), "repo": $0.repository] : $0.repository }
      return Self.paged(Array(items[paging.range.clamped(to: 0..<items.count)]), total: items.count, paging: paging, linkURL: linkURL, query: request.query)
    default:
      return nil
    }
  }

  /// GitHub's `per_page` (default 30, at most 100, junk means 30) and `page` (default 1).
  struct Paging {
    var perPage: Int
    var page: Int

    init(_ request: LoopbackRequest) {
      let perPage = Int(request.queryValue("per_page") ?? "") ?? 30
      self.perPage = perPage < 1 ? 30 : min(perPage, 100)
      page = max(1, Int(request.queryValue("page") ?? "") ?? 1)
    }

    var start: Int { (page - 1) * perPage }
    var range: Range<Int> { start..<(start + perPage) }
  }

  static func paged(_ items: [Any], total: Int, paging: Paging, linkURL: String, query: String) -> LoopbackResponse {
    var response = LoopbackResponse.json(items)
    let lastPage = (total + paging.perPage - 1) / paging.perPage
    if total > 0, let link = linkHeader(linkURL, query: query, page: paging.page, lastPage: lastPage) {
      response.setHeader("link", link)
    }
    return response
  }

  /// GitHub's `Link` header: `prev`, `next`, `last`, `first`, each the received query minus `page`, then `page=N`.
  static func linkHeader(_ url: String, query: String, page: Int, lastPage: Int) -> String? {
    let kept = query.split(separator: "&").filter { piece in
      !piece.isEmpty && (piece.split(separator: "=", maxSplits: 1).first.map { $0.removingPercentEncoding ?? String($0) } != "page")
    }
    func at(_ number: Int) -> String { "<\(url)?\((kept + ["page=\(number)"]).joined(separator: "&"))>" }
    var links: [String] = []
    if page > 1 { links.append("\(at(min(page - 1, max(lastPage, 1)))); rel=\"prev\"") }
    if page < lastPage {
      links.append("\(at(page + 1)); rel=\"next\"")
      links.append("\(at(lastPage)); rel=\"last\"")
    }
    if page > 1 { links.append("\(at(1)); rel=\"first\"") }
    return links.isEmpty ? nil : links.joined(separator: ", ")
  }
}
