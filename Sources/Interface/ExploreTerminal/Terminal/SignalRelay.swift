import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns signals into calls on a thread of its own, and watches a
/// descriptor for a hang-up on the same thread.
///
/// ```swift
/// SignalRelay.shared.route([SIGINT, SIGTERM]) { signal in stopper.stop(StopReason(signal: signal)!) }
/// SignalRelay.shared.watchHangUp(of: STDOUT_FILENO) { stopper.stop(.readerGone) }
/// ```
///
/// The signal handler only writes the signal's number to a pipe (`write`
/// is async-signal-safe); the relay's thread reads the pipe and calls what
/// was routed, where any code may run. It starts with the first route or
/// watch, so a command that needs neither (`--version`, `help`) starts no
/// thread.
///
/// NB: not `DispatchSource.makeSignalSource`: on Linux, libdispatch puts its
/// own handler in place of the `SIG_IGN` that the source needs, so a second
/// `signal(…, SIG_IGN)` after a first source silently drops the signal
/// (how `kill -INT` came to be ignored in interactive mode); and its sources
/// start libdispatch's manager thread in every process.
///
/// NB: `@unchecked Sendable` because the mutable state is guarded by `lock`.
package final class SignalRelay: @unchecked Sendable {
  /// The one relay of this process.
  package static let shared = SignalRelay()

  private let lock = NSLock()
  private var routes: [Int32: @Sendable (Int32) -> Void] = [:]
  /// The actions the routes replaced, to put back on release.
  private var replaced: [Int32: sigaction] = [:]
  private var hangUpWatches: [Int32: @Sendable () -> Void] = [:]
  /// The pipe's read end, once the thread runs.
  private var readEnd: Int32?

  private init() {}

  /// Calls `handler` on the relay's thread each time one of `signals`
  /// arrives, from now on, in place of the signal's action. A signal the
  /// process inherited as ignored (`nohup`, `&` in a script) stays ignored.
  package func route(_ signals: [Int32], to handler: @escaping @Sendable (Int32) -> Void) {
    lock.withLock {
      startIfNeeded()
      for signal in signals {
        let current = SignalAction.current(signal)
        guard !SignalAction.isIgnored(current) else { continue }
        routes[signal] = handler
        if replaced[signal] == nil { replaced[signal] = current }
        // NB: SA_RESTART, so that other threads' system calls go on.
        SignalAction.install(signal, handler: relaySignal, flags: Int32(SA_RESTART))
      }
    }
  }

  /// Puts back the actions that ``route(_:to:)`` replaced for `signals`.
  package func release(_ signals: [Int32]) {
    lock.withLock {
      for signal in signals {
        guard let previous = replaced.removeValue(forKey: signal) else { continue }
        routes[signal] = nil
        SignalAction.restore(signal, to: previous)
      }
    }
  }

  /// Calls `handler` once, on the relay's thread, when `descriptor`
  /// reports a hang-up or an error: the reader of a pipe went away, even
  /// while nothing is being written.
  package func watchHangUp(of descriptor: Int32, _ handler: @escaping @Sendable () -> Void) {
    lock.withLock {
      startIfNeeded()
      hangUpWatches[descriptor] = handler
    }
    wake()
  }

  /// Stops the process, as SIGTSTP's default action does, and returns once
  /// it is continued (SIGCONT); at once when the system discards the stop
  /// (a process group with no shell to continue it).
  ///
  /// NB: the signal goes to the calling thread, unblocked there (a thread
  /// started from one of libdispatch's blocks nearly every signal) and with
  /// the default action in place, so the stop happens before the call
  /// returns, and the relay's handler is back before anything else runs.
  package func stopProcess() {
    let previous = SignalAction.current(SIGTSTP)
    SignalAction.reset(SIGTSTP)
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    var mask = sigset_t()
    _ = pthread_sigmask(SIG_UNBLOCK, &stop, &mask)
    _ = pthread_kill(pthread_self(), SIGTSTP)
    _ = pthread_sigmask(SIG_SETMASK, &mask, nil)
    SignalAction.restore(SIGTSTP, to: previous)
  }

  /// Creates the pipe and starts the thread. Call with `lock` held.
  private func startIfNeeded() {
    guard readEnd == nil else { return }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    // NB: a full pipe drops the signal rather than block the handler.
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    let reading = ends[0]
    readEnd = reading
    relayDescriptor = ends[1]
    let thread = Thread { [self] in run(reading: reading) }
    thread.name = "explore signals"
    thread.start()
  }

  /// Has the thread look at its watches again.
  private func wake() {
    var zero: UInt8 = 0
    _ = write(relayDescriptor, &zero, 1)
  }

  private func run(reading descriptor: Int32) {
    // NB: a thread started from one of libdispatch's inherits its mask,
    // which blocks HUP, INT, QUIT, ABRT and TERM; this one takes them, so
    // that a signal sent to the process is not left to the main thread
    // alone.
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGHUP, SIGINT, SIGQUIT, SIGABRT, SIGTERM] { sigaddset(&signals, signal) }
    _ = pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let watched = lock.withLock { Array(hangUpWatches.keys) }
      var entries = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
      entries += watched.map { pollfd(fd: $0, events: 0, revents: 0) }
      if poll(&entries, nfds_t(entries.count), -1) < 0 {
        if errno == EINTR { continue }
        return
      }
      for entry in entries.dropFirst() where entry.revents != 0 {
        let handler = lock.withLock { hangUpWatches.removeValue(forKey: entry.fd) }
        if entry.revents & Int16(POLLERR | POLLHUP) != 0 { handler?() }
      }
      guard entries[0].revents & Int16(POLLIN) != 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      for byte in buffer.prefix(max(count, 0)) where byte != 0 {
        let signal = Int32(byte)
        let handler = lock.withLock { routes[signal] }
        handler?(signal)
      }
    }
  }
}

/// The write end of the relay's pipe, for the signal handler.
///
/// NB: `nonisolated(unsafe)`: the handler cannot take a lock. It is set
/// once, before any handler that reads it is installed.
nonisolated(unsafe) private var relayDescriptor: Int32 = -1

/// The handler: the signal's number into the pipe. Async-signal-safe.
private func relaySignal(_ signal: Int32) {
  let saved = errno
  var byte = UInt8(truncatingIfNeeded: signal)
  _ = write(relayDescriptor, &byte, 1)
  errno = saved
}
