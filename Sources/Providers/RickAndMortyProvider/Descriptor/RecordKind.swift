import ExploreCore
package import ExploreTables

/// The three kinds of record the Rick and Morty API serves, with the words
/// the API and the user see for each.
package enum RecordKind: String, Sendable, Hashable, CaseIterable {
  case character
  case location
  case episode

  /// The API's path word, both for the list (`/character?page=2`) and for
  /// records by id (`/character/1,2,3`).
  package var endpoint: String { rawValue }

  /// The item kind, also the name of the detail resource: `character 1`.
  package var itemKind: String { rawValue }

  /// The name of the list resource: `characters`.
  package var listName: String { rawValue + "s" }

  /// The list's section title: "Characters".
  package var listTitle: String { listName.prefix(1).uppercased() + listName.dropFirst() }

  /// `<id>` of the detail resource: a record's number.
  var id: ArgumentKey<String> { ArgumentKey("id", summary: "The \(itemKind)'s id", rule: .recordID) }

  /// The list's filters, in the order the API's docs list them: its
  /// options, and the query it sends, each under the option's name.
  package var filters: [QueryOption] {
    switch self {
    case .character:
      [
        .text("name", "Only characters whose name contains this text"),
        .choice("status", "Only characters with this status", of: CharacterStatus.self),
        .text("species", "Only characters whose species contains this text, such as human"),
        .text("type", "Only characters whose type contains this text, such as parasite"),
        .choice("gender", "Only characters with this gender", of: CharacterGender.self),
      ]
    case .location:
      [
        .text("name", "Only locations whose name contains this text"),
        .text("type", "Only locations whose type contains this text, such as planet"),
        .text("dimension", "Only locations whose dimension contains this text, such as C-137"),
      ]
    case .episode:
      [.text("name", "Only episodes whose name contains this text"), .episodeCode]
    }
  }
}

extension QueryOption {
  /// A free-text filter, a case-insensitive substring match on the API's side.
  fileprivate static func text(_ name: String, _ summary: String) -> QueryOption {
    QueryOption(descriptor: OptionKey<String?>(name, summary: summary, valueName: "text").descriptor, parameter: name)
  }

  /// A filter among an enum's values, sent as the API spells them.
  fileprivate static func choice<Choice>(_ name: String, _ summary: String, of type: Choice.Type) -> QueryOption
  where Choice: CaseIterable & RawRepresentable & Sendable, Choice.RawValue == String {
    QueryOption(descriptor: OptionKey.choice(name, summary: summary, of: Choice.self).descriptor, parameter: name)
  }

  /// `--episode`, sent in capitals as the API spells episode codes
  /// (``RickAndMorty/capitalizingEpisodeCodes(_:)``).
  fileprivate static let episodeCode = QueryOption(descriptor: RickAndMorty.episodeCode.descriptor, parameter: "episode")
}
