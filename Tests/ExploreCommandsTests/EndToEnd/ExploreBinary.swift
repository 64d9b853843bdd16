import ExploreTestSupport
import Foundation

/// The built `explore` executable, run as a child process with its own
/// stdin, stdout and stderr pipes (never the test runner's descriptors).
///
/// The binary is the one this build made, next to the test bundle
/// (``ProjectPaths/builtExecutable(named:)``); `ExploreCommandsTests` depends on
/// the `explore` target so that `swift test` builds it. With
/// `EXPLORE_TEST_BINARY` set, it is that file instead: `.ci/run` points the
/// suites at the release build `Scripts/install.sh` installed, the binary
/// users run. When it is missing, ``executable()`` throws an error that says
/// how to build it: the end-to-end suites fail, they never skip.
enum ExploreBinary {
  struct Outcome: Sendable {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The binary (``ProjectPaths/exploreExecutable(environment:)``), or an
  /// error that says how to build it.
  static func executable() throws -> URL {
    try ProjectPaths.exploreExecutable()
  }

  /// The sanitizer settings of the test run (`ASAN_OPTIONS` and the like),
  /// which a child built with the same sanitizer must see too: under
  /// `swift test --sanitize=address` the child is sanitized as well.
  static var sanitizerEnvironment: [String: String] {
    ProcessInfo.processInfo.environment.filter { ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"].contains($0.key) }
  }

  /// A fresh folder for XDG directories and `HOME`, so runs share no cache
  /// or login with the user or each other.
  static func temporaryHome() throws -> URL {
    try TemporaryFolder().url
  }

  /// Runs `explore arguments` with only `environment` (plus `HOME`, `PATH`
  /// and XDG folders under `home`), and waits for it to end.
  ///
  /// - Parameters:
  ///   - executable: another copy of explore to run (an "installed" one).
  ///   - timeout: a safety net against a hung child, not a timing
  ///     assertion: the child is killed and the outcome says so.
  static func run(
    _ arguments: [String],
    environment: [String: String] = [:],
    home: URL,
    input: String = "",
    executable: URL? = nil,
    timeout: TimeInterval = 120
  ) async throws -> Outcome {
    let executable = try executable ?? Self.executable()
    return try await BlockingWork.run {
      try runWaiting(arguments, environment: environment, home: home, input: input, executable: executable, timeout: timeout)
    }
  }

  /// ``run(_:environment:home:input:executable:timeout:)``, waiting on the
  /// calling thread.
  private static func runWaiting(
    _ arguments: [String],
    environment: [String: String],
    home: URL,
    input: String,
    executable: URL,
    timeout: TimeInterval
  ) throws -> Outcome {
    let child = try PipedProcess.start(
      executable, arguments: arguments, environment: childEnvironment(home: home, adding: environment), directory: home, input: input)
    let process = child.process

    // NB: both pipes drain at once, so a child that fills one never blocks.
    let group = DispatchGroup()
    let outputs = OutputBox()
    for (index, pipe) in [child.output, child.errors].enumerated() {
      group.enter()
      Thread.detachNewThread {
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        outputs.set(index, data)
        group.leave()
      }
    }
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    group.wait()
    process.waitUntilExit()
    watchdog.cancel()
    return Outcome(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputs.get(0), as: UTF8.self),
      standardError: String(decoding: outputs.get(1), as: UTF8.self)
    )
  }

  /// The child's whole environment: `HOME`, `PATH` and the XDG folders under
  /// `home`, the run's sanitizer settings, then `environment` on top.
  static func childEnvironment(home: URL, adding environment: [String: String]) -> [String: String] {
    var full = IsolatedHome.childEnvironment(of: home)
    full.merge(sanitizerEnvironment) { _, new in new }
    full.merge(environment) { _, new in new }
    return full
  }
}

/// Two buffers filled from reader threads.
///
/// NB: `@unchecked Sendable` is sound because every access holds `lock`.
private final class OutputBox: @unchecked Sendable {
  private let lock = NSLock()
  private var data = [Data(), Data()]
  func set(_ index: Int, _ value: Data) { lock.withLock { data[index] = value } }
  func get(_ index: Int) -> Data { lock.withLock { data[index] } }
}
