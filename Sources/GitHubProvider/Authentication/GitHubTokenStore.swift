import ExploreFiles
package import Foundation

/// The tokens `explore github login` stored, one per API host, in
/// `github-logins.json` under explore's config folder.
///
/// The file is JSON with a schema version, readable only by its owner
/// (mode 0600, in a folder of mode 0700, whatever the umask). Every change
/// is a read-modify-write under an exclusive `flock` on
/// `github-logins.json.lock`, so two logins at once never lose one
/// another's host, and the file is replaced atomically (ExploreFiles'
/// `AtomicFileWriter`): a crash never leaves half a file.
package struct GitHubTokenStore: Sendable {
  /// One stored login.
  package struct Login: Sendable, Hashable, Codable {
    package var token: String
    /// The login `GET /user` named when the token was stored.
    package var login: String?

    package init(token: String, login: String?) {
      self.token = token
      self.login = login
    }
  }

  struct Contents: Codable {
    var schemaVersion: Int
    var logins: [String: Login]
  }

  /// The schema this version of explore writes and reads.
  package static let schemaVersion = 1

  /// The file's name inside the config folder.
  package static let fileName = "github-logins.json"

  package let directory: URL

  package init(directory: URL) {
    self.directory = directory
  }

  package var fileURL: URL { directory.appendingPathComponent(Self.fileName, isDirectory: false) }

  /// The login stored for `host`, if any.
  ///
  /// - Throws: ``GitHubTokenStoreError`` when the file exists but cannot be
  ///   read or was written by a newer explore.
  package func login(forHost host: String) throws -> Login? {
    try contents()?.logins[host]
  }

  /// Stores `login` for `host`, keeping the logins of other hosts.
  ///
  /// - Throws: ``GitHubTokenStoreError`` when the file cannot be read,
  ///   locked or written; the stored logins are then unchanged.
  package func save(_ login: Login, forHost host: String) throws {
    try locked {
      var contents = try contents() ?? Contents(schemaVersion: Self.schemaVersion, logins: [:])
      contents.logins[host] = login
      try write(contents)
    }
  }

  /// Removes the login stored for `host`, and the file when no login is
  /// left. Returns the removed login, or `nil` when there was none.
  @discardableResult
  package func remove(forHost host: String) throws -> Login? {
    try locked { () throws -> Login? in
      guard var contents = try contents(), let removed = contents.logins.removeValue(forKey: host) else { return nil }
      if contents.logins.isEmpty {
        do throws(FileSystemError) {
          try PrivateFile.remove(fileURL)
        } catch {
          throw GitHubTokenStoreError(path: fileURL.path, problem: .unwritable(error.reason))
        }
      } else {
        try write(contents)
      }
      return removed
    }
  }

  /// Whether the file exists with a mode that lets group or others read or
  /// write it, as after a copy or a careless `chmod`.
  package var isReadableByOthers: Bool {
    PrivateFile.isAccessibleByOthers(fileURL)
  }

  /// Runs `body` under the exclusive lock on `github-logins.json.lock`.
  private func locked<Result>(_ body: () throws -> Result) throws -> Result {
    let lockFile = FileLock.lockFile(for: fileURL)
    do {
      return try FileLock.withExclusiveLock(on: lockFile) {
        // NB: a writer killed before its rename leaves a temporary file;
        // under the lock, any such file is stale.
        AtomicFileWriter.removeStaleTemporaryFiles(for: fileURL)
        return try body()
      }
    } catch let failure as FileSystemError {
      throw GitHubTokenStoreError(path: failure.path.path, problem: .unwritable(failure.reason))
    }
  }

  private func contents() throws -> Contents? {
    let data: Data
    do throws(FileSystemError) {
      guard let contents = try PrivateFile.contents(of: fileURL) else { return nil }
      data = contents
    } catch {
      throw GitHubTokenStoreError(path: fileURL.path, problem: .unreadable(error.reason))
    }
    struct Version: Decodable { var schemaVersion: Int }
    guard let version = try? JSONDecoder().decode(Version.self, from: data) else {
      throw GitHubTokenStoreError(path: fileURL.path, problem: .unreadable("it is not the JSON explore writes"))
    }
    guard version.schemaVersion <= Self.schemaVersion else {
      throw GitHubTokenStoreError(path: fileURL.path, problem: .newerSchema(version.schemaVersion))
    }
    do {
      return try JSONDecoder().decode(Contents.self, from: data)
    } catch {
      throw GitHubTokenStoreError(path: fileURL.path, problem: .unreadable("it is not the JSON explore writes"))
    }
  }

  private func write(_ contents: Contents) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(contents)
    } catch {
      throw GitHubTokenStoreError(path: fileURL.path, problem: .unwritable(error.localizedDescription))
    }
    do throws(FileSystemError) {
      // NB: the temporary file is 0600 from its creation, so the token is
      // never readable by others, not even for a moment.
      try AtomicFileWriter().write(data, to: fileURL)
    } catch {
      throw GitHubTokenStoreError(path: error.path.path, problem: .unwritable(error.reason))
    }
  }
}
