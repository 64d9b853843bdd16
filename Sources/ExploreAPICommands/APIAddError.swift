package import ExploreCore

/// `explore api add` could not add the API: what failed and what to do.
package struct APIAddError: UserFacingError, Hashable {
  package enum Problem: Sendable, Hashable {
    /// The name cannot be a command-line word.
    case badName
    /// The name is a built-in provider's, an alias, or a command's.
    case reserved
    /// The document could not be read: where, and why.
    case unreadable(String, String)
    /// The document is larger than the bound.
    case tooLarge(String, Int, limit: Int)
    /// The document is not a declaration, and explore reads only those here.
    case notADeclaration(String)
    /// `--base-url` is not an http or https URL.
    case badBaseURL(String)
  }

  /// The name the API was to have.
  package var name: String
  package var problem: Problem

  package init(name: String, problem: Problem) {
    self.name = name
    self.problem = problem
  }

  package var description: String {
    switch problem {
    case .badName:
      "'\(name)' cannot name an API: use lowercase letters, digits and '-', starting with a letter, such as 'pokeapi'."
    case .reserved:
      "'\(name)' is already a provider or a command of explore. Choose another name."
    case .unreadable(let document, let reason):
      "Could not read the document \(document): \(reason)."
    case .tooLarge(let document, let size, let limit):
      "The document \(document) holds \(size) bytes, more than the \(limit) explore reads. Cut it to the operations you need."
    case .notADeclaration(let document):
      "The document \(document) is not an explore declaration (a JSON object with \"explore\": 1), which is what this explore adds."
    case .badBaseURL(let url):
      "--base-url '\(url)' is not an http or https address."
    }
  }

  /// A usage error for what the command line gave; a runtime failure for
  /// what the document or its server did.
  package var category: ErrorCategory {
    switch problem {
    case .badName, .reserved, .badBaseURL: .usage
    case .unreadable, .tooLarge, .notADeclaration: .runtime
    }
  }
}
