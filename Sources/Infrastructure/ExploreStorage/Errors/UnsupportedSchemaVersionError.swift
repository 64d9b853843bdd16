public import Foundation
public import ExploreCore

/// A state file was written by a newer explore, with a schema version this
/// one does not know. It is left exactly as it is.
public struct UnsupportedSchemaVersionError: UserFacingError, Hashable {
  public var path: URL
  /// The version in the file.
  public var foundVersion: Int
  /// The newest version this explore reads and writes.
  public var supportedVersion: Int

  public init(path: URL, foundVersion: Int, supportedVersion: Int) {
    self.path = path
    self.foundVersion = foundVersion
    self.supportedVersion = supportedVersion
  }

  public var description: String {
    "The file \(path.path) has schema version \(foundVersion), but this explore (\(ExploreVersion.current)) understands only version \(supportedVersion) or older. It was written by a newer explore and was left untouched; update explore to use it."
  }
}
