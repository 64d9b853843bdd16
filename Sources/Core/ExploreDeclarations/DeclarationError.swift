import ExploreCore

/// A declaration that breaks a rule: it names the file when it was read
/// from one, the provider, the resource and the JSON path when there are
/// ones, what is wrong, and how to fix it.
package struct DeclarationError: UserFacingError, Hashable {
  /// The provider's name as declared.
  package var provider: String
  /// The resource's name, when the problem is one resource's.
  package var resource: String?
  /// What is wrong and how to fix it, as a sentence.
  package var problem: String
  /// Where in the file: `resources[2].expansions[0]`.
  package var jsonPath: String?
  /// The file's path, once the store that read it names it.
  package var file: String?

  package init(provider: String, resource: String? = nil, jsonPath: String? = nil, problem: String) {
    self.provider = provider
    self.resource = resource
    self.jsonPath = jsonPath
    self.problem = problem
  }

  package var description: String {
    let place = resource.map { "The resource '\($0)' of '\(provider)'" } ?? "The declaration of '\(provider)'"
    let whereInFile = [file, jsonPath.map { "at \($0)" }].compactMap { $0 }.joined(separator: ", ")
    return "\(place)\(whereInFile.isEmpty ? "" : " (\(whereInFile))") cannot be used: \(problem)"
  }
}
