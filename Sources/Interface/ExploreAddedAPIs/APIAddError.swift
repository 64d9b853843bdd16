package import ExploreCore
import ExploreTables
import ExploreDeclarations

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
    /// The document is neither a declaration nor an OpenAPI document explore reads: why.
    case notOpenAPI(String, String)
    /// The document names no http(s) server, and `--base-url` gave none.
    case noBaseURL(String, String?)
    /// No operation of the document became a resource; what was left out
    /// and why, a line each, `GET` operations first.
    case nothingMapped(String, [String])
    /// `--auth` is not `bearer`, `bot`, `header:NAME[:PREFIX]`, `query:NAME` or `cookie:NAME`.
    case badAuth(String)
    /// `--base-url` is not an http or https URL.
    case badBaseURL(String)
    /// `--base-url` holds a user name, a password or a query: what.
    case credentialInBaseURL(String)
    /// `--auth`'s header or query item name cannot carry a token: why.
    case badAuthName(String)
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
      "'\(ProviderDeclaration.shownName(name))' cannot name an API: \(ProviderDeclaration.nameRule)"
    case .reserved:
      "'\(name)' is already a provider or a command of explore. Choose another name."
    case .unreadable(let document, let reason):
      "Could not read the document \(document): \(reason)."
    case .tooLarge(let document, let size, let limit):
      "The document \(document) holds \(size) bytes, more than the \(limit) explore reads. Cut it to the operations you need."
    case .notOpenAPI(let document, let reason):
      "Could not add \(document): \(reason)"
    case .noBaseURL(let document, let server):
      "The document \(document) names \(server.map { "the server '\($0)', which is not an http or https address" } ?? "no server"). Give the API's address with --base-url https://…"
    case .nothingMapped(let document, let reasons):
      "No operation of \(document) became a resource (\(reasons.count) left out; only GET operations whose JSON answers hold records with an id do). "
        + reasons.prefix(6).map { "\n  \($0)" }.joined() + (reasons.count > 6 ? "\n  … \(reasons.count - 6) more." : "")
        + "\nTry another --only, or write a declaration by hand (docs/Declarations.md)."
    case .badAuth(let value):
      "--auth '\(value)' is not 'bearer', 'bot', 'header:NAME', 'header:NAME:PREFIX' (such as 'header:Authorization:SSWS '), 'query:NAME' or 'cookie:NAME'."
    case .badBaseURL(let url):
      "--base-url '\(url)' is not an http or https address."
    case .credentialInBaseURL(let problem):
      "--base-url \(problem). Give the address alone, and the token with --auth, then 'explore \(name) login --with-token'."
    case .badAuthName(let problem):
      "--auth's \(problem). Give the name the API's documentation gives."
    }
  }

  /// A usage error for what the command line gave; a runtime failure for
  /// what the document or its server did.
  package var category: ErrorCategory {
    switch problem {
    case .badName, .reserved, .badBaseURL, .badAuth, .credentialInBaseURL, .badAuthName: .usage
    case .unreadable, .tooLarge, .notOpenAPI, .noBaseURL, .nothingMapped: .runtime
    }
  }
}
