public import ExploreCore
import ExploreNetworking
import ExploreEngine
import ExploreTables
import ExploreSignIn
import Foundation

extension GitHub {
  /// GitHub's names and base URL. Users may be kept as favorites.
  public static let metadata = ProviderMetadata(
    name: "github",
    aliases: ["gh"],
    summary: "GitHub: followers, profiles, user and repository search, stars",
    defaultBaseURL: URL(string: "https://api.github.com")!,
    baseURLEnvironmentVariable: "EXPLORE_GITHUB_API_URL",
    fixturesFolder: "github",
    favorites: [FavoritableKind(kind: Kind.user, detailResource: ["user"], argumentName: user.name)],
    // NB: 5,000 pages of 100 is 500,000 followers or stars, more than the
    // largest real accounts; searches stop at 1,000 results (10 pages) by themselves.
    pagingLimits: PagingLimits(concurrency: 6, maxPages: 5_000)
  )

  /// GitHub's resources, each with the function that loads it. Requests
  /// reach these handlers checked against the resource's rules.
  public static let resources: [Resource<GitHub>] = [
    userList(
      followers, summary: "The users who follow a user.",
      examples: ["followers octocat", "followers octocat --all", "followers octocat --json"],
      changeTitles: ChangeTitles(added: "New followers", removed: "No longer following")
    ),
    userList(
      following, summary: "The users a user follows.", examples: ["following octocat", "following octocat --all"],
      changeTitles: ChangeTitles(added: "Newly followed", removed: "No longer followed")
    ),
    // NB: `load` returns the profile with its three lists as sections in
    // one load, so the items it returned are already expanded.
    Resource(
      path: ["user"],
      summary: "A user's profile.",
      discussion: "Shows name, login, bio, company, location, blog, public repositories and gists, "
        + "followers, following, when the user joined and the profile's web address. "
        + "With --expand it adds the first page of the user's most recently pushed repositories, "
        + "followers and following, loaded concurrently.",
      kind: .detail,
      arguments: [user.descriptor],
      expansions: [Expansion(sectionsExpansion) { _, items, _ in items }],
      preferredLayout: .detail,
      examples: ["user octocat", "user octocat --expand", "user octocat --json"]
    ) { github, request, _ in try await github.loadProfile(request) },
    .list(
      repositories,
      ResourceDescriptor(
        path: ["repos"], aliases: ["repositories"], summary: "A user's public repositories.",
        discussion: "Most recently pushed first unless --sort says otherwise. Pages hold 100 repositories.",
        arguments: [user.descriptor], options: [repositoryOrder.descriptor], paging: linkPaging, search: .local,
        examples: ["repos octocat", "repos octocat --sort full_name"]),
      options: [repositorySort]
    ),
    Resource(
      path: ["starred"],
      summary: "The repositories a user starred, or with no user, yours.",
      discussion: "Without a user it lists the repositories you starred, which needs a GitHub token. "
        + "--check owner/repo says whether you starred that repository.",
      arguments: [starredUser.descriptor],
      options: [check.descriptor],
      paging: linkPaging,
      search: .local,
      isTrackable: true,
      examples: ["starred octocat", "starred", "starred --check apple/swift"],
      changeTitles: ChangeTitles(added: "Newly starred", removed: "No longer starred")
    ) { github, request, cursor in try await github.loadStarred(request, at: cursor) },
    Resource(
      path: ["star"],
      summary: "Star a repository. Needs a GitHub token with the public_repo scope.",
      discussion: "A token from `explore github login` needs the public_repo scope: "
        + "`explore github login --scopes read:user,public_repo`. `--from-gh` tokens usually have it.",
      kind: .action,
      arguments: [repository.descriptor],
      examples: ["star apple/swift"]
    ) { github, request, _ in try await github.changeStar(request, starring: true) },
    Resource(
      path: ["unstar"],
      summary: "Remove your star from a repository. Needs a GitHub token with the public_repo scope.",
      kind: .action,
      arguments: [repository.descriptor],
      examples: ["unstar apple/swift"]
    ) { github, request, _ in try await github.changeStar(request, starring: false) },
    Resource(
      path: ["search", "users"],
      summary: "Search users, with GitHub's qualifiers.",
      discussion: "Qualifiers such as type:user, followers:>100 and location:berlin pass through to GitHub. "
        + searchDiscussion,
      arguments: [query.descriptor],
      options: [userSearchSort.descriptor, searchOrder.descriptor],
      paging: linkPaging,
      examples: [
        "search users 'location:berlin followers:>100' --sort followers",
        "search users 'type:user language:swift' --limit 150",
      ]
    ) { github, request, cursor in try await github.searchUsers(request, at: cursor) },
    Resource(
      path: ["search", "repos"],
      aliases: ["repositories"],
      summary: "Search repositories by text, language, topic and stars.",
      discussion: "--language, --topic and --stars become qualifiers of the query. "
        + "With a token, rows say whether you starred each repository, checked against your "
        + "\(GitHub.starredCheckLimit) most recent stars. " + searchDiscussion,
      arguments: [query.descriptor],
      options: [
        language.descriptor, topics.descriptor, stars.descriptor, repositorySearchSort.descriptor, searchOrder.descriptor,
      ],
      paging: linkPaging,
      examples: [
        "search repos swift --language swift --sort stars --limit 50",
        "search repos parser --topic cli --stars '>=100'",
      ]
    ) { github, request, cursor in try await github.searchRepositories(request, at: cursor) },
    Resource(
      path: ["login"],
      summary: "Sign in to GitHub in your browser, or store a token, for explore to use.",
      discussion: "Without options it runs GitHub's device flow: it shows a one-time code, you enter it at "
        + "github.com/login/device, and explore waits until you approve. That needs the client id of an OAuth app "
        + "with the device flow enabled (--client-id or EXPLORE_GITHUB_CLIENT_ID; see the README). "
        + "--with-token reads a token from standard input instead, and --from-gh takes the GitHub CLI's "
        + "(`gh auth token`). The token is checked with GitHub and stored in explore's config folder, readable "
        + "only by you. GH_TOKEN and GITHUB_TOKEN take precedence over it.",
      kind: .action,
      options: LoginMethod.options(for: signIn),
      examples: [
        "login --client-id Iv1.0123456789abcdef", "login --scopes read:user,public_repo --web",
        "login --from-gh", "login --with-token < token.txt",
      ]
    ) { github, request, _ in try await github.logIn(request) },
    Resource(
      path: ["logout"],
      summary: "Remove the stored GitHub token.",
      kind: .action,
      examples: ["logout"]
    ) { github, _, _ in try github.logOut() },
    Resource(
      path: ["auth", "status"],
      summary: "Who you are on GitHub, the token's scopes and source, and the rate limit left.",
      discussion: "Never shows the token itself. Works without a token, showing the unauthenticated limit.",
      kind: .detail,
      preferredLayout: .detail,
      examples: ["auth status"],
      itemsHaveWebPages: false
    ) { github, _, _ in try await github.authenticationStatus() },
  ]

  /// The number of items explore asks for on every page of a list: GitHub's
  /// maximum. Searches keep it fixed and `--limit` trims locally.
  package static let pageSize = 100

  static let listDiscussion =
    "Pages hold 100 users, GitHub's maximum, and follow GitHub's Link header; --all loads every page. "
    + "GitHub's lists give logins only, not names: run 'explore github user <login>' for a profile."

  /// The expansion of `user` into a sectioned view.
  package static let sectionsExpansion = ExpansionDescriptor(
    name: "sections",
    summary: "Profile, most recently pushed repositories, followers and following, loaded at once.",
    childKind: Kind.user,
    // NB: `user --expand` loads the sections with the profile, so expanding costs no request.
    maxRequestsPerPage: 0
  )

  static let searchDiscussion =
    "Pages hold 100 results; --limit trims locally, so results never repeat. "
    + "GitHub's search API returns at most 1,000 results for a query; paging stops there with a notice."


  /// `followers <user>` or `following <user>`: a tracked grid of logins.
  private static func userList(_ list: ListEndpoint, summary: String, examples: [String], changeTitles: ChangeTitles) -> Resource<GitHub> {
    .list(
      list,
      ResourceDescriptor(
        path: [list.name], summary: summary, discussion: listDiscussion, arguments: [user.descriptor], paging: list.paging, search: .local,
        preferredLayout: .grid, isTrackable: true, examples: examples, changeTitles: changeTitles))
  }
}
