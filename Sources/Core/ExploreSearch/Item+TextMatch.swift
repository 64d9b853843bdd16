public import ExploreCore

extension Item {
  /// The texts local search looks at: the title, the subtitle, and every
  /// text or list field.
  public var searchableTexts: [String] {
    var texts = [title]
    if let subtitle { texts.append(subtitle) }
    for field in fields {
      switch field.value {
      case .text(let text): texts.append(text)
      case .list(let values): texts.append(contentsOf: values)
      case .integer, .number, .bool, .date, .url, .none: break
      }
    }
    return texts
  }

  /// Whether the item matches a local search for `query`, when
  /// every word of it occurs in one of ``searchableTexts``, ignoring case and
  /// diacritics (see ``TextMatch``).
  ///
  /// - Complexity: O(*w* · *n*) for *w* query words and texts of total length *n*.
  public func matches(query: String) -> Bool {
    TextMatch.matches(searchableTexts, query: query)
  }
}
