package import ExploreCore
/// The ids an expansion fetches, read from an array of reference URLs
/// (`"residents": ["https://…/character/38", …]`), or from a single one
/// (`"series": "https://…/series/2/"`, `null` for none), into
/// ``Item/references`` under the expansion's name.
///
/// A URL without a number at its end is skipped; any other value is no
/// ids, with a note under `--verbose`.
package struct ReferenceMapping: Sendable, Hashable {
  /// The expansion's name: the key of ``Item/references``.
  package var name: String
  /// Where the array of URLs is.
  package var path: JSONPath
  /// The name of the detail resource that loads one referenced record by
  /// its id; `nil` to find it by matching the URLs against the detail
  /// resources' paths.
  package var resource: String?

  package init(_ name: String, from path: JSONPath, resource: String? = nil) {
    self.name = name
    self.path = path
    self.resource = resource
  }
}
