import Foundation

/// The `providers` list in Package.swift, between its marker comments:
///
/// ```swift
/// let providers = [
///   // BEGIN providers: one quoted name per line, sorted.
///   "GitHub",
///   "RickAndMorty",
///   // END providers
/// ]
/// ```
struct ProviderList {
  static let beginMarker = "// BEGIN providers"
  static let endMarker = "// END providers"

  /// The manifest's lines.
  private var lines: [Substring]
  /// The indices of the marker lines.
  private var begin: Int
  private var end: Int

  /// The quoted names between the markers, in file order.
  let names: [String]

  init(manifest: String) throws(NewProviderError) {
    lines = manifest.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let begin = lines.firstIndex(where: { $0.contains(Self.beginMarker) }),
      let end = lines.firstIndex(where: { $0.contains(Self.endMarker) }),
      begin < end
    else {
      throw NewProviderError(
        "Package.swift has no providers list between '\(Self.beginMarker)' and '\(Self.endMarker)' comments. Restore the markers around the quoted names of the `providers` list."
      )
    }
    self.begin = begin
    self.end = end
    var names: [String] = []
    for line in lines[(begin + 1)..<end] {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else { continue }
      let name = trimmed.dropFirst().dropLast(2)
      let isIdentifier = !name.isEmpty && name.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) }
      guard trimmed.hasPrefix("\""), trimmed.hasSuffix("\","), isIdentifier else {
        throw NewProviderError(
          "Package.swift's providers list has a line that is not one quoted name followed by a comma: '\(trimmed)'. Put each name on its own line, such as \"GitHub\",."
        )
      }
      names.append(String(name))
    }
    self.names = names
  }

  /// The manifest with `name` inserted in sorted order, indented as the
  /// other names are.
  func manifest(adding name: String) -> String {
    let names = self.names + [name]
    let indent = lines[(begin + 1)..<end].first.map { String($0.prefix { $0 == " " }) }
      ?? String(lines[begin].prefix { $0 == " " })
    let body = names.sorted().map { Substring("\(indent)\"\($0)\",") }
    let updated = lines[..<(begin + 1)] + body + lines[end...]
    return updated.joined(separator: "\n")
  }
}
