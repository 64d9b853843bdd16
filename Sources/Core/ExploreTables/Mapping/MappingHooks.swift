package import ExploreCore

/// What only Swift can say about how records become items: the functions
/// a provider written in Swift registers by name, for its tables'
/// `.custom("NAME")` formats and subtitles. A table holds the name, never
/// the function, so that every table stays data.
///
/// ```swift
/// static let hooks = MappingHooks(formats: ["license": GitHub.licenseName])
/// FieldMapping("license", "License", .custom("license"), absent: FieldValue.none)
/// ```
package struct MappingHooks: Sendable {
  /// Field formats by name: `nil` leaves the value absent, without a note.
  package var formats: [String: @Sendable (JSONValue) -> FieldValue?]
  /// Subtitles by name, made from the whole record.
  package var subtitles: [String: @Sendable (JSONValue) -> String?]

  package init(
    formats: [String: @Sendable (JSONValue) -> FieldValue?] = [:], subtitles: [String: @Sendable (JSONValue) -> String?] = [:]
  ) {
    self.formats = formats
    self.subtitles = subtitles
  }

  /// No function: what a declaration file's tables map with.
  package static let none = MappingHooks()

  /// The names `mapping` uses that no function here answers, each with what
  /// it is: `["the format 'license'"]`.
  package func missing(in mapping: ItemMapping) -> [String] {
    var missing: [String] = []
    for field in mapping.fields {
      if case .custom(let name) = field.format, formats[name] == nil { missing.append("the format '\(name)'") }
    }
    if case .custom(let name)? = mapping.subtitle, subtitles[name] == nil { missing.append("the subtitle '\(name)'") }
    return missing
  }
}
