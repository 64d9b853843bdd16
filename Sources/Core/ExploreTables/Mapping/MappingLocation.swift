package import ExploreCore
/// The JSON path of the record being mapped, such as `results[3]`, kept as
/// cheap parts and spelled out only for a note or an error.
package struct MappingLocation: Sendable {
  package init(keys: [String], index: Int? = nil) {
    self.keys = keys
    self.index = index
  }

  /// The keys to the array (or record), outermost first; `[*]` for each
  /// element of an array on the way.
  package var keys: [String]
  /// The record's index in that array, if it is in one.
  package var index: Int?
  /// The number of the page the array is, from 1, where a list knows it:
  /// the position of a record without its id (``ItemMapping/idMayBeMissing``).
  package var page: Int?
  /// The keys from there to the record, for a record inside a wrapper.
  package var path: [String] = []

  /// `results[3].origin.name`: the path of `path` in this record; with
  /// `anyIndex`, `results[*].origin.name`, as a note that counts records says it.
  package func describe(_ path: JSONPath = [], anyIndex: Bool = false) -> String {
    var text = ""
    func append(_ part: String) {
      if part == "[*]" || text.isEmpty { text += part } else { text += ".\(part)" }
    }
    keys.forEach(append)
    if let index { text += anyIndex ? "[*]" : "[\(index)]" }
    (self.path + path.parts).forEach(append)
    return text
  }
}
