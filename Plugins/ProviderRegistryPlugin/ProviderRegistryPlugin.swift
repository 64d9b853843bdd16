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
/// decides those dependencies. Every `*.json` file under the package's
/// `fixtures/` is an input, so a changed fixture regenerates the file; the
/// generator keeps the folders that a provider's sources name.
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
    let fixtures = Self.contents(of: fixturesRoot)
    if !fixtures.files.isEmpty {
      arguments += ["--fixtures-root", fixturesRoot.path]
      inputs += fixtures.files + [fixturesRoot] + fixtures.folders
    }
    // NB: a build command (not a prebuild command), because only build
    // commands may run an executable built from this package. Its inputs
    // are the providers' sources, the fixture files (a changed fixture
    // reruns it) and the fixture folders (a file added or removed changes
    // the folder, which reruns it). SwiftPM may keep this command line from
    // before a file was added, so the generator lists the files itself.
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

  /// The `*.json` files inside the folders of `root` (files in any
  /// subfolder), and every folder under `root`, in path order; none when
  /// `root` is missing.
  static func contents(of root: URL) -> (files: [URL], folders: [URL]) {
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else { return ([], []) }
    let depth = root.pathComponents.count
    var files: [URL] = []
    var folders: [URL] = []
    for case let url as URL in enumerator {
      if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
        folders.append(url)
      } else if url.pathExtension == "json", url.pathComponents.count > depth + 1 {
        files.append(url)
      }
    }
    return (files.sorted { $0.path < $1.path }, folders.sorted { $0.path < $1.path })
  }
}
