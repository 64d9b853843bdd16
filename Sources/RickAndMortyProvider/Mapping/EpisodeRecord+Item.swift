package import ExploreCore
import ExploreNetworking
import Foundation

extension EpisodeRecord {
  /// The episode as an item: "Pilot", "S01E01 · December 2, 2013", with
  /// its characters' ids under the `characters` reference.
  ///
  /// NB: the air date stays text as the API writes it ("December 2,
  /// 2013"); `webURL` is the record's API URL, as the real site has no page
  /// per episode.
  package var item: Item {
    let characterIDs = ReferenceID.parse(characters ?? [])
    return Item(
      id: String(id), kind: RecordKind.episode.itemKind, title: name,
      subtitle: [episode ?? "", airDate ?? ""].filter { !$0.isEmpty }.joined(separator: " · "),
      fields: [
        ItemField(key: "code", label: "Code", value: .text(episode ?? "")),
        ItemField(key: "airDate", label: "Air date", value: .nonEmpty(airDate)),
        ItemField(key: "characters", label: "Characters", value: .integer(characterIDs.count)),
      ],
      webURL: url.flatMap { URL(string: $0) }, references: [RickAndMorty.Expansions.characters.name: characterIDs]
    )
  }
}
