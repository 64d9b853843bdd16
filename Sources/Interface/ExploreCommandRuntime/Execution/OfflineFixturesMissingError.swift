import ExploreCore
package import Foundation

/// `--offline` was asked for but no replay fixtures of the provider were
/// found: not in `EXPLORE_FIXTURES_DIR`, or not in any folder explore looks
/// in and not compiled into explore either.
package struct OfflineFixturesMissingError: UserFacingError {
  /// Why none were found.
  package enum Reason: Equatable, Sendable {
    /// `EXPLORE_FIXTURES_DIR` is set and lacks the provider's folder;
    /// `builtIn` says whether explore has them compiled in.
    case environmentFolderLacksThem(builtIn: Bool)
    /// No folder holds them, and explore has none compiled in.
    case noneBuiltIn
  }

  /// The provider, such as `rickmorty`.
  package var provider: String
  /// The first folder looked in: `$EXPLORE_FIXTURES_DIR/<folder>`, or the one beside the binary.
  package var directory: URL
  package var reason: Reason

  package var description: String {
    let folder = directory.lastPathComponent
    switch reason {
    case .environmentFolderLacksThem(let builtIn):
      let unset = builtIn ? ", unset it to use the fixtures built into explore," : ","
      return "There are no replay fixtures for \(provider) in \(directory.path), where EXPLORE_FIXTURES_DIR points. Set EXPLORE_FIXTURES_DIR to the folder that holds the '\(folder)' fixtures\(unset) or run without --offline."
    case .noneBuiltIn:
      return "There are no replay fixtures for \(provider): none are built into this explore, and there is no '\(folder)' folder in \(directory.deletingLastPathComponent().path) or the other places --offline looks. Set EXPLORE_FIXTURES_DIR to the folder that holds the '\(folder)' fixtures, or run without --offline."
    }
  }
}
