public import ExploreCore
import Foundation

extension RickAndMorty {
  /// The provider's names, base URL and resources: three filtered, paged
  /// lists (`characters`, `locations`, `episodes`) and three detail views
  /// (`character <id>`, `location <id>`, `episode <id>`).
  public static let descriptor = ProviderDescriptor(
    name: "rickmorty",
    aliases: ["rick-and-morty", "rm"],
    summary: "The Rick and Morty API: characters, locations and episodes",
    defaultBaseURL: URL(string: "https://rickandmortyapi.com/api")!,
    baseURLEnvironmentVariable: "EXPLORE_RICKMORTY_API_URL",
    fixturesFolder: "rickmorty",
    resources: [
      charactersResource, locationsResource, episodesResource,
      characterResource, locationResource, episodeResource,
    ],
    favoritableKinds: [RecordKind.character.itemKind],
    favoritable: [FavoritableKind(kind: RecordKind.character.itemKind, detailResource: ["character"], argumentName: "id")],
    // NB: the largest list (characters) has 42 pages of 20; 100 pages
    // leaves room to grow and stops a server that claims a billion.
    pagingLimits: PagingLimits(concurrency: 6, maxPages: 100)
  )

  /// The expansions, by the name that is also their key in ``Item/references``.
  package enum Expansions {
    /// An episode's characters.
    package static let characters = ExpansionDescriptor(
      name: "characters", summary: "The characters who appear in each episode", childKind: RecordKind.character.itemKind
    )
    /// A location's residents.
    package static let residents = ExpansionDescriptor(
      name: "residents", summary: "The characters last seen at each location", childKind: RecordKind.character.itemKind
    )
    /// A character's episodes.
    package static let episodes = ExpansionDescriptor(
      name: "episodes", summary: "The episodes each character appears in", childKind: RecordKind.episode.itemKind
    )
  }

  /// The page size the API serves; it cannot be changed.
  package static let pageSize = 20

  static let listPaging = PagingStyle.pageNumbers(pageSize: pageSize, totalIsKnown: true)

  static let searchDiscussion = """
    --search TEXT is the same as --name TEXT: the API matches names as case-insensitive \
    substrings. Give one or the other, not both.
    """

  static let charactersResource = ResourceDescriptor(
    path: [RecordKind.character.listName],
    summary: "Characters, filtered by name, status, species, type or gender",
    discussion: """
      Every filter is a case-insensitive substring match, and filters combine: \
      --name rick --status alive lists living characters whose name contains "rick". \
      \(searchDiscussion)
      """,
    options: [
      OptionDescriptor(name: "name", summary: "Only characters whose name contains this text", kind: .value(name: "text")),
      .choice("status", summary: "Only characters with this status", values: CharacterStatus.allCases.map(\.rawValue)),
      OptionDescriptor(name: "species", summary: "Only characters whose species contains this text, such as human", kind: .value(name: "text")),
      OptionDescriptor(name: "type", summary: "Only characters whose type contains this text, such as parasite", kind: .value(name: "text")),
      .choice("gender", summary: "Only characters with this gender", values: CharacterGender.allCases.map(\.rawValue)),
    ],
    paging: listPaging,
    search: .remote,
    expansions: [Expansions.episodes],
    preferredLayout: .list,
    isTrackable: false,
    examples: [
      "characters",
      "characters --status alive --gender female",
      "characters --search rick --all",
      "characters --species human --expand episodes",
    ]
  )

  static let locationsResource = ResourceDescriptor(
    path: [RecordKind.location.listName],
    summary: "Locations, filtered by name, type or dimension",
    discussion: """
      Every filter is a case-insensitive substring match, and filters combine. \
      \(searchDiscussion)
      """,
    options: [
      OptionDescriptor(name: "name", summary: "Only locations whose name contains this text", kind: .value(name: "text")),
      OptionDescriptor(name: "type", summary: "Only locations whose type contains this text, such as planet", kind: .value(name: "text")),
      OptionDescriptor(name: "dimension", summary: "Only locations whose dimension contains this text, such as C-137", kind: .value(name: "text")),
    ],
    paging: listPaging,
    search: .remote,
    expansions: [Expansions.residents],
    preferredLayout: .list,
    isTrackable: false,
    examples: [
      "locations",
      "locations --type planet",
      "locations --dimension C-137 --expand residents",
    ]
  )

  static let episodesResource = ResourceDescriptor(
    path: [RecordKind.episode.listName],
    summary: "Episodes, filtered by name or episode code",
    discussion: """
      --episode takes a season such as S01 or one episode such as S01E01. \
      \(searchDiscussion)
      """,
    options: [
      OptionDescriptor(name: "name", summary: "Only episodes whose name contains this text", kind: .value(name: "text")),
      OptionDescriptor(
        name: "episode", summary: "Only episodes of a season (S01) or one episode (S01E01)",
        kind: .value(name: "code"), rule: .episodeCode
      ),
    ],
    paging: listPaging,
    search: .remote,
    expansions: [Expansions.characters],
    preferredLayout: .list,
    isTrackable: false,
    examples: [
      "episodes",
      "episodes --episode S01",
      "episodes --all --expand characters",
    ]
  )

  static let characterResource = detailResource(
    .character,
    summary: "One character: info, origin and location, and the episodes it appears in",
    example: "character 1"
  )

  static let locationResource = detailResource(
    .location,
    summary: "One location: info and its residents",
    example: "location 3"
  )

  static let episodeResource = detailResource(
    .episode,
    summary: "One episode: info and its characters",
    example: "episode 1"
  )

  private static func detailResource(_ kind: RecordKind, summary: String, example: String) -> ResourceDescriptor {
    ResourceDescriptor(
      path: [kind.itemKind],
      summary: summary,
      kind: .detail,
      arguments: [ArgumentDescriptor(name: "id", summary: "The \(kind.itemKind)'s id", rule: .recordID)],
      preferredLayout: .detail,
      examples: [example]
    )
  }
}
