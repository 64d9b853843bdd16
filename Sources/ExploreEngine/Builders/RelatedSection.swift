package import ExploreTables
package import ExploreCore
package import ExploreNetworking

/// A section of a detail view that lists the records related to the one
/// shown: records inside the shown one (``embedded(_:title:mapping:emptyNote:)``),
/// or records joined from a whole list (``ExploreNetworking/RESTClient/all(_:)``),
/// for an API with no endpoint for them.
///
/// ```swift
/// .embedded(JSONPath(parsing: "abilities[*].ability"), title: "Abilities", mapping: PokeAPI.namedResource)  // in the record
/// .referenced("authors", in: Library.authors, title: "Authors", emptyNote: "no authors")    // the book names them
/// .referring("characters", in: SWAPI.films, title: "Films", emptyNote: "in no films")       // they name the person
/// .sharing("series", in: Library.books, title: "In the same series")                       // they name what it names
/// ```
///
/// An embedded section costs no request. Each of the others joins the
/// whole list, loaded once a run by the client, however many sections and
/// expansions use it.
package struct RelatedSection: Sendable {
  /// The section's id, from its title: `"Films"` is `films`.
  package var id: String
  package var title: String
  /// What the section says when it is empty: "in no films".
  package var emptyNote: String?
  /// The section's records, for the record the detail view shows: its
  /// item and its JSON body.
  package var load: @Sendable (RESTClient, Item, JSONValue) async throws -> [Item]

  package init(
    id: String, title: String, emptyNote: String? = nil,
    load: @escaping @Sendable (RESTClient, Item, JSONValue) async throws -> [Item]
  ) {
    self.id = id
    self.title = title
    self.emptyNote = emptyNote
    self.load = load
  }

  /// The records inside the shown record at `records`, each mapped by
  /// `mapping`: a Pokémon's abilities (`abilities[*].ability`). Records
  /// that do not map (no id, no title) are left out with a note under
  /// `--verbose`, as a list's are not: the section is part of a record
  /// that did map.
  package static func embedded(_ records: JSONPath, title: String, mapping: ItemMapping, emptyNote: String? = nil) -> Self {
    RelatedSection(id: sectionID(title), title: title, emptyNote: emptyNote) { client, _, body in
      client.embeddedItems(mapping, in: body, at: records)
    }
  }

  /// The records of `list` that the shown record refers to under
  /// `reference`, in the order it names them: a book's authors.
  package static func referenced(_ reference: String, in list: ListEndpoint, title: String, emptyNote: String? = nil) -> Self {
    RelatedSection(id: sectionID(title), title: title, emptyNote: emptyNote) { client, item, _ in
      try await client.records(of: list, referencedBy: item, as: reference)
    }
  }

  /// The records of `list` that refer to the shown record under
  /// `reference`, in list order: a person's films, whose `characters`
  /// name the person.
  package static func referring(_ reference: String, in list: ListEndpoint, title: String, emptyNote: String? = nil) -> Self {
    RelatedSection(id: sectionID(title), title: title, emptyNote: emptyNote) { client, item, _ in
      try await client.records(of: list, referringTo: item, as: reference)
    }
  }

  /// The other records of `list` that share a reference under
  /// `reference` with the shown record, in list order: the other books of
  /// a book's series.
  package static func sharing(_ reference: String, in list: ListEndpoint, title: String, emptyNote: String? = nil) -> Self {
    RelatedSection(id: sectionID(title), title: title, emptyNote: emptyNote) { client, item, _ in
      try await client.records(of: list, sharing: reference, with: item)
    }
  }

  private static func sectionID(_ title: String) -> String {
    title.lowercased().split(separator: " ").joined(separator: "-")
  }
}
