package import ExploreCore

/// The providers explore was given, looked up by name or alias.
package struct ProviderCatalog: Sendable {
  package var descriptors: [ProviderDescriptor]

  /// - Parameter descriptors: the providers' own descriptors; the catalog
  ///   holds their texts through the terminal's sieve
  ///   (``ExploreCore/ProviderDescriptor/printable``), and adds the
  ///   `favorites` resources for favoritable kinds (see ``FavoritesResources``).
  package init(_ descriptors: [ProviderDescriptor]) {
    self.descriptors = descriptors.map { FavoritesResources.adding(to: $0.printable) }
  }

  /// The provider called `name` or with `name` as an alias, compared
  /// case-insensitively.
  ///
  /// - Complexity: O(*n*) in the number of names.
  package func provider(named name: String) -> ProviderDescriptor? {
    let name = name.lowercased()
    return descriptors.first { $0.name.lowercased() == name || $0.aliases.contains { $0.lowercased() == name } }
  }

  /// Every name and alias, for suggestions and completions.
  package var allNames: [String] { descriptors.flatMap { [$0.name] + $0.aliases } }
}
