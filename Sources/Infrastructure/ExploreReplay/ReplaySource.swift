public import Foundation

/// Where a replay reads its fixtures: a folder on disk, or the fixtures
/// compiled into explore (``EmbeddedFixtures``).
public enum ReplaySource: Sendable, Hashable {
  /// A folder of fixture files, such as `fixtures/rickmorty`.
  case folder(URL)
  /// The embedded fixtures of a fixtures folder, such as `rickmorty`.
  case embedded(folder: String)

  /// `/src/explore/fixtures/rickmorty`, or `the rickmorty fixtures built into explore`, for messages.
  public var description: String {
    switch self {
    case .folder(let url): url.path
    case .embedded(let folder): "the \(folder) fixtures built into explore"
    }
  }

  /// The folder on disk, or `nil` for embedded fixtures.
  public var directory: URL? {
    guard case .folder(let directory) = self else { return nil }
    return directory
  }

}
