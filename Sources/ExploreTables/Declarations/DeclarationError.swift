import ExploreCore

/// A declaration that breaks a rule: it names the provider, the resource
/// when there is one, what is wrong, and how to fix it.
package struct DeclarationError: UserFacingError, Hashable {
  /// The provider's name as declared.
  package var provider: String
  /// The resource's name, when the problem is one resource's.
  package var resource: String?
  /// What is wrong and how to fix it, as a sentence.
  package var problem: String

  package init(provider: String, resource: String? = nil, problem: String) {
    self.provider = provider
    self.resource = resource
    self.problem = problem
  }

  package var description: String {
    let place = resource.map { "The resource '\($0)' of '\(provider)'" } ?? "The declaration of '\(provider)'"
    return "\(place) cannot be used: \(problem)"
  }
}
