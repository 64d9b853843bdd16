package import ExploreTables
import ExploreCore
import ExploreNetworking

extension RecordKind {
  /// How a record of this kind, as the API sends it, becomes an item. Only
  /// `id` and `name` are required; every other field is display.
  ///
  /// NB: `webURL` is the record's API URL. The real site has no page per
  /// record, and the API URL at least shows the record in a browser. An
  /// episode's air date stays text as the API writes it ("December 2, 2013").
  package var mapping: ItemMapping {
    switch self {
    case .character: Self.characterMapping
    case .location: Self.locationMapping
    case .episode: Self.episodeMapping
    }
  }

  /// "Rick Sanchez", "Human · Alive", with its episode ids under `episodes`.
  private static let characterMapping = ItemMapping(
    kind: RecordKind.character.itemKind, id: .key("id"), title: "name",
    subtitle: .custom("character"),
    webPage: .key("url"), picture: PictureMapping("image"),
    fields: [
      FieldMapping("status", "Status", absent: .text("unknown")),
      FieldMapping("species", "Species", absent: .text("")),
      FieldMapping("type", "Type"),
      FieldMapping("gender", "Gender", absent: .text("unknown")),
      FieldMapping("origin", "Origin", at: ["origin", "name"], absent: .text("unknown")),
      FieldMapping("location", "Location", at: ["location", "name"], absent: .text("unknown")),
      FieldMapping("episodes", "Episodes", .count, at: "episode", absent: .integer(0)),
    ],
    references: [ReferenceMapping(RickAndMorty.Expansions.episodes.name, from: "episode")]
  )

  /// "Earth (C-137)", "Planet · Dimension C-137", with its residents' ids under `residents`.
  private static let locationMapping = ItemMapping(
    kind: RecordKind.location.itemKind, id: .key("id"), title: "name", subtitle: .joined(["type", "dimension"]), webPage: .key("url"),
    fields: [
      FieldMapping("type", "Type", absent: FieldValue.none),
      FieldMapping("dimension", "Dimension", absent: FieldValue.none),
      FieldMapping("residents", "Residents", .count, absent: .integer(0)),
    ],
    references: [ReferenceMapping(RickAndMorty.Expansions.residents.name, from: "residents")]
  )

  /// "Pilot", "S01E01 · December 2, 2013", with its characters' ids under `characters`.
  private static let episodeMapping = ItemMapping(
    kind: RecordKind.episode.itemKind, id: .key("id"), title: "name", subtitle: .joined(["episode", "air_date"]), webPage: .key("url"),
    fields: [
      FieldMapping("code", "Code", at: "episode", absent: .text("")),
      FieldMapping("airDate", "Air date", at: "air_date", absent: FieldValue.none),
      FieldMapping("characters", "Characters", .count, absent: .integer(0)),
    ],
    references: [ReferenceMapping(RickAndMorty.Expansions.characters.name, from: "characters")]
  )
}

extension RickAndMorty {
  /// What the tables name and only Swift says: a character's subtitle,
  /// "Human · Alive", or "Human · status unknown".
  package static let hooks = MappingHooks(subtitles: [
    "character": { record in
      let status = record.string(at: "status") ?? CharacterStatus.unknown.rawValue
      let statusText = status.lowercased() == CharacterStatus.unknown.rawValue ? "status unknown" : status
      return [record.string(at: "species") ?? "", statusText].filter { !$0.isEmpty }.joined(separator: " · ")
    }
  ])
}
