package import ExploreCore
import ExploreNetworking
import Foundation

extension LocationRecord {
  /// The location as an item: "Earth (C-137)", "Planet · Dimension C-137",
  /// with its residents' ids under the `residents` reference.
  ///
  /// NB: `webURL` is the record's API URL; the real site has no page per
  /// location.
  package var item: Item {
    let residentIDs = ReferenceID.parse(residents ?? [])
    return Item(
      id: String(id), kind: RecordKind.location.itemKind, title: name,
      subtitle: [type ?? "", dimension ?? ""].filter { !$0.isEmpty }.joined(separator: " · "),
      fields: [
        ItemField(key: "type", label: "Type", value: .nonEmpty(type)),
        ItemField(key: "dimension", label: "Dimension", value: .nonEmpty(dimension)),
        ItemField(key: "residents", label: "Residents", value: .integer(residentIDs.count)),
      ],
      webURL: url.flatMap { URL(string: $0) }, references: [RickAndMorty.Expansions.residents.name: residentIDs]
    )
  }
}
