package import ExploreCore

/// Where an item's subtitle comes from. A subtitle is optional: when the
/// record has none, the item has none, without a note.
///
/// ```swift
/// SubtitleMapping.text("description")
/// SubtitleMapping.joined(["type", "dimension"])        // "Planet · Dimension C-137"
/// ```
package enum SubtitleMapping: Sendable, Hashable {
  /// The text at a path; blank text is no subtitle.
  case text(JSONPath)
  /// The texts at `paths` that are not blank, joined with `separator`.
  case joined([JSONPath], separator: String = " · ")
  /// Whatever the function a Swift provider registers under this name
  /// (``MappingHooks/subtitles``) makes of the record.
  case custom(String)
}
