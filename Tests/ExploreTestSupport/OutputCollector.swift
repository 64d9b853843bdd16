import Dispatch
import Foundation

/// Drains a child process's stdout and stderr on background threads, so the child never
/// blocks on a full pipe, and hands over the first stdout line.
final class OutputCollector: Sendable {
  private struct State {
    var standardOutput = Data()
    var firstLine: String?
    var standardOutputEnded = false
    var standardError = Data()
  }

  private let stdout: FileHandle
  private let stderr: FileHandle
  private let state = Locked(State())
  private let firstLineReady = DispatchSemaphore(value: 0)
  private let standardErrorEnded = DispatchSemaphore(value: 0)

  /// Keep at most this much of stderr for error messages.
  private static let standardErrorLimit = 16 * 1024

  init(stdout: FileHandle, stderr: FileHandle) {
    self.stdout = stdout
    self.stderr = stderr
  }

  func startDraining() {
    let stdoutThread = Thread { [self] in drainStandardOutput() }
    stdoutThread.name = "loopback-stdout"
    stdoutThread.start()
    let stderrThread = Thread { [self] in drainStandardError() }
    stderrThread.name = "loopback-stderr"
    stderrThread.start()
  }

  /// The first stdout line, or `nil` when stdout ended or `timeout` passed without one.
  func waitForFirstLine(timeout: TimeInterval) -> String? {
    _ = firstLineReady.wait(timeout: .now() + timeout)
    return state.withLock { $0.firstLine }
  }

  /// Waits (at most `timeout` seconds) until stderr reaches end of file, e.g. after the child exited.
  func waitForStandardErrorEnd(timeout: TimeInterval) {
    _ = standardErrorEnded.wait(timeout: .now() + timeout)
  }

  func standardErrorText() -> String {
    state.withLock { String(decoding: $0.standardError, as: UTF8.self) }
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private func drainStandardOutput() {
    while true {
      let chunk = stdout.availableData
      let signal = state.withLock { state -> Bool in
        if chunk.isEmpty {
          defer { state.standardOutputEnded = true }
          return state.firstLine == nil && !state.standardOutputEnded
        }
        guard state.firstLine == nil else { return false }
        state.standardOutput.append(chunk)
        guard let newline = state.standardOutput.firstIndex(of: UInt8(ascii: "\n")) else { return false }
        state.firstLine = String(decoding: state.standardOutput[..<newline], as: UTF8.self)
        state.standardOutput = Data()
        return true
      }
      if signal { firstLineReady.signal() }
      if chunk.isEmpty { return }
    }
  }

  private func drainStandardError() {
    while true {
      let chunk = stderr.availableData
      if chunk.isEmpty {
        standardErrorEnded.signal()
        return
      }
      state.withLock { state in
        state.standardError.append(chunk)
        if state.standardError.count > Self.standardErrorLimit {
          state.standardError = state.standardError.suffix(Self.standardErrorLimit)
        }
      }
    }
  }
}
