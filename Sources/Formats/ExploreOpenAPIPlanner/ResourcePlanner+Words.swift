import ExploreOpenAPI
import Foundation

extension ResourcePlanner {
  /// The path segments that name the signed-in user: `/me`, `/users/@me`.
  static let signedInSegments: Set<String> = ["me", "@me", "self", "myself", "current", "current_user", "currentuser", "current-user"]

  /// The index of the segment of `segments` that names the signed-in user:
  /// `me`, `@me`, `self`, …; or a first `user` (GitHub's `/user`,
  /// `/user/repos`) in a path with no parameter, where `user` is singular
  /// beside a `users` collection or answers one object.
  func signedInIndex(_ segments: [String]) -> Int? {
    if let index = segments.firstIndex(where: { Self.signedInSegments.contains($0.lowercased()) }) { return index }
    let literals = segments.enumerated().filter { !Self.isParameter($0.element) && Self.commandWord($0.element).map(Self.isWord) == true }
    guard let first = literals.first, first.element == "user", !segments.contains(where: Self.isParameter) else { return nil }
    let prefix = "/" + segments[...first.offset].joined(separator: "/")
    return singleObjectPaths.contains(prefix) ? first.offset : nil
  }

  /// Whether the path is the signed-in user's record itself (`/user`, `/me`, `/users/@me`).
  func namesSignedInUser(_ segments: [String]) -> Bool {
    guard let index = signedInIndex(segments) else { return false }
    return !segments[(index + 1)...].contains { Self.commandWord($0).map(Self.isWord) == true }
  }

  /// The resource's name on the command line: `x-explore-name` when it
  /// holds a letter (spelled as command words); else from the path: the
  /// signed-in user's resources start with `me` (`me`, `me repos`,
  /// `me guilds`); a search keeps its word (`search repositories`,
  /// `search tasks` for `/tasks/search`); else its last literal segment,
  /// singular for a detail. ``OpenAPIPlan`` adds words from the path when
  /// two operations of the document would have one name.
  mutating func resourceName(stated: OpenAPIJSON?, path: String, kind: ResourcePlan.Kind, operation: String) -> [String] {
    if let stated {
      if let text = stated.string, let word = Self.commandWord(text), Self.isWord(word) { return [word] }
      unmapped.append("\(operation): x-explore-name \(Self.whyNotAName(stated)); the name comes from the path (give x-explore-name a word such as 'things' to choose it)")
    }
    return pathName(path)
  }

  /// Why `stated`, an `x-explore-name`, names no resource, after its
  /// name: it is not a string, its command word does not start with a
  /// letter, or it is `api` or a version (`v2`), which names never hold.
  static func whyNotAName(_ stated: OpenAPIJSON) -> String {
    guard let text = stated.string else { return "is not a string" }
    guard let word = commandWord(text), let first = word.unicodeScalars.first, ("a"..."z").contains(first) else {
      return "\"\(text)\" has no letter to start a command's name"
    }
    return "\"\(text)\" cannot name a resource: explore leaves the word 'api' and versions such as 'v2' out of names"
  }

  /// What naming `operation` takes, before names that clash are told apart.
  func naming(of operation: OpenAPIDocument.Operation) -> OpenAPIPlan.Naming {
    let segments = Self.namingSegments(operation.path)
    let stated = operation.body["x-explore-name"]?.string.flatMap(Self.commandWord).flatMap { Self.isWord($0) ? $0 : nil }
    return OpenAPIPlan.Naming(
      words: stated.map { [$0] } ?? pathName(operation.path),
      context: segments.filter { !Self.isParameter($0) }.compactMap(Self.commandWord).filter(Self.isWord),
      isDetail: segments.last.map(Self.isParameter) ?? false,
      lastArgument: segments.last(where: Self.isParameter).map { String($0.dropFirst().dropLast()) },
      segments: segments.filter { !Self.isParameter($0) }.compactMap(Self.commandWord), length: segments.count,
      path: "/" + segments.joined(separator: "/"), parent: "/" + segments.dropLast().joined(separator: "/"))
  }

  /// The name ``resourceName(stated:path:kind:operation:)`` takes from a path alone.
  func pathName(_ path: String) -> [String] {
    let segments = Self.namingSegments(path)
    let endsInParameter = segments.last.map(Self.isParameter) ?? false
    let words = segments.map { Self.isParameter($0) ? nil : Self.commandWord($0).flatMap { Self.isWord($0) ? $0 : nil } }
    let literals = words.compactMap { $0 }
    if let me = signedInIndex(segments) {
      let after = words[(me + 1)...].compactMap { $0 }
      let before = words[..<me].compactMap { $0 }.last
      if let last = after.last { return ["me", endsInParameter ? Self.singular(last) : last] }
      if let before, !["user", "users"].contains(before) { return ["me", before] }
      return ["me"]
    }
    if let search = literals.lastIndex(of: "search") {
      if search < literals.count - 1 { return ["search", literals[literals.count - 1]] }
      if search > 0 { return ["search", literals[search - 1]] }
    }
    // NB: a last word that names no thing (`/auth/session/all`,
    // `/v2/catalog/list`) takes the word before it: `session`, `catalog list`.
    if !endsInParameter, let last = literals.last, Self.genericWords.contains(last), literals.count > 1 {
      return last == "all" ? [literals[literals.count - 2]] : [literals[literals.count - 2], last]
    }
    return [Self.name(literals: literals, kind: endsInParameter ? .detail : .list)]
  }

  /// The segments of `path` that name it: all of them but a last word that
  /// names a format (`/containers/{id}/json`), since the path names what
  /// the one before it does.
  static func namingSegments(_ path: String) -> [String] {
    var segments = path.split(separator: "/").map(String.init)
    if segments.count > 1, let last = segments.last, formatWords.contains(last.lowercased()) { segments.removeLast() }
    return segments
  }

  /// Last words of paths that name a format, not a thing.
  static let formatWords: Set<String> = ["json", "xml", "yaml", "csv"]

  /// Last words of paths that say what is done, not what is listed.
  static let genericWords: Set<String> = [
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

  /// `characters` for a list of `/character`'s… the last literal segment
  /// that names something; a detail resource's name is its collection's, singular.
  package static func name(literals: [String], kind: ResourcePlan.Kind) -> String {
    let base = literals.last ?? "items"
    return kind == .detail ? singular(base) : base
  }

  /// The words ending in `ie` whose plural ends in `ies`: `movies` is `movie`.
  static let wordsEndingInIE: Set<String> = [
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
  static let irregularPlurals = [
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
}
