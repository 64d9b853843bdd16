package import ExploreCore
import ExploreFiles
import ExploreNetworking
import ExploreEngine
import ExploreTables
package import ExploreDeclarations
import ExploreEngine
package import Foundation

/// The declarations `explore api add` keeps: one file per provider,
/// `<config>/explore/apis/<name>.json`, private (0600, in a 0700 folder),
/// written atomically under a lock, and editable by hand.
///
/// ```swift
/// let store = DeclarationStore(directories: directories)
/// try store.save(declaration)
/// store.names()                      // ["pokeapi"]
/// let pokeapi = try store.load("pokeapi")
/// ```
///
/// Reading lists the folder once and reads only the declarations a
/// command needs (``names()`` costs no file read), so that a run with ten
/// APIs added starts as fast as one with none.
package struct DeclarationStore: Sendable {
  /// The folder of the declaration files.
  package let folder: URL
  /// The explore folder it is in (`<config>/explore`): the folders from it
  /// down to ``folder`` must be the user's alone before anything is written.
  package let root: URL

  /// The most bytes a declaration file may hold: a declaration of a few
  /// hundred resources is well under a megabyte.
  package static let maximumFileSize = 8 << 20

  package init(directories: ExploreDirectories) {
    self.folder = directories.config.appendingPathComponent("apis", isDirectory: true)
    self.root = directories.config
  }

  package init(folder: URL) {
    self.folder = folder
    self.root = folder
  }

  /// The file of the declaration named `name`.
  ///
  /// NB: only for a name that ``checkedFile(for:)`` accepts, or one read
  /// from the folder's listing; a name from the command line goes through
  /// ``checkedFile(for:)``, so `../x` never names a file outside the folder.
  package func file(for name: String) -> URL {
    folder.appendingPathComponent("\(name).json", isDirectory: false)
  }

  /// The file of the declaration named `name`, once `name` is one an API
  /// may have (``ProviderDeclaration/isUsableProviderName(_:)``).
  ///
  /// - Throws: ``DeclarationFileError`` (a usage error) for any other
  ///   name, such as `../../x`, `a/b` or 300 characters.
  package func checkedFile(for name: String) throws(DeclarationFileError) -> URL {
    guard ProviderDeclaration.isUsableProviderName(name) else {
      throw DeclarationFileError(file: folder, problem: .badName(name))
    }
    return file(for: name)
  }

  /// The file where `explore <name> login --with-token` keeps the API's
  /// tokens: `<config>/explore/<name>-logins.json`
  /// (``DeclaredSignIn/loginsFileName(for:)``).
  package func loginsFile(for name: String) -> URL {
    root.appendingPathComponent(DeclaredSignIn.loginsFileName(for: name), isDirectory: false)
  }

  /// The names of the declarations kept, sorted: the files' names, which
  /// are the providers' names. Costs one listing of the folder.
  package func names() -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return entries.compactMap { entry in
      // NB: the atomic writer's temporary files and the locks start with `.`.
      guard entry.hasSuffix(".json"), !entry.hasPrefix(".") else { return nil }
      return String(entry.dropLast(".json".count))
    }.sorted()
  }

  /// The declaration named `name`, checked.
  ///
  /// - Throws: ``DeclarationFileError`` naming the file for a file that is
  ///   missing, too large, unreadable, not JSON, not a declaration, or
  ///   named otherwise than the provider it declares; ``DeclarationError``
  ///   for one that breaks a rule.
  package func load(_ name: String) throws -> ProviderDeclaration {
    let url = try checkedFile(for: name)
    let contents: Data?
    do throws(FileSystemError) {
      contents = try BoundedFile.contents(of: url, limit: Self.maximumFileSize)
    } catch {
      // NB: the size is checked before the file is read (BoundedFile).
      if case .tooLarge(let bytes, let limit) = error.problem {
        throw DeclarationFileError(file: url, problem: .tooLarge(Int(clamping: bytes), limit: limit))
      }
      throw DeclarationFileError(file: url, problem: .unreadable("\(error.reason). \(error.advice)"))
    }
    guard let data = contents else { throw DeclarationFileError(file: url, problem: .missing(name)) }
    let declaration = try Self.decode(data, file: url)
    guard declaration.name == name else { throw DeclarationFileError(file: url, problem: .misnamed(declared: declaration.name)) }
    do {
      try declaration.validate()
    } catch var error as DeclarationError {
      error.file = url.path
      throw error
    }
    return declaration
  }

  /// Writes `declaration` to its file, replacing any older one whole.
  ///
  /// What ``load(_:)`` could not read back is not written: a declaration
  /// over ``maximumFileSize`` is refused before the file is touched.
  ///
  /// - Throws: ``DeclarationFileError`` when the name cannot be one, the
  ///   declaration would be too large, or the file cannot be written (why,
  ///   and what to do); the file is then unchanged.
  package func save(_ declaration: ProviderDeclaration) throws {
    let url = try checkedFile(for: declaration.name)
    let data = try Self.encode(declaration)
    guard data.count <= Self.maximumFileSize else {
      throw DeclarationFileError(
        file: url, problem: .wouldBeTooLarge(data.count, limit: Self.maximumFileSize, resources: declaration.resources.count))
    }
    do {
      try FileLock.withExclusiveLock(on: FileLock.lockFile(for: url), within: root) {
        try AtomicFileWriter().write(data, to: url, within: root)
      }
    } catch let error as FileSystemError {
      throw DeclarationFileError(file: url, problem: .unwritable(reason: "\(error.path.path): \(error.reason)", advice: error.advice))
    }
  }

  /// What ``remove(_:)`` removed.
  package struct Removal: Sendable, Hashable {
    /// Whether there was a declaration.
    package var declaration: Bool
    /// Whether there were tokens kept for the API (``loginsFile(for:)``).
    package var logins: Bool

    package init(declaration: Bool, logins: Bool) {
      self.declaration = declaration
      self.logins = logins
    }
  }

  /// Removes the declaration named `name`, and the tokens kept for it: an
  /// API added later under the same name must not get them.
  ///
  /// - Returns: what there was to remove.
  /// - Throws: ``DeclarationFileError`` when the name cannot be one
  ///   (nothing is touched), or a file cannot be removed.
  @discardableResult
  package func remove(_ name: String) throws -> Removal {
    let url = try checkedFile(for: name)
    var removal = Removal(declaration: false, logins: false)
    do {
      if FileManager.default.fileExists(atPath: url.path) {
        try FileLock.withExclusiveLock(on: FileLock.lockFile(for: url), within: root) {
          try PrivateFile.remove(url)
        }
        try? PrivateFile.remove(FileLock.lockFile(for: url))
        removal.declaration = true
      }
      removal.logins = try removeLogins(of: name)
    } catch let error as FileSystemError {
      throw DeclarationFileError(file: error.path, problem: .unwritable(reason: error.reason, advice: error.advice))
    }
    return removal
  }

  /// Removes the tokens kept for the API named `name`, under their lock.
  ///
  /// - Returns: whether there were any.
  /// - Throws: ``DeclarationFileError`` for a bad name; `FileSystemError`
  ///   when the file is there but cannot be removed.
  @discardableResult
  package func removeLogins(of name: String) throws -> Bool {
    _ = try checkedFile(for: name)
    let logins = loginsFile(for: name)
    // NB: a dangling link by that name counts too; unlinking it never
    // touches what it points to.
    guard FileManager.default.fileExists(atPath: logins.path)
      || (try? FileManager.default.destinationOfSymbolicLink(atPath: logins.path)) != nil
    else { return false }
    try FileLock.withExclusiveLock(on: FileLock.lockFile(for: logins), within: root) {
      try PrivateFile.remove(logins)
    }
    try? PrivateFile.remove(FileLock.lockFile(for: logins))
    return true
  }

  /// The JSON of `declaration` as explore writes it: keys sorted, indented,
  /// so that a person can read, edit and diff it.
  package static func encode(_ declaration: ProviderDeclaration) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(declaration)
    data.append(0x0A)
    return data
  }

  /// The declaration in `data`, read from `file`.
  ///
  /// - Throws: ``DeclarationFileError`` saying where the JSON or the
  ///   declaration goes wrong.
  package static func decode(_ data: Data, file: URL) throws -> ProviderDeclaration {
    do {
      return try JSONDecoder().decode(ProviderDeclaration.self, from: data)
    } catch let error as DecodingError {
      let (path, reason) = DecodingErrorDescription.describe(error)
      if path.isEmpty, reason == DecodingErrorDescription.notJSON {
        // NB: `JSONDecoder` on Linux says only "not valid JSON", for a
        // syntax error, nesting past 512 levels and a number out of range
        // alike: the file's own scan says which, and where.
        throw DeclarationFileError(file: file, problem: .invalid(JSONFileProblem.reason(for: error, in: data)))
      }
      throw DeclarationFileError(file: file, problem: .invalid(path.isEmpty ? reason : "at \(path): \(reason)"))
    } catch {
      throw DeclarationFileError(file: file, problem: .invalid("it is not JSON"))
    }
  }
}
