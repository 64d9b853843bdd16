package import ExploreCore
import ExploreFiles
import ExploreNetworking
package import ExploreTables
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
  package func file(for name: String) -> URL {
    folder.appendingPathComponent("\(name).json", isDirectory: false)
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
    let url = file(for: name)
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
  /// - Throws: ``FileSystemError`` when it cannot be written; the file is
  ///   then unchanged.
  package func save(_ declaration: ProviderDeclaration) throws {
    let url = file(for: declaration.name)
    let data = try Self.encode(declaration)
    try FileLock.withExclusiveLock(on: FileLock.lockFile(for: url), within: root) {
      try AtomicFileWriter().write(data, to: url, within: root)
    }
  }

  /// Removes the declaration named `name`.
  ///
  /// - Returns: whether there was one.
  @discardableResult
  package func remove(_ name: String) throws -> Bool {
    let url = file(for: name)
    guard FileManager.default.fileExists(atPath: url.path) else { return false }
    try FileLock.withExclusiveLock(on: FileLock.lockFile(for: url), within: root) {
      try PrivateFile.remove(url)
    }
    try? PrivateFile.remove(FileLock.lockFile(for: url))
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
        throw DeclarationFileError(file: file, problem: .invalid("it is not valid JSON"))
      }
      throw DeclarationFileError(file: file, problem: .invalid(path.isEmpty ? reason : "at \(path): \(reason)"))
    } catch {
      throw DeclarationFileError(file: file, problem: .invalid("it is not JSON"))
    }
  }
}
