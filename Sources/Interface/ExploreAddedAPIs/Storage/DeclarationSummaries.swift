package import ExploreArguments
import ExploreFiles
import Foundation

/// What the one-line `explore providers` shows of each API added at run
/// time, kept in `<config>/explore/apis/.summaries.json` beside the
/// declarations, so that the list reads a few hundred bytes instead of
/// every declaration whole (ten APIs of real documents are megabytes of
/// JSON: a quarter of a second to decode, where the list's goal is 25 ms).
///
/// It is derived data, never the truth: each summary holds the size and
/// the modification time of the declaration it was made from, and one that
/// no longer matches its file (an API added again, removed, or edited by
/// hand) is made again from the declaration. A summaries file that is
/// missing, unreadable or of another shape is made again whole. Written
/// like every file explore writes: private, atomic, under a lock.
package struct DeclarationSummaries: Sendable {
  /// One declaration's summary, and the file it was made from.
  struct Entry: Codable, Sendable, Hashable {
    var size: Int
    var modified: Double
    var summary: ProviderSummary
  }

  /// The file's contents.
  struct Contents: Codable, Sendable {
    /// 2: counts leave out actions (`login`, `logout`), so a file of
    /// version 1 is made again.
    var version = 2
    var entries: [String: Entry] = [:]
  }

  let store: DeclarationStore

  /// The most bytes the summaries file may hold before it is made again.
  static let maximumFileSize = 1 << 20

  package init(store: DeclarationStore) {
    self.store = store
  }

  /// The file, whose name no API can take (``DeclarationStore/names()``
  /// leaves out names that start with `.`).
  var file: URL {
    store.folder.appendingPathComponent(".summaries.json", isDirectory: false)
  }

  /// The summaries of the declarations `names`, in that order: kept ones
  /// whose file is unchanged, and the others made by `summarize` (which
  /// reads the declaration whole; `nil` leaves the API out, as a broken
  /// declaration is). Writes the summaries back when any was made.
  ///
  /// - Complexity: one `stat` per declaration, and one read of each
  ///   declaration whose summary is missing or stale.
  package func summaries(of names: [String], summarize: (String) -> ProviderSummary?) -> [ProviderSummary] {
    let kept = read()
    var fresh = Contents()
    var changed = false
    var summaries: [ProviderSummary] = []
    for name in names {
      guard let stamp = Self.stamp(of: store.file(for: name)) else { continue }
      // NB: a kept summary stands for its declaration only under that
      // declaration's name, and only while the file is the one it was made from.
      if let entry = kept.entries[name], entry.summary.names.first == name, entry.size == stamp.size, entry.modified == stamp.modified {
        fresh.entries[name] = entry
        summaries.append(entry.summary)
        continue
      }
      changed = true
      guard let summary = summarize(name) else { continue }
      fresh.entries[name] = Entry(size: stamp.size, modified: stamp.modified, summary: summary)
      summaries.append(summary)
    }
    if changed || fresh.entries.count != kept.entries.count { write(fresh) }
    return summaries
  }

  /// The size and modification time of `file`, or `nil` when it is gone.
  static func stamp(of file: URL) -> (size: Int, modified: Double)? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
      let size = (attributes[.size] as? NSNumber)?.intValue,
      let modified = attributes[.modificationDate] as? Date
    else { return nil }
    return (size, modified.timeIntervalSince1970)
  }

  /// The kept summaries; none when the file is missing, too large or not
  /// what this version writes.
  func read() -> Contents {
    guard let data = try? BoundedFile.contents(of: file, limit: Self.maximumFileSize),
      let contents = try? JSONDecoder().decode(Contents.self, from: data), contents.version == Contents().version
    else { return Contents() }
    return contents
  }

  /// Writes `contents`; a failure is left alone (the list is right
  /// without the file, only slower).
  func write(_ contents: Contents) {
    guard FileManager.default.fileExists(atPath: store.folder.path), let data = try? JSONEncoder().encode(contents) else { return }
    try? FileLock.withExclusiveLock(on: FileLock.lockFile(for: file), within: store.root) {
      try AtomicFileWriter().write(data, to: file, within: store.root)
    }
  }
}
