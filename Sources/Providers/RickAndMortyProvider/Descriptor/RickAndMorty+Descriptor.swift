public import ExploreCore
import ExploreEngine
import ExploreTables
import Foundation

extension RickAndMorty {
  /// The provider's names and base URL. Characters may be kept as favorites.
  public static let metadata = ProviderMetadata(
    name: "rickmorty",
    aliases: ["rick-and-morty", "rm"],
    summary: "The Rick and Morty API: characters, locations and episodes",
    defaultBaseURL: URL(string: "https://rickandmortyapi.com/api")!,
    baseURLEnvironmentVariable: "EXPLORE_RICKMORTY_API_URL",
    fixturesFolder: "rickmorty",
    favorites: [FavoritableKind(kind: RecordKind.character.itemKind, detailResource: ["character"], argumentName: RecordKind.character.id.name)],
    // NB: the largest list (characters) has 42 pages of 20; 100 pages
    // leaves room to grow and stops a server that claims a billion.
    pagingLimits: PagingLimits(concurrency: 6, maxPages: 100)
  )

  /// Three filtered, paged lists (`characters`, `locations`, `episodes`)
  /// that expand into records, and three detail views (`character <id>`,
  /// `location <id>`, `episode <id>`), each with its handler.
  public static let resources: [Resource<RickAndMorty>] = [
    list(
      .character, expandingInto: Expansions.episodes, of: .episode,
      summary: "Characters, filtered by name, status, species, type or gender",
      discussion: """
        Every filter is a case-insensitive substring match, and filters combine: \
        --name rick --status alive lists living characters whose name contains "rick". \
        \(searchDiscussion)
        """,
      examples: [
        "characters", "characters --status alive --gender female", "characters --search rick --all",
        "characters --species human --expand episodes",
      ]
    ),
    list(
      .location, expandingInto: Expansions.residents, of: .character,
      summary: "Locations, filtered by name, type or dimension",
      discussion: "Every filter is a case-insensitive substring match, and filters combine. \(searchDiscussion)",
      examples: ["locations", "locations --type planet", "locations --dimension C-137 --expand residents"]
    ),
    list(
      .episode, expandingInto: Expansions.characters, of: .character,
      summary: "Episodes, filtered by name or episode code",
      discussion: "--episode takes a season such as S01 or one episode such as S01E01. \(searchDiscussion)",
      examples: ["episodes", "episodes --episode S01", "episodes --all --expand characters"]
    ),
    detail(.character, summary: "One character: info, origin and location, and the episodes it appears in", example: "character 1"),
    detail(.location, summary: "One location: info and its residents", example: "location 3"),
    detail(.episode, summary: "One episode: info and its characters", example: "episode 1"),
  ]

  /// The expansions, by the name that is also their key in ``Item/references``.
  ///
  /// NB: each page of 20 records refers to at most every record of the
  /// child kind once (826 characters, 51 episodes), and all 826 character
  /// ids fit in two URLs of ``IDBatches/maximumURLLength``: the declared
  /// bound leaves one request of room for the API's growth.
  package enum Expansions {
    /// An episode's characters.
    package static let characters = ExpansionDescriptor(
      name: "characters", summary: "The characters who appear in each episode", childKind: RecordKind.character.itemKind,
      maxRequestsPerPage: 3
    )
    /// A location's residents.
    package static let residents = ExpansionDescriptor(
      name: "residents", summary: "The characters last seen at each location", childKind: RecordKind.character.itemKind,
      maxRequestsPerPage: 3
    )
    /// A character's episodes.
    package static let episodes = ExpansionDescriptor(
      name: "episodes", summary: "The episodes each character appears in", childKind: RecordKind.episode.itemKind,
      maxRequestsPerPage: 1
    )
  }

  /// The page size the API serves; it cannot be changed.
  package static let pageSize = 20

  static let searchDiscussion = """
    --search TEXT is the same as --name TEXT: the API matches names as case-insensitive \
    substrings. Give one or the other, not both.
    """

  /// A list resource: the table of `kind` (``RecordKind/list``), run by
  /// the engine with the kind's filters, and its expansion, loaded in
  /// batches by id through the child kind's ``RecordKind/route``.
  private static func list(
    _ kind: RecordKind, expandingInto expansion: ExpansionDescriptor, of childKind: RecordKind,
    summary: String, discussion: String, examples: [String]
  ) -> Resource<RickAndMorty> {
    let (table, filters) = (kind.list, kind.filters)
    let references = ExpansionTable.references(expansion.name, .route(childKind.route))
    return Resource(
      path: [kind.listName], summary: summary, discussion: discussion, options: filters.map(\.descriptor),
      paging: table.paging, search: .remote,
      // NB: no budget: the declared bound is what a page of the API's data takes, which the conformance suite checks.
      expansions: [Expansion(expansion) { provider, items, _ in try await provider.tableEngine().expand(items, references, name: expansion.name, budget: .max) }],
      examples: examples
    ) { provider, request, cursor in
      try await provider.tableEngine().listPage(table, options: filters, title: nil, request: capitalizingEpisodeCodes(request), at: cursor)
    }
  }

  /// `--episode`: a season (`S01`) or one episode (`S01E01`).
  static let episodeCode = OptionKey<String?>(
    "episode", summary: "Only episodes of a season (S01) or one episode (S01E01)", valueName: "code", rule: .episodeCode)

  /// `request` with its `--episode` code in capitals, as the API spells
  /// episode codes: `s01` is sent as `S01`.
  static func capitalizingEpisodeCodes(_ request: ResourceRequest) -> ResourceRequest {
    guard let code = request[episodeCode] else { return request }
    var request = request
    request.options[episodeCode.name] = [code.uppercased()]
    return request
  }

  /// A detail resource: the table of `kind` (``RecordKind/detail``), run
  /// by the engine with the provider's hooks (``tableHooks``).
  private static func detail(_ kind: RecordKind, summary: String, example: String) -> Resource<RickAndMorty> {
    Resource(
      path: [kind.itemKind], summary: summary, kind: .detail,
      arguments: [kind.id.descriptor],
      preferredLayout: .detail, examples: [example]
    ) { provider, request, _ in try await provider.tableEngine().detailPage(kind.detail, request: request, of: provider, hooks: tableHooks) }
  }
}
