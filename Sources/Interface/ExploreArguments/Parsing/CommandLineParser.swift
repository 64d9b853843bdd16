import ExploreCore
import ExploreTerminal
import ExploreTerminalGraphics
import Foundation

/// Turns `explore`'s arguments into an ``Invocation``, the way
/// swift-argument-parser would if it knew every provider's resources.
///
/// The grammar is `explore [options] <provider> <resource words> [arguments]
/// [options]`. Options may come anywhere after the words that define them:
/// common options anywhere, a resource's own options after the resource.
/// `--opt value`, `--opt=value`, grouped short flags (`-ab`), `--` to end
/// options, and repeated options (repeatable ones accumulate; for the
/// others the last wins) all work as users expect.
///
/// `--expand` takes an optional value: `--expand` alone asks for the
/// resource's first expansion, `--expand=NAME` for the one named, and
/// `--expand NAME` too when the next word is the name of an expansion of
/// the resource already named (any other word stays an argument).
///
/// The parser checks syntax only: names, the shape of options, the count of
/// arguments, conflicts. Whether a value is valid (an argument's
/// ``ValueRule``, an option's allowed values) is the core's decision,
/// ``ResourceDescriptor/validate(_:)``, which the parser asks before it
/// returns a command, so a bad value is a usage error before any request.
///
/// ```swift
/// let parser = CommandLineParser(catalog: ProviderCatalog([GitHub.descriptor]))
/// let invocation = try parser.parse(["github", "followers", "octocat", "--all"], environment: [:])
/// ```
package struct CommandLineParser: Sendable {
  package var catalog: ProviderCatalog

  package init(catalog: ProviderCatalog) {
    self.catalog = catalog
  }

  /// Parses and validates `arguments` (without the program name).
  ///
  /// - Throws: ``UsageError`` for anything explore cannot run.
  /// - Complexity: O(*n*) in the number of arguments, times the number of
  ///   names when a suggestion is needed.
  package func parse(_ arguments: [String], environment: [String: String] = [:]) throws -> Invocation {
    // NB: `api` has subcommands and options of its own, parsed apart; a
    // provider declared with that name is refused when it is added.
    if arguments.first == BuiltinCommand.api.rawValue { return try APICommandLine.parse(Array(arguments.dropFirst())) }
    if arguments.count >= 2, arguments[0] == BuiltinCommand.help.rawValue, arguments[1] == BuiltinCommand.api.rawValue {
      return .help(APICommandLine.scope)
    }
    var state = CommandLineParseState(catalog: catalog, tokens: arguments, environment: environment)
    return try state.run()
  }

  /// Whether `arguments` is `--version` alone, which ``parse(_:environment:)``
  /// reads as ``Invocation/version`` whatever the catalog: the one command
  /// line that needs no provider's tables, so it is answered before they
  /// are built.
  package static func isVersionAlone(_ arguments: [String]) -> Bool {
    arguments == ["--version"]
  }
}

/// The built-in commands, which take a provider's place on the command line.
package enum BuiltinCommand: String, CaseIterable, Sendable {
  case help, providers, completions, api

  package var summary: String {
    switch self {
    case .help: "Show help for explore, a provider or a resource."
    case .providers: "List the providers, a line each; with a provider's name (or --verbose), their resources."
    case .completions: "Print a completion script for bash, zsh or fish."
    case .api: "Add any API from its OpenAPI document, with no build; list, show or remove those added."
    }
  }

  package var usage: String {
    switch self {
    case .help: "explore help [<provider> [<resource>]]"
    case .providers: "explore providers [<provider>] [--verbose]"
    case .completions: "explore completions <shell>"
    case .api: "explore api <subcommand>"
    }
  }
}

/// One pass over the arguments. Kept apart from ``CommandLineParser`` so that
/// the parser itself stays a value with no mutable state.
package struct CommandLineParseState {
  let catalog: ProviderCatalog
  let tokens: [String]
  let environment: [String: String]

  var index = 0
  var afterTerminator = false
  /// `--help` anywhere: resolve what can be resolved, forgive the rest.
  let helpRequested: Bool
  let versionRequested: Bool

  var builtin: BuiltinCommand?
  var builtinArguments: [String] = []
  var provider: ProviderDescriptor?
  var pendingResourceWords: [String] = []
  var resource: ResourceDescriptor?
  var positionalArguments: [String] = []
  /// The word after a bare `--expand` that named no expansion: if it is
  /// left over as an argument, it was meant as one (`--expand nope`).
  var wordAfterBareExpand: String?
  /// `login` or `logout` typed before the provider (`explore login hub`),
  /// which is the provider's own command (`explore hub login`).
  var verbBeforeProvider: String?

  var common = CommonOptions()
  var givenCommon: [CommonOption] = []
  var optionValues: [String: [String]] = [:]
  var flags: Set<String> = []

  init(catalog: ProviderCatalog, tokens: [String], environment: [String: String]) {
    self.catalog = catalog
    self.tokens = tokens
    self.environment = environment
    let options = tokens.prefix { $0 != "--" }
    self.helpRequested = options.contains { $0 == "--help" || $0 == "-h" }
    self.versionRequested = options.contains("--version")
  }

  // MARK: - The pass

  mutating func run() throws -> Invocation {
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      if afterTerminator {
        try positional(token)
      } else if token == "--" {
        afterTerminator = true
      } else if token.hasPrefix("--") {
        try forgivingInHelp { try $0.longOption(token) }
      } else if Self.isShortOptionGroup(token) {
        try forgivingInHelp { try $0.shortOptions(token) }
      } else {
        try positional(token)
      }
    }
    return try finish()
  }

  /// Runs an option handler; when help was asked for, a mistake in an option
  /// does not stop the help from showing.
  private mutating func forgivingInHelp(_ body: (inout Self) throws -> Void) throws {
    do {
      try body(&self)
    } catch is UsageError where helpRequested {
      // NB: `--help` shows help for what could be resolved, as
      // swift-argument-parser does; the mistake is left for the real run.
    }
  }

  static func isShortOptionGroup(_ token: String) -> Bool {
    token.count > 1 && token.hasPrefix("-") && !token.hasPrefix("--") && Int(token) == nil
  }

  static func looksLikeOption(_ token: String) -> Bool {
    token == "--" || token.hasPrefix("--") || isShortOptionGroup(token)
  }

  var scope: HelpScope {
    if let provider, let resource { return .resource(provider: provider.name, path: resource.path) }
    if let provider { return .provider(provider.name) }
    if let builtin { return .builtin(builtin.rawValue) }
    return .root
  }

  func usageError(_ error: ParserError) -> UsageError { UsageError(error, scope: scope) }

  // MARK: - Positional words

  private mutating func positional(_ word: String) throws {
    if builtin != nil {
      builtinArguments.append(word)
    } else if let provider {
      if resource == nil, pendingResourceWords.isEmpty, word.lowercased() == "help",
        !provider.resources.contains(where: { $0.path.first == "help" })
      {
        // NB: `explore hub help [--all | <group>]` is `explore help hub …`.
        builtin = .help
        builtinArguments = [provider.name]
      } else if resource == nil {
        pendingResourceWords.append(word)
        try resolveResource(of: provider)
      } else if let resource, positionalArguments.isEmpty, let longer = provider.resource(named: resource.path + [word.lowercased()]) {
        // NB: a resource whose path extends this one's (`favorites add`
        // after `favorites`) takes the word before any argument does.
        self.resource = longer
      } else {
        positionalArguments.append(word)
      }
    } else if catalog.provider(named: word) == nil, let command = BuiltinCommand(rawValue: word) {
      builtin = command
    } else if let found = catalog.provider(named: word) {
      provider = found
      if let verb = verbBeforeProvider {
        pendingResourceWords.append(verb)
        try resolveResource(of: found)
      }
    } else if verbBeforeProvider == nil, ["login", "logout"].contains(word.lowercased()) {
      verbBeforeProvider = word.lowercased()
    } else {
      throw UsageError(
        .unknown(.provider, word, suggestion: NameSuggestion.nearest(to: word, among: catalog.allNames + BuiltinCommand.allCases.map(\.rawValue))),
        scope: .root
      )
    }
  }

  private mutating func resolveResource(of provider: ProviderDescriptor) throws {
    let words = pendingResourceWords.map { $0.lowercased() }
    if let found = provider.resource(named: words) {
      resource = found
      return
    }
    let leadsFurther = provider.resources.contains { candidate in
      candidate.path.count > words.count && Array(candidate.path.prefix(words.count)) == words
    }
    if leadsFurther { return }
    let typed = pendingResourceWords.joined(separator: " ")
    throw UsageError(
      .unknown(.resource, typed, suggestion: NameSuggestion.nearest(to: typed, among: Self.resourceNames(of: provider, wordCount: words.count))),
      scope: .provider(provider.name)
    )
  }

  /// The names a resource may be called by that have `wordCount` words,
  /// with aliases of the last word; the first words of longer paths too.
  static func resourceNames(of provider: ProviderDescriptor, wordCount: Int) -> [String] {
    var names: [String] = []
    for resource in provider.resources {
      if resource.path.count == wordCount {
        let stem = resource.path.dropLast()
        for last in [resource.path.last!] + resource.aliases {
          names.append((stem + [last]).joined(separator: " "))
        }
      } else if resource.path.count > wordCount {
        let prefix = resource.path.prefix(wordCount).joined(separator: " ")
        if !names.contains(prefix) { names.append(prefix) }
      }
    }
    return names
  }

  // MARK: - Options

  private mutating func longOption(_ token: String) throws {
    let body = token.dropFirst(2)
    let name: String
    let attached: String?
    if let equals = body.firstIndex(of: "=") {
      name = String(body[..<equals])
      attached = String(body[body.index(after: equals)...])
    } else {
      name = String(body)
      attached = nil
    }
    if name == "help" || name == "version" { return }
    if let resource, let option = resource.options.first(where: { $0.name == name }) {
      try applyResourceOption(option, spelled: "--\(name)", attached: attached)
    } else if let option = CommonOption.named(name) {
      try applyCommonOption(option, attached: attached)
    } else {
      throw usageError(.unknown(.option, "--\(name)", suggestion: NameSuggestion.nearest(to: "--\(name)", among: knownLongOptions)))
    }
  }

  private mutating func shortOptions(_ token: String) throws {
    let letters = Array(token.dropFirst())
    for (offset, letter) in letters.enumerated() {
      if letter == "h" { continue }
      if let resource, let option = resource.options.first(where: { $0.shortName == letter }) {
        if case .value(let valueName) = option.kind, offset < letters.count - 1 {
          throw usageError(.missingValue(option: "-\(letter)", valueName: valueName))
        }
        try applyResourceOption(option, spelled: "-\(letter)", attached: nil)
      } else if letter == "i" {
        try applyCommonOption(CommonOption.interactive, attached: nil)
      } else {
        throw usageError(.unknown(.option, "-\(letter)", suggestion: NameSuggestion.nearest(to: "-\(letter)", among: knownShortOptions)))
      }
    }
  }

  /// The long options valid at this point, for suggestions.
  private var knownLongOptions: [String] {
    var names = ["--help", "--version"]
    if let resource {
      names += resource.options.map { "--\($0.name)" }
      names += CommonOption.allCases.filter { $0.applies(to: resource) }.map { "--\($0.name)" }
    } else {
      names += CommonOption.allCases.filter { $0 != CommonOption.interactive }.map { "--\($0.name)" }
    }
    return names
  }

  private var knownShortOptions: [String] {
    ["-h", "-i"] + (resource?.options.compactMap { $0.shortName.map { "-\($0)" } } ?? [])
  }

  /// The next word as the value of `spelled`, unless it is itself an option.
  private mutating func takeValue(for spelled: String, valueName: String, attached: String?) throws -> String {
    if let attached { return attached }
    guard index < tokens.count, !Self.looksLikeOption(tokens[index]) else {
      throw usageError(.missingValue(option: spelled, valueName: valueName))
    }
    defer { index += 1 }
    return tokens[index]
  }

  /// The next word when it names an expansion of the resource, for
  /// `--expand NAME`; otherwise nothing is taken and `--expand` is bare.
  ///
  /// NB: only a declared name is taken, so `--expand` before an argument
  /// (`episode --expand 28`) still leaves the argument alone.
  private mutating func takeExpansionName() -> String? {
    guard let resource, index < tokens.count, !afterTerminator else { return nil }
    let word = tokens[index]
    guard resource.expansions.contains(where: { $0.name.lowercased() == word.lowercased() }) else {
      wordAfterBareExpand = Self.looksLikeOption(word) ? nil : word
      return nil
    }
    index += 1
    return word
  }

  private mutating func applyResourceOption(_ option: OptionDescriptor, spelled: String, attached: String?) throws {
    switch option.kind {
    case .flag:
      if let attached { throw usageError(.valueForFlag(option: spelled, value: attached)) }
      flags.insert(option.name)
    case .value(let valueName):
      let value = Self.canonical(try takeValue(for: spelled, valueName: valueName, attached: attached), among: option.allowedValues)
      if option.isRepeatable {
        optionValues[option.name, default: []].append(value)
      } else {
        optionValues[option.name] = [value]
      }
    }
  }

  /// Reads the value of `option` as its spec says (none for a flag, the
  /// next word or the attached one, or an optional next word that fits)
  /// and has the spec store it.
  private mutating func applyCommonOption(_ option: CommonOption, attached: String?) throws {
    givenCommon.append(option)
    let spec = option.spec
    let spelled = "--\(option.name)"
    var valueName = ""
    let text: String?
    switch (spec.descriptor.kind, spec.nextWord) {
    case (.flag, _):
      if let attached { throw usageError(.valueForFlag(option: spelled, value: attached)) }
      text = nil
    case (.value(let name), .expansionName?):
      valueName = name
      text = attached ?? takeExpansionName()
    case (.value(let name), .number?):
      valueName = name
      text = attached ?? takeNumberWord()
    case (.value(let name), nil):
      valueName = name
      text = try takeValue(for: spelled, valueName: name, attached: attached)
    }
    let value = CommonOptionValue(
      spelled: spelled, text: text, valueName: valueName, allowedValues: spec.descriptor.allowedValues ?? []
    )
    do {
      try option.store(&common, value)
    } catch {
      throw usageError(error)
    }
  }

  /// The next word when it looks like a number (digits, maybe signed),
  /// for `--watch SECONDS`; otherwise nothing is taken and `--watch` is
  /// bare.
  ///
  /// NB: a word that looks like a number is always the seconds, so that
  /// `--watch 0` or `--watch 2.5` is refused rather than taken as an
  /// argument; a numeric argument goes before `--watch`, or after
  /// `--watch=SECONDS`.
  private mutating func takeNumberWord() -> String? {
    guard index < tokens.count, !afterTerminator else { return nil }
    let word = tokens[index]
    let unsigned = word.first == "-" || word.first == "+" ? word.dropFirst() : word[...]
    guard let first = unsigned.first, first.isASCII, first.isNumber else { return nil }
    index += 1
    return word
  }

  /// `raw` in the spelling of the allowed value it matches without regard
  /// to case; `raw` itself when it matches none (the core refuses it).
  static func canonical(_ raw: String, among allowedValues: [String]?) -> String {
    allowedValues?.first { $0.lowercased() == raw.lowercased() } ?? raw
  }

  /// `raw` checked against allowed values, in their canonical spelling:
  /// for the CLI's own options and commands, which no resource declares.
  static func checked(_ raw: String, allowedValues: [String], label: String, scope: HelpScope) throws -> String {
    guard let canonical = allowedValues.first(where: { $0.lowercased() == raw.lowercased() }) else {
      throw UsageError(.notAChoice(value: raw, label: label, choices: allowedValues), scope: scope)
    }
    return canonical
  }

  package static func sentence(_ text: String) -> String {
    text.hasSuffix(".") ? text : text + "."
  }

  // MARK: - The end of the arguments

  private mutating func finish() throws -> Invocation {
    if let verb = verbBeforeProvider, provider == nil {
      throw usageError(.invalidValue("'\(verb)' signs in to one API: run 'explore <provider> \(verb)', such as 'explore github \(verb)'."))
    }
    if helpRequested {
      if builtin == .help { return .help(try helpTopic()) }
      if case .provider(let name) = scope, common.all { return .help(.providerResources(name, group: nil)) }
      return .help(scope)
    }
    if versionRequested { return .version }
    if common.interactive {
      guard builtin == nil, provider != nil, resource != nil else {
        throw usageError(.interactiveWithoutResource)
      }
      try checkConflicts(of: CommonOption.interactive)
      // NB: `-i <provider> favorites` browses them; adding and removing are actions.
      if resource?.kind == .action {
        throw usageError(.interactiveAction(resource: resource!.name))
      }
    }
    if let builtin { return try finishBuiltin(builtin) }
    guard let provider else { return .help(.root) }
    guard let resource else {
      guard pendingResourceWords.isEmpty else {
        let typed = pendingResourceWords.map { $0.lowercased() }
        let choices = provider.resources.filter { Array($0.path.prefix(typed.count)) == typed }.map(\.name)
        throw usageError(.incompleteResource(pendingResourceWords.joined(separator: " "), choices: choices))
      }
      return .help(.provider(provider.name))
    }
    return .run(try resolvedCommand(provider: provider, resource: resource))
  }

  private func finishBuiltin(_ builtin: BuiltinCommand) throws -> Invocation {
    switch builtin {
    case .help:
      return .help(try helpTopic())
    case .providers:
      if builtinArguments.count > 1 { throw usageError(.unexpectedArgument(builtinArguments[1])) }
      guard let name = builtinArguments.first else { return .providers(name: nil, verbose: common.verbose) }
      guard let provider = catalog.provider(named: name) else {
        throw usageError(.unknown(.provider, name, suggestion: NameSuggestion.nearest(to: name, among: catalog.allNames)))
      }
      return .providers(name: provider.name, verbose: true)
    case .completions:
      guard let name = builtinArguments.first else { throw usageError(.missingArgument("shell")) }
      if builtinArguments.count > 1 { throw usageError(.unexpectedArgument(builtinArguments[1])) }
      let value = try Self.checked(name, allowedValues: CompletionShell.allCases.map(\.rawValue), label: "<shell>", scope: scope)
      return .completions(CompletionShell(rawValue: value)!)
    case .api:
      // NB: `explore api …` is parsed apart (``APICommandLine``); this is
      // `api` after options that come first, such as `--json api list`.
      return try APICommandLine.parse(builtinArguments)
    }
  }

  /// The scope `explore help <words>` names.
  private func helpTopic() throws -> HelpScope {
    guard let first = builtinArguments.first else { return .root }
    if let command = BuiltinCommand(rawValue: first), catalog.provider(named: first) == nil {
      return .builtin(command.rawValue)
    }
    guard let provider = catalog.provider(named: first) else {
      throw UsageError(.unknown(.provider, first, suggestion: NameSuggestion.nearest(to: first, among: catalog.allNames)), scope: .builtin("help"))
    }
    let words = builtinArguments.dropFirst().map { $0.lowercased() }
    if words.isEmpty { return common.all ? .providerResources(provider.name, group: nil) : .provider(provider.name) }
    if let resource = provider.resource(named: Array(words)) {
      return .resource(provider: provider.name, path: resource.path)
    }
    let typedGroup = words.joined(separator: " ")
    if let group = provider.resources.compactMap(\.group).first(where: { ResourceGroup.word($0) == typedGroup || $0.lowercased() == typedGroup }) {
      return .providerResources(provider.name, group: group)
    }
    let typed = words.joined(separator: " ")
    throw UsageError(
      .unknown(.resource, typed, suggestion: NameSuggestion.nearest(to: typed, among: Self.resourceNames(of: provider, wordCount: words.count))),
      scope: .provider(provider.name)
    )
  }

  /// Refuses `option` given with one of the options its spec says it
  /// cannot be given with.
  private func checkConflicts(of option: CommonOption) throws {
    let spelled = "--\(option.name)"
    for conflict in option.spec.conflicts where givenCommon.contains(conflict.option) {
      throw usageError(.conflict(option: spelled, other: "--\(conflict.option.name)", why: conflict.why))
    }
  }

  /// Asks the core whether `request`'s values keep `resource`'s rules, and
  /// turns its refusal into a usage error with this command's usage line.
  ///
  /// NB: the rules live in ``ResourceDescriptor/validate(_:)`` alone; the
  /// parser asks it early only so that every runner (lists, favorites,
  /// `--changes`, `-i`) refuses a bad value before it starts.
  private func checkValues(of request: ResourceRequest, against resource: ResourceDescriptor) throws {
    do {
      try resource.validate(request)
    } catch var error as InvalidValueError {
      error.value = ParserError.quoted(error.value)
      throw usageError(.invalidValue(error.description))
    } catch let error as ConflictingValuesError {
      throw usageError(.invalidValue(error.description))
    }
  }

  private func resolvedCommand(provider: ProviderDescriptor, resource: ResourceDescriptor) throws -> ResolvedCommand {
    // Positional arguments.
    var repeatedArguments: [String] = []
    if FavoritesResources.takesSeveralIDs(resource), let argument = resource.arguments.first {
      repeatedArguments = positionalArguments
      for value in positionalArguments.dropFirst() {
        try checkValues(of: ResourceRequest(path: resource.path, arguments: [argument.name: value]), against: resource)
      }
    } else if positionalArguments.count > resource.arguments.count {
      let extra = positionalArguments[resource.arguments.count]
      if extra == wordAfterBareExpand, !resource.expansions.isEmpty {
        throw usageError(.notAChoice(value: extra, label: "--expand [<name>]", choices: resource.expansions.map(\.name)))
      }
      throw usageError(.unexpectedArgument(extra))
    }
    var arguments: [String: String] = [:]
    for (position, argument) in resource.arguments.enumerated() {
      guard position < positionalArguments.count else {
        if argument.isOptional { continue }
        throw usageError(.missingArgument(argument.name))
      }
      arguments[argument.name] = positionalArguments[position]
    }

    // Common options that mean nothing here, conflicts, and needs, as
    // each option's spec says.
    let resourceName = "\(provider.name) \(resource.name)"
    for option in givenCommon where option != CommonOption.interactive {
      if let why = option.spec.unavailable(resource, provider) {
        throw usageError(.notAvailable(option: "--\(option.name)", resource: resourceName, why: why))
      }
    }
    for option in CommonOption.allCases where givenCommon.contains(option) {
      try checkConflicts(of: option)
      let needs = option.spec.needs.map(\.option)
      if !needs.isEmpty, !needs.contains(where: givenCommon.contains) {
        throw usageError(.needs(option: "--\(option.name)", oneOf: needs.map { "--\($0.name)" }))
      }
    }
    var options = common
    let offlineFromEnvironment = ["1", "true", "yes"].contains(environment["EXPLORE_OFFLINE"]?.lowercased() ?? "")
    if offlineFromEnvironment, common.record != nil {
      throw usageError(.recordingOffline)
    }
    if offlineFromEnvironment { options.offline = true }
    if !givenCommon.contains(CommonOption.images) {
      do { options.images = try PictureMode.resolve(option: nil, environment: environment) } catch {
        throw usageError(.invalidValue(error.description))
      }
    }

    // The expansion.
    var expansion: ExpansionDescriptor?
    switch common.expand {
    case nil:
      break
    case .defaultExpansion:
      expansion = resource.expansions.first
    case .named(let name):
      guard let found = resource.expansions.first(where: { $0.name.lowercased() == name.lowercased() }) else {
        throw usageError(.notAChoice(value: name, label: "--expand [<name>]", choices: resource.expansions.map(\.name)))
      }
      expansion = found
    }

    // Defaults of options left out.
    var values = optionValues
    for option in resource.options {
      if values[option.name] == nil, let defaultValue = option.defaultValue {
        values[option.name] = [defaultValue]
      }
    }

    if let search = common.search, search.trimmingCharacters(in: .whitespaces).isEmpty {
      throw usageError(.emptySearch(search))
    }
    if resource.searchIsRequired, common.search == nil, !common.interactive {
      throw usageError(.searchRequired(resource: "\(provider.name) \(resource.name)"))
    }

    let request = ResourceRequest(
      path: resource.path,
      arguments: arguments,
      options: values,
      flags: flags,
      search: resource.search == .remote ? common.search : nil,
      expansion: expansion?.name
    )
    try checkValues(of: request, against: resource)
    return ResolvedCommand(
      provider: provider,
      resource: resource,
      request: request,
      options: options,
      expansion: expansion,
      arguments: tokens,
      repeatedArguments: repeatedArguments
    )
  }
}
