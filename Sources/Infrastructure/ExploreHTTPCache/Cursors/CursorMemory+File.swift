import ExploreFiles
import Foundation

extension CursorMemory {
  /// Why the file is left as it is.
  private struct Untouchable: Error {
    var reason: String
  }

  /// The file's lists, and whether the file may be written; an empty
  /// document when there is no file or it cannot be read.
  func read() -> (document: CursorMemoryDocument, writable: Bool) {
    do {
      return (try readForUpdate(), true)
    } catch let untouchable as Untouchable {
      log("Remembering no cursors in \(url.path): \(untouchable.reason).")
      return (CursorMemoryDocument(), false)
    } catch {
      return (CursorMemoryDocument(), false)
    }
  }

  /// Merges `lists` into the file's, removes the lists `forgotten`, bounds
  /// the result and writes it atomically, all under the file's lock.
  func write(_ lists: [String: CursorMemoryDocument.List], forgetting forgotten: Set<String>) {
    do {
      try FileLock.withExclusiveLock(on: FileLock.lockFile(for: url), within: root) {
        var document = try readForUpdate()
        for key in forgotten { document.lists[key] = nil }
        for (key, list) in lists { document.lists[key] = Self.merged(document.lists[key], list) }
        bound(&document)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(document)
        // NB: what would not be read back is not written: the old file stays.
        guard data.count <= bounds.fileBytes else { throw Untouchable(reason: "the cursors would take \(data.count) bytes") }
        AtomicFileWriter.removeStaleTemporaryFiles(for: url)
        try AtomicFileWriter(synchronizes: false).write(data, to: url, within: root)
      }
    } catch let untouchable as Untouchable {
      log("Could not keep the cursors in \(url.path): \(untouchable.reason).")
    } catch let failure as FileSystemError {
      log("Could not keep the cursors in \(failure.path.path): \(failure.reason).")
    } catch {
      log("Could not keep the cursors in \(url.path).")
    }
  }

  /// The file's document: empty when there is no file, or it is corrupt
  /// or too large (to be written over).
  ///
  /// - Throws: ``Untouchable`` for a file of a later version, one that is
  ///   not a regular file, or one that cannot be read.
  private func readForUpdate() throws -> CursorMemoryDocument {
    let data: Data?
    do throws(FileSystemError) {
      data = try BoundedFile.contents(of: url, limit: bounds.fileBytes, links: .refuse)
    } catch {
      if case .tooLarge = error.problem { return CursorMemoryDocument() }
      throw Untouchable(reason: error.reason)
    }
    guard let data else { return CursorMemoryDocument() }
    struct Version: Decodable { var version: Int }
    if let version = try? JSONDecoder().decode(Version.self, from: data).version, version > CursorMemoryDocument.currentVersion {
      throw Untouchable(reason: "the file is of version \(version), from a later explore")
    }
    return (try? JSONDecoder().decode(CursorMemoryDocument.self, from: data)) ?? CursorMemoryDocument()
  }

  /// `ours` laid over `theirs`: our cursors win, and theirs that name one
  /// of our URLs as another page go.
  static func merged(_ theirs: CursorMemoryDocument.List?, _ ours: CursorMemoryDocument.List) -> CursorMemoryDocument.List {
    guard var merged = theirs else { return ours }
    let urls = Set(ours.pages.values.map(\.url))
    merged.pages = merged.pages.filter { !urls.contains($0.value.url) }.merging(ours.pages) { _, new in new }
    return merged
  }

  /// Drops from `document` the expired cursors, then the oldest cursors of
  /// a list past ``Bounds/cursorsPerList``, then the least recently used
  /// lists past ``Bounds/lists`` or past what fits in ``Bounds/fileBytes``.
  ///
  /// - Complexity: O(*n* log *n*) in the cursors of the file.
  func bound(_ document: inout CursorMemoryDocument) {
    let oldest = oldestKept
    var lists: [(key: String, list: CursorMemoryDocument.List, used: Int)] = []
    for (key, var list) in document.lists {
      list.pages = list.pages.filter { $0.value.seen >= oldest && $0.key >= 2 }
      if list.pages.count > bounds.cursorsPerList {
        list.pages = Dictionary(uniqueKeysWithValues: list.pages.sorted(by: Self.older).suffix(bounds.cursorsPerList).map { ($0.key, $0.value) })
      }
      if !list.pages.isEmpty { lists.append((key, list, list.used)) }
    }
    lists.sort { $0.used != $1.used ? $0.used > $1.used : $0.key < $1.key }
    // NB: a cursor takes its URL and some 40 bytes of JSON; a list, its key and some 20.
    var bytes = 32
    document.lists = [:]
    for entry in lists.prefix(bounds.lists) {
      bytes += 84 + entry.list.pages.values.reduce(0) { $0 + $1.url.utf8.count + 40 }
      guard bytes <= bounds.fileBytes else { break }
      document.lists[entry.key] = entry.list
    }
    document.version = CursorMemoryDocument.currentVersion
  }
}
