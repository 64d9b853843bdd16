package import Foundation

/// Stops a run when its reader goes away, on Ctrl-C, SIGTERM or SIGHUP, or
/// when standard output fails: every request in flight is cancelled and
/// none is started. The first reason counts.
///
/// `main` cancels the command's task when the run stops, through
/// ``ExploreProcess``:
///
/// ```swift
/// let task = Task { await command.run(arguments: arguments, environment: environment, io: .standard) }
/// RunStopper.process.onStop { _ in task.cancel() }
/// let status = RunStopper.process.exitStatus(after: await task.value)
/// ```
///
/// A command that loads calls ``startWatching()`` as it begins: only then
/// are the signals routed and standard output watched for a hang-up
/// (`RunStopper+Watching.swift`), so `--version` starts nothing.
///
/// **The watchdog.** When the run stops, the process stopper's watchdog
/// starts: if the process has not ended ``Watchdog/gracePeriod`` later (a
/// cancellation that blocks, a request that ignores it), the watchdog ends
/// the process anyway with the reason's status. A second stop signal ends
/// it at once. Handlers run newest first, so the terminal is given back
/// before any cancellation that could block.
///
/// NB: `@unchecked Sendable` because the mutable state is guarded by
/// `lock`; `Mutex` (Synchronization) needs macOS 15, and the package supports 13.
package final class RunStopper: @unchecked Sendable {
  /// What ends a process whose run does not wind down after a stop.
  package struct Watchdog: Sendable {
    /// How long a stopped run may take to end.
    package var gracePeriod: TimeInterval
    /// Ends the process with a status.
    package var expire: @Sendable (Int32) -> Void

    package init(gracePeriod: TimeInterval, expire: @escaping @Sendable (Int32) -> Void) {
      self.gracePeriod = gracePeriod
      self.expire = expire
    }

    /// The process's own: 2 s, then the process ends at once.
    package static let process = Watchdog(gracePeriod: 2) { status in ProcessExit.immediately(status) }
  }

  /// The one stopper of this process, used by ``CommandIO/standard``.
  package static let process = RunStopper(watchdog: .process) { stopper in stopper.watchProcess() }

  private let lock = NSLock()
  private var stopReason: StopReason?
  private var handlers: [@Sendable (StopReason) -> Void] = []
  private var isWatching = false
  private let watchdog: Watchdog?
  private let watch: (@Sendable (RunStopper) -> Void)?

  /// - Parameters:
  ///   - watchdog: What ends the process when a stopped run does not end;
  ///     `nil` for none (a stopper in a test).
  ///   - watch: What ``startWatching()`` starts, once; `nil` for nothing.
  package init(watchdog: Watchdog? = nil, watch: (@Sendable (RunStopper) -> Void)? = nil) {
    self.watchdog = watchdog
    self.watch = watch
  }

  /// Why the run stopped, or `nil` while it runs.
  package var reason: StopReason? {
    lock.withLock { stopReason }
  }

  /// Calls `handler` once when the run stops (at once if it has stopped).
  /// Handlers run newest first.
  package func onStop(_ handler: @escaping @Sendable (StopReason) -> Void) {
    let reason = lock.withLock { () -> StopReason? in
      guard let stopReason, stopReason.cancelsRun else {
        handlers.append(handler)
        return nil
      }
      return stopReason
    }
    if let reason { handler(reason) }
  }

  /// Stops the run for `reason`, arms the watchdog, then calls the handlers
  /// on this thread. Only the first reason counts, except that a stop
  /// replaces ``StopReason/failed`` (a Ctrl-C while an error winds down).
  package func stop(_ reason: StopReason) {
    guard let handlers = begin(reason) else { return }
    for handler in handlers.reversed() { handler(reason) }
  }

  /// The status the process ends with, given the command's own: the
  /// reason's, when the run was stopped; else the command's.
  package func exitStatus(after commandStatus: Int32) -> Int32 {
    guard let reason, reason != .failed else { return commandStatus }
    return reason.exitStatus
  }

  /// Starts what the process stopper watches (signals, a hang-up of
  /// standard output), once; a command that loads calls it as it begins.
  package func startWatching() {
    let start = lock.withLock { () -> Bool in
      defer { isWatching = true }
      return !isWatching
    }
    if start { watch?(self) }
  }

  /// Records `reason` and arms the watchdog.
  ///
  /// - Returns: the handlers to call, or `nil` when the run had stopped.
  func begin(_ reason: StopReason) -> [@Sendable (StopReason) -> Void]? {
    let handlers = lock.withLock { () -> [@Sendable (StopReason) -> Void]? in
      guard stopReason == nil || (stopReason == .failed && reason != .failed) else { return nil }
      stopReason = reason
      guard reason.cancelsRun else { return [] }
      defer { self.handlers = [] }
      return self.handlers
    }
    if handlers != nil { armWatchdog() }
    return handlers
  }

  /// Ends the process at once with `reason`'s status: a second Ctrl-C.
  func stopAtOnce(_ reason: StopReason) {
    watchdog?.expire(reason.exitStatus)
  }

  /// Ends the process ``Watchdog/gracePeriod`` from now, with the status
  /// of the reason at that time, unless the process ended by then.
  private func armWatchdog() {
    guard let watchdog else { return }
    // NB: a thread of its own, asleep: the run's threads, the cooperative
    // pool and libdispatch's may all be stuck in the cancellation that
    // this is the remedy for.
    let thread = Thread { [self] in
      Thread.sleep(forTimeInterval: watchdog.gracePeriod)
      watchdog.expire(exitStatus(after: StopReason.failed.exitStatus))
    }
    thread.name = "explore watchdog"
    thread.start()
  }
}
