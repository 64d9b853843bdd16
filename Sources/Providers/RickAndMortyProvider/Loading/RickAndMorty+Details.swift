import ExploreCore
import ExploreTables
import ExploreEngine
import ExploreNetworking
import Foundation

extension RickAndMorty {
  /// The sectioned view of one record, whose id the core has checked:
  /// - an episode: Info, Characters;
  /// - a location: Info, Residents;
  /// - a character: Info, Origin/Location, Episodes.
  ///
  /// The record takes one request; each section of related records takes
  /// one more through the multiple-ids endpoint (more only if the ids
  /// overflow a URL), and none when there is nothing to fetch. A
  /// character's two sections load concurrently.
  func loadDetail(_ kind: RecordKind, request: ResourceRequest) async throws -> ResourcePage {
    let id = request[kind.id]
    let url = try client.urls.url([kind.endpoint, id])
    guard let response = try await fetch(url, what: "\(kind.itemKind) \(id)") else {
      throw RecordNotFoundError(kind: kind.itemKind, id: id, count: await recordCount(kind))
    }
    let (item, record) = try client.item(kind.mapping, from: response, hooks: Self.hooks)
    let info = ItemSection(id: "info", title: "Info", items: [item])
    guard kind == .character else {
      let (reference, childKind) = kind == .episode ? (Expansions.characters.name, RecordKind.character) : (Expansions.residents.name, .character)
      let children = try await expand([item], reference: reference, into: childKind)[0].children ?? []
      return ResourcePage(sections: [
        info, ItemSection(id: reference, title: reference.capitalized, items: children, emptyNote: "no \(reference)"),
      ])
    }
    async let places = placeItems(of: record)
    async let episodes = expand([item], reference: Expansions.episodes.name, into: .episode)[0].children ?? []
    return ResourcePage(sections: [
      info,
      ItemSection(id: "places", title: "Origin/Location", items: try await places),
      ItemSection(id: "episodes", title: "Episodes", items: try await episodes, emptyNote: "no episodes"),
    ])
  }

  /// How many records of `kind` exist, from the first page of the list, or
  /// `nil` when that cannot be had. Only asked after a 404, to say which
  /// ids are valid.
  ///
  /// NB: the API numbers records from 1 without gaps, so the count is the
  /// highest id.
  func recordCount(_ kind: RecordKind) async -> Int? {
    guard let url = try? client.urls.url([kind.endpoint], query: [("page", "1")]),
      let response = try? await fetch(url, what: kind.listName)
    else { return nil }
    return (try? client.decode(JSONValue.self, from: response))?.integer(at: ["info", "count"])
  }

  /// A character's origin and last known location as location items, each
  /// with a `role` field, fetched in one request. The same place twice is
  /// one item with both roles; an unknown place (the API's `"url": ""`) is
  /// an item with no record behind it.
  private func placeItems(of character: JSONValue) async throws -> [Item] {
    let locationIDs = ["origin", "location"].map { character.string(at: [$0, "url"]).flatMap(ReferenceID.parse) }
    var places: [(id: String, name: String, roles: [String])] = []
    for ((key, role), locationID) in zip([("origin", "Origin"), ("location", "Last known location")], locationIDs) {
      let id = locationID ?? "unknown-\(key)"
      if let index = places.firstIndex(where: { $0.id == id }) {
        places[index].roles.append(role.lowercased())
      } else {
        places.append((id, character.string(at: [key, "name"]) ?? "unknown", [role]))
      }
    }
    let ids = locationIDs.compactMap { $0 }
    let fetched = ids.isEmpty ? [:] : try await fetchItems(.location, ids: ids)
    return places.map { id, name, roles in
      let role = roles.joined(separator: " and ")
      var item = fetched[id] ?? Item(id: id, kind: RecordKind.location.itemKind, title: name)
      item.fields.insert(ItemField(key: "role", label: "Role", value: .text(role)), at: 0)
      item.subtitle = [role, item.subtitle ?? ""].filter { !$0.isEmpty }.joined(separator: " · ")
      return item
    }
  }
}
