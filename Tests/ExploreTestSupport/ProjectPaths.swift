public import Foundation

/// Where the package's own files are, found from this source file's location
/// (as swift-argument-parser finds its test data), so no machine path is written down.
///
/// ```swift
/// let fixtures = ProjectPaths.fixtures.appendingPathComponent("zoo")
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

  /// The executable `name` that this build made, found next to the test
  /// bundle (SwiftPM puts test bundles and executables in one products
  /// folder, `.build/<triple>/debug`, which `Bundle.main` points into on
  /// Linux and, through `Contents/MacOS`, on macOS); `nil` when it was not built.
  ///
  /// NB: never `<root>/.build/debug` or another build's folder: a binary
  /// from an earlier build would test old code. Test targets that run an
  /// executable depend on it in `Package.swift`, so `swift test` builds it.
  public static func builtExecutable(named name: String) -> URL? {
    var folders: [URL] = []
    var folder = Bundle.main.bundleURL
    for _ in 0..<4 {
      folders.append(folder)
      folder = folder.deletingLastPathComponent()
    }
    if let executable = Bundle.main.executableURL?.deletingLastPathComponent() { folders.append(executable) }
    return folders.map { $0.appendingPathComponent(name) }.first {
      FileManager.default.isExecutableFile(atPath: $0.path)
    }
  }

  /// ``builtExecutable(named:)``, or an error that says how to build it.
  public static func requireBuiltExecutable(named name: String) throws -> URL {
    guard let url = builtExecutable(named: name) else { throw MissingExecutableError(name: name) }
    return url
  }

  /// The variable that points the end-to-end suites at another `explore`,
  /// such as the release build that `Scripts/install.sh` installed
  /// (`.ci/run` sets it). Only the tests read it, never explore.
  public static let exploreExecutableVariable = "EXPLORE_TEST_BINARY"

  /// The `explore` the end-to-end suites run: `$EXPLORE_TEST_BINARY` when
  /// it is set, otherwise the one this build made (``builtExecutable(named:)``).
  ///
  /// - Throws: ``MissingExecutableError`` when neither is an executable
  ///   file: the suites fail and say what to build, they never skip.
  public static func exploreExecutable(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
    guard let path = environment[exploreExecutableVariable] else { return try requireBuiltExecutable(named: "explore") }
    let url = URL(fileURLWithPath: path)
    guard !path.isEmpty, FileManager.default.isExecutableFile(atPath: url.path) else {
      throw MissingExecutableError(name: "explore", variable: exploreExecutableVariable, path: path)
    }
    return url
  }
}

/// An executable that a test runs was not built with the tests, or is not
/// where the variable that names it says.
public struct MissingExecutableError: Error, CustomStringConvertible, Sendable {
  /// The executable's name, such as `explore`.
  public var name: String
  /// The variable that named it (`EXPLORE_TEST_BINARY`), when one did.
  public var variable: String?
  /// The path that variable gave.
  public var path: String?

  public init(name: String, variable: String? = nil, path: String? = nil) {
    self.name = name
    self.variable = variable
    self.path = path
  }

  public var description: String {
    if let variable {
      return "\(variable) names '\(path ?? "")', which is not an executable file. "
        + "Point it at an installed explore (Scripts/install.sh --prefix DIR gives DIR/bin/explore), or unset it to test this build's '\(name)'."
    }
    return "The '\(name)' executable was not built next to the test bundle (\(Bundle.main.bundleURL.path)). "
      + "Run `swift build --build-tests` (or plain `swift test`, which builds it), then run the tests again."
  }
}
