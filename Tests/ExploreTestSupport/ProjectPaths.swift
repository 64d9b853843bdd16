public import Foundation

/// Where the package's own files are, found from this source file's location
/// (as swift-argument-parser finds its test data), so no machine path is written down.
///
/// ```swift
/// let fixtures = ProjectPaths.fixtures.appendingPathComponent("github")
/// ```
public enum ProjectPaths {
  /// The package root: the folder that holds `Package.swift`.
  public static var root: URL {
    // NB: this file lives at <root>/Tests/ExploreTestSupport/ProjectPaths.swift.
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// `<root>/fixtures`: the replay fixtures we write by hand, one folder per provider.
  public static var fixtures: URL {
    root.appendingPathComponent("fixtures", isDirectory: true)
  }

  /// `<root>/../shared/corpus`: the real recorded API data, or `nil` when it is absent.
  ///
  /// Tests that need it must skip with a clear message when this is `nil`:
  /// `@Test(.enabled(if: ProjectPaths.corpus != nil, "needs ../shared/corpus"))`.
  public static var corpus: URL? {
    let corpus = root.deletingLastPathComponent()
      .appendingPathComponent("shared", isDirectory: true)
      .appendingPathComponent("corpus", isDirectory: true)
      .standardizedFileURL
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: corpus.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      return nil
    }
    return corpus
  }

  /// `<corpus>/rickmorty`, or `nil` when the corpus or its Rick and Morty data is absent.
  public static var rickAndMortyCorpus: URL? {
    guard let folder = corpus?.appendingPathComponent("rickmorty", isDirectory: true) else { return nil }
    let characters = folder.appendingPathComponent("characters.json").path
    return FileManager.default.fileExists(atPath: characters) ? folder : nil
  }

  /// The executable `name` the package built, found next to the test
  /// bundle (SwiftPM puts test bundles and executables in one products
  /// folder, `.build/<triple>/debug`, which `Bundle.main` points into on
  /// Linux and, through `Contents/MacOS`, on macOS), else in
  /// `<root>/.build/debug`; `nil` when it was not built.
  public static func builtExecutable(named name: String) -> URL? {
    var folders: [URL] = []
    var folder = Bundle.main.bundleURL
    for _ in 0..<4 {
      folders.append(folder)
      folder = folder.deletingLastPathComponent()
    }
    if let executable = Bundle.main.executableURL?.deletingLastPathComponent() { folders.append(executable) }
    folders.append(root.appendingPathComponent(".build/debug", isDirectory: true))
    return folders.map { $0.appendingPathComponent(name) }.first {
      FileManager.default.isExecutableFile(atPath: $0.path)
    }
  }
}
