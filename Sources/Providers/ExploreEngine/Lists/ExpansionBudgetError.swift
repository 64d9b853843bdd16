public import ExploreCore

/// An expansion was asked to expand a page that would take more requests
/// than it allows a page: one per item, per referenced record or per batch
/// of ids (``unit``). It is refused before any request.
public struct ExpansionBudgetError: UserFacingError, Hashable {
  public var expansion: String
  public var items: Int
  public var budget: Int
  /// What takes one request each: `item`, `record` or `batch`.
  public var unit: String

  public init(expansion: String, items: Int, budget: Int, unit: String = "item") {
    self.expansion = expansion
    self.items = items
    self.budget = budget
    self.unit = unit
  }

  public var description: String {
    guard unit != "item" else {
      return "Expanding \(items) items by \(expansion) would take \(items) requests, one per item, and it declares at most \(budget) a page. "
        + "Ask for fewer rows with --limit \(budget), or leave out --expand."
    }
    return "Expanding these rows by \(expansion) would take \(items) requests, one per \(unit) they refer to, and it allows at most \(budget) a page. "
      + "Ask for fewer rows with --limit, raise its 'budget' in the declaration, or leave out --expand."
  }

  /// A usage error: the command asked for more than the expansion allows.
  public var category: ErrorCategory { .usage }
}
