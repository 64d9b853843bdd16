package import ExploreEngine
import ExploreTables
import ExploreDeclarations
import ExploreCore
import Foundation

extension RecordKind {
  /// How a reference loads records of this kind: one at `/character/{id}`,
  /// many at once through the multiple-ids endpoint, `/character/1,2,3`,
  /// which leaves out the ids it does not know, as the single record's
  /// 404 "Character not found" does.
  package var route: ReferenceRoutes.Route {
    ReferenceRoutes.Route(
      resource: itemKind, path: PathTemplate("/\(endpoint)/{\(id.name)}"), item: mapping, batch: BatchDeclaration(path: "/\(endpoint)/{ids}"),
      missing: EmptyAnswer(at: ["error"], equals: "\(itemKind.capitalized) not found"), plural: listName)
  }

  /// The detail view of this kind, as a table the engine runs: the record
  /// in "Info", then
  /// - an episode's Characters, a location's Residents;
  /// - a character's Origin/Location (a custom section, ``RickAndMorty/tableHooks``)
  ///   and Episodes.
  ///
  /// The record takes one request; each section of related records one
  /// more through the multiple-ids endpoint (more only if the ids overflow
  /// a URL), and none when there is nothing to load.
  package var detail: DetailTable {
    let sections: [RelatedSection] =
      switch self {
      case .episode: [Self.references(RickAndMorty.Expansions.characters, of: .character)]
      case .location: [Self.references(RickAndMorty.Expansions.residents, of: .character)]
      case .character:
        [RelatedSection(id: "places", title: "Origin/Location", .custom("places")), Self.references(RickAndMorty.Expansions.episodes, of: .episode)]
      }
    return DetailTable(path: route.path, item: mapping, id: "info", title: "Info", sections: sections)
  }

  /// The section of the records an expansion names, `"no characters"` when empty.
  private static func references(_ expansion: ExpansionDescriptor, of kind: RecordKind) -> RelatedSection {
    .references(expansion.name, through: kind.route, title: expansion.name.capitalized, emptyNote: "no \(expansion.name)")
  }
}
