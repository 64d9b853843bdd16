public import ExploreCore

/// Every record of a list an expansion or a detail view joins with: the
/// items in list order, and the same items by id.
public struct JoinedList: Sendable {
  /// The items of every page, in list order.
  public let items: [Item]
  /// The items by id; when two records share an id, the first one.
  public let byID: [String: Item]

  /// - Complexity: O(*n*) in the number of items.
  public init(items: [Item]) {
    self.items = items
    var byID: [String: Item] = [:]
    byID.reserveCapacity(items.count)
    for item in items where byID[item.id] == nil {
      byID[item.id] = item
    }
    self.byID = byID
  }
}
