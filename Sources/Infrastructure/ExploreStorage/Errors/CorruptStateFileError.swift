public import Foundation
public import ExploreCore

/// A state file did not parse, so explore moved it aside instead of
/// overwriting it.
///
/// The original bytes are kept, unchanged, in ``movedTo``; the next command
/// starts from an empty file.
public struct CorruptStateFileError: UserFacingError, Hashable {
  /// Where the file was: `…/favorites.json`.
  public var path: URL
  /// Where its content is now: `…/favorites.json.corrupt-20261121T230102Z`.
  public var movedTo: URL
  /// Why it did not parse.
  public var reason: String

  public init(path: URL, movedTo: URL, reason: String) {
    self.path = path
    self.movedTo = movedTo
    self.reason = reason
  }

  public var description: String {
    "The file \(path.path) could not be read (\(reason)), so explore moved it to \(movedTo.path) and did not change it. The next command starts with an empty file; to recover, repair the moved file and move it back."
  }
}
