import ExploreCore
import ExploreNetworking
import Foundation

extension RickAndMorty {
  /// The sectioned view of one record:
  /// - an episode: Info, Characters;
  /// - a location: Info, Residents;
  /// - a character: Info, Origin/Location, Episodes.
  ///
  /// The record takes one request; each section of related records takes
  /// one more through the multiple-ids endpoint (more only if the ids
  /// overflow a URL), and none when there is nothing to fetch. A
  /// character's two sections load concurrently.
  func loadDetail(_ kind: RecordKind, request: ResourceRequest) async throws -> ResourcePage {
    let id = request.arguments["id"] ?? ""
    guard ValueRule.recordID.accepts(id) else {
      throw InvalidValueError(name: "the \(kind.itemKind) id", value: id, expected: ValueRule.recordID.summary)
    }
    switch kind {
    case .episode:
      let episode = try await fetchRecord(EpisodeRecord.self, kind, id: id).item
      let characters = try await children(of: episode, reference: Expansions.characters.name, kind: .character)
      return ResourcePage(sections: [
        Self.infoSection(episode),
        ItemSection(id: "characters", title: "Characters", items: characters, emptyNote: "no characters"),
      ])
    case .location:
      let location = try await fetchRecord(LocationRecord.self, kind, id: id).item
      let residents = try await children(of: location, reference: Expansions.residents.name, kind: .character)
      return ResourcePage(sections: [
        Self.infoSection(location),
        ItemSection(id: "residents", title: "Residents", items: residents, emptyNote: "no residents"),
      ])
    case .character:
      let record = try await fetchRecord(CharacterRecord.self, kind, id: id)
      let character = record.item
      async let places = placeItems(of: record)
      async let episodes = children(of: character, reference: Expansions.episodes.name, kind: .episode)
      return ResourcePage(sections: [
        Self.infoSection(character),
        ItemSection(id: "places", title: "Origin/Location", items: try await places),
        ItemSection(id: "episodes", title: "Episodes", items: try await episodes, emptyNote: "no episodes"),
      ])
    }
  }

  static func infoSection(_ item: Item) -> ItemSection {
    ItemSection(id: "info", title: "Info", items: [item])
  }

  /// One record by id; the API's 404 becomes a ``RecordNotFoundError``
  /// that says which ids exist, when that can be learned.
  private func fetchRecord<Record: APIRecord>(_ type: Record.Type, _ kind: RecordKind, id: String) async throws -> Record {
    switch try await fetch(Record.self, from: try endpoints.record(kind, id: id), what: "\(kind.itemKind) \(id)") {
    case .value(let record):
      return record
    case .notFound, .nothingHere:
      throw RecordNotFoundError(kind: kind.itemKind, id: id, count: await recordCount(kind))
    }
  }

  /// How many records of `kind` exist, from the first page of the list, or
  /// `nil` when that cannot be had. Only asked after a 404, to say which
  /// ids are valid.
  ///
  /// NB: the API numbers records from 1 without gaps, so the count is the
  /// highest id.
  func recordCount(_ kind: RecordKind) async -> Int? {
    guard let url = try? endpoints.list(kind, page: 1) else { return nil }
    guard case .value(let response)? = try? await fetch(ListResponse<IgnoredValue>.self, from: url, what: kind.listName) else {
      return nil
    }
    return response.info.count
  }

  /// The items `item` refers to under `reference`, in the order it lists
  /// them, fetched together.
  private func children(of item: Item, reference: String, kind: RecordKind) async throws -> [Item] {
    let ids = item.references[reference] ?? []
    guard !ids.isEmpty else { return [] }
    let fetched = try await fetchItems(kind, ids: ids)
    return ids.compactMap { fetched[$0] }
  }

  /// A character's origin and last known location as location items, each
  /// with a `role` field, fetched in one request. The same place twice is
  /// one item with both roles; an unknown place (the API's `"url": ""`) is
  /// an item with no record behind it.
  private func placeItems(of character: CharacterRecord) async throws -> [Item] {
    var places: [(id: String, place: PlaceReference, roles: [String])] = []
    for (key, role, place) in [("origin", "Origin", character.origin), ("location", "Last known location", character.location)] {
      let id = place.locationID ?? "unknown-\(key)"
      if let index = places.firstIndex(where: { $0.id == id }) {
        places[index].roles.append(role.lowercased())
      } else {
        places.append((id, place, [role]))
      }
    }
    let ids = places.compactMap { $0.place.locationID }
    let fetched = ids.isEmpty ? [:] : try await fetchItems(.location, ids: ids)
    return places.map { id, place, roles in
      let role = roles.joined(separator: " and ")
      var item = fetched[id] ?? Item(id: id, kind: RecordKind.location.itemKind, title: place.name)
      item.fields.insert(ItemField(key: "role", label: "Role", value: .text(role)), at: 0)
      item.subtitle = [role, item.subtitle ?? ""].filter { !$0.isEmpty }.joined(separator: " · ")
      return item
    }
  }
}
