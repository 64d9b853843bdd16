public import ExploreCore
public import Foundation

/// The cursors of the lists that page by cursor (a cursor field, a next
/// URL), kept between runs, so that `--page N+1` after `--page N` costs one
/// request instead of a walk through the N pages before it again.
///
/// ```swift
/// let memory = CursorMemory(file: directories.cache.appendingPathComponent(CursorMemory.fileName))
/// memory.learn(next, page: 6, of: key, credential: nil)
/// memory.pages(of: key)[6]   // `next`, and for later runs too once saved
/// memory.save(force: true)
/// ```
///
/// The file, `$XDG_CACHE_HOME/explore/cursors.json`, holds for each list
/// the URL of each page after the first that a run saw named, under a key
/// that hashes what names the list (``key(_:)``); a URL that carries a
/// secret (a token in its query, a password) is never kept. It is bounded
/// (``Bounds``): the most recently used lists, the most recent cursors of
/// each, each kept an hour, since an API's cursor may go stale. Changes are
/// merged into the file under its lock and written atomically through
/// ExploreFiles (0600 in a 0700 folder), so that runs at once keep each
/// other's lists. A file that explore cannot read is taken as empty: a
/// corrupt one is written over, but one of a later version, or that is not
/// a regular file or cannot be read, is never written. Nothing here fails a
/// command: a cursor not kept only makes the next `--page N` walk.
///
/// `EXPLORE_NO_CURSOR_MEMORY=1` turns it off (``file(in:environment:)``);
/// deleting the file forgets every list.
///
/// NB: `@unchecked Sendable` because its tables are read and written only
/// while holding `lock`, and nothing calls out under it: the file is read
/// and written outside it.
public final class CursorMemory: @unchecked Sendable {
  /// The file's name in explore's cache folder.
  public static let fileName = "cursors.json"
  /// The environment variable that, set (to anything but `0`), turns the memory off.
  public static let optOutVariable = "EXPLORE_NO_CURSOR_MEMORY"

  /// How much the memory keeps.
  package struct Bounds: Sendable {
    /// The most lists kept: the most recently used.
    package var lists = 64
    /// The most cursors kept of one list: the most recently seen.
    package var cursorsPerList = 1_000
    /// How long a cursor is used after it was seen, in seconds.
    package var lifetime = 3_600
    /// The longest URL kept, in bytes.
    package var urlBytes = 2_048
    /// The largest file read or written, in bytes.
    package var fileBytes = 4 << 20
    /// How long a run pages on (`--all`, `-i`) between two saves, in seconds.
    package var saveInterval: TimeInterval = 1

    package init() {}
  }

  /// The file.
  public let url: URL
  let root: URL
  let bounds: Bounds
  let now: @Sendable () -> Date
  let log: @Sendable (String) -> Void
  private let lock = NSLock()
  private var lists: [String: CursorMemoryDocument.List] = [:]
  private var loaded = false
  /// Whether the file may be written: not when it is of a later version,
  /// not a regular file, or unreadable.
  private var writable = true
  private var changed: Set<String> = []
  private var forgotten: Set<String> = []
  /// Each list's pages by URL, made from ``lists`` when first needed.
  private var index: [String: [String: Int]] = [:]
  private var lastSave: Date?

  /// - Parameters:
  ///   - file: the file, in explore's cache folder, whose folder is the
  ///     one that must be private (`PrivateDirectory` in ExploreFiles).
  ///   - log: where the reason a file was not read or written goes: `--verbose`'s log.
  package init(
    file: URL, bounds: Bounds = Bounds(), now: @escaping @Sendable () -> Date = Date.init, log: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.url = file
    self.root = file.deletingLastPathComponent()
    self.bounds = bounds
    self.now = now
    self.log = log
  }

  /// The memory's file for a run in `environment`: ``fileName`` in
  /// explore's cache folder; `nil` when ``optOutVariable`` is set to
  /// anything but `0` or nothing.
  public static func file(in directories: ExploreDirectories, environment: [String: String]) -> URL? {
    if let value = environment[optOutVariable], !value.isEmpty, value != "0" { return nil }
    return directories.cache.appendingPathComponent(fileName, isDirectory: false)
  }

  /// The key of the list `parts` name (base URL, path, query, page size…)
  /// when loaded with `credential`: 64 hex digits of SHA-256 over them,
  /// each with its length, so that no two lists share one, and over the
  /// credential's identity as the HTTP cache takes it (a hash of it, never
  /// it), so that two users' lists do not. Callers leave secrets out of `parts`.
  package static func key(_ parts: [String], credential: Credential?) -> String {
    let identity = credential.map { "sha256:" + SHA256.hexDigest(of: $0.secret) } ?? "anonymous"
    return SHA256.hexDigest(of: (["explore-cursors-v1", identity] + parts).map { "\($0.utf8.count):\($0)" }.joined(separator: "\n"))
  }

  /// The URLs of the pages of list `key` that are remembered and not
  /// expired, by page number (2 and up).
  ///
  /// - Complexity: O(*n*) in the list's cursors, and one read of the file
  ///   the first time the memory is used.
  package func pages(of key: String) -> [Int: URL] {
    loadIfNeeded()
    let oldest = oldestKept
    return lock.withLock { lists[key]?.pages.filter { $0.value.seen >= oldest }.compactMapValues { URL(string: $0.url) } ?? [:] }
  }

  /// The number of the page of list `key` that `url` is remembered as, if any.
  ///
  /// - Complexity: O(1), and O(*n*) in the list's cursors the first time.
  package func page(of url: URL, in key: String) -> Int? {
    loadIfNeeded()
    let (text, oldest) = (url.absoluteString, oldestKept)
    return lock.withLock {
      guard let page = indexLocked(key)[text], let cursor = lists[key]?.pages[page], cursor.seen >= oldest else { return nil }
      return page
    }
  }

  /// Remembers `next` as the URL of page `page` of list `key`, to be saved
  /// with ``save(force:)``. A URL that carries a secret (a query item
  /// named as tokens are, `credential`'s secret, a password) or is longer
  /// than ``Bounds/urlBytes`` is not kept; a URL remembered already as
  /// another page of the list (a → b → a, or a list that moved) forgets the
  /// list instead.
  ///
  /// - Complexity: amortised O(log *n*) in the list's cursors, and O(*n*)
  ///   the first time.
  package func learn(_ next: URL, page: Int, of key: String, credential: Credential?) {
    let text = next.absoluteString
    guard page >= 2, text.utf8.count <= bounds.urlBytes, Redaction.string(for: next, credential: credential) == text else { return }
    loadIfNeeded()
    let (seen, oldest) = (Int(now().timeIntervalSince1970), oldestKept)
    lock.withLock {
      // NB: taken out of the tables while changed, so that they are not copied at every page.
      var urls = indexLocked(key)
      index[key] = nil
      var list = lists.removeValue(forKey: key) ?? CursorMemoryDocument.List()
      if let other = urls[text], other != page, let cursor = list.pages[other] {
        guard cursor.seen < oldest else { return forgetLocked(key) }
        list.pages[other] = nil
      }
      defer { (lists[key], index[key]) = (list, urls) }
      if let replaced = list.pages[page] { urls[replaced.url] = nil }
      list.pages[page] = CursorMemoryDocument.Cursor(url: text, seen: seen)
      urls[text] = page
      // NB: trimmed by a tenth at a time, so that a run paging on past the bound does not sort at every page.
      if list.pages.count > bounds.cursorsPerList + bounds.cursorsPerList / 10 {
        for dropped in list.pages.sorted(by: Self.older).prefix(list.pages.count - bounds.cursorsPerList) {
          (list.pages[dropped.key], urls[dropped.value.url]) = (nil, nil)
        }
      }
      changed.insert(key)
      forgotten.remove(key)
    }
  }

  /// Forgets list `key`: here at once, in the file at the next save.
  package func forget(_ key: String) {
    loadIfNeeded()
    lock.withLock { forgetLocked(key) }
  }

  /// Writes what this run learned and forgot into the file, merged with
  /// what other runs wrote there meanwhile: at once when `force` or a list
  /// was forgotten, else when ``Bounds/saveInterval`` has passed since the
  /// last save. A failure is logged, never thrown.
  ///
  /// - Complexity: O(*n*) in the size of the file, read and written once
  ///   under its lock; nothing when there is nothing to save.
  package func save(force: Bool = true) {
    let date = now()
    let work = lock.withLock { () -> (lists: [String: CursorMemoryDocument.List], forgotten: Set<String>)? in
      guard writable, !changed.isEmpty || !forgotten.isEmpty else { return nil }
      // NB: a list forgotten (a loop, a stale cursor) is saved at once: a run that stops on its error must not leave it.
      let due = force || !forgotten.isEmpty || lastSave.map { date.timeIntervalSince($0) >= bounds.saveInterval } ?? true
      guard due else { return nil }
      let work = (lists: lists.filter { changed.contains($0.key) }, forgotten: forgotten)
      (changed, forgotten, lastSave) = ([], [], date)
      return work
    }
    guard let work else { return }
    write(work.lists, forgetting: work.forgotten)
  }

  /// The time before which a cursor is expired, in seconds since 1970.
  var oldestKept: Int { Int(now().timeIntervalSince1970) - bounds.lifetime }

  /// Whether `a` was seen before `b` (the lower page first, for the same
  /// second: a run pages on).
  static func older(_ a: (key: Int, value: CursorMemoryDocument.Cursor), _ b: (key: Int, value: CursorMemoryDocument.Cursor)) -> Bool {
    a.value.seen != b.value.seen ? a.value.seen < b.value.seen : a.key < b.key
  }

  private func forgetLocked(_ key: String) {
    lists[key] = nil
    index[key] = nil
    changed.remove(key)
    forgotten.insert(key)
  }

  /// List `key`'s pages by URL. Call only while holding the lock.
  private func indexLocked(_ key: String) -> [String: Int] {
    if let urls = index[key] { return urls }
    let urls = Dictionary(lists[key]?.pages.map { ($0.value.url, $0.key) } ?? [], uniquingKeysWith: max)
    index[key] = urls
    return urls
  }

  /// Reads the file the first time the memory is used, outside the lock.
  private func loadIfNeeded() {
    if lock.withLock({ loaded }) { return }
    let (document, writable) = read()
    lock.withLock {
      guard !loaded else { return }
      loaded = true
      self.writable = writable
      lists = document.lists
    }
  }
}
