import ExploreCore

/// What a completion script offers, gathered once from the descriptors:
/// every provider, resource, option and allowed value. Each shell's
/// generator writes the same model in its own language.
package struct CompletionModel: Sendable {
  /// An option as completions see it.
  package struct Option: Sendable, Hashable {
    package var long: String
    package var short: Character?
    package var takesValue: Bool
    package var values: [String]
    /// Whether the value is a directory (`--record`).
    package var isDirectory: Bool
    package var summary: String
  }

  /// A resource, named by its provider and path.
  package struct Resource: Sendable {
    package var provider: String
    package var path: [String]
    /// Every spelling of the last word: the name, then its aliases.
    package var lastWords: [String]
    package var summary: String
    package var options: [Option]

    /// `github search-repos`-style key used by the scripts.
    package var key: String { ([provider] + path).joined(separator: " ") }
  }

  package struct ProviderEntry: Sendable {
    package var name: String
    package var aliases: [String]
    package var summary: String
    package var resources: [Resource]
  }

  package var providers: [ProviderEntry]
  /// Options valid before any provider: the common ones, help and version.
  package var globalOptions: [Option]

  package init(catalog: ProviderCatalog) {
    func option(_ descriptor: OptionDescriptor, takesValue: Bool? = nil, values: [String]? = nil) -> Option {
      var valueTaking = false
      if case .value = descriptor.kind { valueTaking = true }
      return Option(
        long: descriptor.name,
        short: descriptor.shortName,
        takesValue: takesValue ?? valueTaking,
        values: values ?? descriptor.allowedValues ?? [],
        isDirectory: descriptor.name == CommonOption.record.name,
        summary: descriptor.summary
      )
    }
    let help = Option(long: "help", short: "h", takesValue: false, values: [], isDirectory: false, summary: "Show help information.")
    let version = Option(long: "version", short: nil, takesValue: false, values: [], isDirectory: false, summary: "Show the version.")
    globalOptions = CommonOption.allCases.filter { $0 != CommonOption.interactive && $0 != CommonOption.expand }.map { common in
      option(common.descriptor, takesValue: common.takesValue)
    } + [option(CommonOption.expand.descriptor, takesValue: false), help, version]

    providers = catalog.descriptors.map { provider in
      ProviderEntry(
        name: provider.name,
        aliases: provider.aliases,
        summary: provider.summary,
        resources: provider.resources.map { resource in
          var options = resource.options.map { option($0) }
          for common in CommonOption.allCases where common.applies(to: resource) {
            if common == CommonOption.expand {
              // NB: `--expand`'s value is optional (the next word only when
              // it names an expansion), so shells complete the bare flag and
              // the `--expand=<name>` spellings.
              options.append(option(common.descriptor, takesValue: false, values: resource.expansions.map(\.name)))
            } else {
              options.append(option(common.descriptor, takesValue: common.takesValue))
            }
          }
          options.append(help)
          return Resource(
            provider: provider.name,
            path: resource.path,
            lastWords: [resource.path.last!] + resource.aliases,
            summary: resource.summary,
            options: options
          )
        }
      )
    }
  }

  /// Every option name that takes its value in the next word, in any
  /// resource: the scripts skip such values when they look for words.
  package var valueOptionSpellings: [String] {
    var spellings: Set<String> = []
    for option in globalOptions + providers.flatMap({ $0.resources.flatMap(\.options) }) where option.takesValue {
      spellings.insert("--\(option.long)")
      if let short = option.short { spellings.insert("-\(short)") }
    }
    return spellings.sorted()
  }
}
