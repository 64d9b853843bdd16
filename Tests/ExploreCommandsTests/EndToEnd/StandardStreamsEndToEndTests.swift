import ExploreTestSupport
import Foundation
import Testing

/// The built `explore` with standard descriptors that fail: a closed or
/// full standard error never stops a run that has output to write; a full
/// or closed standard output is an error (1), never a crash; standard input
/// that is a directory, closed, or endless is a clear error (1). No run may
/// die of a signal (a `try!` inside Foundation used to trap here).
@Suite struct StandardStreamsEndToEndTests {
  /// Base URLs that would fail at once if anything tried the network.
  static let unreachable = [
    "EXPLORE_GITHUB_API_URL": "http://127.0.0.1:9/github",
    "EXPLORE_RICKMORTY_API_URL": "http://127.0.0.1:9/rickmorty",
  ]

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var standardInput: ChildProcess.Stream = .file("/dev/null")
    var standardOutput: ChildProcess.Stream = .pipe
    var standardError: ChildProcess.Stream = .pipe
    var status: Int32
    /// Text standard output must contain, when it is a pipe.
    var output: String? = nil
    /// Text standard error must contain, when it is a pipe.
    var error: String? = nil
    var testDescription: String { name }
  }

  /// Runs `explore` for `testCase` in a fresh home, offline from the
  /// checkout's fixtures, with no network.
  func run(_ testCase: Case, home: URL) async throws -> (ChildProcess.Termination, ChildProcess) {
    let environment = ExploreBinary.childEnvironment(home: home, adding: Self.unreachable.merging(["NO_COLOR": "1"]) { _, new in new })
    let child = try ChildProcess(
      executable: try ExploreBinary.executable(), arguments: testCase.arguments, environment: environment,
      standardInput: testCase.standardInput, standardOutput: testCase.standardOutput, standardError: testCase.standardError
    )
    defer { child.terminate() }
    return (try await child.waitForExit(), child)
  }

  static let episodes = ["--offline", "rickmorty", "episodes", "--verbose"]
  static let login = ["github", "login", "--with-token"]

  static let cases: [Case] = [
    // Standard error gone or full: the run goes on, its output complete.
    Case(name: "stderr closed, a run with output", arguments: episodes, standardError: .closed, status: 0, output: "Pilot"),
    Case(name: "stderr full, a run with output", arguments: episodes, standardError: .file("/dev/full"), status: 0, output: "Pilot"),
    Case(name: "stderr closed, a usage error", arguments: ["nosuchprovider"], standardError: .closed, status: 64),
    Case(name: "stderr full, a runtime error", arguments: login, standardInput: .closed, standardError: .file("/dev/full"), status: 1),
    // Standard output full or closed: an error, exit 1.
    Case(
      name: "stdout full, a list", arguments: ["--offline", "rickmorty", "episodes"], standardOutput: .file("/dev/full"), status: 1,
      error: "Error: Could not write to standard output: No space left on device."),
    Case(
      name: "stdout full, help", arguments: ["--help"], standardOutput: .file("/dev/full"), status: 1,
      error: "Error: Could not write to standard output: No space left on device."),
    Case(
      name: "stdout closed, version", arguments: ["--version"], standardOutput: .closed, status: 1,
      error: "Error: Could not write to standard output: Bad file descriptor."),
    Case(name: "stdout full and stderr closed", arguments: ["--help"], standardOutput: .file("/dev/full"), standardError: .closed, status: 1),
    // Standard input that cannot be read, or never ends.
    Case(
      name: "stdin a directory", arguments: login, standardInput: .file("/"), status: 1,
      error: "Error: Could not read standard input: it is a directory."),
    Case(name: "stdin closed", arguments: login, standardInput: .closed, status: 1, error: "Error: Could not read standard input: it is closed."),
    Case(
      name: "stdin endless", arguments: login, standardInput: .file("/dev/zero"), status: 1,
      error: "Error: Standard input holds more than 1 MiB, the most explore reads from it"),
  ]

  @Test(arguments: cases)
  func failedStandardIOIsNeverACrash(_ testCase: Case) async throws {
    let home = try ExploreBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let (termination, child) = try await run(testCase, home: home)
    #expect(termination == .exited(testCase.status), "stderr: \(child.standardError)")
    if let output = testCase.output { #expect(child.standardOutput.contains(output), "stdout: \(child.standardOutput)") }
    if let error = testCase.error { #expect(child.standardError.contains(error), "stderr: \(child.standardError)") }
    #expect(!child.standardError.contains("Fatal error"), "stderr: \(child.standardError)")
  }

  @Test func aTokenThatFitsTheLimitIsRead() async throws {
    // The limit bounds what is read, not what is accepted: a token piped in
    // still reaches the API (here unreachable, so the run fails after it).
    let home = try ExploreBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = ExploreBinary.childEnvironment(home: home, adding: Self.unreachable)
    let child = try ChildProcess(
      executable: try ExploreBinary.executable(), arguments: Self.login, environment: environment, standardInput: .pipe)
    defer { child.terminate() }
    child.write("ghp_" + String(repeating: "x", count: 36) + "\n")
    child.closePipe(0)
    #expect(try await child.waitForExit() == .exited(1))
    #expect(!child.standardError.contains("standard input"), "stderr: \(child.standardError)")
    #expect(child.standardError.contains("127.0.0.1"), "stderr: \(child.standardError)")
  }
}
