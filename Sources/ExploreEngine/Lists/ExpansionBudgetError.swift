public import ExploreCore

/// An expansion that loads each item's own record was asked to expand more
/// items than the requests it declares for a page.
public struct ExpansionBudgetError: UserFacingError, Hashable {
  public var expansion: String
  public var items: Int
  public var budget: Int

  public init(expansion: String, items: Int, budget: Int) {
    self.expansion = expansion
    self.items = items
    self.budget = budget
  }

  public var description: String {
    "Expanding \(items) items by \(expansion) would take \(items) requests, one per item, and it declares at most \(budget) a page. "
      + "Ask for fewer rows with --limit \(budget), or leave out --expand."
  }

  /// A usage error: the command asked for more than the expansion allows.
  public var category: ErrorCategory { .usage }
}
