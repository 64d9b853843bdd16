public import Foundation

/// A list as it was at one moment, saved so that the next `--changes` run
/// can say what was added and removed since.
public struct ListStateSnapshot: VersionedDocument, Hashable {
  public static let schemaVersion = 1
  public static let empty = ListStateSnapshot(provider: "", resource: [], arguments: [], takenAt: Date(timeIntervalSince1970: 0), items: [])
  /// 256 MiB: a few times a list at GitHub's cap of 5,000 pages of 100
  /// items (about 70 bytes an item, 35 MiB).
  public static let maximumFileBytes = 256 << 20

  public var provider: String
  /// The resource's path words: `["followers"]`.
  public var resource: [String]
  /// The argument values: `["octocat"]`.
  public var arguments: [String]
  /// When the list was loaded.
  public var takenAt: Date
  /// Every item, in the order the API listed them.
  public var items: [SnapshotEntry]

  public init(provider: String, resource: [String], arguments: [String], takenAt: Date, items: [SnapshotEntry]) {
    self.provider = provider
    self.resource = resource
    self.arguments = arguments
    self.takenAt = takenAt
    self.items = items
  }

  /// Whether this is ``empty``: nothing was saved yet.
  public var isEmpty: Bool { provider.isEmpty && items.isEmpty && resource.isEmpty }
}
