import ExploreTestSupport
import Foundation

extension ExploreBinary {
  /// What a run that was read for one line, as `| head -1` reads, left.
  struct FirstLineOutcome: Sendable {
    var firstLine: String
    var status: Int32
    var standardError: String
  }

  /// What to do once the first line arrived.
  enum AfterFirstLine {
    /// Close the pipe, as `head -1` does.
    case closeOutput
    /// Send SIGINT, as Ctrl-C does, and keep reading.
    case interrupt
  }

  /// Runs `explore arguments`, reads its standard output up to the first
  /// newline, then closes the pipe as `head -1` does (or interrupts it),
  /// and waits for the end.
  ///
  /// - Parameter timeout: a safety net against a hung child, not a timing
  ///   assertion: the child is killed and its status says so.
  static func runReadingOneLine(
    _ arguments: [String],
    environment: [String: String],
    home: URL,
    then action: AfterFirstLine = .closeOutput,
    timeout: TimeInterval = 120
  ) async throws -> FirstLineOutcome {
    try await BlockingWork.run {
      try runReadingOneLineWaiting(arguments, environment: environment, home: home, then: action, timeout: timeout)
    }
  }

  /// ``runReadingOneLine(_:environment:home:then:timeout:)``, waiting on the
  /// calling thread.
  private static func runReadingOneLineWaiting(
    _ arguments: [String],
    environment: [String: String],
    home: URL,
    then action: AfterFirstLine,
    timeout: TimeInterval
  ) throws -> FirstLineOutcome {
    let child = try PipedProcess.start(
      try executable(), arguments: arguments, environment: childEnvironment(home: home, adding: environment), directory: home, input: "")
    let process = child.process, stdout = child.output, stderr = child.errors
    // NB: our copy of the write end must go, or the pipe never hangs up.
    try stdout.fileHandleForWriting.close()

    let errorText = OutputText()
    let group = DispatchGroup()
    group.enter()
    Thread.detachNewThread {
      errorText.value = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      group.leave()
    }
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)

    var line = Data()
    let reader = stdout.fileHandleForReading
    while true {
      let byte = reader.readData(ofLength: 1)
      if byte.isEmpty || byte == Data("\n".utf8) { break }
      line.append(byte)
    }
    switch action {
    case .closeOutput:
      try reader.close()
    case .interrupt:
      process.interrupt()
      _ = reader.readDataToEndOfFile()
      try reader.close()
    }
    group.wait()
    process.waitUntilExit()
    watchdog.cancel()
    return FirstLineOutcome(
      firstLine: String(decoding: line, as: UTF8.self), status: process.terminationStatus, standardError: errorText.value)
  }
}

/// Text filled by a reader thread and read once it is done.
///
/// NB: `@unchecked Sendable` is sound because every access holds `lock`.
private final class OutputText: @unchecked Sendable {
  private let lock = NSLock()
  private var text = ""
  var value: String {
    get { lock.withLock { text } }
    set { lock.withLock { text = newValue } }
  }
}
