package import Foundation

/// Where `--offline` finds the replay fixtures, without any path of the
/// machine that built explore.
///
/// The roots tried, in order (each holds one folder per provider, such as
/// `github/`):
/// 1. `$EXPLORE_FIXTURES_DIR`, and only it when it is set;
/// 2. `fixtures/` next to the executable (a copied or unpacked explore);
/// 3. `../share/explore/fixtures` from the executable's folder (an
///    installed explore: `bin/explore`, `share/explore/fixtures`);
/// 4. the `fixtures/` of the package whose `.build` folder holds the
///    executable (`swift run explore` in a checkout);
/// 5. `fixtures/` in the working directory (a checkout built with
///    `--scratch-path` elsewhere).
///
/// The executable's path has its symbolic links resolved first, so a link
/// in `~/bin` to an installed explore finds that installation's fixtures.
///
/// ```swift
/// let folder = FixturesLocation.folder(named: "github", environment: env, workingDirectory: cwd)
/// ```
package enum FixturesLocation {
  /// The variable that names the fixtures root.
  package static let environmentVariable = "EXPLORE_FIXTURES_DIR"

  /// The fixtures folder `name` in the first root that has it, or `nil`.
  ///
  /// - Parameter executable: The running program; tests pass another path.
  package static func folder(
    named name: String,
    environment: [String: String],
    executable: URL? = currentExecutable,
    workingDirectory: URL
  ) -> URL? {
    roots(environment: environment, executable: executable, workingDirectory: workingDirectory)
      .map { $0.appendingPathComponent(name, isDirectory: true) }
      .first { isDirectory($0) }
  }

  /// The roots tried, in order; see ``FixturesLocation``. Never empty.
  package static func roots(environment: [String: String], executable: URL?, workingDirectory: URL) -> [URL] {
    if let directory = environment[environmentVariable], !directory.isEmpty {
      return [URL(fileURLWithPath: directory, isDirectory: true, relativeTo: workingDirectory).standardizedFileURL]
    }
    let inWorkingDirectory = workingDirectory.appendingPathComponent("fixtures", isDirectory: true)
    guard let executable else { return [inWorkingDirectory] }
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
    return roots + [inWorkingDirectory]
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
