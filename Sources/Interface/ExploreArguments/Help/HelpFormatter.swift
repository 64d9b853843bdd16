import ExploreCore
import ExploreTerminal
import Foundation

/// Help text generated from the provider metadata, in swift-argument-parser's
/// shape: `OVERVIEW:`, `USAGE:`, `ARGUMENTS:`, `OPTIONS:`, `RESOURCES:`,
/// `EXAMPLES:`, wrapped to the terminal width.
///
/// ```swift
/// let text = HelpFormatter(catalog: catalog, width: 80).help(for: .provider("github"))
/// ```
package struct HelpFormatter: Sendable {
  package var catalog: ProviderCatalog
  /// Columns to wrap to.
  package var width: Int

  /// Where descriptions start, as in swift-argument-parser.
  static let labelColumn = 26

  package init(catalog: ProviderCatalog, width: Int) {
    self.catalog = catalog
    self.width = max(width, 40)
  }

  /// The full help for `scope`, ending in a newline.
  package func help(for scope: HelpScope) -> String {
    switch scope {
    case .root: rootHelp()
    case .provider(let name): catalog.provider(named: name).map(providerHelp) ?? rootHelp()
    case .providerResources(let name, let group):
      catalog.provider(named: name).map { resourceList($0, group: group) } ?? rootHelp()
    case .resource(let providerName, let path):
      if let provider = catalog.provider(named: providerName), let resource = provider.resource(named: path) {
        resourceHelp(provider: provider, resource: resource)
      } else {
        rootHelp()
      }
    case .builtin(let name):
      BuiltinCommand(rawValue: name).map(builtinHelp) ?? rootHelp()
    }
  }

  /// The one-line usage of `scope`, without the `USAGE: ` prefix.
  package func usage(for scope: HelpScope) -> String {
    switch scope {
    case .root:
      return "explore <provider> <resource> [<arguments>] [<options>]"
    case .provider(let name), .providerResources(let name, _):
      return "explore \(name) <resource> [<arguments>] [<options>]"
    case .resource(let providerName, let path):
      guard let provider = catalog.provider(named: providerName), let resource = provider.resource(named: path) else {
        return "explore \(providerName) <resource> [<arguments>] [<options>]"
      }
      return Self.usage(provider: provider, resource: resource)
    case .builtin(let name):
      return BuiltinCommand(rawValue: name)?.usage ?? "explore \(name)"
    }
  }

  /// What a usage error prints on standard error: the message, the usage
  /// line and where to find help.
  package func errorText(for error: UsageError) -> String {
    """
    Error: \(error.message)
    Usage: \(usage(for: error.scope))
      See '\(error.scope.commandName) --help' for more information.

    """
  }

  /// `explore github followers <user> [--sort <sort>] [<options>]`.
  static func usage(provider: ProviderDescriptor, resource: ResourceDescriptor) -> String {
    var words = ["explore", provider.name] + resource.path
    for argument in resource.arguments {
      words.append(argument.isOptional ? "[<\(argument.name)>]" : "<\(argument.name)>")
    }
    for option in resource.options {
      let label = optionLabel(option, withShort: false)
      words.append(option.isRepeatable ? "[\(label) ...]" : "[\(label)]")
    }
    words.append("[<options>]")
    return words.joined(separator: " ")
  }

  /// `--status <status>`, or `-c, --check` with the short name.
  static func optionLabel(_ option: OptionDescriptor, withShort: Bool) -> String {
    var label = "--\(option.name)"
    if case .value(let valueName) = option.kind { label += " <\(valueName)>" }
    if withShort, let short = option.shortName { label = "-\(short), " + label }
    return label
  }

  /// `followers <user>`, `starred [<user>]`.
  static func resourceLabel(_ resource: ResourceDescriptor) -> String {
    let arguments = resource.arguments.map { $0.isOptional ? "[<\($0.name)>]" : "<\($0.name)>" }
    return ([resource.name] + arguments).joined(separator: " ")
  }

  // MARK: - Pages

  /// The help of `explore` itself; `more` lists, after the catalog's
  /// providers, those known by their summaries alone.
  package func rootHelp(more: [ProviderSummary] = []) -> String {
    var blocks: [String] = []
    blocks.append(paragraph("OVERVIEW: Browse web APIs as sectioned, paginated, searchable, expandable lists.", hangingIndent: 10))
    blocks.append(
      paragraph("USAGE: \(usage(for: .root))", hangingIndent: 7) + "\n"
        + paragraph("       explore <subcommand>", hangingIndent: 7)
    )
    blocks.append(section("PROVIDERS", (catalog.descriptors.map(ProviderSummary.init) + more).map { ($0.names.joined(separator: ", "), $0.summary) }))
    blocks.append(section("SUBCOMMANDS", BuiltinCommand.allCases.map { ($0.rawValue, $0.summary) }))
    blocks.append(section("OPTIONS", [
      ("--version", "Show the version."),
      ("-h, --help", "Show help information."),
    ]))
    let common = CommonOption.allCases.map { option in
      (commonLabel(option), describe(option.descriptor))
    }
    blocks.append(section("COMMON OPTIONS", common))
    blocks.append(section("EXIT STATUS", ExitStatus.allCases.map { (String($0.rawValue), $0.meaning) }))
    blocks.append(paragraph("  See 'explore help <provider>' for detailed help.", hangingIndent: 2))
    return blocks.joined(separator: "\n\n") + "\n"
  }

  private func providerHelp(_ provider: ProviderDescriptor) -> String {
    let full = fullProviderHelp(provider)
    // NB: help that fits a screen is whole; a larger one shows the
    // resources most used and the groups, the rest a command away.
    guard full.split(separator: "\n", omittingEmptySubsequences: false).count > Self.screenLines, provider.resources.count > Self.shownResources
    else { return full }
    return compactProviderHelp(provider)
  }

  /// Where a kind of resource comes in compact help: lists, then details,
  /// then actions (`login`, `star`), which are commands, not resources.
  private static func rank(_ kind: ResourceKind) -> Int {
    switch kind {
    case .list: 0
    case .action: 2
    default: 1
    }
  }

  /// The lines of a screen that help fits in.
  static let screenLines = 25
  /// The resources a provider's compact help shows.
  static let shownResources = 8

  /// A provider's help in a screen: its most used resources (lists before
  /// details, fewer arguments and words first), its groups with their
  /// counts, and where the rest are.
  private func compactProviderHelp(_ provider: ProviderDescriptor) -> String {
    let ranked = provider.resources.enumerated().sorted { a, b in
      let (x, y) = (a.element, b.element)
      return (Self.rank(x.kind), x.arguments.count, x.path.count, a.offset) < (Self.rank(y.kind), y.arguments.count, y.path.count, b.offset)
    }.map(\.element)
    let shown = ranked.prefix(Self.shownResources)
    let browsable = provider.resources.filter { $0.kind != .action }.count
    let order = Dictionary(provider.resources.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
    var blocks: [String] = []
    blocks.append(paragraph("OVERVIEW: \(provider.summary)", hangingIndent: 10))
    blocks.append(paragraph("USAGE: \(usage(for: .provider(provider.name)))", hangingIndent: 7))
    blocks.append(
      section("RESOURCES (\(shown.count) of \(browsable))", shown.sorted { order[$0.name] ?? 0 < order[$1.name] ?? 0 }.map { resource in
        (Self.resourceLabel(resource), oneLine(resource.summary, width: width - Self.labelColumn))
      }))
    var groups: [(name: String, count: Int)] = []
    for group in provider.resources.map({ $0.group ?? "other" }) {
      if let index = groups.firstIndex(where: { $0.name == group }) { groups[index].count += 1 } else { groups.append((group, 1)) }
    }
    if groups.count > 1 {
      let list = groups.map { "\(ResourceGroup.word($0.name)) (\($0.count))" }.joined(separator: ", ")
      blocks.append("GROUPS ('explore help \(provider.name) <group>' lists one):\n" + paragraph("  " + list, hangingIndent: 0))
    }
    blocks.append(section("ENVIRONMENT", [
      (provider.baseURLEnvironmentVariable, "The API's base URL. (default: \(provider.defaultBaseURL.absoluteString))"),
    ] + provider.environmentVariables.map { ($0.name, $0.summary) }))
    blocks.append(
      paragraph(
        "  See 'explore help \(provider.name) --all' for all \(provider.resources.count) resources, 'explore help \(provider.name) <resource>' for one.",
        hangingIndent: 2))
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// A provider's resources, all or one group's, under a heading per group.
  private func resourceList(_ provider: ProviderDescriptor, group: String?) -> String {
    let resources = provider.resources.filter { group == nil || $0.group == group }
    var groups: [(name: String?, resources: [ResourceDescriptor])] = []
    for resource in resources {
      if let index = groups.firstIndex(where: { $0.name == resource.group }) {
        groups[index].resources.append(resource)
      } else {
        groups.append((resource.group, [resource]))
      }
    }
    var blocks = [paragraph("OVERVIEW: \(provider.summary)", hangingIndent: 10)]
    blocks.append(paragraph("USAGE: \(usage(for: .provider(provider.name)))", hangingIndent: 7))
    for (name, members) in groups {
      let title = name.map { "RESOURCES: \(ResourceGroup.word($0).uppercased())" } ?? "RESOURCES"
      blocks.append(section(title, members.map { (Self.resourceLabel($0), $0.summary) }))
    }
    blocks.append(paragraph("  See 'explore help \(provider.name) <resource>' for detailed help.", hangingIndent: 2))
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// `text`'s first line at `width` columns, cut with `…` when longer.
  private func oneLine(_ text: String, width: Int) -> String {
    let lines = wrappedLines(text, width: width)
    guard lines.count > 1, let first = lines.first else { return lines.first ?? "" }
    return DisplayWidth.truncate(first, to: width - 1) + "…"
  }

  private func fullProviderHelp(_ provider: ProviderDescriptor) -> String {
    var blocks: [String] = []
    blocks.append(paragraph("OVERVIEW: \(provider.summary)", hangingIndent: 10))
    blocks.append(paragraph("USAGE: \(usage(for: .provider(provider.name)))", hangingIndent: 7))
    blocks.append(section("RESOURCES", provider.resources.map { resource in
      var summary = resource.summary
      if !resource.aliases.isEmpty {
        summary += " (aliases: \(resource.aliases.joined(separator: ", ")))"
      }
      return (Self.resourceLabel(resource), summary)
    }))
    blocks.append(section("ENVIRONMENT", [
      (provider.baseURLEnvironmentVariable, "The API's base URL. (default: \(provider.defaultBaseURL.absoluteString))"),
    ] + provider.environmentVariables.map { ($0.name, $0.summary) }))
    blocks.append(section("OPTIONS", [("-h, --help", "Show help information.")]))
    var footer: [String] = []
    if !provider.aliases.isEmpty {
      footer.append(paragraph("  Also called: \(provider.aliases.joined(separator: ", ")).", hangingIndent: 2))
    }
    footer.append(paragraph("  See 'explore help \(provider.name) <resource>' for detailed help.", hangingIndent: 2))
    blocks.append(footer.joined(separator: "\n"))
    return blocks.joined(separator: "\n\n") + "\n"
  }

  private func resourceHelp(provider: ProviderDescriptor, resource: ResourceDescriptor) -> String {
    var blocks: [String] = []
    blocks.append(paragraph("OVERVIEW: \(resource.summary)", hangingIndent: 10))
    if let discussion = resource.discussion {
      blocks.append(discussion.components(separatedBy: "\n\n").map { paragraph($0, hangingIndent: 0) }.joined(separator: "\n\n"))
    }
    blocks.append(paragraph("USAGE: \(Self.usage(provider: provider, resource: resource))", hangingIndent: 7))
    if !resource.arguments.isEmpty {
      blocks.append(section("ARGUMENTS", resource.arguments.map { argument in
        var summary = argument.summary
        if let rule = argument.rule { summary += " (\(rule.summary))" }
        if argument.isOptional { summary += " (optional)" }
        return ("<\(argument.name)>", summary)
      }))
    }
    var options = resource.options.map { (Self.optionLabel($0, withShort: true), describe($0)) }
    options.append(("-h, --help", "Show help information."))
    blocks.append(section("OPTIONS", options))
    let common = CommonOption.allCases.filter { $0.applies(to: resource) }.map { option in
      if option == CommonOption.expand {
        let names = resource.expansions.map(\.name)
        let summaries = resource.expansions.map { "\($0.name): \($0.summary)" }.joined(separator: "; ")
        return (commonLabel(option), "\(summaries). (values: \(names.joined(separator: ", ")); default: \(names[0]))")
      }
      return (commonLabel(option), describe(option.descriptor))
    }
    blocks.append(section("COMMON OPTIONS", common))
    if !resource.examples.isEmpty {
      blocks.append(
        "EXAMPLES:\n" + resource.examples.map { paragraph("  explore \(provider.name) \($0)", hangingIndent: 4) }.joined(separator: "\n")
      )
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  private func builtinHelp(_ command: BuiltinCommand) -> String {
    var blocks: [String] = []
    blocks.append(paragraph("OVERVIEW: \(command.summary)", hangingIndent: 10))
    blocks.append(paragraph("USAGE: \(command.usage)", hangingIndent: 7))
    switch command {
    case .help:
      blocks.append(section("ARGUMENTS", [
        ("<provider>", "A provider: \(catalog.descriptors.map(\.name).joined(separator: ", "))."),
        ("<resource>", "One of the provider's resources."),
      ]))
    case .completions:
      blocks.append(section("ARGUMENTS", [
        ("<shell>", "The shell. (values: \(CompletionShell.allCases.map(\.rawValue).joined(separator: ", ")))"),
      ]))
      blocks.append(
        "EXAMPLES:\n"
          + "  explore completions bash > /etc/bash_completion.d/explore\n"
          + "  explore completions zsh > \"${fpath[1]}/_explore\"\n"
          + "  explore completions fish > ~/.config/fish/completions/explore.fish"
      )
    case .providers:
      break
    case .api:
      blocks.append(section("SUBCOMMANDS", APIInvocation.Subcommand.allCases.map { ($0.usage.replacingOccurrences(of: "explore api ", with: ""), $0.summary) }))
      blocks.append(section("ADD OPTIONS", [
        ("--base-url <url>", "The API's base URL, when it is not the document's first server."),
        ("--only <tag-or-path>", "Keep only the operations of this tag, or under this path prefix (a whole path segment: /users keeps /users/{id}, not /users-admin). Repeatable. A document too large for one provider lists its tags and prefixes with their operation counts."),
        ("--auth <scheme>", "How a token goes, for a document that declares none: \(APICommandLine.authSchemes.joined(separator: ", ")). The token comes from EXPLORE_<NAME>_TOKEN or '<name> login --with-token'."),
      ]))
      blocks.append(
        "EXAMPLES:\n"
          + "  explore api add pokeapi https://raw.githubusercontent.com/PokeAPI/pokeapi/master/openapi.yml\n"
          + "  explore api add petstore petstore.yaml --base-url https://petstore3.swagger.io/api/v3\n"
          + "  explore pokeapi pokemon --all\n"
          + "  explore api show pokeapi\n"
          + "  explore api remove pokeapi\n"
          + "  explore api schema > explore-declaration.schema.json"
      )
    }
    blocks.append(section("OPTIONS", [("-h, --help", "Show help information.")]))
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// `explore providers`: a line per provider, with its number of
  /// resources; with `verbose`, every provider with its resources; with a
  /// name, that provider's resources. The one-line list adds `more` after
  /// the catalog's providers: those listed from their summaries alone.
  package func providerList(name: String? = nil, verbose: Bool = false, more: [ProviderSummary] = []) -> String {
    if name == nil, !verbose {
      let rows = (catalog.descriptors.map(ProviderSummary.init) + more).map { provider in
        let count = provider.resourceCount
        return row(
          label: provider.names.joined(separator: ", "),
          description: oneLine("\(provider.summary) (\(count) resource\(count == 1 ? "" : "s"))", width: width - Self.labelColumn))
      }
      return (["PROVIDERS:"] + rows + ["", "  See 'explore providers <provider>' for one's resources, 'explore providers --verbose' for all."]).joined(separator: "\n") + "\n"
    }
    return catalog.descriptors.filter { name == nil || $0.name == name }.map { provider in
      let names = ([provider.name] + provider.aliases).joined(separator: ", ")
      let heading = paragraph("\(names) — \(provider.summary)", hangingIndent: 2)
      let rows = provider.resources.map { row(label: Self.resourceLabel($0), description: $0.summary) }
      return ([heading] + rows).joined(separator: "\n")
    }.joined(separator: "\n\n") + "\n"
  }

  // MARK: - Layout

  private func commonLabel(_ option: CommonOption) -> String {
    guard option.hasOptionalValue, case .value(let valueName) = option.descriptor.kind else {
      return Self.optionLabel(option.descriptor, withShort: true)
    }
    return "--\(option.name) [<\(valueName)>]"
  }

  /// A summary with its allowed values and default, as swift-argument-parser
  /// writes them: `(values: a, b; default: a)`.
  private func describe(_ option: OptionDescriptor) -> String {
    var notes: [String] = []
    if let values = option.allowedValues { notes.append("values: \(values.joined(separator: ", "))") }
    if let defaultValue = option.defaultValue { notes.append("default: \(defaultValue)") }
    if option.isRepeatable { notes.append("repeatable") }
    return notes.isEmpty ? option.summary : "\(option.summary) (\(notes.joined(separator: "; ")))"
  }

  private func section(_ title: String, _ rows: [(String, String)]) -> String {
    (["\(title):"] + rows.map { row(label: $0.0, description: $0.1) }).joined(separator: "\n")
  }

  /// A label at column 2 and its description from column 26, wrapped; a
  /// label too long for the column puts the description on the next line.
  private func row(label: String, description: String) -> String {
    let column = Self.labelColumn
    let lines = wrappedLines(description, width: width - column)
    let indent = String(repeating: " ", count: column)
    let head = "  " + label
    var output: [String] = []
    var rest = lines[...]
    if head.count + 2 <= column, let first = rest.first {
      output.append(head + String(repeating: " ", count: column - head.count) + first)
      rest = rest.dropFirst()
    } else {
      output.append(head)
    }
    output += rest.map { indent + $0 }
    return output.joined(separator: "\n")
  }

  /// `text` wrapped to `width` columns with continuation lines indented by
  /// `hangingIndent` more than the text's own leading spaces.
  func paragraph(_ text: String, hangingIndent: Int) -> String {
    let lead = text.prefix { $0 == " " }.count
    return TextWrapper.wrap(text, width: width, indent: lead + hangingIndent)
  }

  /// `text` as lines of at most `width` display columns.
  private func wrappedLines(_ text: String, width: Int) -> [String] {
    let lines = TextWrapper.wrap(text, width: max(width, 10), indent: 0)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    return lines.isEmpty ? [""] : lines
  }
}
