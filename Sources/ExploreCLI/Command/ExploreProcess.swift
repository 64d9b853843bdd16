import Dispatch

#if canImport(Glibc)
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
///     ExploreProcess.run { io in
///       await ExploreCommand(providers: ProviderRegistry.all).run(arguments: arguments, environment: environment, io: io)
///     }
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
/// (``RunStopper/startWatching()``).
package enum ExploreProcess {
  /// Runs `command` with the process's standard I/O, then ends the process
  /// with its status (the stop's, when the run was stopped).
  package static func run(_ command: @escaping @Sendable (CommandIO) async -> Int32) -> Never {
    _ = StandardStreams.closedAtStart
    signal(SIGPIPE, SIG_IGN)
    FatalSignalGuard.install()
    let io = CommandIO.standard
    let stopper = io.stopper
    let task = Task.detached {
      let status = await command(io)
      ProcessExit.normally(stopper.exitStatus(after: status))
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
