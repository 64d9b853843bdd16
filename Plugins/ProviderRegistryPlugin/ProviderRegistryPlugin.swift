import Foundation
import PackagePlugin

/// Generates `ProviderRegistry+Generated.swift` for the target it is applied
/// to (the `explore` executable) from the provider modules that target
/// depends on, so that no list of provider types is ever edited by hand,
/// and compiles in the replay fixtures of those providers, so that an
/// `explore` copied anywhere runs `--offline`.
///
/// A provider module is a direct target dependency named `<Name>Provider`;
/// its provider type is `<Name>`. The `providers` list in Package.swift
/// decides those dependencies. The generator compiles in the `*.json` files
/// of the folders of `fixtures/` that a provider's sources name; a fixture
/// changed, added or removed runs it again at the next build
/// (``fixtureInputs(root:workDirectory:)``).
@main
struct ProviderRegistryPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    let providers = target.dependencies.compactMap { dependency -> (any Target)? in
      guard case .target(let dependency) = dependency, dependency.name.hasSuffix("Provider") else { return nil }
      return dependency
    }.sorted { $0.name < $1.name }
    let output = context.pluginWorkDirectoryURL.appending(path: "ProviderRegistry+Generated.swift")
    var arguments = ["--output", output.path]
    var inputs: [URL] = []
    for provider in providers {
      arguments += ["--provider", provider.name]
      let sources = (provider as? any SourceModuleTarget)?.sourceFiles(withSuffix: "swift").map(\.url) ?? []
      for source in sources.sorted(by: { $0.path < $1.path }) {
        arguments += ["--source", source.path]
        inputs.append(source)
      }
    }
    let fixturesRoot = context.package.directoryURL.appending(path: "fixtures")
    arguments += ["--fixtures-root", fixturesRoot.path]
    inputs += Self.fixtureInputs(root: fixturesRoot, workDirectory: context.pluginWorkDirectoryURL)
    // NB: a build command (not a prebuild command), because only build
    // commands may run an executable built from this package. SwiftPM runs
    // this plugin only when it plans the build again (after a change to
    // Package.swift or to a target's files), so the generator lists the
    // fixtures itself rather than taking them from this command line.
    return [
      .buildCommand(
        displayName: "Generating the provider registry of \(target.name) (\(providers.count) providers, their fixtures)",
        executable: try context.tool(named: "ProviderRegistryGenerator").url,
        arguments: arguments,
        inputFiles: inputs,
        outputFiles: [output]
      )
    ]
  }

  /// The inputs that make a changed, added or removed fixture run the
  /// generator again: every folder under `root` (a file added, removed or
  /// saved by renaming changes its folder), and a hard link to each
  /// `*.json` file (a file edited in place changes its link too).
  ///
  /// NB: hard links in `workDirectory`, not the files: SwiftPM keeps its plan
  /// until something in the package's structure changes, and llbuild fails
  /// a command whose input file is gone, so a fixture deleted after the plan
  /// was made would fail every build. A link outlives its file, and the
  /// folder still says it is gone. Where a link cannot be made (another file
  /// system), only the folders are inputs.
  static func fixtureInputs(root: URL, workDirectory: URL) -> [URL] {
    let tree = FixturesTree.contents(of: root)
    guard !tree.folders.isEmpty else { return [] }
    var inputs = [root] + tree.folders
    let links = workDirectory.appending(path: "fixture-links")
    try? FileManager.default.removeItem(at: links)
    try? FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
    for (index, file) in tree.files.enumerated() {
      let link = links.appending(path: "\(index).json")
      if (try? FileManager.default.linkItem(at: file, to: link)) != nil {
        inputs.append(link)
      }
    }
    return inputs
  }
}
