import ExploreNetworking
package import Foundation

/// Where `--offline` finds the replay fixtures, without any path of the
/// machine that built explore.
///
/// The places tried, in order (each root holds one folder per provider,
/// such as `github/`):
/// 1. `$EXPLORE_FIXTURES_DIR`, and only it when it is set;
/// 2. `fixtures/` next to the executable (a copied or unpacked explore);
/// 3. `../share/explore/fixtures` from the executable's folder (an
///    installed explore: `bin/explore`, `share/explore/fixtures`);
/// 4. the `fixtures/` of the package whose `.build` folder holds the
///    executable (`swift run explore` in a checkout);
/// 5. the fixtures compiled into the executable (``EmbeddedFixtures``), so
///    that a copied binary works with nothing beside it;
/// 6. `fixtures/` in the working directory, for a provider with none
///    compiled in.
///
/// The executable's path has its symbolic links resolved first, so a link
/// in `~/bin` to an installed explore finds that installation's fixtures.
///
/// ```swift
/// let source = FixturesLocation.source(forFolder: "github", embedded: fixtures, environment: env, workingDirectory: cwd)
/// ```
package enum FixturesLocation {
  /// One place `--offline` looks, in ``candidates(environment:executable:workingDirectory:)``.
  package enum Candidate: Equatable, Sendable {
    /// A folder that holds one folder of fixtures per provider.
    case root(URL)
    /// The fixtures compiled into explore.
    case embedded
  }

  /// The variable that names the fixtures root.
  package static let environmentVariable = "EXPLORE_FIXTURES_DIR"

  /// Where the fixtures of the folder `name` (such as `rickmorty`) are: the
  /// first of ``candidates(environment:executable:workingDirectory:)`` that
  /// has them, or `nil`.
  ///
  /// - Parameter executable: The running program; tests pass another path.
  package static func source(
    forFolder name: String,
    embedded: EmbeddedFixtures,
    environment: [String: String],
    executable: URL? = currentExecutable,
    workingDirectory: URL
  ) -> ReplaySource? {
    for candidate in candidates(environment: environment, executable: executable, workingDirectory: workingDirectory) {
      switch candidate {
      case .root(let root):
        let folder = root.appendingPathComponent(name, isDirectory: true)
        if isDirectory(folder) { return .folder(folder) }
      case .embedded:
        if embedded[name] != nil { return .embedded(folder: name) }
      }
    }
    return nil
  }

  /// The folder roots tried, in order; see ``FixturesLocation``. Never empty.
  package static func roots(environment: [String: String], executable: URL?, workingDirectory: URL) -> [URL] {
    candidates(environment: environment, executable: executable, workingDirectory: workingDirectory).compactMap { candidate in
      guard case .root(let root) = candidate else { return nil }
      return root
    }
  }

  /// The folder set by ``environmentVariable``, or `nil` when it is unset or empty.
  package static func environmentRoot(_ environment: [String: String], workingDirectory: URL) -> URL? {
    guard let directory = environment[environmentVariable], !directory.isEmpty else { return nil }
    return URL(fileURLWithPath: directory, isDirectory: true, relativeTo: workingDirectory).standardizedFileURL
  }

  /// Every place tried, in order; see ``FixturesLocation``. Never empty.
  package static func candidates(environment: [String: String], executable: URL?, workingDirectory: URL) -> [Candidate] {
    if let root = environmentRoot(environment, workingDirectory: workingDirectory) {
      return [.root(root)]
    }
    // NB: the compiled-in fixtures come before the working directory's, so
    // that an installed explore run in some other project's folder does not
    // take that project's `fixtures/github` for its own.
    let last: [Candidate] = [.embedded, .root(workingDirectory.appendingPathComponent("fixtures", isDirectory: true))]
    guard let executable else { return last }
    let folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
    var roots = [
      folder.appendingPathComponent("fixtures", isDirectory: true),
      folder.deletingLastPathComponent()
        .appendingPathComponent("share", isDirectory: true)
        .appendingPathComponent("explore", isDirectory: true)
        .appendingPathComponent("fixtures", isDirectory: true),
    ]
    // NB: SwiftPM builds into <package>/.build/<triple>/<configuration>/,
    // so the package is the parent of the nearest `.build` ancestor.
    var ancestor = folder
    while ancestor.pathComponents.count > 1 {
      if ancestor.lastPathComponent == ".build" {
        roots.append(ancestor.deletingLastPathComponent().appendingPathComponent("fixtures", isDirectory: true))
        break
      }
      ancestor = ancestor.deletingLastPathComponent()
    }
    return roots.map(Candidate.root) + last
  }

  /// The path of the running executable, or `nil` when the system does not
  /// say.
  package static var currentExecutable: URL? {
    #if os(Linux)
    // NB: /proc/self/exe names the file actually running, whatever argv[0] says.
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return URL(fileURLWithPath: path, isDirectory: false)
    }
    #endif
    return Bundle.main.executableURL
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
