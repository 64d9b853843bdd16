#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Gives the terminal back when the process dies of a fatal signal: a
/// Swift runtime trap (SIGILL on x86-64, SIGTRAP on arm64), SIGSEGV, SIGBUS
/// or SIGABRT.
///
/// ```swift
/// FatalSignalGuard.install(input: 0, output: 1, saved: original, leaveSequence: RawTerminal.leaveSequence)
/// defer { FatalSignalGuard.uninstall() }
/// ```
///
/// The handler writes the leave sequence (reset attributes, show the cursor,
/// leave the alternate screen) and puts back the saved termios (cooked
/// mode), using only `write`, `tcsetattr`, `sigaction` and `raise`, which
/// POSIX lists as async-signal-safe. Then it puts back the handler that was
/// there before (the default, or Swift's backtracer) and raises the signal
/// again, so the process still dies of it, with its usual report and status.
///
/// Everything the handler reads is prepared by ``install(input:output:saved:leaveSequence:)``
/// in memory that is never freed while installed: the handler allocates
/// nothing, takes no lock and touches no Swift object.
enum FatalSignalGuard {
  /// The signals that end the process abnormally.
  static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

  /// What the handler needs, in one allocation.
  struct State {
    var input: Int32
    var output: Int32
    var saved: termios
    var leaveBytes: UnsafeMutablePointer<UInt8>
    var leaveCount: Int
    /// The actions replaced, by signal number.
    var previous: UnsafeMutablePointer<sigaction>
    var previousCount: Int
  }

  /// The installed state, or `nil`.
  ///
  /// NB: `nonisolated(unsafe)` because the handler reads it with no lock
  /// (it cannot take one). It is written only by install and uninstall, on
  /// the thread that owns the terminal, before the handlers are set and
  /// after they are removed; the lazy initialization of this global has
  /// run by then, so the handler's read is a plain load.
  nonisolated(unsafe) static var state: UnsafeMutablePointer<State>?

  /// Sets the handlers for ``signals``. Call once the terminal is in raw
  /// mode; a second call without ``uninstall()`` does nothing.
  static func install(input: Int32, output: Int32, saved: termios, leaveSequence: String) {
    guard state == nil else { return }
    let bytes = Array(leaveSequence.utf8)
    let leave = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
    leave.initialize(from: bytes, count: bytes.count)
    let count = Int(signals.max() ?? 0) + 1
    let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: count)
    previous.initialize(repeating: sigaction(), count: count)
    let newState = UnsafeMutablePointer<State>.allocate(capacity: 1)
    newState.initialize(to: State(
      input: input, output: output, saved: saved, leaveBytes: leave, leaveCount: bytes.count,
      previous: previous, previousCount: count
    ))
    state = newState

    var action = sigaction()
    #if canImport(Darwin)
    action.__sigaction_u.__sa_handler = fatalSignalHandler
    #else
    action.__sigaction_handler.sa_handler = fatalSignalHandler
    #endif
    sigemptyset(&action.sa_mask)
    // NB: SA_ONSTACK so that a thread with an alternate signal stack (as
    // Swift's backtracer sets up) can still run the handler after a stack
    // overflow.
    action.sa_flags = Int32(SA_ONSTACK)
    for signal in signals {
      _ = sigaction(signal, &action, previous + Int(signal))
    }
  }

  /// Puts back the handlers that were there before ``install(input:output:saved:leaveSequence:)``.
  static func uninstall() {
    guard let current = state else { return }
    for signal in signals {
      _ = sigaction(signal, current.pointee.previous + Int(signal), nil)
    }
    state = nil
    current.pointee.leaveBytes.deallocate()
    current.pointee.previous.deinitialize(count: current.pointee.previousCount)
    current.pointee.previous.deallocate()
    current.deinitialize(count: 1)
    current.deallocate()
  }
}

/// The handler: restore the terminal, put the previous action back, raise
/// the signal again. Async-signal-safe calls only.
private func fatalSignalHandler(_ signal: Int32) {
  guard let state = FatalSignalGuard.state else {
    _ = resetToDefault(signal)
    _ = raise(signal)
    return
  }
  var written = 0
  while written < state.pointee.leaveCount {
    let result = write(state.pointee.output, state.pointee.leaveBytes + written, state.pointee.leaveCount - written)
    if result <= 0 { break }
    written += result
  }
  _ = tcsetattr(state.pointee.input, TCSANOW, &state.pointee.saved)
  if Int(signal) < state.pointee.previousCount {
    _ = sigaction(signal, state.pointee.previous + Int(signal), nil)
  } else {
    _ = resetToDefault(signal)
  }
  // NB: the signal is blocked while its handler runs, so this raise is
  // delivered, to the previous action, as soon as the handler returns. A
  // fault (SIGSEGV, a trap) would also recur when its instruction reruns.
  _ = raise(signal)
}

/// `signal(signal, SIG_DFL)` through `sigaction`, which is async-signal-safe.
private func resetToDefault(_ signal: Int32) -> Int32 {
  var action = sigaction()
  #if canImport(Darwin)
  action.__sigaction_u.__sa_handler = SIG_DFL
  #else
  action.__sigaction_handler.sa_handler = SIG_DFL
  #endif
  sigemptyset(&action.sa_mask)
  return sigaction(signal, &action, nil)
}
