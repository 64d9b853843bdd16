import ExploreCore

extension HelpFormatter {
  /// The most lines ``shortHelp(more:)`` prints, so that it fits a 24-row
  /// terminal with the prompt that follows.
  package static let shortHelpLines = 20

  /// What bare `explore` prints: what explore is, its usage, three
  /// examples from the providers' own, the providers' names and where the
  /// full help is, in at most ``shortHelpLines`` lines. `--help` prints
  /// ``help(for:)`` of ``HelpScope/root``, every option and exit status.
  ///
  /// ```text
  /// explore browses web APIs as paginated, searchable, expandable lists.
  ///
  /// USAGE: explore <provider> <resource> [<arguments>] [<options>]
  ///
  /// EXAMPLES:
  ///   explore github followers octocat
  ///   explore rickmorty characters
  ///   explore -i github followers octocat     # full screen: scroll, search, open
  /// …
  /// ```
  package func shortHelp(more: [ProviderSummary] = []) -> String {
    var lines = [paragraph("explore browses web APIs as paginated, searchable, expandable lists.", hangingIndent: 0), ""]
    lines.append(paragraph("USAGE: \(usage(for: .root))", hangingIndent: 7))
    let examples = Self.examples(from: catalog.descriptors)
    if !examples.isEmpty {
      lines += ["", "EXAMPLES:"]
      let widest = examples.map(\.command.count).max() ?? 0
      for example in examples {
        let command = "  explore " + example.command
        let padded = command + String(repeating: " ", count: widest - example.command.count + 2)
        lines.append(padded.count + example.comment.count + 2 <= width ? padded + "# " + example.comment : command)
      }
    }
    let names = catalog.descriptors.map(\.name) + more.compactMap(\.names.first)
    let shown = names.count > 8 ? names.prefix(7) + ["and \(names.count - 7) more"] : names[...]
    lines += ["", paragraph("PROVIDERS: " + shown.joined(separator: ", "), hangingIndent: 11), ""]
    lines.append(paragraph("See 'explore --help' for every option, 'explore providers' for every resource.", hangingIndent: 0))
    // NB: at 40 columns, the narrowest help is laid out for, this is 17
    // lines; the cut only guards a catalog that wraps its names further.
    let all = lines.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
    let text = all.prefix(Self.shortHelpLines).joined(separator: "\n")
    return text + "\n"
  }

  /// Three examples: the first example of the first resource (a list or
  /// a detail) of each of the first two providers that have one, from
  /// further resources or examples when there are fewer providers, then
  /// the first again under `-i`.
  static func examples(from providers: [ProviderDescriptor]) -> [(command: String, comment: String)] {
    // NB: each resource's first example, then their others.
    let shown = providers.map { provider in
      let resources = provider.resources.filter { $0.kind == .list || $0.kind == .detail }
      let depth = resources.map(\.examples.count).max() ?? 0
      return (0..<depth).flatMap { index in
        resources.filter { $0.examples.count > index }.map { resource in
          (command: "\(provider.name) \(resource.examples[index])", comment: resource.summary)
        }
      }
    }
    var commands: [(command: String, comment: String)] = []
    var depth = 0
    while commands.count < 2, shown.contains(where: { $0.count > depth }) {
      for examples in shown where examples.count > depth && commands.count < 2 {
        commands.append(examples[depth])
      }
      depth += 1
    }
    if let first = commands.first {
      commands.append(("-i " + first.command, "full screen: scroll, search, open"))
    }
    return commands
  }
}
