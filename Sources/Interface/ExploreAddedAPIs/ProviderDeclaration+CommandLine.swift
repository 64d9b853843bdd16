import ExploreCore
import ExploreArguments
import ExploreTables
import ExploreDeclarations
import ExploreEngine

extension ProviderDeclaration {
  /// Checks what only the command line knows: that no alias of the
  /// declaration is already a provider or a command of explore, that no
  /// resource is called `help` or like a command explore adds to it
  /// (`login`, `logout`), and that no option of a resource is one of
  /// explore's own (`--json`, `--page`), or named twice, which would hide
  /// one of them.
  ///
  /// A declaration planned from an OpenAPI document never fails here: the
  /// planner renames what would clash (``OpenAPIDeclarationPlanner``). A
  /// hand-written one that clashes is refused, with what to rename.
  ///
  /// - Throws: ``ExploreTables/DeclarationError`` for the first
  ///   clash, with what to rename.
  /// - Complexity: O(*r* + *o*) in the resources and their options.
  func checkCommandLine(reservedNames: Set<String>) throws {
    for alias in aliases where reservedNames.contains(alias) {
      throw DeclarationError(provider: name, problem: "its alias '\(alias)' is already a provider or a command of explore; choose another.")
    }
    let commands = ownCommandWords
    for resource in resources {
      if let word = resource.path.first, let what = commands[word] {
        throw DeclarationError(
          provider: name, resource: resource.name, problem: "'\(word)' is \(what); rename the resource.")
      }
      var seen: Set<String> = []
      for option in resource.options {
        let flag = option.commandLineName
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

  /// The first words a resource of this declaration may not have, each
  /// with what explore does with it: `help`, and `login` and `logout` when
  /// it signs in.
  var ownCommandWords: [String: String] {
    var words = ["help": "how explore shows a provider's help"]
    for command in ownCommands {
      var summary = command.summary
      if summary.hasSuffix(".") { summary.removeLast() }
      words[command.name] = "the command explore adds to an API that takes a token ('explore \(name) \(command.name)': "
        + summary.prefix(1).lowercased() + summary.dropFirst() + ")"
    }
    return words
  }

  /// The long options every resource may take, and `--help` and `--version`.
  static let explorersOwnOptions: Set<String> = Set(CommonOption.allCases.map(\.descriptor.name)).union(["help", "version"])
}

extension OptionDeclaration {
  /// Its name on the command line, without dashes: ``option``, else the
  /// parameter's (`--min-age` for `min_age`).
  var commandLineName: String {
    option ?? QueryOption.optionName(parameter)
  }
}
