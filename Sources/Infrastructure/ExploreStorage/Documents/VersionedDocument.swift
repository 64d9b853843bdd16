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
  /// The most bytes its file may hold: a larger file is refused before it
  /// is read, and a document that would encode larger is not written.
  static var maximumFileBytes: Int { get }
}

extension VersionedDocument {
  /// 16 MiB, tens of thousands of small records.
  public static var maximumFileBytes: Int { 16 << 20 }
}
