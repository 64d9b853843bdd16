/// Which dates a row shows; ``Vocabulary`` tells a date by its name.
extension ResourcePlanner {
  /// The most dates a list's row shows.
  static let listDateLimit = 3

  /// Whether a field shows a date, as text or as a time since 1970.
  static func isDate(_ format: ResourcePlan.Fields.Format) -> Bool { format == .date || format == .timestamp }
}
