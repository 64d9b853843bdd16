import ExploreTestSupport
import Foundation

/// The `ExploreStorageProbe` helper executable, run as child processes with
/// their own pipes (never the test runner's descriptors).
///
/// It is found next to the test bundle, where SwiftPM puts executables
/// (`.build/<triple>/debug`), or in `<root>/.build/debug`.
enum StorageProbeBinary {

  /// Starts the probe with `arguments` and only `environment` (plus PATH);
  /// stdout and stderr go to files in `outputFolder` so a child never
  /// blocks on a full pipe.
  static func start(_ arguments: [String], environment: [String: String], outputFolder: URL, name: String) throws -> Process {
    let process = Process()
    // NB: an error that says how to build it: the suites that run the probe
    // fail without it, they never skip.
    process.executableURL = try ProjectPaths.requireBuiltExecutable(named: "ExploreStorageProbe")
    process.arguments = arguments
    var full = environment
    full["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    process.environment = full
    let out = outputFolder.appendingPathComponent("\(name).out")
    let err = outputFolder.appendingPathComponent("\(name).err")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    return process
  }

  /// Runs the probe to the end and returns its status and stderr.
  static func run(_ arguments: [String], environment: [String: String], outputFolder: URL, name: String) async throws -> (status: Int32, error: String) {
    let process = try start(arguments, environment: environment, outputFolder: outputFolder, name: name)
    await process.exited()
    let error = (try? String(contentsOf: outputFolder.appendingPathComponent("\(name).err"), encoding: .utf8)) ?? ""
    return (process.terminationStatus, error)
  }
}
