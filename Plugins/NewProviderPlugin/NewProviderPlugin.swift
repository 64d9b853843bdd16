import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-provider <Name> [--base-url URL] [--dry-run]`
///
/// Scaffolds a provider that builds, passes its tests and answers
/// `explore --offline <name> items`: `Sources/<Name>Provider`,
/// `Tests/<Name>ProviderTests` and `fixtures/<name>`, then adds `<Name>` to
/// the `providers` list in Package.swift, from which the `explore`
/// executable's registry is generated.
///
/// Every check runs before the first write, and nothing that exists is
/// overwritten. With `--dry-run` it prints each path and its contents and
/// writes nothing.
@main
struct NewProviderPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    // NB: a thrown error is printed by SwiftPM as `error: <description>`
    // and fails the command; reporting it through Diagnostics as well
    // would print it twice.
    try run(root: context.package.directoryURL, modules: context.package.targets.map(\.name), arguments: arguments)
  }

  func run(root: URL, modules: [String], arguments: [String]) throws {
    let options = try NewProviderOptions(parsing: arguments)
    if options.showsHelp {
      print(NewProviderError.usage)
      return
    }
    let manifestURL = root.appendingPathComponent("Package.swift")
    let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
    let list = try ProviderList(manifest: manifest)
    let reserved = ReservedNames(root: root, modules: modules, providers: list.names)
    let name = try ProviderName(options.name, reserved: reserved)
    let scaffold = Scaffold(name: name, baseURL: options.baseURL)

    let existing = scaffold.folders.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
    guard existing.isEmpty else {
      throw NewProviderError(
        "Nothing was written, because \(existing.joined(separator: ", ")) already exist\(existing.count == 1 ? "s" : ""). new-provider never overwrites; move \(existing.count == 1 ? "it" : "them") away or choose another name."
      )
    }
    let updatedManifest = list.manifest(adding: name.type)

    if options.isDryRun {
      printDryRun(scaffold, manifest: updatedManifest)
      return
    }
    try write(scaffold, root: root)
    try Data(updatedManifest.utf8).write(to: manifestURL, options: .atomic)
    print("""
      Created the \(name.type) provider:
      \(scaffold.files.map { "  \($0.path)" }.joined(separator: "\n"))
      and added "\(name.type)" to the providers list in Package.swift.

      Try it:
        swift test --filter \(name.testModule)
        swift run explore --offline \(name.commandName) items
      Then read docs/AddingAProvider.md to make it real.
      """)
  }

  /// Writes every file of `scaffold`; when one fails, removes the folders
  /// it created, which did not exist before.
  private func write(_ scaffold: Scaffold, root: URL) throws {
    let manager = FileManager.default
    do {
      for file in scaffold.files {
        let url = root.appendingPathComponent(file.path)
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: url, options: .withoutOverwriting)
      }
    } catch {
      for folder in scaffold.folders {
        try? manager.removeItem(at: root.appendingPathComponent(folder))
      }
      throw NewProviderError("Could not write the \(scaffold.name.type) provider (\(error.localizedDescription)); nothing was kept.")
    }
  }

  private func printDryRun(_ scaffold: Scaffold, manifest: String) {
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
    print(output, terminator: "")
  }
}
