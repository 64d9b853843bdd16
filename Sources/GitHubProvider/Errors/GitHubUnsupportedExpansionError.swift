import ExploreCore

/// `--expand` asked for an expansion a GitHub resource does not offer.
package struct GitHubUnsupportedExpansionError: UserFacingError {
  package var resource: String
  package var expansion: String

  package init(resource: String, expansion: String) {
    self.resource = resource
    self.expansion = expansion
  }

  package var description: String {
    "GitHub's \(resource) cannot be expanded into \(expansion). Only `explore github user <user> --expand` expands, "
      + "into sections. Run 'explore github \(resource) --help' to see what it offers."
  }

  package var exitCode: Int32 { 64 }
}
