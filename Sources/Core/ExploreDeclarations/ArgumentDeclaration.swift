import ExploreTables
import ExploreCore
/// A positional argument of a declared resource: the value of the
/// placeholder `{name}` in its path.
package struct ArgumentDeclaration: Sendable, Codable, Hashable {
  /// What values it takes, checked before any request.
  package enum Rule: String, Sendable, Codable, Hashable, CaseIterable {
    /// Any text without a `/`: a name, a slug.
    case text
    /// A whole number, such as an id.
    case wholeNumber
  }

  /// Its name in usage (`<username>`) and in the path's placeholder.
  package var name: String
  package var summary: String
  package var rule: Rule

  package init(name: String, summary: String, rule: Rule = .text) {
    self.name = name
    self.summary = summary
    self.rule = rule
  }

  package enum CodingKeys: String, CodingKey, CaseIterable {
    case name, summary, rule
  }

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    summary = try container.decode(String.self, forKey: .summary)
    rule = try container.decodeIfPresent(Rule.self, forKey: .rule) ?? .text
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(summary, forKey: .summary)
    if rule != .text { try container.encode(rule, forKey: .rule) }
  }
}

/// An option of a declared resource: a query parameter of the API.
package struct OptionDeclaration: Sendable, Codable, Hashable {
  /// What values it takes.
  package enum Kind: String, Sendable, Codable, Hashable, CaseIterable {
    /// Any text.
    case text
    /// A whole number.
    case wholeNumber
    /// No value: given, it sends `parameter=true`.
    case flag
    /// One of ``OptionDeclaration/values``.
    case choice
  }

  /// The query parameter's name in the API: `min_age`.
  package var parameter: String
  /// The option's name without dashes; the parameter's, lowercased with
  /// `-` for what is not a letter or digit, when `nil` (`--min-age`).
  package var option: String?
  package var summary: String
  package var kind: Kind
  /// The values a ``Kind/choice`` takes, as the API spells them.
  package var values: [String]

  package init(parameter: String, option: String? = nil, summary: String, kind: Kind = .text, values: [String] = []) {
    self.parameter = parameter
    self.option = option
    self.summary = summary
    self.kind = kind
    self.values = values
  }

  package enum CodingKeys: String, CodingKey, CaseIterable {
    case parameter, option, summary, kind, values
  }

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    parameter = try container.decode(String.self, forKey: .parameter)
    option = try container.decodeIfPresent(String.self, forKey: .option)
    summary = try container.decode(String.self, forKey: .summary)
    kind = try container.decodeIfPresent(Kind.self, forKey: .kind) ?? .text
    values = try container.decodeIfPresent([String].self, forKey: .values) ?? []
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(parameter, forKey: .parameter)
    try container.encodeIfPresent(option, forKey: .option)
    try container.encode(summary, forKey: .summary)
    if kind != .text { try container.encode(kind, forKey: .kind) }
    if !values.isEmpty { try container.encode(values, forKey: .values) }
  }
}
