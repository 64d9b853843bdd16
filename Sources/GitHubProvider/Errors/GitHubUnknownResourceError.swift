import ExploreCore

/// A request named a resource GitHub does not have.
package struct GitHubUnknownResourceError: UserFacingError {
  package var name: String

  package init(name: String) {
    self.name = name
  }

  package var description: String {
    "GitHub has no resource '\(name)'. Run 'explore github --help' to see the resources."
  }

  package var exitCode: Int32 { 64 }
}
