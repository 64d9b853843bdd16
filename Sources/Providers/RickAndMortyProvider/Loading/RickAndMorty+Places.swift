import ExploreCore
import ExploreTables
import ExploreEngine
import ExploreNetworking
import Foundation

extension RickAndMorty {
  /// What the detail tables (``RecordKind/detail``) name and only Swift
  /// says: a character's places, and the 404 for an unknown id, which
  /// names the ids that exist.
  static let tableHooks = TableHooks<RickAndMorty>(
    mapping: hooks,
    sections: ["places": { provider, _, character in try await provider.places(of: character) }],
    missingRecord: { provider, kind, id, response in
      guard let kind = RecordKind(rawValue: kind), kind.route.isMissing(response) || ErrorBody(response.body).isNothingHere else { return nil }
      return RecordNotFoundError(kind: kind.itemKind, id: id, count: await provider.recordCount(kind))
    })

  /// How many records of `kind` exist, from the first page of the list, or
  /// `nil` when that cannot be had. Only asked after a 404, to say which
  /// ids are valid.
  ///
  /// NB: the API numbers records from 1 without gaps, so the count is the
  /// highest id.
  func recordCount(_ kind: RecordKind) async -> Int? {
    guard let url = try? client.urls.url([kind.endpoint], query: [("page", "1")]),
      let response = try? await client.send(.get, url), response.isSuccess
    else { return nil }
    return (try? client.decode(JSONValue.self, from: response))?.integer(at: ["info", "count"])
  }

  /// A character's origin and last known location as location items, each
  /// with a `role` field, loaded in one request. The same place twice is
  /// one item with both roles; an unknown place (the API's `"url": ""`) is
  /// an item with no record behind it.
  func places(of character: JSONValue) async throws -> [Item] {
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
    let location = RecordKind.location
    let fetched = try await tableEngine().records(
      locationIDs.compactMap { $0 }, through: .route(location.route), of: RecordKind.character.itemKind, reference: "places",
      budget: nil, expansion: "Origin/Location")
    return places.map { id, name, roles in
      let role = roles.joined(separator: " and ")
      var item = fetched[id] ?? Item(id: id, kind: location.itemKind, title: name)
      item.fields.insert(ItemField(key: "role", label: "Role", value: .text(role)), at: 0)
      item.subtitle = [role, item.subtitle ?? ""].filter { !$0.isEmpty }.joined(separator: " · ")
      return item
    }
  }
}
