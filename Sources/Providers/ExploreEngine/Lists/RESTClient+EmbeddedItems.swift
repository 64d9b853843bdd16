package import ExploreTables
package import ExploreCore
package import ExploreNetworking

extension RESTClient {
  /// The records inside `body` at `path`, each mapped by `mapping`, for a
  /// section of a detail view (``RelatedSection/embedded(_:title:mapping:emptyNote:)``).
  ///
  /// The record around them has mapped already, so a record inside it that
  /// cannot be an item is left out with a note under `--verbose`, never an
  /// error; no array at `path` is an empty section.
  ///
  /// - Complexity: O(*n*) in the size of the array.
  package func embeddedItems(_ mapping: ItemMapping, in body: JSONValue, at path: JSONPath, hooks: MappingHooks = .none) -> [Item] {
    guard case .array(let records)? = body[path] else { return [] }
    let notes = DecodingNotes()
    var items: [Item] = []
    items.reserveCapacity(records.count)
    var location = MappingLocation(keys: path.parts, index: 0)
    for (index, record) in records.enumerated() {
      location.index = index
      do {
        items.append(try mapping.item(from: record, at: location, hooks: hooks, notes: notes))
      } catch let error as ItemMappingError {
        notes.add("left out \(error.jsonPath): \(error.reason)")
      } catch {
        notes.add("left out \(location.describe()): \(error)")
      }
    }
    for line in notes.lines { log("\(path): \(line)") }
    return items
  }
}
