package import ExploreCore
package import ExploreTables
import ExploreDeclarations

/// A section of a detail view after the record's own, as the engine runs
/// it: records inside the shown one (``embedded(_:title:mapping:emptyNote:)``),
/// the records it refers to (``references(_:through:title:emptyNote:)``),
/// or records joined from a whole list, loaded once a run, for an API with
/// no endpoint for them. A declaration's `SectionDeclaration` becomes one,
/// its names resolved.
///
/// ```swift
/// .embedded(JSONPath(parsing: "abilities[*].ability"), title: "Abilities", mapping: PokeAPI.namedResource)  // in the record
/// .referenced("authors", in: Library.authors, title: "Authors", emptyNote: "no authors")    // the book names them
/// .referring("characters", in: SWAPI.films, title: "Films", emptyNote: "in no films")       // they name the person
/// .sharing("series", in: Library.books, title: "In the same series")                       // they name what it names
/// ```
///
/// An embedded section costs no request; a references section one per
/// record it names, or per batch; each of the others joins the whole
/// list, loaded once a run by the client, however many sections and
/// expansions use it.
package struct RelatedSection: Sendable {
  /// Where the section's records come from.
  package enum Source: Sendable {
    case embedded(JSONPath, ItemMapping)
    case references(String, ReferenceTarget)
    case referenced(String, ListEndpoint)
    case referring(String, ListEndpoint)
    case sharing(String, ListEndpoint)
    /// Records a provider written in Swift loads, by name.
    case custom(String)
  }

  /// The section's id: from its title unless given, `"Films"` is `films`.
  package var id: String
  package var title: String
  /// What the section says when it is empty: "in no films".
  package var emptyNote: String?
  package var source: Source

  package init(id: String? = nil, title: String, emptyNote: String? = nil, _ source: Source) {
    self.id = id ?? SectionDeclaration.id(title)
    self.title = title
    self.emptyNote = emptyNote
    self.source = source
  }

  /// The records inside the shown record at `records`, each mapped by
  /// `mapping`: a Pokémon's abilities (`abilities[*].ability`). Records
  /// that do not map (no id, no title) are left out with a note under
  /// `--verbose`, as a list's are not: the section is part of a record
  /// that did map.
  package static func embedded(_ records: JSONPath, title: String, mapping: ItemMapping, emptyNote: String? = nil) -> Self {
    RelatedSection(title: title, emptyNote: emptyNote, .embedded(records, mapping))
  }

  /// The records the shown record refers to under `reference`, in the
  /// order it names them, each loaded through `route`: a film's characters.
  package static func references(
    _ reference: String, through route: ReferenceRoutes.Route, title: String, emptyNote: String? = nil
  ) -> Self {
    RelatedSection(title: title, emptyNote: emptyNote, .references(reference, .route(route)))
  }

  /// The records of `list` that the shown record refers to under
  /// `reference`, in the order it names them: a book's authors.
  package static func referenced(_ reference: String, in list: ListEndpoint, title: String, emptyNote: String? = nil) -> Self {
    RelatedSection(title: title, emptyNote: emptyNote, .referenced(reference, list))
  }

  /// The records of `list` that refer to the shown record under
  /// `reference`, in list order: a person's films, whose `characters`
  /// name the person.
  package static func referring(_ reference: String, in list: ListEndpoint, title: String, emptyNote: String? = nil) -> Self {
    RelatedSection(title: title, emptyNote: emptyNote, .referring(reference, list))
  }

  /// The other records of `list` that share a reference under
  /// `reference` with the shown record, in list order: the other books of
  /// a book's series.
  package static func sharing(_ reference: String, in list: ListEndpoint, title: String, emptyNote: String? = nil) -> Self {
    RelatedSection(title: title, emptyNote: emptyNote, .sharing(reference, list))
  }
}
