public import Foundation

/// The notes explore says once per user, and when each was said:
/// `{"schemaVersion": 1, "said": {"pictures-off": "2026-11-29T08:00:00Z"}}`.
public struct SaidNotesDocument: VersionedDocument, Hashable {
  public static let schemaVersion = 1
  public static var empty: SaidNotesDocument { SaidNotesDocument(said: [:]) }
  /// A few notes of a few bytes each: 64 KiB is far more than they take.
  public static var maximumFileBytes: Int { 64 << 10 }

  /// When each note was said, by its key (``SaidNotes/Note``).
  public var said: [String: Date]

  public init(said: [String: Date]) {
    self.said = said
  }
}
