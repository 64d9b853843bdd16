package import ExploreFiles
public import Foundation

/// One versioned JSON document on disk, read and changed safely by any
/// number of processes.
///
/// ```swift
/// let store = DocumentStore<FavoritesDocument>(url: file)
/// let existing = try store.update(describing: "save your favorites") { document in
///   document.insert(favorite, provider: "github")
/// }
/// ```
///
/// - Every change is a read-modify-write under an exclusive `flock` on
///   `<name>.lock` (`FileLock` in ExploreFiles), so concurrent updates are
///   never lost.
/// - Every write is atomic (`AtomicFileWriter` in ExploreFiles): readers
///   see the old or the new document, never a torn one, and no lock is
///   needed to read.
/// - A file that does not parse is moved to `<name>.corrupt-<timestamp>`
///   and ``CorruptStateFileError`` says where and at which place it is
///   broken; it is never overwritten.
/// - A file larger than ``VersionedDocument/maximumFileBytes``, or anything
///   but a regular file (a folder, a named pipe), is refused before it is
///   read (``StorageFailure``) and left where it is; a document that would
///   encode larger is not written.
/// - The folders from ``root`` down to the file must be the user's alone
///   (`PrivateDirectory` in ExploreFiles), or nothing is written.
/// - A file with a newer schema version throws
///   ``UnsupportedSchemaVersionError`` and is left untouched.
/// - Directories are created 0700 and files 0600.
public struct DocumentStore<Document: VersionedDocument>: Sendable {
  /// The JSON file.
  public let url: URL
  /// The explore folder the file is in, such as `~/.local/share/explore`.
  public let root: URL
  private let writer: AtomicFileWriter
  private let now: @Sendable () -> Date

  /// - Parameters:
  ///   - url: The JSON file; its directory is created when first written.
  ///   - root: The explore folder it is in (its own folder when `nil`).
  ///   - now: The clock that names moved-aside corrupt files.
  public init(url: URL, root: URL? = nil, now: @escaping @Sendable () -> Date = Date.init) {
    self.init(url: url, root: root, writer: AtomicFileWriter(), now: now)
  }

  /// A store whose writes go through `writer`: tests pass one with a
  /// `beforeRename` hook to stop a writer at that point.
  package init(url: URL, root: URL? = nil, writer: AtomicFileWriter, now: @escaping @Sendable () -> Date = Date.init) {
    self.url = url
    self.root = root ?? url.deletingLastPathComponent()
    self.writer = writer
    self.now = now
  }

  /// The lock file that guards read-modify-writes: `<name>.lock`.
  public var lockURL: URL { FileLock.lockFile(for: url) }

  /// The saved document, or ``VersionedDocument/empty`` when there is no file.
  ///
  /// - Throws: ``CorruptStateFileError`` (after moving the file aside),
  ///   ``UnsupportedSchemaVersionError``, or ``StorageFailure``.
  public func read() throws -> Document {
    guard let data = try readData() else { return .empty }
    do {
      return try decode(data)
    } catch let problem as CorruptContent {
      // NB: moving aside is a change, so it happens under the lock, and
      // only if the file is still the one that failed to parse (another
      // process may have replaced it meanwhile).
      return try locked(describing: "read \(url.lastPathComponent)") {
        guard let current = try readData() else { return .empty }
        guard current == data else { return try decodeOrMoveAside(current) }
        throw try moveAside(reason: problem.reason)
      }
    }
  }

  /// Reads the document, lets `body` change it, and saves the result, all
  /// under the exclusive lock.
  ///
  /// When `body` throws, nothing is written. The calling thread blocks
  /// while another process holds the lock (one short write at a time).
  /// - Complexity: O(*n*) in the size of the file, read once and written once.
  /// - Parameter operation: what the user asked for, for error messages:
  ///   "save your favorites".
  /// - Returns: What `body` returns.
  @discardableResult
  public func update<Result>(
    describing operation: String,
    _ body: (inout Document) throws -> Result
  ) throws -> Result {
    try locked(describing: operation) {
      var document: Document
      if let data = try readData() {
        document = try decodeOrMoveAside(data)
      } else {
        document = .empty
      }
      let result = try body(&document)
      AtomicFileWriter.removeStaleTemporaryFiles(for: url)
      let data = try encode(document)
      do throws(FileSystemError) {
        // NB: what explore could not read back is not written: the old file stays.
        guard data.count <= Document.maximumFileBytes else {
          throw FileSystemError(path: url, problem: .contentTooLarge(bytes: data.count, limit: Document.maximumFileBytes))
        }
        try writer.write(data, to: url, within: root)
      } catch {
        throw StorageFailure(operation: operation, failure: error)
      }
      return result
    }
  }

  /// Runs `body` under the exclusive lock on ``lockURL``.
  private func locked<Result>(describing operation: String, _ body: () throws -> Result) throws -> Result {
    do {
      return try FileLock.withExclusiveLock(on: lockURL, within: root, body)
    } catch let failure as FileSystemError {
      throw StorageFailure(operation: operation, failure: failure)
    }
  }

  // MARK: - Encoding

  private func encode(_ document: Document) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    // NB: fractional seconds keep the order of favorites added within
    // the same second.
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
    }
    var data = try encoder.encode(DocumentEnvelope(document: document))
    data.append(0x0A)
    return data
  }

  private struct CorruptContent: Error {
    var reason: String
  }

  private func decode(_ data: Data) throws -> Document {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      if let date = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) {
        return date
      }
      return try Date(text, strategy: .iso8601)
    }
    let version: Int
    do {
      version = try decoder.decode(SchemaVersionProbe.self, from: data).schemaVersion
    } catch {
      throw CorruptContent(reason: JSONFileProblem.reason(for: error, in: data))
    }
    guard version <= Document.schemaVersion else {
      throw UnsupportedSchemaVersionError(path: url, foundVersion: version, supportedVersion: Document.schemaVersion)
    }
    guard version >= 1 else {
      throw CorruptContent(reason: "its schemaVersion \(version) is not valid")
    }
    do {
      return try decoder.decode(DocumentEnvelope<Document>.self, from: data).document
    } catch {
      throw CorruptContent(reason: "it does not match schema version \(version): \(JSONFileProblem.reason(for: error, in: data))")
    }
  }

  /// Decodes `data`, moving the file aside when it is corrupt. Call only
  /// while holding the lock.
  private func decodeOrMoveAside(_ data: Data) throws -> Document {
    do {
      return try decode(data)
    } catch let problem as CorruptContent {
      throw try moveAside(reason: problem.reason)
    }
  }

  // MARK: - Files

  private func readData() throws -> Data? {
    do throws(FileSystemError) {
      return try BoundedFile.contents(of: url, limit: Document.maximumFileBytes)
    } catch {
      throw StorageFailure(operation: "read \(url.lastPathComponent)", failure: error)
    }
  }

  /// Moves the file aside (see `CorruptFile` in ExploreFiles) and returns
  /// the error to throw.
  private func moveAside(reason: String) throws -> CorruptStateFileError {
    do throws(FileSystemError) {
      let destination = try CorruptFile.moveAside(url, at: now())
      return CorruptStateFileError(path: url, movedTo: destination, reason: reason)
    } catch {
      throw StorageFailure(operation: "move the unreadable \(url.lastPathComponent) aside", failure: error)
    }
  }
}
