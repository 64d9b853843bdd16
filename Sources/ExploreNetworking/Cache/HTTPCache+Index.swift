package import Foundation

extension HTTPCache {
  /// What the cache holds, kept in the file `index` beside the entries so
  /// that storing an entry never lists the folder: each entry's size and
  /// when it was last used, on a logical clock.
  ///
  /// ```
  /// explore-http-cache-index 1 <clock> <stores since the last sweep>
  /// <key> <bytes> <last used>
  /// …
  /// ```
  ///
  /// It is read and rewritten (atomically) under the cache's lock. It may
  /// disagree with the folder after a crash between writing an entry and
  /// the index, or after a reader drops a corrupt entry; eviction tolerates
  /// missing files, and a periodic sweep (``HTTPCache/sweepInterval``)
  /// rebuilds it from the folder.
  package struct Index: Sendable, Hashable {
    /// One entry's bookkeeping.
    package struct Record: Sendable, Hashable {
      package var bytes: Int
      /// The ``Index/clock`` value of its last store or hit; smaller is older.
      package var lastUsed: UInt64
    }

    package static let header = "explore-http-cache-index"
    package static let version = 1

    package private(set) var records: [String: Record] = [:]
    /// Bumped on every store or hit.
    package private(set) var clock: UInt64 = 0
    /// Stores since the folder was last swept.
    package var storesSinceSweep = 0
    /// The sum of every record's size.
    package private(set) var totalBytes = 0

    package init() {}

    /// Parses an index file; `nil` when it is not one this version wrote.
    ///
    /// - Complexity: O(*n*) in the size of `data`.
    package init?(parsing data: Data) {
      let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
      guard let first = lines.first else { return nil }
      let head = first.split(separator: " ")
      guard head.count == 4, head[0] == Self.header, Int(head[1]) == Self.version,
        let clock = UInt64(head[2]), let stores = Int(head[3]), stores >= 0
      else { return nil }
      self.clock = clock
      self.storesSinceSweep = stores
      for line in lines.dropFirst() {
        let fields = line.split(separator: " ")
        guard fields.count == 3, HTTPCache.isKey(fields[0]),
          let bytes = Int(fields[1]), bytes >= 0, let used = UInt64(fields[2])
        else { return nil }
        set(String(fields[0]), Record(bytes: bytes, lastUsed: used))
      }
    }

    /// The file's content.
    ///
    /// - Complexity: O(*n*) in the number of records.
    package func encoded() -> Data {
      var text = "\(Self.header) \(Self.version) \(clock) \(storesSinceSweep)\n"
      for (key, record) in records.sorted(by: { $0.key < $1.key }) {
        text += "\(key) \(record.bytes) \(record.lastUsed)\n"
      }
      return Data(text.utf8)
    }

    /// Records that `key` was stored with `bytes` (or, with `nil`, that an
    /// existing entry was used) just now.
    ///
    /// - Complexity: O(1).
    package mutating func use(_ key: String, bytes: Int? = nil) {
      guard let bytes = bytes ?? records[key]?.bytes else { return }
      clock += 1
      set(key, Record(bytes: bytes, lastUsed: clock))
    }

    /// Records `key` with `bytes`, keeping its last use, or as the least
    /// recently used entry when it had no record.
    ///
    /// - Complexity: O(1).
    package mutating func adopt(_ key: String, bytes: Int) {
      set(key, Record(bytes: bytes, lastUsed: records[key]?.lastUsed ?? 0))
    }

    /// Forgets `key`.
    package mutating func remove(_ key: String) {
      set(key, nil)
    }

    /// Removes the least recently used records until the total is at most
    /// `maximumBytes`, and returns their keys, oldest first.
    ///
    /// - Complexity: O(1) when under budget, else O(*n* log *n*).
    package mutating func evict(toFit maximumBytes: Int) -> [String] {
      guard totalBytes > maximumBytes else { return [] }
      var evicted: [String] = []
      for (key, _) in records.sorted(by: { ($0.value.lastUsed, $0.key) < ($1.value.lastUsed, $1.key) }) {
        guard totalBytes > maximumBytes else { break }
        remove(key)
        evicted.append(key)
      }
      return evicted
    }

    private mutating func set(_ key: String, _ record: Record?) {
      totalBytes -= records[key]?.bytes ?? 0
      records[key] = record
      totalBytes += record?.bytes ?? 0
    }
  }
}
