import ExploreTables
import ExploreCore
/// How a declared provider's requests carry the user's token, which comes
/// from `EXPLORE_<NAME>_TOKEN` or from `explore <name> login --with-token`.
package struct AuthDeclaration: Sendable, Codable, Hashable {
  /// Where the token goes on the wire.
  package enum Scheme: String, Sendable, Codable, Hashable, CaseIterable {
    /// `Authorization: Bearer <token>`.
    case bearer
    /// `<name>: <token>`, a header of its own.
    case header
    /// `?<name>=<token>`, a query item.
    case query
    /// `Cookie: <name>=<token>`, a session cookie.
    case cookie
  }

  package var scheme: Scheme
  /// The header, query item or cookie, for ``Scheme/header``, ``Scheme/query`` and ``Scheme/cookie``.
  package var name: String?
  /// Whether every request needs the token, rather than some.
  package var isRequired: Bool
  /// What goes before the token in its header: `Bot `, `SSWS `, `token `;
  /// `nil` for the bare token (``Scheme/bearer`` has its own `Bearer `).
  package var prefix: String?
  /// What the API's document says of how it takes a token, for the
  /// message of a 401: `the document's scheme apiToken: Pass the API
  /// token as the Authorization header value prefixed with SSWS.`
  package var about: String?

  package init(scheme: Scheme, name: String? = nil, isRequired: Bool = false, prefix: String? = nil, about: String? = nil) {
    self.scheme = scheme
    self.name = name
    self.isRequired = isRequired
    self.prefix = prefix
    self.about = about
  }

  package enum CodingKeys: String, CodingKey, CaseIterable {
    case scheme, name, isRequired = "required", prefix, about
  }

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    scheme = try container.decode(Scheme.self, forKey: .scheme)
    name = try container.decodeIfPresent(String.self, forKey: .name)
    isRequired = try container.decodeIfPresent(Bool.self, forKey: .isRequired) ?? false
    prefix = try container.decodeIfPresent(String.self, forKey: .prefix)
    about = try container.decodeIfPresent(String.self, forKey: .about)
    if let prefix, prefix.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) || prefix.count > 40 {
      throw DecodingError.dataCorruptedError(
        forKey: .prefix, in: container, debugDescription: "a token's prefix is a short word and a space, such as \"Bot \", with no control character")
    }
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scheme, forKey: .scheme)
    try container.encodeIfPresent(name, forKey: .name)
    if isRequired { try container.encode(isRequired, forKey: .isRequired) }
    try container.encodeIfPresent(prefix, forKey: .prefix)
    try container.encodeIfPresent(about, forKey: .about)
  }
}

/// A declared provider's paging limits: how many pages may be in flight,
/// and how many pages `--all` loads before it needs `--max-pages`.
package struct PagingLimitsDeclaration: Sendable, Codable, Hashable {
  package var concurrency: Int
  package var maxPages: Int

  /// The pages a declaration may keep in flight at once.
  package static let concurrencyRange = 1...32
  /// The page caps a declaration may give.
  package static let maxPagesRange = 1...100_000

  package init(concurrency: Int, maxPages: Int) {
    self.concurrency = concurrency
    self.maxPages = maxPages
  }
}

/// Where a declaration came from: the OpenAPI document `explore api add`
/// read, and what it left out, for `explore api show`.
package struct SourceDeclaration: Sendable, Codable, Hashable {
  /// An operation of the document that is no resource, and why.
  package struct LeftOut: Sendable, Codable, Hashable {
    /// `GET /users/{username}/hovercard`.
    package var operation: String
    package var reason: String

    package init(operation: String, reason: String) {
      self.operation = operation
      self.reason = reason
    }
  }

  /// A name the plan gave instead of the document's, which would clash
  /// with explore's own command line (`--all`, `login`), and why.
  package struct Renamed: Sendable, Codable, Hashable {
    /// `GET /notifications`.
    package var operation: String
    /// The name on the command line it would have had: `--all`, `login`.
    package var from: String
    /// The name it has: `--api-all`, `api-login`.
    package var to: String
    /// Why: `--all is one of explore's own options`.
    package var reason: String

    package init(operation: String, from: String, to: String, reason: String) {
      self.operation = operation
      self.from = from
      self.to = to
      self.reason = reason
    }
  }

  /// A tag or path prefix of the document, with its number of operations,
  /// for choosing with `--only`.
  package struct Group: Sendable, Codable, Hashable {
    /// `tag:users` or `path:/users`.
    package var name: String
    package var operations: Int

    package init(name: String, operations: Int) {
      self.name = name
      self.operations = operations
    }
  }

  /// The document's path or URL, as given to `api add`.
  package var document: String
  /// The document's `info.title` and `info.version`.
  package var title: String?
  package var version: String?
  /// The `--only` choices it was added with.
  package var only: [String]
  package var leftOut: [LeftOut]
  /// The names changed so that they do not clash with explore's own.
  package var renamed: [Renamed]
  package var groups: [Group]

  package init(
    document: String, title: String? = nil, version: String? = nil, only: [String] = [], leftOut: [LeftOut] = [],
    renamed: [Renamed] = [], groups: [Group] = []
  ) {
    self.document = document
    self.title = title
    self.version = version
    self.only = only
    self.leftOut = leftOut
    self.renamed = renamed
    self.groups = groups
  }

  package enum CodingKeys: String, CodingKey, CaseIterable {
    case document, title, version, only, leftOut, renamed, groups
  }

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    document = try container.decode(String.self, forKey: .document)
    title = try container.decodeIfPresent(String.self, forKey: .title)
    version = try container.decodeIfPresent(String.self, forKey: .version)
    only = try container.decodeIfPresent([String].self, forKey: .only) ?? []
    leftOut = try container.decodeIfPresent([LeftOut].self, forKey: .leftOut) ?? []
    renamed = try container.decodeIfPresent([Renamed].self, forKey: .renamed) ?? []
    groups = try container.decodeIfPresent([Group].self, forKey: .groups) ?? []
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(document, forKey: .document)
    try container.encodeIfPresent(title, forKey: .title)
    try container.encodeIfPresent(version, forKey: .version)
    try container.encode(only, forKey: .only)
    try container.encode(leftOut, forKey: .leftOut)
    if !renamed.isEmpty { try container.encode(renamed, forKey: .renamed) }
    try container.encode(groups, forKey: .groups)
  }
}
