import ExploreFiles
public import Foundation

/// The tokens a provider's `login` stored, one per API host, port and
/// scheme (``storageKey(for:)``), in a JSON file under explore's config
/// folder, such as `github-logins.json`.
///
/// The file has a schema version and is readable only by its owner (mode
/// 0600, in a folder of mode 0700, whatever the umask); ``directory`` must
/// be the user's alone, or nothing is written (`PrivateDirectory` in
/// ExploreFiles). A file over ``maximumFileBytes``, or anything but a
/// regular file, is refused before it is read and left as it is. Every change is a
/// read-modify-write under an exclusive `flock` on `<file>.lock`, so two
/// logins at once never lose one another's host, and the file is replaced
/// atomically: a crash never leaves half a file.
///
/// ```swift
/// let store = LoginStore(directory: context.directories.config, fileName: "github-logins.json", service: signIn)
/// try store.save(.init(token: token, login: "octocat"), for: context.baseURL)
/// let credential = try store.credential(environment: context.environment, baseURL: context.baseURL)
/// ```
public struct LoginStore: Sendable {
  /// One stored login.
  public struct Login: Sendable, Hashable, Codable {
    public var token: String
    /// Who the service said the token belongs to when it was stored.
    public var login: String?

    public init(token: String, login: String?) {
      self.token = token
      self.login = login
    }
  }

  struct Contents: Codable {
    var schemaVersion: Int
    var logins: [String: Login]
  }

  /// The schema this version of explore writes and reads.
  public static let schemaVersion = 1

  /// The most bytes the file may hold (1 MiB, thousands of logins): a
  /// larger file is refused before it is read.
  public static let maximumFileBytes = 1 << 20

  /// The credential source of a stored token, shown by `auth status` and
  /// in errors.
  public static let storedLoginSource = "stored login"

  public let directory: URL
  public let fileName: String
  /// Names the service, its login command and its variables in errors.
  public let service: SignInService

  public init(directory: URL, fileName: String, service: SignInService) {
    self.directory = directory
    self.fileName = fileName
    self.service = service
  }

  public var fileURL: URL { directory.appendingPathComponent(fileName, isDirectory: false) }

  /// The login stored for `host`, if any.
  ///
  /// - Throws: ``LoginStoreError`` when the file exists but cannot be read
  ///   or was written by a newer explore.
  public func login(forHost host: String) throws -> Login? {
    try contents()?.logins[host]
  }

  /// Stores `login` for `host`, keeping the logins of other hosts.
  ///
  /// - Throws: ``LoginStoreError`` when the file cannot be read, locked or
  ///   written; the stored logins are then unchanged.
  public func save(_ login: Login, forHost host: String) throws {
    try locked {
      var contents = try contents() ?? Contents(schemaVersion: Self.schemaVersion, logins: [:])
      contents.logins[host] = login
      try write(contents)
    }
  }

  /// Removes the login stored for `host`, and the file when no login is
  /// left. Returns the removed login, or `nil` when there was none.
  @discardableResult
  public func remove(forHost host: String) throws -> Login? {
    try locked { () throws -> Login? in
      guard var contents = try contents(), let removed = contents.logins.removeValue(forKey: host) else { return nil }
      if contents.logins.isEmpty {
        do throws(FileSystemError) {
          try PrivateFile.remove(fileURL)
        } catch {
          throw LoginStoreError(writing: error, service: service)
        }
      } else {
        try write(contents)
      }
      return removed
    }
  }

  /// Whether the file exists with a mode that lets group or others read or
  /// write it, as after a copy or a careless `chmod`.
  public var isReadableByOthers: Bool {
    PrivateFile.isAccessibleByOthers(fileURL)
  }

  /// The API's host, with its port when it has one (`api.github.com`,
  /// `ghe.example.com`, `127.0.0.1:8080`): how messages name it.
  public static func hostKey(for baseURL: URL) -> String {
    let host = baseURL.host ?? baseURL.absoluteString
    if let port = baseURL.port { return "\(host):\(port)" }
    return host
  }

  /// The key a login for the API at `baseURL` is stored under: its
  /// ``hostKey(for:)`` over https (as explore has always stored it), and
  /// `http://` and the host key over plain http.
  ///
  /// NB: a host and port do not name a server: `http://host:443` and
  /// `https://host:443` are two, and a token kept for https must never go
  /// over plain http, where anyone on the way reads it. With the scheme in
  /// the key it cannot: a token stored for https is not found for http
  /// (``credential(environment:baseURL:scheme:warn:)`` says so).
  ///
  /// ```swift
  /// LoginStore.storageKey(for: URL(string: "https://api.example.com")!)   // "api.example.com"
  /// LoginStore.storageKey(for: URL(string: "http://127.0.0.1:8080")!)     // "http://127.0.0.1:8080"
  /// ```
  public static func storageKey(for baseURL: URL) -> String {
    isPlainHTTP(baseURL) ? "http://" + hostKey(for: baseURL) : hostKey(for: baseURL)
  }

  /// Whether `url` is plain http, where a token can be read on the way.
  static func isPlainHTTP(_ url: URL) -> Bool {
    url.scheme?.lowercased() == "http"
  }

  /// The login stored for the API at `baseURL` (``storageKey(for:)``), if any.
  ///
  /// - Throws: ``LoginStoreError`` as ``login(forHost:)`` does.
  public func login(for baseURL: URL) throws -> Login? {
    try login(forHost: Self.storageKey(for: baseURL))
  }

  /// Stores `login` for the API at `baseURL` (``storageKey(for:)``).
  ///
  /// - Throws: ``LoginStoreError`` as ``save(_:forHost:)`` does.
  public func save(_ login: Login, for baseURL: URL) throws {
    try save(login, forHost: Self.storageKey(for: baseURL))
  }

  /// Removes the login stored for the API at `baseURL` (``storageKey(for:)``).
  ///
  /// - Throws: ``LoginStoreError`` as ``remove(forHost:)`` does.
  @discardableResult
  public func remove(for baseURL: URL) throws -> Login? {
    try remove(forHost: Self.storageKey(for: baseURL))
  }

  /// Runs `body` under the exclusive lock on `<file>.lock`.
  private func locked<Result>(_ body: () throws -> Result) throws -> Result {
    try requirePlainFileName()
    do {
      return try FileLock.withExclusiveLock(on: FileLock.lockFile(for: fileURL), within: directory) {
        // NB: a writer killed before its rename leaves a temporary file;
        // under the lock, any such file is stale.
        AtomicFileWriter.removeStaleTemporaryFiles(for: fileURL)
        return try body()
      }
    } catch let error as FileSystemError {
      throw LoginStoreError(writing: error, service: service)
    }
  }

  /// Checks that ``fileName`` names a file in ``directory``, and nothing
  /// outside it: no `/`, not `.` or `..`, not empty, at most 255 bytes.
  ///
  /// NB: every caller passes a fixed name or a provider's checked name; a
  /// name that slipped through would otherwise read, write or remove a
  /// file anywhere.
  private func requirePlainFileName() throws {
    let bytes = fileName.utf8
    guard !bytes.isEmpty, bytes.count <= 255, !bytes.contains(UInt8(ascii: "/")), !bytes.contains(0), fileName != ".", fileName != ".." else {
      throw failure(.unreadable("'\(fileName)' is not the name of a file in explore's folder"))
    }
  }

  private func contents() throws -> Contents? {
    try requirePlainFileName()
    let data: Data
    do throws(FileSystemError) {
      guard let contents = try BoundedFile.contents(of: fileURL, limit: Self.maximumFileBytes) else { return nil }
      data = contents
    } catch {
      throw failure(.unreadable(error.reason))
    }
    struct Version: Decodable { var schemaVersion: Int }
    let version: Version
    do {
      version = try JSONDecoder().decode(Version.self, from: data)
    } catch {
      throw failure(.unreadable(JSONFileProblem.reason(for: error, in: data)))
    }
    guard version.schemaVersion <= Self.schemaVersion else { throw failure(.newerSchema(version.schemaVersion)) }
    do {
      return try JSONDecoder().decode(Contents.self, from: data)
    } catch {
      throw failure(.unreadable(JSONFileProblem.reason(for: error, in: data)))
    }
  }

  private func write(_ contents: Contents) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(contents)
    } catch {
      throw failure(.unwritable("its logins could not be encoded as JSON"))
    }
    do throws(FileSystemError) {
      // NB: the temporary file is 0600 from its creation, so the token is
      // never readable by others, not even for a moment.
      try AtomicFileWriter().write(data, to: fileURL, within: directory)
    } catch {
      throw LoginStoreError(writing: error, service: service)
    }
  }

  private func failure(_ problem: LoginStoreError.Problem) -> LoginStoreError {
    LoginStoreError(path: fileURL.path, problem: problem, service: service)
  }
}
