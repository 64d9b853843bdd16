public import ExploreTerminalGraphics
import Foundation

/// Asks the tmux that explore runs in for its `allow-passthrough` setting
/// (``TmuxPassthroughSetting``), by running `tmux show-options` for the
/// pane in `TMUX_PANE`.
public enum TmuxPassthroughProbe {
  /// The most time the `tmux` command may take.
  public static let timeout: Duration = .seconds(1)

  /// The setting of the tmux server that `environment`'s `TMUX` names,
  /// found on its `PATH`; `.unknown` when `tmux` cannot be run, fails (a tmux
  /// older than 3.3 has no such option), or takes longer than ``timeout``.
  public static func ask(environment: [String: String]) async -> TmuxPassthroughSetting {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["tmux"] + TmuxPassthroughSetting.arguments(pane: environment["TMUX_PANE"])
    // NB: the run's own environment, whose `TMUX` names the server to ask.
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return .unknown }
    // NB: a tmux server that does not answer must not hold the command up.
    let watchdog = Task {
      try await Task.sleep(for: timeout)
      if process.isRunning { process.terminate() }
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    guard process.terminationReason == .exit, process.terminationStatus == 0, data.count <= 64 else { return .unknown }
    return TmuxPassthroughSetting(reply: String(decoding: data, as: UTF8.self))
  }
}
