package import ExploreCore
import Foundation

extension CharacterRecord {
  /// The character as an item: "Rick Sanchez", "Human · Alive", with its
  /// episode ids under the `episodes` reference.
  ///
  /// NB: `webURL` is the record's API URL. The real site has no page per
  /// character, and the API URL at least shows the record in a browser.
  package var item: Item {
    var fields = [
      ItemField(key: "status", label: "Status", value: .text(status)),
      ItemField(key: "species", label: "Species", value: .text(species)),
    ]
    if !type.isEmpty {
      fields.append(ItemField(key: "type", label: "Type", value: .text(type)))
    }
    let episodeIDs = ReferenceID.parse(episode)
    fields += [
      ItemField(key: "gender", label: "Gender", value: .text(gender)),
      ItemField(key: "origin", label: "Origin", value: .text(origin.name)),
      ItemField(key: "location", label: "Location", value: .text(location.name)),
      ItemField(key: "episodes", label: "Episodes", value: .integer(episodeIDs.count)),
    ]
    return Item(
      id: String(id),
      kind: RecordKind.character.itemKind,
      title: name,
      subtitle: subtitle,
      fields: fields,
      webURL: url.flatMap { URL(string: $0) },
      references: [RickAndMorty.Expansions.episodes.name: episodeIDs]
    )
  }

  /// "Human · Alive", "Alien · status unknown".
  var subtitle: String {
    let statusText = status.lowercased() == CharacterStatus.unknown.rawValue ? "status unknown" : status
    return [species, statusText].filter { !$0.isEmpty }.joined(separator: " · ")
  }
}
