package import ExploreTables

/// A detail view as the engine runs it: the record's path and table, its
/// section's id and title, and its sections, their lists and references
/// resolved.
package struct DetailTable: Sendable {
  package var path: PathTemplate
  package var item: ItemMapping
  /// The record's section id: its kind when `nil`.
  package var id: String?
  /// The record's section title: its kind, capitalised, when `nil`.
  package var title: String?
  package var sections: [RelatedSection]

  package init(path: PathTemplate, item: ItemMapping, id: String? = nil, title: String? = nil, sections: [RelatedSection] = []) {
    self.path = path
    self.item = item
    self.id = id
    self.title = title
    self.sections = sections
  }
}
