import ExploreCore
package import Foundation

/// `--offline` was asked for but the provider has no fixtures folder.
package struct OfflineFixturesMissingError: UserFacingError {
  package var provider: String
  package var directory: URL

  package var description: String {
    "There are no replay fixtures for \(provider) in \(directory.path). Set EXPLORE_FIXTURES_DIR to the folder that holds the '\(directory.lastPathComponent)' fixtures, or run without --offline."
  }
}
