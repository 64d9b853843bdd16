import ExploreTables
import ExploreCore
package import Foundation

/// A provider declared in a file instead of in Swift: its names, its API's
/// base URL, how it signs in, and its resources, each made of the same
/// tables a Swift provider declares (``ExploreTables/ListEndpoint``,
/// ``ExploreTables/ItemMapping``). `explore api add` writes one from
/// an OpenAPI document; a person may edit one, or write one from scratch.
///
/// ```json
/// {
///   "explore": 2,
///   "name": "pokeapi",
///   "summary": "PokéAPI: Pokémon, their types and abilities",
///   "baseURL": "https://pokeapi.co",
///   "resources": [
///     {"name": "pokemon", "summary": "Every Pokémon",
///      "list": {"path": "/api/v2/pokemon/", "records": "results",
///               "paging": {"offsetLimit": {"pageSize": 20, "total": "count"}},
///               "item": {"kind": "pokemon", "id": {"urlNumber": "url"}, "title": "name"}}}
///   ]
/// }
/// ```
///
/// The format is versioned by `explore` (``format``): a file of a newer
/// format than this explore reads is refused with a message that says so,
/// never half read; format 2 is format 1 with more keys, so a file of
/// format 1 reads as it did. Every object is read strictly: a key that is
/// none of its table's is refused with the nearest ("did you mean"), and an
/// empty name, title, path or kind with what to write, each at its JSON
/// path. `docs/Declarations.md` documents every key, and
/// ``jsonSchema`` (`explore api schema`) states them for editors.
package struct ProviderDeclaration: Sendable, Codable {
  /// The format this explore writes and reads.
  package static let currentFormat = 2

  /// The declaration format, `1` or `2`; the key is `explore`.
  package var format: Int
  /// The name on the command line: `explore <name> …`.
  package var name: String
  /// Other names on the command line.
  package var aliases: [String]
  /// One line for `explore providers`.
  package var summary: String
  /// The API's base URL; `EXPLORE_<NAME>_API_URL` overrides it.
  package var baseURL: URL
  /// How requests carry the user's token, if the API takes one.
  package var auth: AuthDeclaration?
  /// How many pages may be in flight, and how many `--all` loads before it
  /// needs `--max-pages`; explore's standard limits when `nil`.
  package var pagingLimits: PagingLimitsDeclaration?
  /// The resources, in the order help lists them.
  package var resources: [ResourceDeclaration]
  /// Where the declaration came from, for `explore api show`.
  package var source: SourceDeclaration?

  package init(
    name: String, aliases: [String] = [], summary: String, baseURL: URL, auth: AuthDeclaration? = nil,
    pagingLimits: PagingLimitsDeclaration? = nil, resources: [ResourceDeclaration], source: SourceDeclaration? = nil
  ) {
    self.format = Self.currentFormat
    self.name = name
    self.aliases = aliases
    self.summary = summary
    self.baseURL = baseURL
    self.auth = auth
    self.pagingLimits = pagingLimits
    self.resources = resources
    self.source = source
  }

  package enum CodingKeys: String, CodingKey, CaseIterable {
    case format = "explore"
    case name, aliases, summary, baseURL, auth, pagingLimits, resources, source
  }

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    format = try container.decode(Int.self, forKey: .format)
    guard format <= Self.currentFormat, format >= 1 else {
      throw DecodingError.dataCorruptedError(
        forKey: .format, in: container,
        debugDescription: "This declaration is of format \(format), and this explore reads format 1 to \(Self.currentFormat): update explore"
      )
    }
    name = try TableCoding.text(container, .name, "the name on the command line, such as \"swapi\"")
    aliases = try container.decodeIfPresent([String].self, forKey: .aliases) ?? []
    summary = try container.decode(String.self, forKey: .summary)
    baseURL = try container.decode(URL.self, forKey: .baseURL)
    auth = try container.decodeIfPresent(AuthDeclaration.self, forKey: .auth)
    pagingLimits = try container.decodeIfPresent(PagingLimitsDeclaration.self, forKey: .pagingLimits)
    resources = try container.decode([ResourceDeclaration].self, forKey: .resources)
    source = try container.decodeIfPresent(SourceDeclaration.self, forKey: .source)
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(format, forKey: .format)
    try container.encode(name, forKey: .name)
    if !aliases.isEmpty { try container.encode(aliases, forKey: .aliases) }
    try container.encode(summary, forKey: .summary)
    try container.encode(baseURL, forKey: .baseURL)
    try container.encodeIfPresent(auth, forKey: .auth)
    try container.encodeIfPresent(pagingLimits, forKey: .pagingLimits)
    try container.encode(resources, forKey: .resources)
    try container.encodeIfPresent(source, forKey: .source)
  }
}

extension ProviderDeclaration {
  /// The variable that gives the token: `EXPLORE_<NAME>_TOKEN`.
  package var tokenVariable: String { Self.environmentVariable(name, "TOKEN") }

  /// `EXPLORE_POKE_API_API_URL` for `poke-api` and `API_URL`.
  package static func environmentVariable(_ name: String, _ suffix: String) -> String {
    let word = name.uppercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? String($0) : "_" }.joined()
    return "EXPLORE_\(word)_\(suffix)"
  }
}
