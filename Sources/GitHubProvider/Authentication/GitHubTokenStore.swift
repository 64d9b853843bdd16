package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The tokens `explore github login` stored, one per API host, in
/// `github-logins.json` under explore's config folder.
///
/// The file is JSON with a schema version, readable only by its owner
/// (mode 0600, in a folder of mode 0700), and replaced atomically: a new
/// version is written to a temporary file beside it and renamed over it, so
/// a crash never leaves half a file and never loses the other hosts' logins.
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
  package func save(_ login: Login, forHost host: String) throws {
    var contents = try contents() ?? Contents(schemaVersion: Self.schemaVersion, logins: [:])
    contents.logins[host] = login
    try write(contents)
  }

  /// Removes the login stored for `host`, and the file when no login is
  /// left. Returns the removed login, or `nil` when there was none.
  @discardableResult
  package func remove(forHost host: String) throws -> Login? {
    guard var contents = try contents(), let removed = contents.logins.removeValue(forKey: host) else { return nil }
    if contents.logins.isEmpty {
      do {
        try FileManager.default.removeItem(at: fileURL)
      } catch {
        throw GitHubTokenStoreError(path: fileURL.path, problem: .unwritable(error.localizedDescription))
      }
    } else {
      try write(contents)
    }
    return removed
  }

  /// Whether the file exists with a mode that lets group or others read or
  /// write it, as after a copy or a careless `chmod`.
  package var isReadableByOthers: Bool {
    guard
      let attributes = try? FileManager.default.attributesOfItem(atPath: fileURL.path),
      let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue
    else { return false }
    return mode & 0o077 != 0
  }

  private func contents() throws -> Contents? {
    let data: Data
    do {
      data = try Data(contentsOf: fileURL)
    } catch CocoaError.fileReadNoSuchFile, CocoaError.fileNoSuchFile {
      return nil
    } catch {
      if !FileManager.default.fileExists(atPath: fileURL.path) { return nil }
      throw GitHubTokenStoreError(path: fileURL.path, problem: .unreadable(error.localizedDescription))
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
    do {
      try FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
      )
    } catch {
      throw GitHubTokenStoreError(path: directory.path, problem: .unwritable(error.localizedDescription))
    }
    let temporary = directory.appendingPathComponent(".\(Self.fileName).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
    // NB: the temporary file is created with mode 0600 by open(2) itself, so
    // the token is never readable by others, not even for a moment, as it
    // would be if permissions were set after writing.
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else {
      throw GitHubTokenStoreError(path: temporary.path, problem: .unwritable(String(cString: strerror(errno))))
    }
    var failure: String?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glue.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = String(cString: strerror(errno))
          return
        }
        offset += written
      }
    }
    if failure == nil, fsync(descriptor) != 0 {
      failure = String(cString: strerror(errno))
    }
    close(descriptor)
    if failure == nil, rename(temporary.path, fileURL.path) != 0 {
      failure = String(cString: strerror(errno))
    }
    if let failure {
      unlink(temporary.path)
      throw GitHubTokenStoreError(path: fileURL.path, problem: .unwritable(failure))
    }
  }
}

/// The system calls whose names clash with Swift methods in scope.
private enum Glue {
  static func write(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, pointer, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, pointer, count)
    #else
    Darwin.write(descriptor, pointer, count)
    #endif
  }
}
