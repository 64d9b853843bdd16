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
      // NB: parsed from the bytes, field by field: the index is read on
      // every store, so it avoids building a String per line and field.
      let parsed: Index? = data.withUnsafeBytes { buffer in
        var reader = FieldReader(bytes: buffer)
        guard reader.word() == Self.header, reader.number() == UInt64(Self.version),
          let clock = reader.number(), let stores = reader.number(), reader.endOfLine()
        else { return nil }
        var index = Index()
        index.clock = clock
        index.storesSinceSweep = Int(clamping: stores)
        while !reader.isAtEnd {
          guard let key = reader.word(), HTTPCache.isKey(key), let bytes = reader.number(), let used = reader.number(),
            reader.endOfLine()
          else { return nil }
          index.set(key, Record(bytes: Int(clamping: bytes), lastUsed: used))
        }
        return index
      }
      guard let parsed else { return nil }
      self = parsed
    }

    /// The file's content: the header line, then one line per record.
    ///
    /// - Complexity: O(*n*) in the number of records.
    package func encoded() -> Data {
      var text = "\(Self.header) \(Self.version) \(clock) \(storesSinceSweep)\n"
      text.reserveCapacity(text.utf8.count + records.count * 90)
      for (key, record) in records {
        text += key
        text += " "
        text += String(record.bytes)
        text += " "
        text += String(record.lastUsed)
        text += "\n"
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

/// Reads the space-separated fields of the index, one line at a time.
private struct FieldReader {
  let bytes: UnsafeRawBufferPointer
  var offset = 0

  init(bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { offset >= bytes.count }

  /// The next field as text, or `nil` at the end of a line or of the data.
  mutating func word() -> String? {
    let start = offset
    while offset < bytes.count, bytes[offset] != 0x20, bytes[offset] != 0x0A { offset += 1 }
    guard offset > start else { return nil }
    let word = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    skipSpace()
    return word
  }

  /// The next field as a decimal number, or `nil` when it is not one.
  mutating func number() -> UInt64? {
    var value: UInt64 = 0
    let start = offset
    while offset < bytes.count, bytes[offset] >= 0x30, bytes[offset] <= 0x39 {
      let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
      guard !overflow else { return nil }
      let (sum, carry) = shifted.addingReportingOverflow(UInt64(bytes[offset] - 0x30))
      guard !carry else { return nil }
      value = sum
      offset += 1
    }
    guard offset > start, offset == bytes.count || bytes[offset] == 0x20 || bytes[offset] == 0x0A else { return nil }
    skipSpace()
    return value
  }

  /// Consumes the end of a line; `false` when more fields follow.
  mutating func endOfLine() -> Bool {
    guard offset < bytes.count else { return true }
    guard bytes[offset] == 0x0A else { return false }
    offset += 1
    return true
  }

  private mutating func skipSpace() {
    if offset < bytes.count, bytes[offset] == 0x20 { offset += 1 }
  }
}
