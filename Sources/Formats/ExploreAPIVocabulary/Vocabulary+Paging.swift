import Foundation

/// The names and descriptions of paging and search parameters and totals.
extension Vocabulary {
  /// The query parameters that ask for a page by its number, as ``normalized(_:)`` spells them.
  package static let pageNumberNames = ["page", "pagenumber", "pageno", "pagenum", "pageindex"]

  /// The query parameters that set a page's size.
  package static let pageSizeNames = ["perpage", "pagesize", "limit", "pagelimit", "maxresults", "maxitems", "size", "count", "top", "pagelength", "take"]

  /// The query parameters that skip records.
  package static let offsetNames = ["offset", "skip", "start", "startindex"]

  /// The query parameters that take an opaque cursor the body gives.
  package static let cursorNames = [
    "cursor", "pagetoken", "nexttoken", "marker", "continuationtoken", "continuation", "continue", "next", "nextcursor", "page",
    "after", "startingafter", "pagecursor", "offset",
  ]

  /// The query parameters that take the id of the last record seen.
  package static let keysetNames = ["after", "startingafter", "since", "sinceid", "afterid", "before", "endingbefore", "beforeid", "maxid"]

  /// The properties that count a list's records, in order of preference.
  package static let totalKeys = ["total_count", "total", "count", "totalCount", "total_results", "totalResults", "totalItems", "total_items", "totalSize", "totalRecords", "total_records", "totalElements", "total_entries", "itemsTotal", "results"]

  /// The objects of a body that hold its paging fields.
  package static let pagingHolders = ["meta", "pagination", "paging", "response_metadata", "metadata", "links", "_links", "page_info", "pageInfo", "info"]

  /// Whether a parameter's description says it is a place in the list
  /// rather than a point in time: a cursor, or "your place in the list".
  package static func saysPlaceInList(_ text: String) -> Bool {
    let lower = text.lowercased()
    return lower.contains("cursor") || lower.contains("place in the list") || lower.contains("pagination")
  }

  /// The query parameters that search, in order of preference, as
  /// ``normalized(_:)`` spells them.
  package static let searchNames = [
    "search", "q", "query", "searchterm", "searchquery", "searchtext", "searchstring", "term", "keyword", "keywords", "filtersearch",
    "filterq", "filterquery", "filtername",
  ]

  /// Whether a parameter's description says it takes expressions rather
  /// than words to look for: Harbor's `q` ("exact match(k=v), fuzzy
  /// match(k=~v)"), a filter in `key=value` pairs. Such a parameter stays
  /// an option, where the user writes the expression.
  package static func takesQueryLanguage(_ description: String) -> Bool {
    let lower = description.lowercased()
    // NB: words about matching ("to find an exact match, use quotes") are
    // still a search; a syntax of keys and values is not.
    return ["k=v", "key=value", "field=value", "k1=v1", "(k="].contains { lower.contains($0) }
  }

  /// The largest value a description states: `maximum 100`, `max: 50`,
  /// `up to 1000`, `between 1 and 100`; `nil` when it states none.
  package static func statedMaximum(in description: String) -> Int? {
    let words = description.prefix(600).lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "," }.map(String.init)
    for (index, word) in words.enumerated() where ["maximum", "max", "up", "between", "most"].contains(word) {
      // NB: "between 1 and 100" states its maximum after "and".
      let window = words.dropFirst(index + 1).prefix(word == "between" ? 4 : 3)
      let numbers = window.compactMap { Int($0.replacingOccurrences(of: ",", with: "")) }.filter { $0 > 0 && $0 <= 1_000_000 }
      if let number = word == "between" ? numbers.dropFirst().first : numbers.first { return number }
    }
    return nil
  }
}
