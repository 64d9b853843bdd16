package import ExploreCore
import ExploreFiles
public import Foundation

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
/// Entries live in the `http-v1` folder of `directory`, one file per key,
/// private to the user (folders 0700, files 0600, whatever the umask, since
/// they may hold responses to authenticated requests). Keys derive from the
/// method, URL, `Accept` header and a hash of the credential (never the
/// credential). Entries are replaced atomically (ExploreFiles'
/// `AtomicFileWriter`), so readers see a whole entry or none, even with
/// several processes at once.
///
/// The folder is kept under ``maximumBytes`` by removing the least recently
/// used entries. Sizes and last uses live in an ``Index`` file, changed
/// under an `flock` on `index.lock` together with the entry, so a store
/// never lists the folder; every ``sweepInterval`` stores (or when the index
/// is missing) the folder is swept once to repair the index. A bad entry
/// (corrupt, truncated, larger than ``maximumBytes``, a symbolic link, a
/// named pipe, a folder) is a miss, removed and replaced, never fatal and
/// never read whole; any file-system failure just means no caching. Before
/// using the cache, ``folderRefusal()`` says whether its folder may hold it.
public struct HTTPCache: Sendable {
  /// The folder given at creation, such as `~/.cache/explore`.
  public let directory: URL
  /// The size the entries are trimmed to after a write.
  public let maximumBytes: Int

  /// How many stores pass between two sweeps of the folder.
  package static let sweepInterval = 256

  /// The folder holding the entries.
  package var entriesDirectory: URL { directory.appendingPathComponent("http-v1", isDirectory: true) }

  /// The index of entries: sizes and last uses.
  package var indexURL: URL { entriesDirectory.appendingPathComponent("index", isDirectory: false) }

  // NB: a lost entry is only a miss, so entries and the index are not
  // fsynced: a killed process still leaves each file whole or absent.
  private let writer = AtomicFileWriter(synchronizes: false)

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

  /// Whether `key` can name an entry: ASCII letters, digits, `-` and `_`.
  package static func isKey(_ key: some StringProtocol) -> Bool {
    !key.isEmpty && key.utf8.allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2D || byte == 0x5F
    }
  }

  /// The stored entry for `key`, or `nil` when there is none or it is
  /// unreadable (a bad entry is removed, unless it is a folder).
  ///
  /// - Complexity: O(*n*) in the size of the entry, at most ``maximumBytes``:
  ///   a larger one is refused from its size, before it is read.
  package func entry(forKey key: String) -> Entry? {
    let file = fileURL(forKey: key)
    // NB: no entry can be larger than the whole cache (eviction would have
    // removed it), and only explore writes entries, so a link is foreign.
    let data: Data?
    do throws(FileSystemError) {
      data = try BoundedFile.contents(of: file, limit: maximumBytes, links: .refuse)
    } catch {
      if case .notRegularFile(.directory) = error.problem { return nil }
      try? PrivateFile.remove(file)
      return nil
    }
    guard let data else { return nil }
    guard let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.version == Entry.currentVersion else {
      // NB: a torn or foreign file is not fatal: drop it and refetch. The
      // index still counts it until the next store of the key or sweep.
      try? PrivateFile.remove(file)
      return nil
    }
    return entry
  }

  /// Checks that the cache's folders, if they exist, may hold it: the
  /// user's alone (see `PrivateDirectory` in ExploreFiles), setting
  /// explore's own folders to 0700 when an older explore left them open.
  ///
  /// - Returns: `nil` when they may, else a note that names the first
  ///   folder that may not (such as a link to a folder that others may
  ///   read), why, and what to do; the cache must then not be used.
  package func folderRefusal() -> String? {
    do throws(FileSystemError) {
      try PrivateDirectory.checkPrivate(entriesDirectory, within: directory)
      return nil
    } catch {
      return "explore is not using its cache at \(error.path.path): \(error.reason). \(error.advice)"
    }
  }

  /// Stores `entry` under `key` atomically, records it in the index, and
  /// evicts the least recently used entries beyond ``maximumBytes``.
  ///
  /// - Complexity: O(*n*) in the number of entries (the index is read and
  ///   rewritten), O(*n* log *n*) when evicting; no folder listing except
  ///   one sweep every ``sweepInterval`` stores.
  package func store(_ entry: Entry, forKey key: String) {
    guard let data = try? JSONEncoder().encode(entry) else { return }
    withIndex { index in
      try writer.write(data, to: fileURL(forKey: key), within: directory)
      index.use(key, bytes: data.count)
      index.storesSinceSweep += 1
      if index.storesSinceSweep >= Self.sweepInterval { sweep(&index) }
    }
  }

  /// Marks the entry for `key` as just used, for least-recently-used eviction.
  package func markUsed(key: String) {
    withIndex { index in index.use(key) }
  }

  /// Removes every entry.
  public func removeAll() throws {
    if FileManager.default.fileExists(atPath: entriesDirectory.path) {
      try FileManager.default.removeItem(at: entriesDirectory)
    }
  }

  /// Sweeps the folder into the index and removes least recently used
  /// entries until the total size is at most ``maximumBytes``. Stores do
  /// this by themselves; this is for callers that want it now.
  ///
  /// - Complexity: O(*n* log *n*) in the number of entries.
  package func evictIfNeeded() {
    withIndex { index in sweep(&index) }
  }

  package func fileURL(forKey key: String) -> URL {
    precondition(Self.isKey(key), "HTTPCache keys are ASCII letters, digits, '-' and '_'")
    return entriesDirectory.appendingPathComponent("\(key).entry")
  }

  // MARK: - Index

  /// Runs `change` on the index under the cache's lock, then evicts what
  /// no longer fits and saves the index. Any failure means no caching.
  private func withIndex(_ change: (inout Index) throws -> Void) {
    try? FileLock.withExclusiveLock(on: FileLock.lockFile(for: indexURL), within: directory) {
      var index: Index
      // NB: an index over the cache's size cannot be one explore wrote (a
      // record takes less than its entry): rebuilt, never read.
      if let data = try? BoundedFile.contents(of: indexURL, limit: maximumBytes, links: .refuse), let saved = Index(parsing: data) {
        index = saved
      } else {
        // NB: no index (a new cache, or one an older explore wrote) or a
        // damaged one: rebuild it from the folder once, and make private
        // what an older explore created with the umask's modes.
        index = Index()
        sweep(&index, restrictingModes: true)
      }
      defer {
        for key in index.evict(toFit: maximumBytes) {
          try? PrivateFile.remove(fileURL(forKey: key))
        }
        try? writer.write(index.encoded(), to: indexURL, within: directory)
      }
      try change(&index)
    }
  }

  /// Makes `index` match the folder: adds entries it does not know (as the
  /// least recently used), drops records whose file is gone, corrects
  /// sizes, and removes temporary files that killed writers left. Call
  /// only under the lock (every writer in the folder holds it).
  ///
  /// - Parameter restrictingModes: also set the folders to 0700 and the
  ///   entries to 0600.
  /// - Complexity: O(*n*) in the number of files in the folder.
  private func sweep(_ index: inout Index, restrictingModes: Bool = false) {
    index.storesSinceSweep = 0
    if restrictingModes {
      for folder in [directory, entriesDirectory] where FileManager.default.fileExists(atPath: folder.path) {
        try? PrivateFile.restrict(folder, isDirectory: true)
      }
    }
    let keys: Set<URLResourceKey> = [.fileSizeKey, .isRegularFileKey]
    guard let files = try? FileManager.default.contentsOfDirectory(
      at: entriesDirectory, includingPropertiesForKeys: Array(keys), options: [])
    else {
      for key in index.records.keys { index.remove(key) }
      return
    }
    var found: [String: Int] = [:]
    for file in files {
      let name = file.lastPathComponent
      if name.hasPrefix("."), name.contains(".tmp-") {
        try? PrivateFile.remove(file)
        continue
      }
      guard file.pathExtension == "entry", Self.isKey(file.deletingPathExtension().lastPathComponent),
        let values = try? file.resourceValues(forKeys: keys), values.isRegularFile == true
      else { continue }
      found[file.deletingPathExtension().lastPathComponent] = values.fileSize ?? 0
      if restrictingModes { try? PrivateFile.restrict(file) }
    }
    for key in index.records.keys where found[key] == nil {
      index.remove(key)
    }
    for (key, bytes) in found {
      index.adopt(key, bytes: bytes)
    }
  }
}
