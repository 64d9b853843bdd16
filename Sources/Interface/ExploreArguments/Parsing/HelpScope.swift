/// The level of the command tree that help or an error is about.
package enum HelpScope: Sendable, Hashable {
  /// `explore` itself.
  case root
  /// One provider: `explore github`. The name is the canonical one.
  case provider(String)
  /// A provider's resources, all of them (`explore help pokeapi --all`) or
  /// those of one group (`explore help pokeapi pokemon`).
  case providerResources(String, group: String?)
  /// One resource: `explore github followers`.
  case resource(provider: String, path: [String])
  /// A built-in command such as `completions`.
  case builtin(String)

  /// The command words, such as `explore github followers`.
  package var commandName: String {
    switch self {
    case .root: "explore"
    case .provider(let name), .providerResources(let name, _): "explore \(name)"
    case .resource(let provider, let path): (["explore", provider] + path).joined(separator: " ")
    case .builtin(let name): "explore \(name)"
    }
  }
}
