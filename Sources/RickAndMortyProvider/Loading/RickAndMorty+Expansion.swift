import ExploreCore

extension RickAndMorty {
  /// `items` with ``Item/children`` set to the records each refers to under
  /// `reference`, in the order the item lists them.
  ///
  /// The ids of every item are collected, deduplicated and fetched together
  /// through the multiple-ids endpoint (see ``fetchItems(_:ids:)``): never
  /// a request per item or per child. An item that refers to nothing gets
  /// no children and a note such as "no residents".
  ///
  /// - Complexity: one request per ``IDBatches/maximumURLLength`` of ids.
  func expand(_ items: [Item], reference: String, into kind: RecordKind) async throws -> [Item] {
    let ids = items.flatMap { $0.references[reference] ?? [] }
    let fetched = ids.isEmpty ? [:] : try await fetchItems(kind, ids: ids)
    return items.map { item in
      var expanded = item
      let children = (item.references[reference] ?? []).compactMap { fetched[$0] }
      expanded.children = children
      expanded.emptyChildrenNote = children.isEmpty ? "no \(reference)" : nil
      return expanded
    }
  }
}
