import ExploreTables
import ExploreCore
import Foundation

extension ProviderDeclaration {
  /// Checks what reading the file cannot: a usable name, resources that
  /// are each a list or a detail view, named once, whose path placeholders
  /// are their arguments, and an auth scheme that names its header or
  /// query item.
  ///
  /// - Throws: ``DeclarationError`` for the first rule broken.
  /// - Complexity: O(*r*) in the number of resources and their parts.
  package func validate() throws {
    func fail(_ problem: String, in resource: String? = nil) -> DeclarationError {
      DeclarationError(provider: name, resource: resource, problem: problem)
    }
    guard Self.isUsableProviderName(name) else {
      throw DeclarationError(provider: Self.shownName(name), problem: "its name must be \(Self.nameRequirement).")
    }
    for alias in aliases where !Self.isUsableName(alias) {
      throw fail("its alias '\(alias)' must be lowercase letters, digits and '-', starting with a letter.")
    }
    guard baseURL.scheme?.lowercased() == "http" || baseURL.scheme?.lowercased() == "https", baseURL.host != nil else {
      throw fail("its baseURL '\(baseURL.absoluteString)' is not an http or https address.")
    }
    if let auth, auth.scheme != .bearer, (auth.name ?? "").isEmpty {
      throw fail("its auth scheme '\(auth.scheme.rawValue)' needs a 'name': the header or query item that carries the token.")
    }
    if let auth, let problem = auth.nameProblem {
      throw fail("its auth \(problem). Give another 'name' in its auth, or add the API again with --auth.")
    }
    if let problem = Self.credentialProblem(in: baseURL) {
      throw fail("its baseURL \(problem). Remove it from the baseURL, and give the token with 'explore \(name) login --with-token' or \(tokenVariable).")
    }
    if let limits = pagingLimits {
      guard PagingLimitsDeclaration.concurrencyRange.contains(limits.concurrency) else {
        throw fail(
          "its pagingLimits.concurrency is \(limits.concurrency); give the pages in flight at once as a number from "
            + "\(PagingLimitsDeclaration.concurrencyRange.lowerBound) to \(PagingLimitsDeclaration.concurrencyRange.upperBound).")
      }
      guard PagingLimitsDeclaration.maxPagesRange.contains(limits.maxPages) else {
        throw fail(
          "its pagingLimits.maxPages is \(limits.maxPages); give the pages --all loads without --max-pages as a number from "
            + "\(PagingLimitsDeclaration.maxPagesRange.lowerBound) to 100,000.")
      }
    }
    guard !resources.isEmpty else { throw fail("it declares no resources.") }
    var names: Set<String> = []
    for resource in resources {
      let words = resource.path
      guard !words.isEmpty, words.allSatisfy(Self.isUsableName) else {
        throw fail("its name must be words of lowercase letters, digits and '-', such as 'search users'.", in: resource.name)
      }
      guard names.insert(words.joined(separator: " ")).inserted else { throw fail("it is declared twice.", in: resource.name) }
      try resource.validate(provider: name)
    }
    try validateReferences()
  }

  /// The longest name an API may have: it names files
  /// (`<name>.json`, `<name>-logins.json`), which hold at most 255 bytes.
  package static let maximumNameLength = 64

  /// What an API's name may be, to end a clause: "lowercase letters, …".
  package static let nameRequirement =
    "lowercase letters, digits and '-', starting with a letter, at most \(maximumNameLength) characters, such as 'pokeapi'"

  /// What an API's name may be, as a sentence for messages.
  package static let nameRule = "a name is \(nameRequirement)."

  /// Whether `name` can name a declared provider: a command-line word
  /// (``isUsableName(_:)``) of at most ``maximumNameLength`` characters.
  /// It names the provider's files, so it never holds `/` or `..`.
  package static func isUsableProviderName(_ name: String) -> Bool {
    isUsableName(name) && name.unicodeScalars.count <= maximumNameLength
  }

  /// `name` for a message: at most 80 characters, control characters
  /// written as `\u{…}`.
  package static func shownName(_ name: String) -> String {
    let shown = Credential.shown(String(name.unicodeScalars.prefix(80)))
    return name.unicodeScalars.count > 80 ? shown + "…" : shown
  }

  /// Whether `name` can be a word on the command line.
  package static func isUsableName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
  }

  /// Whether `name` can name an option (`--min-age`) or an expansion
  /// (`--expand=members`): ASCII letters, digits, `-` and `_`, starting
  /// with a letter or a digit. A shell reads nothing else in it, and a
  /// terminal shows it as it is.
  package static func isUsableOptionName(_ name: String) -> Bool {
    func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
    guard let first = name.unicodeScalars.first, isLetterOrDigit(first) else { return false }
    return name.unicodeScalars.allSatisfy { isLetterOrDigit($0) || $0 == "-" || $0 == "_" }
  }

  /// Whether `text` holds only characters a terminal shows as themselves:
  /// no control (ESC, BEL, NUL, a line break), no format character (the
  /// invisible ones, bidirectional overrides such as U+202E), no line or
  /// paragraph separator, private-use, surrogate or unassigned code point.
  /// What a value the command line offers must be: it is typed, completed
  /// and printed in help.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  package static func isPrintable(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: false
      default: true
      }
    }
  }

  /// The first segment of `path` that is `.` or `..`, plainly or
  /// percent-encoded: a path that would leave the API's base path.
  package static func dotSegment(in path: String) -> String? {
    path.split(separator: "/").map(String.init).first { segment in
      let decoded = segment.removingPercentEncoding ?? segment
      return decoded == "." || decoded == ".."
    }
  }
}

extension ResourceDeclaration {
  func validate(provider: String) throws {
    func fail(_ problem: String) -> DeclarationError { DeclarationError(provider: provider, resource: name, problem: problem) }
    let path: String
    switch (list, detail) {
    case (let list?, nil):
      path = ListEndpoint.text(of: list.path)
    case (nil, let detail?):
      path = detail.path
    default:
      throw fail("it must declare exactly one of 'list' and 'detail'.")
    }
    let placeholders = PathTemplate(path).placeholders
    let arguments = self.arguments.map(\.name)
    let records = expansions.compactMap { expansion in
      if case .records(let record, _, _) = expansion.form { ("record path of its expansion '\(expansion.name)'", record) } else { nil }
    }
    let batches = [detail?.batch.map { ("batch path", $0.path) }].compactMap { $0 }
    for (place, template) in [("path", path)] + records + batches {
      if let segment = ProviderDeclaration.dotSegment(in: template) {
        throw fail(
          "its \(place) \(template) has the segment '\(segment)', which would send the request out of the API's base path; "
            + "write the path without it.")
      }
    }
    if let twice = placeholders.first(where: { name in placeholders.filter { $0 == name }.count > 1 }) {
      throw fail("its path \(path) has the placeholder {\(twice)} twice; give each placeholder its own name and argument.")
    }
    for name in placeholders + arguments where name.isEmpty || !ProviderDeclaration.isPrintable(name) {
      throw fail("its path \(path) or its arguments name a placeholder '\(name)' that is empty or holds a control or invisible character; rename it.")
    }
    guard Set(placeholders) == Set(arguments), placeholders.count == arguments.count else {
      throw fail(
        "its path \(path) has the placeholders {\(placeholders.joined(separator: "}, {"))}, and its arguments are "
          + "\(arguments.isEmpty ? "none" : arguments.joined(separator: ", ")); declare one argument for each placeholder."
      )
    }
    for option in options {
      let name = option.option ?? QueryOption.optionName(option.parameter)
      guard ProviderDeclaration.isUsableOptionName(name) else {
        throw fail(
          option.option == nil
            ? "its parameter '\(option.parameter)' has no letter or digit to name an option; name it with \"option\": \"…\"."
            : "its option name '\(name)' must be ASCII letters, digits, '-' and '_', starting with a letter or digit, such as 'min-age'.")
      }
      if option.kind == .choice && option.values.isEmpty {
        throw fail("its option '\(option.parameter)' is a choice without values; list them in 'values'.")
      }
      if let value = option.values.first(where: { !ProviderDeclaration.isPrintable($0) }) {
        throw fail(
          "its option '--\(name)' has the value \(value.debugDescription), which holds a control or invisible character; "
            + "remove that value, or make the option text.")
      }
    }
    for expansion in expansions where !ProviderDeclaration.isUsableOptionName(expansion.name) {
      throw fail("its expansion name '\(expansion.name)' must be ASCII letters, digits, '-' and '_', starting with a letter or digit.")
    }
    for expansion in expansions {
      guard case .records(let recordPath, _, _) = expansion.form else { continue }
      let record = PathTemplate(recordPath).placeholders
      guard record == ["id"] else {
        throw fail("the record path \(recordPath) of its expansion '\(expansion.name)' must have one placeholder, {id}: the item's id.")
      }
    }
  }
}
