package import ExploreCore
public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A conditional HTTP cache on disk: stores each GET 200 with its `ETag`
/// and `Last-Modified`, so that the next request can ask "has it changed?"
/// (`If-None-Match`, `If-Modified-Since`) and a 304 (which costs no GitHub
/// rate limit) serves the stored body.
///
/// ```swift
/// let cache = HTTPCache(directory: directories.cache)   // ~/.cache/explore
/// let client = HTTPClient(configuration: .init(apiBaseURL: base, cache: cache))
/// ```
///
/// Entries live in the `http-v1` folder of `directory`, one file per key.
/// Keys derive from the method, URL, `Accept` header and a hash of the
/// credential (never the credential). Writes go to a temporary file in the
/// same folder and are renamed into place, so readers see a whole entry or
/// none, even with several processes at once. The folder is kept under
/// ``maximumBytes`` by removing the least recently used entries; hits
/// refresh an entry's modification time. A corrupt entry is ignored and
/// replaced, never fatal, and any file-system failure just means no caching.
public struct HTTPCache: Sendable {
  /// The folder given at creation, such as `~/.cache/explore`.
  public let directory: URL
  /// The size the entries are trimmed to after a write.
  public let maximumBytes: Int

  /// The folder holding the entries.
  package var entriesDirectory: URL { directory.appendingPathComponent("http-v1", isDirectory: true) }

  public init(directory: URL, maximumBytes: Int = 50 << 20) {
    precondition(maximumBytes > 0, "HTTPCache.maximumBytes must be positive")
    self.directory = directory
    self.maximumBytes = maximumBytes
  }

  /// The cache key of a request: 64 hex digits of SHA-256 over the method,
  /// URL, `Accept` value and credential identity.
  package static func key(for request: HTTPRequest, accept: String?) -> String {
    let identity = request.credential.map { "sha256:" + SHA256.hexDigest(of: $0.secret) } ?? "anonymous"
    let material = ["explore-http-cache-v1", request.method.rawValue, request.url.absoluteString, accept ?? "", identity]
      .joined(separator: "\n")
    return SHA256.hexDigest(of: material)
  }

  /// The stored entry for `key`, or `nil` when there is none or it is
  /// unreadable (a corrupt entry is removed).
  package func entry(forKey key: String) -> Entry? {
    let file = fileURL(forKey: key)
    guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
    guard let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.version == Entry.currentVersion else {
      // NB: a torn or foreign file is not fatal: drop it and refetch.
      try? FileManager.default.removeItem(at: file)
      return nil
    }
    return entry
  }

  /// Stores `entry` under `key` atomically, then trims the cache.
  package func store(_ entry: Entry, forKey key: String) {
    let folder = entriesDirectory
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let data = try JSONEncoder().encode(entry)
      let temporary = folder.appendingPathComponent(".tmp-\(UUID().uuidString)")
      guard FileManager.default.createFile(atPath: temporary.path, contents: data) else { return }
      // NB: rename(2) replaces the destination atomically; FileManager's
      // move refuses to overwrite.
      if rename(temporary.path, fileURL(forKey: key).path) != 0 {
        try? FileManager.default.removeItem(at: temporary)
        return
      }
    } catch {
      return
    }
    evictIfNeeded()
  }

  /// Marks the entry for `key` as just used, for least-recently-used eviction.
  package func markUsed(key: String) {
    try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: fileURL(forKey: key).path)
  }

  /// Removes every entry.
  public func removeAll() throws {
    if FileManager.default.fileExists(atPath: entriesDirectory.path) {
      try FileManager.default.removeItem(at: entriesDirectory)
    }
  }

  /// Removes least recently used entries until the total size is at most
  /// ``maximumBytes``. Another process evicting at the same time is
  /// tolerated: files that vanish are skipped.
  ///
  /// - Complexity: O(*n* log *n*) in the number of entries.
  package func evictIfNeeded() {
    let folder = entriesDirectory
    guard let lock = EvictionLock(directory: folder) else { return }
    defer { lock.unlock() }
    let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
    guard let files = try? FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: keys, options: [])
    else { return }
    var entries: [(url: URL, size: Int, modified: Date)] = []
    var total = 0
    for file in files where file.pathExtension == "entry" {
      guard let values = try? file.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
      let size = values.fileSize ?? 0
      total += size
      entries.append((file, size, values.contentModificationDate ?? .distantPast))
    }
    guard total > maximumBytes else { return }
    entries.sort { $0.modified < $1.modified }
    for entry in entries where total > maximumBytes {
      // NB: another process may have removed it already; either way it is gone.
      try? FileManager.default.removeItem(at: entry.url)
      total -= entry.size
    }
  }

  package func fileURL(forKey key: String) -> URL {
    entriesDirectory.appendingPathComponent("\(key).entry")
  }
}

/// An exclusive `flock` on the cache folder's lock file, so that only one
/// process evicts at a time. Others skip eviction rather than wait.
private struct EvictionLock {
  private let descriptor: Int32

  init?(directory: URL) {
    let path = directory.appendingPathComponent(".evict.lock").path
    let descriptor = open(path, O_CREAT | O_RDWR, 0o644)
    guard descriptor >= 0 else { return nil }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      return nil
    }
    self.descriptor = descriptor
  }

  func unlock() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
