import Foundation

/// The file ``CursorMemory`` keeps: for each list, by its key (a hash,
/// never a token), the URL of each page after the first that a run saw
/// named, and when.
///
/// ```json
/// {"version": 1, "lists": {"9f2c…": {"pages": {"2": {"url": "https://api.example/things?after=t20", "seen": 1795939200}}}}}
/// ```
struct CursorMemoryDocument: Codable, Sendable, Equatable {
  /// The version this explore writes; a file of a later one is left alone.
  static let currentVersion = 1

  /// The pages of one list a run saw named.
  struct List: Codable, Sendable, Equatable {
    /// Each page's URL, by its number (2 and up: page 1 is the list's own URL).
    var pages: [Int: Cursor] = [:]

    /// When the list was last seen: its newest cursor's time.
    var used: Int { pages.values.map(\.seen).max() ?? 0 }
  }

  /// The URL of one page, as the page before it named it.
  struct Cursor: Codable, Sendable, Equatable {
    var url: String
    /// When it was seen, in seconds since 1970.
    var seen: Int
  }

  var version = Self.currentVersion
  var lists: [String: List] = [:]
}
