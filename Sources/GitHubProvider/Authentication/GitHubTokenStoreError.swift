import ExploreCore

/// The stored-login file could not be read or written.
package struct GitHubTokenStoreError: UserFacingError {
  package enum Problem: Sendable, Hashable {
    case unreadable(String)
    case unwritable(String)
    case newerSchema(Int)
  }

  package var path: String
  package var problem: Problem

  package init(path: String, problem: Problem) {
    self.path = path
    self.problem = problem
  }

  package var description: String {
    switch problem {
    case .unreadable(let reason):
      "explore cannot read its stored GitHub logins at \(path): \(reason). "
        + "Move the file aside and run `explore github login`, or set GH_TOKEN."
    case .unwritable(let reason):
      "explore could not save its GitHub logins at \(path): \(reason). "
        + "Check that the folder is writable, or set GH_TOKEN instead."
    case .newerSchema(let version):
      "The stored GitHub logins at \(path) were written by a newer explore (schema \(version)). "
        + "Update explore, or set GH_TOKEN."
    }
  }
}
