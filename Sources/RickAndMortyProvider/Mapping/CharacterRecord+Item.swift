package import ExploreCore
import ExploreNetworking
import Foundation

extension CharacterRecord {
  /// The character as an item: "Rick Sanchez", "Human · Alive", with its
  /// episode ids under the `episodes` reference.
  ///
  /// NB: `webURL` is the record's API URL. The real site has no page per
  /// character, and the API URL at least shows the record in a browser.
  package var item: Item {
    let episodeIDs = ReferenceID.parse(episode ?? [])
    let fields = [
      ItemField(key: "status", label: "Status", value: .text(status ?? "unknown")),
      ItemField(key: "species", label: "Species", value: .text(species ?? "")),
      type.flatMap { $0.isEmpty ? nil : ItemField(key: "type", label: "Type", value: .text($0)) },
      ItemField(key: "gender", label: "Gender", value: .text(gender ?? "unknown")),
      ItemField(key: "origin", label: "Origin", value: .text(origin?.name ?? "unknown")),
      ItemField(key: "location", label: "Location", value: .text(location?.name ?? "unknown")),
      ItemField(key: "episodes", label: "Episodes", value: .integer(episodeIDs.count)),
    ]
    return Item(
      id: String(id), kind: RecordKind.character.itemKind, title: name, subtitle: subtitle, fields: fields.compactMap { $0 },
      webURL: url.flatMap { URL(string: $0) }, picture: image.flatMap { URL(string: $0) }.map { ItemPicture(url: $0) }, references: [RickAndMorty.Expansions.episodes.name: episodeIDs]
    )
  }

  /// "Human · Alive", "Alien · status unknown".
  var subtitle: String {
    let status = self.status ?? CharacterStatus.unknown.rawValue
    let statusText = status.lowercased() == CharacterStatus.unknown.rawValue ? "status unknown" : status
    return [species ?? "", statusText].filter { !$0.isEmpty }.joined(separator: " · ")
  }
}
