import ExploreCore

/// `--web` found no item with a web page.
package struct NoWebPageError: UserFacingError {
  package var command: String

  package init(command: String) {
    self.command = command
  }

  package var description: String {
    "There is no web page to open: '\(command)' gave no item with a web address. Run it without --web to see the items."
  }
}
