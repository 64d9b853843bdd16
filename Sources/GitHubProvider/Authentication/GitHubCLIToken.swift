import Foundation

/// The token of the GitHub CLI, for `login --from-gh`: the output of
/// `gh auth token --hostname HOST`.
///
/// explore asks `gh` and never reads gh's files, which may hold the token in
/// the system keyring rather than on disk.
package struct GitHubCLIToken: Sendable {
  /// The credential source shown by `auth status` and in errors.
  package static let source = "gh auth token"

  /// The environment `gh` runs with; its `PATH` is searched for `gh`.
  package var environment: [String: String]

  package init(environment: [String: String]) {
    self.environment = environment
  }

  /// The token gh holds for `host`, such as `github.com`.
  ///
  /// - Throws: ``GitHubCLIError`` when gh is not installed, cannot start,
  ///   or has no sign-in for `host`.
  package func token(forHost host: String) throws -> String {
    guard let executable = executableURL() else { throw GitHubCLIError(.notInstalled, host: host) }
    let process = Process()
    process.executableURL = executable
    process.arguments = ["auth", "token", "--hostname", host]
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    // NB: gh's own stdin and stderr, never ours: a child that inherits the
    // caller's descriptors can keep a test runner's pipes open, and gh's
    // messages would interleave with explore's.
    process.standardInput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw GitHubCLIError(.cannotRun(error.localizedDescription), host: host)
    }
    // NB: gh prints a few dozen bytes and exits; reading to the end before
    // waiting cannot fill the pipe. Both calls block this thread for as long
    // as gh runs, a moment, once per `login --from-gh`.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let token = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationReason == .exit, process.terminationStatus == 0, !token.isEmpty,
      !token.contains(where: \.isWhitespace)
    else {
      throw GitHubCLIError(.signedOut(status: process.terminationStatus), host: host)
    }
    return token
  }

  /// The first executable `gh` in the directories of `PATH`.
  func executableURL() -> URL? {
    let path = environment["PATH"] ?? ""
    for directory in path.split(separator: ":", omittingEmptySubsequences: true) {
      let candidate = URL(fileURLWithPath: String(directory), isDirectory: true).appendingPathComponent("gh")
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
        FileManager.default.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    return nil
  }
}
