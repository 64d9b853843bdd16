import ExploreCore

extension DecodingNotes {
  /// Adds that the field at `path` was left out because of `reason`.
  func add(_ reason: String, at path: [any CodingKey]) {
    // NB: indices become `*`, so that one field missing from every row
    // of a list is one line.
    add(reason, atPath: DecodingErrorDescription.path(path).replacing(/\[\d+\]/, with: "[*]"))
  }
}
