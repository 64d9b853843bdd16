package import ExploreCore
package import ExploreTables

/// What only Swift says about a provider made of tables: the functions
/// its tables name as custom (formats and subtitles, sections,
/// expansions), the error of a detail's missing record, and resources
/// written in Swift, which replace the table's
/// resource of the same name or add to them. A declaration file that names
/// a function no hook registers is refused: custom forms exist only in
/// providers written in Swift.
///
/// ```swift
/// let hooks = TableHooks<GitHubAPI>(
///   mapping: MappingHooks(formats: ["license": GitHub.licenseName]),
///   sections: ["places": { api, character, record in try await api.places(of: record) }])
/// let definition = try declaration.definition(hooks: hooks)
/// ```
package struct TableHooks<P: Sendable>: Sendable {
  /// The functions of custom formats and subtitles.
  package var mapping: MappingHooks
  /// Custom sections of a detail view, by name: the records for the shown
  /// record, its item and its JSON body.
  package var sections: [String: @Sendable (P, Item, JSONValue) async throws -> [Item]]
  /// Custom expansions, by name.
  package var expansions: [String: Expansion<P>.Handler]
  /// The error a detail view throws when the API answers 404 for its
  /// record, made from the record's kind, its id and the answer, for an API
  /// whose 404 can say more (which ids exist); `nil` leaves the engine's
  /// own ("Could not find character 9999").
  package var missingRecord: (@Sendable (P, _ kind: String, _ id: String, HTTPResponse) async -> (any Error)?)?
  /// Resources written in Swift: each replaces the table's resource of
  /// its path, or is added after them.
  package var resources: [Resource<P>]

  package init(
    mapping: MappingHooks = .none, sections: [String: @Sendable (P, Item, JSONValue) async throws -> [Item]] = [:],
    expansions: [String: Expansion<P>.Handler] = [:],
    missingRecord: (@Sendable (P, _ kind: String, _ id: String, HTTPResponse) async -> (any Error)?)? = nil, resources: [Resource<P>] = []
  ) {
    self.mapping = mapping
    self.sections = sections
    self.expansions = expansions
    self.missingRecord = missingRecord
    self.resources = resources
  }

  /// The resource written in Swift whose path is `path`, if any.
  func resource(named path: [String]) -> Resource<P>? {
    resources.first { $0.descriptor.path == path }
  }
}
