package import ExploreCore

/// What a command line asks explore to do, once parsed and validated.
package enum Invocation: Sendable {
  /// Print help for a level of the command tree (`--help`, `explore help`).
  case help(HelpScope)
  /// Print ``ExploreVersion/current``.
  case version
  /// List the providers: a line each, or with `verbose` their resources
  /// too; with a name, that provider's resources.
  case providers(name: String?, verbose: Bool)
  /// Print a completion script.
  case completions(CompletionShell)
  /// Load a resource and print it.
  case run(ResolvedCommand)
  /// Add, list, show or remove an API read at run time (`explore api …`).
  case api(APIInvocation)
}

/// A resource command that passed every check: the provider, the resource,
/// the request the provider will see, and the common options.
package struct ResolvedCommand: Sendable {
  package var provider: ProviderDescriptor
  package var resource: ResourceDescriptor
  package var request: ResourceRequest
  package var options: CommonOptions
  /// The expansion `--expand` chose, resolved against the resource.
  package var expansion: ExpansionDescriptor?
  /// The command line as typed, for the next-page hint.
  package var arguments: [String]
  /// Every id given to a command that takes several (`favorites add a b`),
  /// each checked against the argument's rule; empty for other commands.
  package var repeatedArguments: [String] = []
}
