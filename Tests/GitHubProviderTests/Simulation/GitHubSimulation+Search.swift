import ExploreTestSupport
import Foundation

extension GitHubSimulation {
  enum SearchKind: String {
    case users, repositories
  }

  /// `/search/users` and `/search/repositories`: hit k has every sort value
  /// decreasing in k, so `order=desc` (and best match) lists hit 1 first and
  /// `order=asc` lists from the other end; only the first 1,000 results are served.
  func search(_ kind: SearchKind, _ request: LoopbackRequest) -> LoopbackResponse {
    let query = (request.queryValue("q") ?? "").trimmingCharacters(in: .whitespaces)
    guard !query.isEmpty else {
      return .json(
        [
          "message": "Validation Failed", "errors": [["resource": "Search", "field": "q", "code": "missing"]],
          "documentation_url": "https://docs.github.com/v3/search",
        ], status: 422)
    }
    let words = query.lowercased().split(separator: " ").map(String.init)
    var total = words.contains { $0.contains("nothing-matches") } ? 0 : Self.searchTotal
    for word in words where word.hasPrefix("count-") {
      if let count = Int(word.dropFirst(6)), word.count <= 10 { total = min(count, Self.searchTotal) }
    }
    let incomplete = words.contains { $0.contains("incomplete") }
    func letters(_ word: String) -> String { String(word.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(16)) }
    let slug = words.first { word in
      !word.contains(":") && !letters(word).isEmpty && !word.hasPrefix("count-") && word != "nothing-matches" && word != "incomplete"
    }.map(letters) ?? (kind == .users ? "user" : "repo")
    var qualifiers: [String: String] = [:]
    for word in query.split(separator: " ") where word.contains(":") {
      let pair = word.split(separator: ":", maxSplits: 1).map(String.init)
      qualifiers[pair[0]] = pair.count > 1 ? pair[1] : ""
    }

    let paging = Paging(request)
    guard paging.start < Self.searchCap else {
      return .json(
        ["message": "Only the first 1000 search results are available", "documentation_url": "https://docs.github.com/v3/search/"],
        status: 422)
    }
    let available = min(total, Self.searchCap)
    let ascending = request.queryValue("sort") != nil && request.queryValue("order") == "asc"
    let picks = (paging.start..<max(paging.start, min(paging.start + paging.perPage, available))).map { ascending ? total - 1 - $0 : $0 }
    let items: [[String: Any]] = picks.map { k in
      let item = kind == .users
        ? simpleUser(user("\(slug)-hit-\(Self.pad(k + 1, 4))")!)
        : searchRepository(slug: slug, k, qualifiers: qualifiers)
      return item.merging(["score": 1.0]) { _, new in new }
    }
    var response = LoopbackResponse.json(["total_count": total, "incomplete_results": incomplete, "items": items])
    let lastPage = available == 0 ? 0 : max(1, (available + paging.perPage - 1) / paging.perPage)
    if available > 0, let link = Self.linkHeader("\(Self.realBase)/search/\(kind.rawValue)", query: request.query, page: paging.page, lastPage: lastPage) {
      response.setHeader("link", link)
    }
    return response
  }

  private func searchRepository(slug: String, _ k: Int, qualifiers: [String: String]) -> [String: Any] {
    let owner = user("\(slug)-hit-\(Self.pad(k % 50 + 1, 4))")!
    let fullName = "\(owner.login)/\(slug)-tool-\(Self.pad(k + 1, 4))"
    let language = qualifiers["language"].map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() } ?? Self.languages[k % Self.languages.count]
    let topics = Set(["cli", slug] + (qualifiers["topic"].map { [$0.lowercased()] } ?? [])).sorted()
    let pushed = Self.epoch.addingTimeInterval(-Double(3 * k) * 3_600)
    let stars = 50_000 - 11 * k
    var repository = repositoryObject(
      fullName: fullName, owner: owner, id: 4_000_000 + Self.hash(slug) % 500 * 10_000 + k,
      description: "Search hit \(k + 1) for \(slug).", topics: topics, stars: stars, language: language,
      license: Self.licenses[k % Self.licenses.count], created: Self.epoch.addingTimeInterval(-Double(2_000 + k) * 86_400),
      updated: pushed.addingTimeInterval(5 * 60), pushed: pushed)
    repository["forks_count"] = stars / 10
    repository["forks"] = stars / 10
    repository["open_issues_count"] = (Self.searchTotal - k) / 100
    repository["open_issues"] = (Self.searchTotal - k) / 100
    return repository
  }
}
