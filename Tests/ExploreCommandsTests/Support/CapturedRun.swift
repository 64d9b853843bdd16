@testable import ExploreCommandRuntime
import ExploreCommands
import ExploreCore
import ExploreTerminalGraphics
import ExploreTestSupport
import Foundation

/// The outcome of one in-process run of ``ExploreCommand``.
struct CapturedRun: Sendable {
  var status: Int32
  var standardOutput: String
  var standardError: String
  var openedURLs: [URL]

  /// Runs `arguments` with a captured IO: not a terminal unless `terminal`,
  /// 80 columns unless `COLUMNS` says otherwise.
  static func run(
    _ arguments: [String],
    providers: [any Provider.Type] = [Zoo.self],
    environment: [String: String] = [:],
    terminal: Bool = false,
    input: String? = nil,
    queryTerminal: (@Sendable ([UInt8]) async -> PictureQueryReply)? = nil,
    cellPixels: (width: Int, height: Int)? = nil
  ) async -> CapturedRun {
    let output = Locked("")
    let error = Locked("")
    let opened = Locked<[URL]>([])
    var environment = environment
    // NB: a home of its own, removed after the run: a command that caches
    // (a loopback server's answers) writes under `$HOME/.cache`, which must
    // not be left in the temporary directory.
    var ownHome: URL?
    if environment["HOME"] == nil {
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("explore-run-\(UUID().uuidString)", isDirectory: true)
      try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      environment["HOME"] = home.path
      ownHome = home
    }
    defer { if let ownHome { try? FileManager.default.removeItem(at: ownHome) } }
    let io = CommandIO(
      writeOutput: { text in output.withLock { $0 += text } },
      writeError: { text in error.withLock { $0 += text } },
      readInput: { _ in input },
      outputIsTerminal: terminal,
      errorIsTerminal: terminal,
      openURL: { url, _ in opened.withLock { $0.append(url) } },
      now: { Date(timeIntervalSince1970: 1_800_000_000) },
      queryTerminal: queryTerminal,
      cellPixels: { cellPixels }
    )
    let status = await ExploreCommand(providers: providers).run(arguments: arguments, environment: environment, io: io)
    return CapturedRun(
      status: status,
      standardOutput: output.withLock { $0 },
      standardError: error.withLock { $0 },
      openedURLs: opened.withLock { $0 }
    )
  }
}

