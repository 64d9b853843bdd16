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

  /// The answer of a check, such as `starred --check owner/repo`: `true`
  /// for yes, `false` for no, `nil` when the resource asks no question.
  ///
  /// The CLI prints ``message`` either way and exits 0 for yes and 1 for
  /// no, so that scripts can write `if explore … --check …; then`.
  public var predicate: Bool?

  public init(
    sections: [ItemSection] = [],
    paging: PageInfo = .single,
    notices: [String] = [],
    message: String? = nil,
    predicate: Bool? = nil
  ) {
    self.sections = sections
    self.paging = paging
    self.notices = notices
    self.message = message
    self.predicate = predicate
  }

  /// The answer of a check: `message` says it in words, `answer` is the
  /// exit status (0 for yes, 1 for no).
  public static func answer(_ answer: Bool, message: String) -> ResourcePage {
    ResourcePage(message: message, predicate: answer)
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
