import Foundation

/// The files and folders of a package's `fixtures/`: one folder of replay
/// fixtures per provider, `*.json` files in any subfolder of it.
///
/// NB: shared with `ProviderRegistryPlugin` through the symbolic link
/// `Plugins/ProviderRegistryPlugin/Shared`, so that the files the plugin
/// declares as inputs are the files the generator reads.
enum FixturesTree {
  /// The folders of `fixtures/` that hold documents and test cases, not
  /// replay fixtures: declarations the tests add, the published OpenAPI
  /// documents and the YAML test suite's cases, which the YAML reader's
  /// tests read. They are never compiled in, nor inputs of the build.
  static let documentFolders: Set = ["declarations", "openapi", "yaml-test-suite"]

  /// The `*.json` files inside the folders of `root` (none directly in
  /// `root`), and every folder under `root`, each in path order, but
  /// ``documentFolders``; none when `root` is missing.
  ///
  /// - Complexity: O(*n*) in the number of entries under `root`.
  static func contents(of root: URL) -> (files: [URL], folders: [URL]) {
    let depth = root.standardizedFileURL.pathComponents.count
    var files: [URL] = []
    var folders: [URL] = []
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
    for case let url as URL in enumerator ?? .init() {
      if url.standardizedFileURL.pathComponents.count == depth + 1, documentFolders.contains(url.lastPathComponent) {
        enumerator?.skipDescendants()
        continue
      }
      if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
        folders.append(url)
      } else if url.pathExtension == "json", url.standardizedFileURL.pathComponents.count > depth + 1 {
        files.append(url)
      }
    }
    return (files.sorted { $0.path < $1.path }, folders.sorted { $0.path < $1.path })
  }
}
