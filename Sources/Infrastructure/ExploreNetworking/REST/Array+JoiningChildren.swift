public import ExploreCore

extension Array where Element == Item {
  /// These items with ``Item/children`` set to the records each refers to
  /// under `reference` (its ``Item/references`` entry), in the order the
  /// item lists them. An item that refers to nothing that was found gets a
  /// note such as "no residents".
  ///
  /// The join of an expansion: fetch the children of every item at once
  /// (``IDBatches`` for a multiple-ids endpoint, ``JoinAll`` for a paged
  /// list), then hand them here.
  ///
  /// - Complexity: O(*n*) in the number of references.
  public func joiningChildren(reference: String, from children: [String: Item]) -> [Item] {
    map { item in
      var expanded = item
      let found = (item.references[reference] ?? []).compactMap { children[$0] }
      expanded.children = found
      expanded.emptyChildrenNote = found.isEmpty ? "no \(reference)" : nil
      return expanded
    }
  }

  /// Every id these items refer to under `reference`, in order, each once.
  public func referencedIDs(_ reference: String) -> [String] {
    var seen = Set<String>()
    return flatMap { $0.references[reference] ?? [] }.filter { seen.insert($0).inserted }
  }
}
