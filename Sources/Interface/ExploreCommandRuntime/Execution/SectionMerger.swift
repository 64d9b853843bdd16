package import ExploreCore
package import ExploreRendering
import ExploreSearch

/// Merges pages of a list into sections, and trims or filters their rows.
package enum SectionMerger {
  /// The sections of `pages` merged by section id, in first-appearance
  /// order, with each item once (by id) and the paging of the last page
  /// that had the section.
  ///
  /// - Complexity: O(*n*) in the number of items.
  package static func merge(_ pages: [ResourcePage]) -> [ItemSection] {
    var repeated = RepeatedIDs()
    return merge(pages, repeated: &repeated)
  }

  /// ``merge(_:)``, recording in `repeated` each row left out because an
  /// earlier row of its section had its id.
  package static func merge(_ pages: [ResourcePage], repeated: inout RepeatedIDs) -> [ItemSection] {
    var sections: [ItemSection] = []
    var positions: [String: Int] = [:]
    var seen: [String: Set<String>] = [:]
    for page in pages {
      for section in page.sections {
        if let position = positions[section.id] {
          for item in section.items {
            if seen[section.id, default: []].insert(item.id).inserted {
              sections[position].items.append(item)
            } else {
              repeated.leaveOut(item.id)
            }
          }
          if let paging = section.paging { sections[position].paging = paging }
        } else {
          var first = section
          first.items = []
          for item in section.items {
            if seen[section.id, default: []].insert(item.id).inserted {
              first.items.append(item)
            } else {
              repeated.leaveOut(item.id)
            }
          }
          positions[section.id] = sections.count
          sections.append(first)
        }
      }
    }
    return sections
  }

  /// `sections` with at most `limit` rows in all, counted in order.
  ///
  /// - Returns: the trimmed sections and whether any row was cut.
  package static func trim(_ sections: [ItemSection], to limit: Int) -> (sections: [ItemSection], trimmed: Bool) {
    var remaining = limit
    var trimmed = false
    let result = sections.map { section in
      var section = section
      if section.items.count > remaining {
        section.items = Array(section.items.prefix(remaining))
        trimmed = true
      }
      remaining -= section.items.count
      return section
    }
    return (result, trimmed)
  }

  /// The number of rows in `sections`.
  package static func rowCount(_ sections: [ItemSection]) -> Int {
    sections.reduce(0) { $0 + $1.items.count }
  }

  /// `sections` keeping only items that match `query` in their id, title,
  /// subtitle or a text field, case- and diacritic-insensitively.
  package static func filter(_ sections: [ItemSection], matching query: String) -> [ItemSection] {
    sections.map { section in
      var section = section
      section.items = section.items.filter { matches($0, query) }
      return section
    }
  }

  static func matches(_ item: Item, _ query: String) -> Bool {
    var texts = [item.id, item.title]
    if let subtitle = item.subtitle { texts.append(subtitle) }
    for field in item.fields {
      switch field.value {
      case .text(let text): texts.append(text)
      case .list(let values): texts += values
      default: break
      }
    }
    return texts.contains { TextMatch.matches($0, query: query) }
  }

  /// `sections` with each item replaced by its expanded version from
  /// `expanded`, matched by kind and id.
  package static func replace(_ sections: [ItemSection], with expanded: [Item]) -> [ItemSection] {
    var byKey: [String: Item] = [:]
    for item in expanded { byKey["\(item.kind)\u{0}\(item.id)"] = item }
    return sections.map { section in
      var section = section
      section.items = section.items.map { byKey["\($0.kind)\u{0}\($0.id)"] ?? $0 }
      return section
    }
  }
}
