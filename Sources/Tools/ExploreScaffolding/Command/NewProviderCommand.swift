import ExploreOpenAPI
import ExploreTables
import ExploreDeclarations
import ExploreTerminal
import Foundation

/// What `new-provider` does, apart from SwiftPM: parses the arguments,
/// checks the name and every path, then writes the scaffold and the
/// updated providers list, or describes them for `--dry-run`.
///
/// ```swift
/// let output = try NewProviderCommand(root: packageRoot, modules: ["ExploreCore"]).run(["Weather", "--dry-run"])
/// ```
struct NewProviderCommand {
  /// The package root: the folder that holds Package.swift.
  var root: URL
  /// The package's module names.
  var modules: [String]
  /// Where notes go: what an OpenAPI document describes that was not
  /// mapped, one line each, safe to print. Standard error by default.
  var warn: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
  /// The most characters of a note; the rest becomes `…`.
  static let maximumNoteLength = 400

  /// Runs the command line `arguments` and returns what to print.
  ///
  /// - Throws: ``NewProviderError`` before anything is written when the
  ///   arguments, the name or the package are not right, or after a failed
  ///   write whose partial files were removed.
  func run(_ arguments: [String]) throws -> String {
    let options = try NewProviderOptions(parsing: arguments)
    if options.showsHelp {
      return NewProviderError.usage + "\n"
    }
    let manifestURL = root.appendingPathComponent("Package.swift")
    let manifest: String
    do {
      manifest = try String(contentsOf: manifestURL, encoding: .utf8)
    } catch {
      throw NewProviderError("Could not read \(manifestURL.path) (\(error.localizedDescription)). Run new-provider in the explore package.")
    }
    let list = try ProviderList(manifest: manifest)
    let reserved = ReservedNames(modules: modules, providers: list.names)
    let name = try ProviderName(options.name, reserved: reserved)
    var scaffold = Scaffold(name: name, baseURL: options.baseURL)
    var firstExample = "items"
    if let file = options.openAPIFile {
      let declaration: ProviderDeclaration
      (scaffold, declaration) = try declared(file, name: name, options: options)
      for leftOut in declaration.source?.leftOut ?? [] {
        warn(Self.note("new-provider: not mapped: \(leftOut.operation)\(leftOut.reason.isEmpty ? "" : ": " + leftOut.reason)"))
      }
      firstExample = declaration.resources.first?.examples.first ?? declaration.resources[0].name
    }

    let existing = scaffold.folders.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
    guard existing.isEmpty else {
      let them = existing.count == 1 ? "it" : "them"
      throw NewProviderError(
        "Nothing was written, because \(existing.joined(separator: ", ")) already exist\(existing.count == 1 ? "s" : ""). new-provider never overwrites; move \(them) away or choose another name."
      )
    }
    let updatedManifest = list.manifest(adding: name.type)

    if options.isDryRun {
      return dryRunDescription(scaffold, manifest: updatedManifest)
    }
    try write(scaffold)
    do {
      try Data(updatedManifest.utf8).write(to: manifestURL, options: .atomic)
    } catch {
      removeFolders(of: scaffold)
      throw NewProviderError("Could not update \(manifestURL.path) (\(error.localizedDescription)); nothing was kept.")
    }
    return """
      Created the \(name.type) provider:
      \(scaffold.files.map { "  \($0.path)" }.joined(separator: "\n"))
      and added "\(name.type)" to the providers list in Package.swift.

      Try it:
        swift test --filter \(name.testModule)
        swift run explore \(scaffold.declaration == nil ? "--offline " : "")\(name.commandName) \(firstExample)
      Then read docs/AddingAProvider.md to make it real.

      """
  }

  /// The scaffold of the provider `file`, an OpenAPI document, describes,
  /// and its declaration.
  ///
  /// - Throws: ``NewProviderError`` when the file cannot be read, is not a
  ///   usable document, or names no absolute server URL and no `--base-url` is given.
  private func declared(_ file: String, name: ProviderName, options: NewProviderOptions) throws -> (Scaffold, ProviderDeclaration) {
    let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : root.appendingPathComponent(file)
    let data = try Self.read(url, limit: OpenAPIDocument.maximumSize)
    do {
      // NB: the document as the user named it, without a folder of this machine.
      return try Scaffold.declared(
        OpenAPIDocument(data: data), name: name, location: file.hasPrefix("/") ? url.lastPathComponent : file, only: options.only,
        baseURL: options.isBaseURLGiven ? URL(string: options.baseURL) : nil)
    } catch let error as OpenAPIError {
      throw NewProviderError("\(url.lastPathComponent): \(error.description) Nothing was written.")
    } catch {
      throw NewProviderError("\(error) Nothing was written.")
    }
  }

  /// The bytes of the file at `url`, read only when it holds at most `limit`:
  /// the size is checked before reading, and the read stops past `limit`
  /// (a file that grows, or a device such as `/dev/zero`).
  ///
  /// - Throws: ``NewProviderError`` when it cannot be read or is too large.
  static func read(_ url: URL, limit: Int) throws(NewProviderError) -> Data {
    let tooLarge = { (size: String) in
      NewProviderError(
        "The OpenAPI document \(url.path) is \(size), larger than the \(limit >> 20) MiB new-provider reads. Keep the paths you need, and the schemas they name, in a smaller document. Nothing was written.")
    }
    do {
      let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
      guard size <= limit else { throw tooLarge("\(size >> 20) MiB") }
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      let data = try handle.read(upToCount: limit + 1) ?? Data()
      guard data.count <= limit else { throw tooLarge("more than that") }
      return data
    } catch let error as NewProviderError {
      throw error
    } catch {
      throw NewProviderError("Could not read the OpenAPI document \(url.path) (\(error.localizedDescription)). Nothing was written.")
    }
  }

  /// `text` as one line safe to print, cut to ``maximumNoteLength`` characters.
  static func note(_ text: String) -> String {
    let line = TerminalText.line(text)
    return line.count > maximumNoteLength ? line.prefix(maximumNoteLength - 1) + "…" : line
  }

  /// Writes every file of `scaffold`; when one fails, removes the folders
  /// it created, which did not exist before.
  private func write(_ scaffold: Scaffold) throws {
    let manager = FileManager.default
    do {
      for file in scaffold.files {
        let url = root.appendingPathComponent(file.path)
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: url, options: .withoutOverwriting)
      }
    } catch {
      removeFolders(of: scaffold)
      throw NewProviderError("Could not write the \(scaffold.name.type) provider (\(error.localizedDescription)); nothing was kept.")
    }
  }

  private func removeFolders(of scaffold: Scaffold) {
    for folder in scaffold.folders {
      try? FileManager.default.removeItem(at: root.appendingPathComponent(folder))
    }
  }

  private func dryRunDescription(_ scaffold: Scaffold, manifest: String) -> String {
    var output = "Dry run: new-provider would write these files, and nothing has been written.\n"
    for file in scaffold.files {
      output += "\n=== \(file.path) ===\n\(file.contents)"
    }
    output += "\n=== Package.swift (the providers list, updated) ===\n"
    output += manifest.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { !$0.contains("let providers") }
      .prefix { !$0.hasPrefix("]") }
      .joined(separator: "\n")
    output += "\n]\n"
    return output
  }
}
