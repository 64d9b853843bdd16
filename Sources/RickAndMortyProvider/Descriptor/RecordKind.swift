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

  /// The filters the API accepts for this kind's list, in the order the
  /// provider sends them. The API ignores any other.
  package var filterNames: [String] {
    switch self {
    case .character: ["name", "status", "species", "type", "gender"]
    case .location: ["name", "type", "dimension"]
    case .episode: ["name", "episode"]
    }
  }

  /// The record type the API sends for this kind.
  package var recordType: any APIRecord.Type {
    switch self {
    case .character: CharacterRecord.self
    case .location: LocationRecord.self
    case .episode: EpisodeRecord.self
    }
  }
}
