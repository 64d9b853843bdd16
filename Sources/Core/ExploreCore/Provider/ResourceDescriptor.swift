/// A resource of a provider, declared as data: `followers <user>`,
/// `search repos <query>`, `characters --status alive`.
///
/// The CLI parses, validates, documents and completes every provider's
/// commands from these descriptors alone.
public struct ResourceDescriptor: Sendable {
  /// The words that name the resource: `["followers"]`, `["search", "users"]`.
  public var path: [String]
  /// Other names for the last word of the path: `repositories` for `repos`.
  public var aliases: [String]
  /// One line for lists of resources.
  public var summary: String
  /// Longer help, shown under `OVERVIEW:`.
  public var discussion: String?
  public var kind: ResourceKind
  public var arguments: [ArgumentDescriptor]
  public var options: [OptionDescriptor]
  public var paging: ListPaging
  /// How `--search` works, or `nil` when the resource does not search.
  public var search: SearchSupport?
  /// The expansions `--expand` offers; the first is the default.
  public var expansions: [ExpansionDescriptor]
  public var preferredLayout: LayoutStyle
  /// For a detail resource, the kind of item it shows and the argument
  /// that takes its id; `nil` when it names neither (the interactive mode
  /// then takes a detail named after the item's kind).
  public var shows: ShownItem?
  /// Whether `--changes` may track this list across runs.
  public var isTrackable: Bool
  /// The section titles `--changes` uses, or `nil` for the generic
  /// "New <resource>" and "No longer in <resource>".
  public var changeTitles: ChangeTitles?
  /// Examples shown in help, without the leading `explore <provider>`.
  public var examples: [String]
  /// Whether its items have a web page (``Item/webURL``) for `--web` to open.
  public var itemsHaveWebPages: Bool
  /// Whether the API answers it only with a search: without `--search`,
  /// the command line is refused.
  public var searchIsRequired = false
  /// The group help lists it under, such as an OpenAPI document's tag;
  /// `nil` for none.
  public var group: String?

  public init(
    path: [String],
    aliases: [String] = [],
    summary: String,
    discussion: String? = nil,
    kind: ResourceKind = .list,
    arguments: [ArgumentDescriptor] = [],
    options: [OptionDescriptor] = [],
    paging: ListPaging = .single,
    search: SearchSupport? = nil,
    expansions: [ExpansionDescriptor] = [],
    preferredLayout: LayoutStyle = .list,
    shows: ShownItem? = nil,
    isTrackable: Bool = false,
    examples: [String] = [],
    changeTitles: ChangeTitles? = nil,
    itemsHaveWebPages: Bool = true
  ) {
    precondition(!path.isEmpty, "A resource needs a name")
    self.path = path
    self.aliases = aliases
    self.summary = summary
    self.discussion = discussion
    self.kind = kind
    self.arguments = arguments
    self.options = options
    self.paging = paging
    self.search = search
    self.expansions = expansions
    self.preferredLayout = preferredLayout
    self.shows = shows
    self.isTrackable = isTrackable
    self.examples = examples
    self.changeTitles = changeTitles
    self.itemsHaveWebPages = itemsHaveWebPages
  }

  /// The resource's full name, such as `search users`.
  public var name: String { path.joined(separator: " ") }

  /// Whether `words` name this resource: its path, or its path with an
  /// alias as the last word.
  public func isNamed(_ words: [String]) -> Bool {
    guard words.count == path.count else { return false }
    return zip(path.indices, words).allSatisfy { index, word in
      path[index] == word || (index == path.count - 1 && aliases.contains(word))
    }
  }
}
