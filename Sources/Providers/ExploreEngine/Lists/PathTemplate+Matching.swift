package import ExploreTables
import Foundation

extension PathTemplate {
  /// The values of the placeholders when `segments` (a path's segments,
  /// an empty last one for a trailing `/`) are this template's, or `nil`
  /// when they are not: `/people/{id}/` matches `["people", "7", ""]` with
  /// `["id": "7"]`. A trailing `/` on one side only still matches.
  ///
  /// - Complexity: O(*n*) in the length of the path.
  package func match(_ segments: [String]) -> [String: String]? {
    let pattern = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    let path = segments.last == "" ? Array(segments.dropLast()) : segments
    guard pattern.count == path.count else { return nil }
    var values: [String: String] = [:]
    for (part, segment) in zip(pattern, path) {
      guard let open = part.firstIndex(of: "{"), let close = part[open...].firstIndex(of: "}") else {
        guard part == segment else { return nil }
        continue
      }
      let prefix = part[..<open]
      let suffix = part[part.index(after: close)...]
      guard segment.count > prefix.count + suffix.count, segment.hasPrefix(prefix), segment.hasSuffix(suffix) else { return nil }
      let value = segment.dropFirst(prefix.count).dropLast(suffix.count)
      values[String(part[part.index(after: open)..<close])] = String(value).removingPercentEncoding ?? String(value)
    }
    return values
  }
}
