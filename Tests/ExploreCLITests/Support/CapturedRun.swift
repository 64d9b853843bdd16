import ExploreCLI
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
    if environment["HOME"] == nil { environment["HOME"] = FileManager.default.temporaryDirectory.path }
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

