/// Names a new provider must not take, each with the reason.
///
/// A provider type shares a module with Foundation, ExploreCore and
/// ExploreNetworking names, so it must not shadow a type the scaffold
/// uses; its module must not exist already; and its command name must not
/// be taken by a provider or a subcommand.
package struct ReservedNames {
  /// Swift keywords and special names that start with an uppercase letter:
  /// a provider's name is UpperCamelCase, so no other keyword can clash.
  static let keywords: Set<String> = ["Any", "Protocol", "Self", "Type", "Sendable", "Never", "Void"]

  /// Types and modules the scaffolded files name; a provider type with one
  /// of these names would shadow it.
  static let scaffoldNames: Set<String> = [
    "Bool", "Codable", "CodingKeys", "Data", "Date", "Decodable", "Double", "Encodable", "Equatable", "Error",
    "FileManager", "Foundation", "Hashable", "Int", "JSONDecoder", "JSONSerialization", "ProjectPaths",
    "String", "Swift", "Test", "Testing", "Suite", "URL", "URLComponents", "URLQueryItem",
  ]

  /// Words the CLI itself takes after `explore`.
  static let commandWords: Set<String> = ["help", "providers", "completions", "version"]

  /// Module names in the package, such as `ExploreCore`, `GitHubProvider`.
  var modules: Set<String>
  /// Types declared in the modules every provider imports.
  var coreTypes: Set<String>
  /// Names and aliases of existing providers on the command line.
  var commandNames: Set<String>
  /// The names in the providers list.
  var providers: [String]

  /// Why `name` is taken, or `nil` when it is free.
  func clash(for name: String) -> String? {
    if Self.keywords.contains(name) {
      return "it is a Swift keyword or a special type name."
    }
    if let existing = providers.first(where: { $0.lowercased() == name.lowercased() }) {
      return "the provider \(existing) already exists (names are compared ignoring case, since the command name and fixtures folder are lowercase)."
    }
    if modules.contains(name + "Provider") || modules.contains(name + "ProviderTests") {
      return "the package already has a module \(name)Provider or \(name)ProviderTests."
    }
    if modules.contains(name) {
      return "the package has a module named \(name), and a type with a module's name breaks qualified references."
    }
    if coreTypes.contains(name) || Self.scaffoldNames.contains(name) {
      return "it would shadow the type \(name) that providers use."
    }
    if Self.commandWords.contains(name.lowercased()) {
      return "'explore \(name.lowercased())' is one of explore's own subcommands."
    }
    if commandNames.contains(name.lowercased()) {
      return "'\(name.lowercased())' already names a provider (or an alias of one) on the command line."
    }
    return nil
  }
}

extension ReservedNames {
  /// The public and package types of ExploreCore and ExploreNetworking,
  /// which every provider imports: a fixed list, kept by hand.
  ///
  /// NB: a fixed list, not a scan of the sources: a scan read the
  /// `public struct Weather: Provider` of a doc comment as a type and
  /// refused the docs' own example name. A name missing here is caught by
  /// the scaffold proof's build, never silently accepted into a broken
  /// package.
  static let coreTypes: Set<String> = [
    // ExploreCore
    "ArgumentDescriptor", "ArgumentKey", "ChangeTitles", "ConflictingValuesError", "Credential", "ErrorCategory", "Expansion", "ExpansionDescriptor", "ExploreDirectories",
    "ExploreVersion", "FavoritableKind", "FieldValue", "HTTPHeaders", "HTTPMethod", "HTTPRequest", "HTTPResponse",
    "HTTPTransport", "InvalidValueError", "Item", "ItemField", "ItemNotFoundError", "ItemSection", "JSONValue", "LayoutStyle",
    "ListChangeset", "ListIndexPath", "ListSnapshot", "OptionDescriptor", "OptionKey", "Page", "PageCursor", "PageInfo",
    "PagedSearch", "Paginator", "PagingProgress", "PagingStyle", "Provider", "ProviderContext", "ProviderDescriptor",
    "ProviderMetadata", "Resource", "ResourceDescriptor", "ResourceKind", "ResourcePage", "ResourceRequest",
    "SearchEvent", "SearchModel", "SearchSupport", "SearchValidation", "SearchValidator", "SectionSnapshot",
    "SnapshotError", "TextMatch", "UnknownResourceError", "UnsupportedExpansionError", "UserFacingError", "ValueRule",
    // ExploreNetworking, ExploreReplay
    "APIError", "FixtureKey", "HTTPCache", "HTTPClient", "LinkHeader", "RateLimitHeaders",
    "RecordedExchange", "RecordingError", "RecordingTransport", "Redaction", "ReplayMissError", "ReplayTransport",
    "RetryPolicy", "SHA256", "URLRebasing",
    // ExploreNetworking's REST building blocks
    "DecodingNotes", "IDBatches", "JoinAll", "PageDecoder", "RESTClient", "ReferenceID", "Tolerant", "URLBuilder",
  ]

  /// The command names and aliases of the providers explore ships with.
  static let shippedCommandNames: Set<String> = ["github", "gh", "rickmorty", "rm"]

  /// The names taken in a package whose modules are `modules` and whose
  /// providers list holds `providers`.
  package init(modules: [String], providers: [String]) {
    self.modules = Set(modules)
    self.providers = providers
    coreTypes = Self.coreTypes
    commandNames = Self.shippedCommandNames.union(providers.map { $0.lowercased() })
  }
}
