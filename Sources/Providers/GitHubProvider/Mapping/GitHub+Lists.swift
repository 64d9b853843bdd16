import ExploreCore
package import ExploreTables

extension GitHub {
  /// How GitHub pages a list: 100 a page (its maximum), asked for with
  /// `per_page`, the next page named by the `Link` header.
  static let linkPaging = ListPaging.linkHeader(pageSize: pageSize, sizeParameter: "per_page")

  /// How a 404 names the user a list belongs to: "Could not find a GitHub
  /// user named 'x'".
  static let userSubject = "a GitHub user named '{user}'"

  /// `GET /users/{user}/followers`. Rows carry logins only: the list
  /// endpoints return no names, and fetching every profile would cost a
  /// request per row.
  package static let followers = ListEndpoint(
    ["users", "{user}", "followers"], userMapping, paging: linkPaging, title: "Followers of {user}", name: "followers",
    emptyNote: "{user} has no followers yet", subject: userSubject)

  /// `GET /users/{user}/following`.
  package static let following = ListEndpoint(
    ["users", "{user}", "following"], userMapping, paging: linkPaging, title: "Followed by {user}", name: "following",
    emptyNote: "{user} isn't following anyone yet", subject: userSubject)

  /// `GET /users/{user}/repos?sort=…`.
  package static let repositories = ListEndpoint(
    ["users", "{user}", "repos"], repositoryMapping, paging: linkPaging, title: "Repositories of {user}", name: "repositories",
    emptyNote: "{user} has no public repositories yet", subject: userSubject)

  /// `repos --sort`, sent as `sort` (`pushed` when not given).
  static let repositorySort = QueryOption(descriptor: repositoryOrder.descriptor, parameter: "sort")

  /// `GET /users/{user}/starred`.
  package static let starred = ListEndpoint(
    ["users", "{user}", "starred"], repositoryMapping, paging: linkPaging, title: "Starred by {user}", name: "starred",
    emptyNote: "{user} hasn't starred any repositories yet", subject: userSubject)

  /// `GET /user/starred`: yours, which needs a token.
  package static let yourStars = ListEndpoint(
    ["user", "starred"], repositoryMapping, paging: linkPaging, title: "Starred by you", name: "starred",
    emptyNote: "You haven't starred any repositories yet", subject: "your starred repositories")
}
