import Foundation

/// Names a new provider must not take, each with the reason.
///
/// A provider type shares a module with Foundation, ExploreCore and
/// ExploreNetworking names, so it must not shadow a type the scaffold
/// uses; its module must not exist already; and its command name must not
/// be taken by a provider or a subcommand.
struct ReservedNames {
  /// Swift keywords and special names that start with an uppercase letter.
  static let keywords: Set<String> = ["Self", "Any", "Type", "Protocol", "Sendable", "Never", "Void"]

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
  /// The names taken in the package at `root`.
  init(root: URL, modules: [String], providers: [String]) {
    self.modules = Set(modules)
    self.providers = providers
    let sources = root.appendingPathComponent("Sources")
    let core = ["ExploreCore", "ExploreNetworking"].flatMap { Self.swiftFiles(in: sources.appendingPathComponent($0)) }
    coreTypes = Set(core.flatMap { Self.matches(of: #"\b(?:struct|enum|protocol|class|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#, in: $0) })
    let providerFiles = modules.filter { $0.hasSuffix("Provider") }.flatMap { Self.swiftFiles(in: sources.appendingPathComponent($0)) }
    var commandNames: Set<String> = []
    for text in providerFiles {
      for declaration in Self.matches(of: #"(?:ProviderDescriptor|ProviderMetadata)\(\s*name:\s*"[^"]*"(?:\s*,\s*aliases:\s*\[[^\]]*\])?"#, in: text, group: 0) {
        commandNames.formUnion(Self.matches(of: #""([^"]*)""#, in: declaration))
      }
    }
    self.commandNames = commandNames
  }

  private static func swiftFiles(in folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
    return enumerator.compactMap { element in
      guard let url = element as? URL, url.pathExtension == "swift" else { return nil }
      return try? String(contentsOf: url, encoding: .utf8)
    }
  }

  private static func matches(of pattern: String, in text: String, group: Int = 1) -> [String] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: group), in: text).map { String(text[$0]) }
    }
  }
}
