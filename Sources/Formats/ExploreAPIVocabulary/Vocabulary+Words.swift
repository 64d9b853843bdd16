import Foundation

/// The words of paths and names: command words, singulars, a name's
/// letters and digits alone.
extension Vocabulary {
  /// The path segments that name the signed-in user: `/me`, `/users/@me`.
  package static let signedInSegments: Set<String> = ["me", "@me", "self", "myself", "current", "current_user", "currentuser", "current-user"]

  /// The segments of `path` that name it: all of them but a last word that
  /// names a format (`/containers/{id}/json`), since the path names what
  /// the one before it does.
  package static func namingSegments(_ path: String) -> [String] {
    var segments = path.split(separator: "/").map(String.init)
    if segments.count > 1, let last = segments.last, formatWords.contains(last.lowercased()) { segments.removeLast() }
    return segments
  }

  /// Last words of paths that name a format, not a thing.
  package static let formatWords: Set<String> = ["json", "xml", "yaml", "csv"]

  /// Last words of paths that say what is done, not what is listed.
  package static let genericWords: Set<String> = [
    "all", "list", "info", "get", "query", "details", "detail", "index", "overview", "summary", "read", "fetch", "send", "filter", "filter-by",
    "find", "lookup", "browse", "paged", "since", "recent",
  ]

  /// `text` as a word of the command line: lowercase ASCII letters and
  /// digits, each run of anything else (and each step from a small letter
  /// to a capital, `findByStatus`) one `-`; `nil` when nothing is left.
  /// A document's names are typed in shells and printed in help, so they
  /// hold nothing a shell or a terminal would read.
  package static func commandWord(_ text: String) -> String? {
    var word = ""
    var previousIsLower = false
    for scalar in text.unicodeScalars.prefix(200) {
      let isUpper = ("A"..."Z").contains(scalar)
      if isUpper, previousIsLower, !word.hasSuffix("-") { word.append("-") }
      let lower = isUpper ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
      if ("a"..."z").contains(lower) || ("0"..."9").contains(lower) {
        word.unicodeScalars.append(lower)
      } else if !word.isEmpty, !word.hasSuffix("-") {
        word.append("-")
      }
      previousIsLower = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }
    while word.hasSuffix("-") { word.removeLast() }
    return word.isEmpty ? nil : word
  }

  /// Whether `word` names something on a command line: it starts with a
  /// letter, and is not a version (`v2`) or the word `api`.
  package static func isWord(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first, ("a"..."z").contains(first), word != "api" else { return false }
    let isVersion = word.hasPrefix("v") && word.dropFirst().allSatisfy { $0.isNumber || $0 == "-" } && word.count > 1
    return !isVersion
  }

  /// The words ending in `ie` whose plural ends in `ies`: `movies` is `movie`.
  package static let wordsEndingInIE: Set<String> = [
    "movie", "cookie", "zombie", "rookie", "selfie", "pie", "tie", "lie", "die", "calorie", "newbie", "goalie", "smoothie", "hoodie",
    "brownie", "freebie", "genie", "sortie", "auntie", "prairie", "hippie", "indie", "walkie", "talkie", "yuppie", "aussie", "kiwie",
  ]

  /// The singular of an English plural, as paths spell them: `species`,
  /// `series`, `status` and `news` stay; `categories` is `category`,
  /// `movies` `movie`, `addresses` `address`, `boxes` `box`, `users` `user`,
  /// `people` `person`, `children` `child`.
  package static func singular(_ word: String) -> String {
    let lastWord = word.split(separator: "-").last.map(String.init) ?? word
    if let irregular = irregularPlurals[lastWord] { return String(word.dropLast(lastWord.count)) + irregular }
    let unchanged = ["species", "series", "news", "data", "media", "metadata", "info", "settings", "analytics", "stats", "status"]
    if unchanged.contains(where: { word == $0 || word.hasSuffix("-" + $0) }) { return word }
    if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") { return word }
    // NB: an acronym is no plural: `sms`, `dns`, `gps`.
    if lastWord.count <= 3, !lastWord.contains(where: { "aeiouy".contains($0) }) { return word }
    if word.hasSuffix("ies") {
      let lastWord = word.split(separator: "-").last.map(String.init) ?? word
      if wordsEndingInIE.contains(String(lastWord.dropLast())) { return String(word.dropLast()) }
      if word.count > 4 { return String(word.dropLast(3)) + "y" }
    }
    if ["sses", "xes", "ches", "shes", "uses", "zzes"].contains(where: word.hasSuffix) { return String(word.dropLast(2)) }
    if word.hasSuffix("s") { return String(word.dropLast()) }
    return word
  }

  /// Plurals that add no `s`, as APIs name their paths.
  package static let irregularPlurals = [
    "people": "person", "children": "child", "men": "man", "women": "woman", "mice": "mouse", "geese": "goose", "teeth": "tooth",
    "feet": "foot", "indices": "index", "vertices": "vertex", "matrices": "matrix", "criteria": "criterion", "analyses": "analysis",
  ]

  /// The text with a capital and a final full stop, as summaries are.
  package static func sentence(_ text: String) -> String {
    let paragraph = text.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: "\n\n").first ?? ""
    var trimmed = paragraph.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    if let end = trimmed.range(of: ". ") { trimmed = String(trimmed[..<end.lowerBound]) }
    if trimmed.count > 200 { trimmed = String(trimmed.prefix(199)) + "…" }
    guard let first = trimmed.first else { return "" }
    let capitalised = first.uppercased() + trimmed.dropFirst()
    return capitalised.hasSuffix(".") || capitalised.hasSuffix("…") ? capitalised : capitalised + "."
  }

  /// The properties that hold the records of a page, in order of preference.
  package static let recordsKeys = ["results", "items", "data", "records", "entries", "list", "values", "objects", "rows", "hits", "content"]

  /// Arrays beside the records that are never the records: errors, warnings, links.
  /// Objects beside a page's records that say where the next page is.
  package static let pagingKeys: Set<String> = ["paging", "pagination", "page", "pageinfo", "cursor", "cursors", "links", "next", "previous", "metadata"]

  package static let noiseKeys: Set<String> = ["errors", "error", "warnings", "links", "_links", "included", "facets", "aggregations", "meta"]

  /// `a` or `an`.
  package static func article(_ word: String) -> String { word.first.map { "aeiou".contains($0) } == true ? "an" : "a" }

  /// Whether a parameter's name says it takes many values: `gene_ids`,
  /// `accessions`, `symbols` (not `status` or `address`).
  package static func namesMany(_ name: String) -> Bool {
    let lower = name.lowercased()
    return lower.hasSuffix("s") && !["ss", "us", "is"].contains { lower.hasSuffix($0) }
  }

  /// Arrays an answer holds beside its records: what it says about them.
  package static let asideArrayNames: Set<String> = ["messages", "warnings", "notices", "errors", "failures", "notes"]

  /// The path's last literal segment, the word its records are named by.
  package static func pathWord(_ path: String) -> String {
    path.split(separator: "/").last { !isParameter(String($0)) }.map(String.init) ?? ""
  }

  /// Whether two names are one word, in any case, spelling or number:
  /// `Contacts` and `contact`, `audit_log_entries` and `audit-log-entries`.
  package static func sameWord(_ name: String, _ word: String) -> Bool {
    let (a, b) = (normalized(name), normalized(word))
    return !a.isEmpty && (a == b || singular(a) == singular(b))
  }

  /// `name` in lower case, letters and digits only.
  package static func normalized(_ name: String) -> String {
    String(name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) }.map(Character.init))
  }

  package static func isParameter(_ segment: String) -> Bool { segment.hasPrefix("{") && segment.hasSuffix("}") }
}
