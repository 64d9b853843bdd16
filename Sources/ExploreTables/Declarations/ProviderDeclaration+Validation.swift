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
    guard Self.isUsableName(name) else {
      throw fail("its name must be lowercase letters, digits and '-', starting with a letter, such as 'pokeapi'.")
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

  /// Whether `name` can be a word on the command line.
  package static func isUsableName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
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
    guard Set(placeholders) == Set(arguments), placeholders.count == arguments.count else {
      throw fail(
        "its path \(path) has the placeholders {\(placeholders.joined(separator: "}, {"))}, and its arguments are "
          + "\(arguments.isEmpty ? "none" : arguments.joined(separator: ", ")); declare one argument for each placeholder."
      )
    }
    for option in options where option.kind == .choice && option.values.isEmpty {
      throw fail("its option '\(option.parameter)' is a choice without values; list them in 'values'.")
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
