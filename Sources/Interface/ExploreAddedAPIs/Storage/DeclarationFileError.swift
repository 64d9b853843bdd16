package import ExploreCore
import ExploreTables
import ExploreDeclarations
package import Foundation

/// A declaration file that cannot be used, named with what to do.
package struct DeclarationFileError: UserFacingError, Hashable {
  package enum Problem: Sendable, Hashable {
    /// There is no declaration by this name.
    case missing(String)
    /// The file could not be read, for this reason.
    case unreadable(String)
    /// The file holds more bytes than a declaration may.
    case tooLarge(Int, limit: Int)
    /// The file is not JSON, or not a declaration: where and why.
    case invalid(String)
    /// The file declares a provider of another name.
    case misnamed(declared: String)
    /// The name cannot name a declaration: it is not lowercase letters,
    /// digits and `-` (`../x`, `a/b`), or it is too long for a file name.
    case badName(String)
    /// The declaration to write would hold more bytes than a declaration
    /// may: its size, the bound, and its number of resources.
    case wouldBeTooLarge(Int, limit: Int, resources: Int)
    /// The declaration could not be written (or removed): why, and what to do.
    case unwritable(reason: String, advice: String)
  }

  package var file: URL
  package var problem: Problem

  package init(file: URL, problem: Problem) {
    self.file = file
    self.problem = problem
  }

  package var description: String {
    switch problem {
    case .missing(let name):
      "No API named '\(name)' was added. Run 'explore api list' to see those that were, or 'explore api add \(name) <document>'."
    case .unreadable(let reason):
      "Could not read the declaration \(file.path): \(reason)"
    case .tooLarge(let size, let limit):
      "The declaration \(file.path) holds \(size) bytes, more than the \(limit) a declaration may. Move it aside, and add the API again with --only to keep fewer resources."
    case .invalid(let reason):
      "The declaration \(file.path) cannot be read: \(reason). Fix it (docs/Declarations.md documents every key), or add the API again."
    case .misnamed(let declared):
      "The declaration \(file.path) declares '\(declared)'; a declaration's file is named after its provider. Rename the file \(declared).json, or change its name."
    case .badName(let name):
      "'\(ProviderDeclaration.shownName(name))' cannot name an API: \(ProviderDeclaration.nameRule) Run 'explore api list' to see the APIs added."
    case .wouldBeTooLarge(let size, let limit, let resources):
      "The declaration of \(resources) resources would hold \(size) bytes, more than the \(limit) explore reads back from \(file.path), "
        + "so it was not written (any declaration already there is unchanged). Add the API again with --only and a tag or path prefix "
        + "to keep fewer resources ('explore api add' lists them when a document is large)."
    case .unwritable(let reason, let advice):
      "Could not write the declaration \(file.path): \(reason). \(advice) Any declaration already there is unchanged."
    }
  }

  /// A usage error for a name that cannot be one; a runtime failure otherwise.
  package var category: ErrorCategory {
    if case .badName = problem { return .usage }
    return .runtime
  }
}
