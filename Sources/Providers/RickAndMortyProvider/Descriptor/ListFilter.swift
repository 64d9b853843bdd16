import ExploreCore

/// One filter of a Rick and Morty list (`--status alive`): its option, and
/// the value the API takes for it, read from the request through the
/// option's typed key.
///
/// A list's filters are both its options and the query it sends
/// (``RecordKind/filters``), so a filter is declared once.
struct ListFilter: Sendable {
  /// The option, for the parser, help and completions.
  var descriptor: OptionDescriptor
  /// The value to send, or `nil` when the option was not given.
  var value: @Sendable (ResourceRequest) -> String?

  /// The API's parameter, which is also the option's name.
  var name: String { descriptor.name }

  /// A free-text filter, a case-insensitive substring match on the API's side.
  static func text(_ name: String, _ summary: String) -> ListFilter {
    let key = OptionKey<String?>(name, summary: summary, valueName: "text")
    return ListFilter(descriptor: key.descriptor) { $0[key] }
  }

  /// A filter among an enum's values, sent as the API spells them.
  static func choice<Choice>(_ name: String, _ summary: String, of type: Choice.Type) -> ListFilter
  where Choice: CaseIterable & RawRepresentable & Sendable, Choice.RawValue == String {
    let key = OptionKey.choice(name, summary: summary, of: Choice.self)
    return ListFilter(descriptor: key.descriptor) { $0[key]?.rawValue }
  }

  /// `--episode`: a season (`S01`) or one episode (`S01E01`), sent in
  /// capitals as the API spells episode codes.
  static let episodeCode: ListFilter = {
    let key = OptionKey<String?>(
      "episode", summary: "Only episodes of a season (S01) or one episode (S01E01)", valueName: "code", rule: .episodeCode
    )
    return ListFilter(descriptor: key.descriptor) { $0[key]?.uppercased() }
  }()
}
