package import ExploreTables

/// A detail view as the engine runs it: the record's path and table, its
/// section title, and its sections, their lists and references resolved.
package struct DetailTable: Sendable {
  package var path: PathTemplate
  package var item: ItemMapping
  package var title: String?
  package var sections: [RelatedSection]

  package init(path: PathTemplate, item: ItemMapping, title: String? = nil, sections: [RelatedSection] = []) {
    self.path = path
    self.item = item
    self.title = title
    self.sections = sections
  }
}
