#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes a fatal signal fatal, and gives the terminal back first when it is
/// in full-screen mode: a Swift runtime trap (SIGILL on x86-64, SIGTRAP on
/// arm64), SIGSEGV, SIGBUS, SIGFPE, SIGABRT, and SIGQUIT, whether the fault
/// is real or the signal was sent with `kill`.
///
/// ```swift
/// FatalSignalGuard.install()                                   // once, first thing in main
/// FatalSignalGuard.protect(input: 0, output: 1, saved: cooked) // while in raw mode
/// FatalSignalGuard.release()
/// ```
///
/// The handler (1) writes the leave sequence (reset attributes, show the
/// cursor, leave the alternate screen) and puts back the saved termios
/// when a terminal is protected; (2) for a fault, or a signal the process
/// raised itself (`abort`), calls the handler that was there before, such
/// as Swift's backtracer, which prints its report; a signal sent by another
/// process (`kill`) skips the report; (3) puts
/// back the default action and raises the signal again, so that the
/// process dies of it. NB: step 3 is what a signal sent with `kill` needs:
/// Swift's backtracer returns after its report, expecting the fault to
/// happen again, and a signal from `kill` does not come back by itself,
/// so the process used to go on running.
///
/// The handler uses only `write`, `tcsetattr`, `sigaction` and `raise`,
/// which POSIX lists as async-signal-safe, and the previous handler. All it
/// reads is prepared by ``install()`` in memory that is never freed: it
/// allocates nothing, takes no lock and touches no Swift object.
package enum FatalSignalGuard {
  /// The signals that end the process abnormally, as Swift's backtracer
  /// lists them.
  static let signals: [Int32] = [SIGQUIT, SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGTRAP]

  /// What the handler needs, in one allocation.
  struct State {
    /// 1 while a terminal is in raw mode and must be given back.
    var isProtecting: Int32
    var input: Int32
    var output: Int32
    var saved: termios
    var leaveBytes: UnsafeMutablePointer<UInt8>
    var leaveCount: Int
    /// The actions replaced, by signal number.
    var previous: UnsafeMutablePointer<sigaction>
    var previousCount: Int
  }

  /// The installed state, or `nil` before ``install()``.
  ///
  /// NB: `nonisolated(unsafe)` because the handler reads it with no lock
  /// (it cannot take one). It is written once, by ``install()``, before any
  /// handler is set, and the memory it points to is never freed.
  nonisolated(unsafe) static var state: UnsafeMutablePointer<State>?

  /// Sets the handlers for ``signals``, once per process; later calls do
  /// nothing. A signal the process inherited as ignored stays ignored.
  package static func install() {
    _ = installation
  }

  private static let installation: Void = {
    let bytes = Array(RawTerminal.leaveSequence.utf8)
    let leave = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
    leave.initialize(from: bytes, count: bytes.count)
    let count = Int(signals.max() ?? 0) + 1
    let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: count)
    previous.initialize(repeating: sigaction(), count: count)
    let newState = UnsafeMutablePointer<State>.allocate(capacity: 1)
    newState.initialize(to: State(
      isProtecting: 0, input: -1, output: -1, saved: termios(), leaveBytes: leave, leaveCount: bytes.count,
      previous: previous, previousCount: count
    ))
    state = newState
    for signal in signals {
      let current = SignalAction.current(signal)
      previous[Int(signal)] = current
      guard !SignalAction.isIgnored(current) else { continue }
      // NB: SA_ONSTACK so that a thread with an alternate signal stack (as
      // Swift's runtime sets up) can still run the handler after a stack
      // overflow. Without SA_NODEFER, the signal raised again at the end
      // stays pending until the handler returns, then kills.
      SignalAction.install(signal, infoHandler: fatalSignalHandler, flags: Int32(SA_ONSTACK))
    }
  }()

  /// Has the handler give the terminal on `input`/`output` back (the leave
  /// sequence, then `saved`) before the process dies, until ``release()``.
  static func protect(input: Int32, output: Int32, saved: termios) {
    install()
    guard let state else { return }
    state.pointee.isProtecting = 0
    state.pointee.input = input
    state.pointee.output = output
    state.pointee.saved = saved
    // NB: set last, so that a handler that sees 1 sees the fields too.
    state.pointee.isProtecting = 1
  }

  /// Stops giving a terminal back: it is cooked again.
  static func release() {
    state?.pointee.isProtecting = 0
  }
}

/// The handler: restore the terminal, let the previous handler report,
/// then die of the signal. Async-signal-safe calls only.
private func fatalSignalHandler(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
  guard let state = FatalSignalGuard.state else {
    SignalAction.reset(signal)
    _ = raise(signal)
    return
  }
  if state.pointee.isProtecting != 0 {
    state.pointee.isProtecting = 0
    var written = 0
    while written < state.pointee.leaveCount {
      let result = write(state.pointee.output, state.pointee.leaveBytes + written, state.pointee.leaveCount - written)
      if result <= 0 { break }
      written += result
    }
    _ = tcsetattr(state.pointee.input, TCSANOW, &state.pointee.saved)
  }
  // NB: a signal sent by another process (`kill -QUIT`) asks the process to
  // end, not to report a crash: Swift's backtracer would suspend nothing,
  // take seconds (symbolicating) while the run went on, and leave its
  // swift-backtrace child behind when the run ended first.
  if Int(signal) < state.pointee.previousCount, !SignalAction.isSentByAnotherProcess(info) {
    SignalAction.call(state.pointee.previous[Int(signal)], signal: signal, info: info, context: context)
  }
  // NB: the signal is blocked while its handler runs, so this raise is
  // delivered, to the default action, as soon as the handler returns. A
  // fault (SIGSEGV, a trap) would also recur when its instruction reruns.
  SignalAction.reset(signal)
  _ = raise(signal)
}
