package import ExploreArguments
package import ExploreCore
import ExploreTables
import ExploreDeclarations
import ExploreEngine

/// The providers declared at run time that a command line needs, read from
/// the ``ExploreTables/DeclarationStore``, beside the built-in ones.
///
/// A command that names a declared provider reads its one declaration; one
/// that names a built-in provider reads none; the others (help, the
/// provider list, completions, a word that names nothing yet) read them
/// all. So explore with ten APIs added starts as fast as with none, and
/// `--version` reads nothing at all (it is answered before).
package struct DeclaredProviders: Sendable {
  package var store: DeclarationStore
  /// The names and aliases of the built-in providers and commands, which a
  /// declaration may not take.
  package var reservedNames: Set<String>

  package init(store: DeclarationStore, builtIn: [ProviderDescriptor], commands: [String]) {
    self.store = store
    self.reservedNames = Set(builtIn.flatMap { [$0.name] + $0.aliases } + commands)
  }

  /// The declared providers `arguments` may need.
  ///
  /// A declaration named on the command line that cannot be used is an
  /// error; any other is left out, with a warning through `warn` that says
  /// which and what to do, so that one broken file never stops explore.
  ///
  /// - Throws: ``ExploreTables/DeclarationFileError`` or
  ///   ``ExploreTables/DeclarationError`` for the declaration the
  ///   command names.
  package func definitions(for arguments: [String], warn: (String) -> Void) throws -> [ProviderDefinition] {
    let names = store.names().filter { !reservedNames.contains($0) }
    guard !names.isEmpty else { return [] }
    let words = arguments.prefix { $0 != "--" }.filter { !$0.hasPrefix("-") }
    if let named = words.first(where: { names.contains($0) }) {
      return [try definition(of: store.load(named))]
    }
    if let first = words.first, reservedNames.contains(first), !Self.readsEveryProvider.contains(first) {
      return []
    }
    return names.compactMap { name in
      do {
        return try definition(of: store.load(name))
      } catch {
        warn("Warning: the API '\(name)' is left out: \(error). Fix its declaration, or run 'explore api remove \(name)'.\n")
        return nil
      }
    }
  }

  /// What shows the declared providers by their names and summaries
  /// alone, which ``summaries(warn:)`` gives without reading the
  /// declarations whole.
  package enum SummaryListing: Sendable {
    /// Bare `explore`.
    case shortHelp
    /// `explore --help`, `-h` or `help`.
    case rootHelp
    /// `explore providers`.
    case providerList
  }

  /// The listing `arguments` ask for, when they ask for one that needs only
  /// the declared providers' summaries.
  package static func summaryListing(for arguments: [String]) -> SummaryListing? {
    switch arguments {
    case []: .shortHelp
    case ["--help"], ["-h"], ["help"]: .rootHelp
    case ["providers"]: .providerList
    default: nil
    }
  }

  /// The one-line summaries of the declared providers, from the kept
  /// ``DeclarationSummaries`` where a declaration is unchanged, and from the
  /// declaration itself where not; a declaration that cannot be used is
  /// left out with the same warning as in ``definitions(for:warn:)``.
  package func summaries(warn: (String) -> Void) -> [ProviderSummary] {
    let names = store.names().filter { !reservedNames.contains($0) }
    guard !names.isEmpty else { return [] }
    // NB: through the sieve again as they are read back: the summaries
    // file is not the declarations, whose names were checked when read.
    return DeclarationSummaries(store: store).summaries(of: names) { name in
      do {
        // NB: as the catalog shows it: its texts through the terminal's
        // sieve, and its `favorites` resources counted.
        let descriptor = try definition(of: store.load(name)).descriptor
        return ProviderCatalog([descriptor]).descriptors.first.map(ProviderSummary.init)
      } catch {
        warn("Warning: the API '\(name)' is left out: \(error). Fix its declaration, or run 'explore api remove \(name)'.\n")
        return nil
      }
    }.map(\.printable)
  }

  /// What `declaration` makes, once the command line has no clash with it.
  private func definition(of declaration: ProviderDeclaration) throws -> ProviderDefinition {
    try declaration.checkCommandLine(reservedNames: reservedNames)
    return try declaration.definition()
  }

  /// The commands that show every provider.
  static let readsEveryProvider: Set<String> = ["help", "providers", "completions"]
}
