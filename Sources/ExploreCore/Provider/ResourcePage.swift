/// What a provider returns for one load of a resource: a page of a list, the
/// sections of a detail view, or the outcome of an action.
public struct ResourcePage: Sendable, Hashable {
  /// The sections, in display order. A list has one; pages of a list use
  /// the same section id, so that they merge.
  public var sections: [ItemSection]

  /// Paging of the list, for resources that page.
  public var paging: PageInfo

  /// Things the user should know that are not errors: "results are
  /// incomplete", "the search API stops at 1,000 results".
  public var notices: [String]

  /// The one-line outcome of an action: "Starred apple/swift".
  public var message: String?

  public init(sections: [ItemSection] = [], paging: PageInfo = .single, notices: [String] = [], message: String? = nil) {
    self.sections = sections
    self.paging = paging
    self.notices = notices
    self.message = message
  }

  /// A page of a list with one section.
  public static func list(
    id: String,
    title: String,
    items: [Item],
    paging: PageInfo,
    emptyNote: String? = nil,
    notices: [String] = []
  ) -> ResourcePage {
    ResourcePage(
      sections: [ItemSection(id: id, title: title, items: items, paging: paging, emptyNote: emptyNote)],
      paging: paging,
      notices: notices
    )
  }

  /// Every item of every section, in order.
  public var items: [Item] { sections.flatMap(\.items) }
}
