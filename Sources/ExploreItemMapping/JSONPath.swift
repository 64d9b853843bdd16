/// Where a value sits in a JSON record: a key (`"name"`) or a path of keys
/// into nested objects (`["origin", "name"]`).
///
/// ```swift
/// let name: JSONPath = "name"
/// let origin: JSONPath = ["origin", "name"]
/// ```
package struct JSONPath: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, CustomStringConvertible {
  /// The keys, outermost first. Empty is the record itself.
  package var keys: [String]

  package init(_ keys: [String]) {
    self.keys = keys
  }

  package init(stringLiteral key: String) {
    self.keys = [key]
  }

  package init(arrayLiteral keys: String...) {
    self.keys = keys
  }

  /// `origin.name`, as notes and errors name it.
  package var description: String { keys.joined(separator: ".") }
}
