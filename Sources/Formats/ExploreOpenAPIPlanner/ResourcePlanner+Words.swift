import ExploreAPIVocabulary
import ExploreOpenAPI
import Foundation

extension ResourcePlanner {
  /// The index of the segment of `segments` that names the signed-in user:
  /// `me`, `@me`, `self`, …; or a first `user` (GitHub's `/user`,
  /// `/user/repos`) in a path with no parameter, where `user` is singular
  /// beside a `users` collection or answers one object.
  func signedInIndex(_ segments: [String]) -> Int? {
    if let index = segments.firstIndex(where: { Vocabulary.signedInSegments.contains($0.lowercased()) }) { return index }
    let literals = segments.enumerated().filter { !Vocabulary.isParameter($0.element) && Vocabulary.commandWord($0.element).map(Vocabulary.isWord) == true }
    guard let first = literals.first, first.element == "user", !segments.contains(where: Vocabulary.isParameter) else { return nil }
    let prefix = "/" + segments[...first.offset].joined(separator: "/")
    return singleObjectPaths.contains(prefix) ? first.offset : nil
  }

  /// Whether the path is the signed-in user's record itself (`/user`, `/me`, `/users/@me`).
  func namesSignedInUser(_ segments: [String]) -> Bool {
    guard let index = signedInIndex(segments) else { return false }
    return !segments[(index + 1)...].contains { Vocabulary.commandWord($0).map(Vocabulary.isWord) == true }
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
      if let text = stated.string, let word = Vocabulary.commandWord(text), Vocabulary.isWord(word) { return [word] }
      unmapped.append("\(operation): x-explore-name \(Self.whyNotAName(stated)); the name comes from the path (give x-explore-name a word such as 'things' to choose it)")
    }
    return pathName(path)
  }

  /// Why `stated`, an `x-explore-name`, names no resource, after its
  /// name: it is not a string, its command word does not start with a
  /// letter, or it is `api` or a version (`v2`), which names never hold.
  static func whyNotAName(_ stated: OpenAPIJSON) -> String {
    guard let text = stated.string else { return "is not a string" }
    guard let word = Vocabulary.commandWord(text), let first = word.unicodeScalars.first, ("a"..."z").contains(first) else {
      return "\"\(text)\" has no letter to start a command's name"
    }
    return "\"\(text)\" cannot name a resource: explore leaves the word 'api' and versions such as 'v2' out of names"
  }

  /// What naming `operation` takes, before names that clash are told apart.
  func naming(of operation: OpenAPIDocument.Operation) -> OpenAPIPlan.Naming {
    let segments = Vocabulary.namingSegments(operation.path)
    let stated = operation.body["x-explore-name"]?.string.flatMap(Vocabulary.commandWord).flatMap { Vocabulary.isWord($0) ? $0 : nil }
    return OpenAPIPlan.Naming(
      words: stated.map { [$0] } ?? pathName(operation.path),
      context: segments.filter { !Vocabulary.isParameter($0) }.compactMap(Vocabulary.commandWord).filter(Vocabulary.isWord),
      isDetail: segments.last.map(Vocabulary.isParameter) ?? false,
      lastArgument: segments.last(where: Vocabulary.isParameter).map { String($0.dropFirst().dropLast()) },
      segments: segments.filter { !Vocabulary.isParameter($0) }.compactMap(Vocabulary.commandWord), length: segments.count,
      path: "/" + segments.joined(separator: "/"), parent: "/" + segments.dropLast().joined(separator: "/"))
  }

  /// The name ``resourceName(stated:path:kind:operation:)`` takes from a path alone.
  func pathName(_ path: String) -> [String] {
    let segments = Vocabulary.namingSegments(path)
    let endsInParameter = segments.last.map(Vocabulary.isParameter) ?? false
    let words = segments.map { Vocabulary.isParameter($0) ? nil : Vocabulary.commandWord($0).flatMap { Vocabulary.isWord($0) ? $0 : nil } }
    let literals = words.compactMap { $0 }
    if let me = signedInIndex(segments) {
      let after = words[(me + 1)...].compactMap { $0 }
      let before = words[..<me].compactMap { $0 }.last
      if let last = after.last { return ["me", endsInParameter ? Vocabulary.singular(last) : last] }
      if let before, !["user", "users"].contains(before) { return ["me", before] }
      return ["me"]
    }
    if let search = literals.lastIndex(of: "search") {
      if search < literals.count - 1 { return ["search", literals[literals.count - 1]] }
      if search > 0 { return ["search", literals[search - 1]] }
    }
    // NB: a last word that names no thing (`/auth/session/all`,
    // `/v2/catalog/list`) takes the word before it: `session`, `catalog list`.
    if !endsInParameter, let last = literals.last, Vocabulary.genericWords.contains(last), literals.count > 1 {
      return last == "all" ? [literals[literals.count - 2]] : [literals[literals.count - 2], last]
    }
    return [Self.name(literals: literals, kind: endsInParameter ? .detail : .list)]
  }

  /// `characters` for a list of `/character`'s… the last literal segment
  /// that names something; a detail resource's name is its collection's, singular.
  package static func name(literals: [String], kind: ResourcePlan.Kind) -> String {
    let base = literals.last ?? "items"
    return kind == .detail ? Vocabulary.singular(base) : base
  }

}
