/// A document that explore keeps in a JSON file with a `"schemaVersion"`.
///
/// The version is written next to the document's own keys:
/// `{"schemaVersion": 1, "favorites": {…}}`. A file with a newer version
/// than ``schemaVersion`` is refused and left alone.
public protocol VersionedDocument: Codable, Sendable {
  /// The version this build writes, and the newest it reads.
  static var schemaVersion: Int { get }
  /// The document before anything was saved.
  static var empty: Self { get }
}
