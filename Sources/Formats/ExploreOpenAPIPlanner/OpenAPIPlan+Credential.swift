import ExploreAPIVocabulary
import ExploreOpenAPI
import Foundation

extension OpenAPIPlan {
  /// The security scheme a provider sends its token by, what goes before
  /// the token, what the document says of it, and notes on the others.
  struct CredentialChoice {
    var credential: Credential?
    var prefix: String?
    var about: String?
    var notes: [String] = []
  }

  /// The scheme most `GET` operations ask for first (the document's own
  /// `security` first of all), among those explore can send: a bearer
  /// token (OAuth 2 and OpenID Connect too), an API key in a header or the
  /// query, and a session cookie where there is nothing else. The others
  /// are noted, each once.
  static func credential(in document: OpenAPIDocument) -> CredentialChoice {
    var choice = CredentialChoice()
    var usable: [(name: String, credential: Credential, scheme: OpenAPIJSON)] = []
    for (name, scheme) in document.securitySchemes {
      guard let credential = credential(of: scheme) else {
        let type = scheme["type"]?.string ?? "no type"
        let what = type == "basic" || scheme["scheme"]?.string?.lowercased() == "basic" ? "a user name and password (basic)" : type
        choice.notes.append(
          "security scheme \(name): it takes \(what), which explore cannot send; it sends a token as a bearer token, an API key in a header or the query, or a cookie")
        continue
      }
      usable.append((name, credential, scheme))
    }
    guard !usable.isEmpty else { return choice }
    // NB: a scheme ranks by where the document names it: its own
    // `security` first, then how many GET operations name it first.
    var rank: [String: Int] = [:]
    for (index, requirement) in (document.root["security"]?.array ?? []).enumerated() {
      for name in requirement.object?.keys.sorted() ?? [] where rank[name] == nil { rank[name] = -1_000_000 + index }
    }
    for operation in document.operations where operation.method == "get" {
      let names = (operation.body["security"]?.array ?? []).compactMap { $0.object?.keys.sorted().first }
      if let first = names.first(where: { name in usable.contains { $0.name == name } }), (rank[first] ?? 0) > -1_000_000 {
        rank[first, default: 0] -= 1
      }
    }
    let ordered = usable.enumerated().sorted { (rank[$0.element.name] ?? 0, $0.offset) < (rank[$1.element.name] ?? 0, $1.offset) }.map(\.element)
    // NB: a session cookie only where the document gives no other way: a
    // key or a bearer token is what an API gives scripts (Overseerr's `X-Api-Key`).
    guard let chosen = ordered.first(where: { if case .cookie = $0.credential { false } else { true } }) ?? ordered.first else { return choice }
    choice.credential = chosen.credential
    if case .header(let header) = chosen.credential, header.lowercased() == "authorization" {
      choice.prefix = prefix(in: chosen.scheme["description"]?.string ?? "", schemeName: chosen.name)
    }
    let described = chosen.scheme["description"]?.string.map(Vocabulary.sentence).flatMap { $0.isEmpty ? nil : $0 }
    choice.about = "the document's scheme \(chosen.name)" + (described.map { ": \($0)" } ?? "")
    for other in ordered where other.name != chosen.name {
      choice.notes.append("security scheme \(other.name): explore sends the token by \(chosen.name), which most operations name; add the API again with --auth to send it by another")
    }
    return choice
  }

  /// How a scheme takes a token, or `nil` when explore cannot send it.
  private static func credential(of scheme: OpenAPIJSON) -> Credential? {
    switch (scheme["type"]?.string, scheme["in"]?.string) {
    case ("http", _) where scheme["scheme"]?.string?.lowercased() == "bearer": .bearer
    // NB: an OAuth 2 or OpenID Connect access token goes as a bearer token.
    case ("oauth2", _), ("openIdConnect", _): .bearer
    case ("apiKey", "header"): scheme["name"]?.string.map(Credential.header)
    case ("apiKey", "query"): scheme["name"]?.string.map(Credential.query)
    case ("apiKey", "cookie"): scheme["name"]?.string.map(Credential.cookie)
    default: nil
    }
  }

  /// Words before a placeholder that are English, not a prefix: "your {token}".
  static let notPrefixes: Set<String> = [
    "authorization", "the", "your", "a", "an", "api", "with", "as", "value", "header", "format", "e-g", "eg", "example", "is", "of", "key", "use", "set",
  ]

  /// The word that goes before the token in an `Authorization` header, as
  /// a scheme's description says it: `SSWS ` for "`Authorization: SSWS
  /// {API Token}`", `token ` for "Use format: token {YOUR_ACCESS_TOKEN}",
  /// `Bearer ` for "with the `Bearer` prefix" or a scheme named for bearer
  /// tokens; `nil` when it says none.
  ///
  /// - Complexity: O(*n*) in the first 1,000 characters of `description`.
  static func prefix(in description: String, schemeName: String) -> String? {
    let text = String(description.prefix(1_000))
    let words = text.split { $0 == " " || $0 == "\n" || $0 == "\t" }.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`'\",.:")) }
    func isPrefixWord(_ word: String) -> Bool {
      (2...20).contains(word.count) && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") } && word.first?.isLetter == true
    }
    func isPlaceholder(_ word: String) -> Bool {
      guard let first = word.first, "{<[".contains(first) || word.uppercased() == word && word.count > 3 else { return false }
      let lower = word.lowercased()
      return ["token", "key", "secret", "credential"].contains { lower.contains($0) } || "{<[".contains(first)
    }
    for (index, word) in words.enumerated() where index + 1 < words.count {
      let next = words[index + 1]
      // NB: "Authorization: SSWS {API Token}", "format: token {…}", "Bot <token>".
      if isPrefixWord(word), !Self.notPrefixes.contains(word.lowercased()), isPlaceholder(next) { return word + " " }
    }
    if let index = words.firstIndex(where: { $0.lowercased() == "prefix" || $0.lowercased() == "prefixed" }) {
      let near = words[max(0, index - 2)..<min(words.count, index + 3)]
      if let word = near.first(where: { isPrefixWord($0) && $0.first?.isUppercase == true && !["Authorization", "The", "A"].contains($0) }) {
        return word + " "
      }
    }
    return (description + " " + schemeName).lowercased().contains("bearer") ? "Bearer " : nil
  }
}
