import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops the process's run when its reader goes away or the user presses
/// Ctrl-C: every request in flight is cancelled and none is started.
///
/// `main` installs it once and cancels the command's task when it fires:
///
/// ```swift
/// RunStopper.process.watchProcess()
/// let task = Task { await command.run(arguments: arguments, environment: environment, io: .standard) }
/// RunStopper.process.onStop { _ in task.cancel() }
/// let status = await task.value
/// exit(RunStopper.process.reason?.exitStatus ?? status)
/// ```
///
/// It learns that the reader left in two ways: a write to standard output
/// fails with EPIPE (SIGPIPE is ignored, so the write returns the error),
/// or, when standard output is a pipe or a socket, a watcher thread sees it
/// hang up, which happens as soon as the reader exits, even while explore
/// is waiting for a page and writes nothing. A second Ctrl-C exits at once.
///
/// NB: `@unchecked Sendable` because the mutable state is guarded by
/// `lock`; `Mutex` (Synchronization) needs macOS 15, and the package supports 13.
package final class RunStopper: @unchecked Sendable {
  /// The one stopper of this process, used by ``CommandIO/standard``.
  package static let process = RunStopper()

  private let lock = NSLock()
  private var stopReason: StopReason?
  private var handlers: [@Sendable (StopReason) -> Void] = []
  private var signalSource: (any DispatchSourceSignal)?

  package init() {}

  /// Why the run stopped, or `nil` while it runs.
  package var reason: StopReason? {
    lock.withLock { stopReason }
  }

  /// Calls `handler` once when the run stops (at once if it has stopped).
  package func onStop(_ handler: @escaping @Sendable (StopReason) -> Void) {
    let reason = lock.withLock { () -> StopReason? in
      if stopReason == nil { handlers.append(handler) }
      return stopReason
    }
    if let reason { handler(reason) }
  }

  /// Stops the run for `reason`; only the first reason counts.
  package func stop(_ reason: StopReason) {
    let handlers = lock.withLock { () -> [@Sendable (StopReason) -> Void] in
      guard stopReason == nil else { return [] }
      stopReason = reason
      defer { self.handlers = [] }
      return self.handlers
    }
    for handler in handlers { handler(reason) }
  }

  /// Ignores SIGPIPE (a write to a closed pipe returns EPIPE instead of
  /// killing the process), turns SIGINT into a stop, and watches standard
  /// output for a hang-up when it is a pipe or a socket.
  package func watchProcess() {
    signal(SIGPIPE, SIG_IGN)
    signal(SIGINT, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: DispatchQueue(label: "explore stop"))
    source.setEventHandler { [self] in
      // NB: a second Ctrl-C does not wait for the run to wind down.
      if reason == .interrupted { exit(StopReason.interrupted.exitStatus) }
      stop(.interrupted)
    }
    source.resume()
    lock.withLock { signalSource = source }
    if Self.isPipeOrSocket(STDOUT_FILENO) {
      Thread.detachNewThread { [self] in watchForHangUp(STDOUT_FILENO) }
    }
  }

  /// Blocks until `descriptor` reports an error or a hang-up (its reader
  /// closed), then stops the run.
  private func watchForHangUp(_ descriptor: Int32) {
    var entry = pollfd(fd: descriptor, events: 0, revents: 0)
    while true {
      let ready = poll(&entry, 1, -1)
      if ready < 0, errno == EINTR { continue }
      if ready > 0, entry.revents & Int16(POLLERR | POLLHUP) != 0 { stop(.readerGone) }
      return
    }
  }

  private static func isPipeOrSocket(_ descriptor: Int32) -> Bool {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return false }
    let type = status.st_mode & S_IFMT
    return type == S_IFIFO || type == S_IFSOCK
  }
}
