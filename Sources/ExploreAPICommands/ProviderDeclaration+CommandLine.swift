import ExploreCore
import ExploreCommandLine
import ExploreTables

extension ProviderDeclaration {
  /// Checks what only the command line knows: that no alias of the
  /// declaration is already a provider or a command of explore, that no
  /// resource is called `help`, and that no option of a resource is one of
  /// explore's own (`--json`, `--page`), or named twice, which would hide
  /// one of them.
  ///
  /// - Throws: ``ExploreTables/DeclarationError`` for the first
  ///   clash, with what to rename.
  /// - Complexity: O(*r* + *o*) in the resources and their options.
  func checkCommandLine(reservedNames: Set<String>) throws {
    for alias in aliases where reservedNames.contains(alias) {
      throw DeclarationError(provider: name, problem: "its alias '\(alias)' is already a provider or a command of explore; choose another.")
    }
    for resource in resources {
      if resource.path.first == "help" {
        throw DeclarationError(provider: name, resource: resource.name, problem: "'help' is how explore shows a provider's help; rename the resource.")
      }
      var seen: Set<String> = []
      for option in resource.options {
        let flag = option.option ?? option.parameter
        if Self.explorersOwnOptions.contains(flag) {
          throw DeclarationError(
            provider: name, resource: resource.name,
            problem: "its option '--\(flag)' is one of explore's own options; give it another name with \"option\": \"…\".")
        }
        guard seen.insert(flag).inserted else {
          throw DeclarationError(provider: name, resource: resource.name, problem: "its option '--\(flag)' is declared twice; keep one.")
        }
      }
    }
  }

  /// The long options every resource may take, and `--help` and `--version`.
  static let explorersOwnOptions: Set<String> = Set(CommonOption.allCases.map(\.descriptor.name)).union(["help", "version"])
}
