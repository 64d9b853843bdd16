import Dispatch

#if canImport(Glibc)
package import ExploreCommandRuntime
import ExploreLiveLists
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ExploreTerminal

/// A command run as the whole process: standard I/O that never crashes, a
/// stop that cancels the command, a watchdog behind it, and one way out.
///
/// ```swift
/// @main struct ExploreMain {
///   static func main() {
///     let explore = ExploreCommand(providers: ProviderRegistry.all)
///     ExploreProcess.run { io in explore.start(arguments: arguments, environment: environment, io: io) }
///   }
/// }
/// ```
///
/// NB: `main` is synchronous, and the command runs in a detached task while
/// the main thread serves the main queue (`dispatchMain()`), as an async
/// `main` would: an async `main` starts libdispatch before its first line,
/// and libdispatch's first descriptors take the numbers of a closed
/// stdin, stdout or stderr, where explore's text would then go.
///
/// What it sets up, before the command runs, is what every command needs and
/// costs a few system calls: the standard descriptors reserved
/// (``StandardStreams/closedAtStart``), SIGPIPE ignored (a write to a closed
/// pipe returns EPIPE instead of killing the process), and the fatal signal
/// handlers (``FatalSignalGuard``). Signals that stop a run, and the watch
/// on standard output, start with a command that loads
/// (``RunStopper/startWatching()``); a command that loads nothing (`--version`,
/// help, completions) is done by `start`, before any task or thread starts.
package enum ExploreProcess {
  /// Calls `start` with the process's standard I/O and, for a command that
  /// loads, runs it, then ends the process with its status (the stop's,
  /// when the run was stopped).
  package static func run(_ start: (CommandIO) -> CommandStart) -> Never {
    _ = StandardStreams.closedAtStart
    signal(SIGPIPE, SIG_IGN)
    FatalSignalGuard.install()
    let io = CommandIO.standard
    let stopper = io.stopper
    let command: @Sendable (CommandIO) async -> Int32
    switch start(io) {
    case .finished(let status):
      // NB: no task and no handler yet: a failed write stopped the run with
      // its error, which is printed here.
      if let error = stopper.reason?.error { io.writeError("Error: \(error.description)\n") }
      ProcessExit.normally(stopper.exitStatus(after: status))
    case .load(let load):
      command = load
    }
    let task = Task.detached {
      let status = await command(io)
      let exitStatus = stopper.exitStatus(after: status)
      // NB: a run that was stopped or failed may leave cancelled transfers
      // winding down on URLSession's threads (libcurl, its TLS and GSSAPI
      // libraries), which the exit handlers would race as they destroy
      // those libraries' state: 16 crashes in 2,000 runs stopped by SIGTERM
      // 10-70 ms in. Only a run that succeeded runs the exit handlers.
      if stopper.reason == nil, status == 0 { ProcessExit.normally(exitStatus) }
      ProcessExit.immediately(exitStatus)
    }
    stopper.onStop { _ in task.cancel() }
    // NB: registered after the cancel, so it runs before it (newest first):
    // the error is printed even when the cancellation blocks.
    stopper.onStop { reason in
      if let error = reason.error { io.writeError("Error: \(error.description)\n") }
    }
    dispatchMain()
  }
}
