#if canImport(Glibc)
package import Glibc
#elseif canImport(Musl)
package import Musl
#elseif canImport(Darwin)
package import Darwin
#endif

/// `sigaction` without the platforms' differences: the handler's union
/// field is named differently on Darwin and glibc.
///
/// ```swift
/// let previous = SignalAction.install(SIGINT, handler: relay, flags: SA_RESTART)
/// if SignalAction.isIgnored(previous) { … }
/// SignalAction.restore(SIGINT, to: previous)
/// ```
///
/// ``reset(_:)`` and ``restore(_:to:)`` use only `sigaction`, which is
/// async-signal-safe: signal handlers may call them.
package enum SignalAction {
  /// A handler that takes the signal's number.
  package typealias Handler = @convention(c) (Int32) -> Void
  /// A handler that also takes the signal's details and the interrupted
  /// context (`SA_SIGINFO`).
  package typealias InfoHandler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

  /// The action for `signal` now.
  package static func current(_ signal: Int32) -> sigaction {
    var action = sigaction()
    _ = sigaction(signal, nil, &action)
    return action
  }

  /// Sets `handler` for `signal`, with an empty mask and `flags`.
  ///
  /// - Returns: the action it replaced.
  @discardableResult
  package static func install(_ signal: Int32, handler: Handler, flags: Int32 = 0) -> sigaction {
    var action = sigaction()
    #if canImport(Darwin)
    action.__sigaction_u.__sa_handler = handler
    #else
    action.__sigaction_handler.sa_handler = handler
    #endif
    return set(signal, action, flags: flags)
  }

  /// Sets `handler` for `signal` with `SA_SIGINFO`, an empty mask and `flags`.
  ///
  /// - Returns: the action it replaced.
  @discardableResult
  static func install(_ signal: Int32, infoHandler handler: InfoHandler, flags: Int32 = 0) -> sigaction {
    var action = sigaction()
    #if canImport(Darwin)
    action.__sigaction_u.__sa_sigaction = handler
    #else
    action.__sigaction_handler.sa_sigaction = handler
    #endif
    return set(signal, action, flags: flags | Int32(SA_SIGINFO))
  }

  /// Puts back the default action of `signal`. Async-signal-safe.
  package static func reset(_ signal: Int32) {
    var action = sigaction()
    sigemptyset(&action.sa_mask)
    _ = sigaction(signal, &action, nil)
  }

  /// Puts back `action` for `signal`. Async-signal-safe.
  package static func restore(_ signal: Int32, to action: sigaction) {
    var action = action
    _ = sigaction(signal, &action, nil)
  }

  /// Whether `action` ignores its signal (`SIG_IGN`), as a process started
  /// by `nohup`, or in the background of a script, inherits for SIGHUP,
  /// SIGINT or SIGQUIT.
  package static func isIgnored(_ action: sigaction) -> Bool {
    action.sa_flags & Int32(SA_SIGINFO) == 0 && address(of: action) == 1
  }

  /// Whether `action` is the default one (`SIG_DFL`).
  static func isDefault(_ action: sigaction) -> Bool {
    action.sa_flags & Int32(SA_SIGINFO) == 0 && address(of: action) == 0
  }

  /// Calls the handler of `action` as the system would for `signal`:
  /// nothing for the default action or `SIG_IGN`. Async-signal-safe as
  /// far as the handler is.
  static func call(
    _ action: sigaction, signal: Int32, info: UnsafeMutablePointer<siginfo_t>?, context: UnsafeMutableRawPointer?
  ) {
    guard !isDefault(action), !isIgnored(action) else { return }
    #if canImport(Darwin)
    if action.sa_flags & Int32(SA_SIGINFO) != 0 {
      action.__sigaction_u.__sa_sigaction?(signal, info, context)
    } else {
      action.__sigaction_u.__sa_handler?(signal)
    }
    #else
    if action.sa_flags & Int32(SA_SIGINFO) != 0 {
      action.__sigaction_handler.sa_sigaction?(signal, info, context)
    } else {
      action.__sigaction_handler.sa_handler?(signal)
    }
    #endif
  }

  /// Whether the signal described by `info` was sent by another process
  /// (`kill`, `sigqueue`), as opposed to a fault of this process or a
  /// signal it raised itself (`abort`, `raise`). Async-signal-safe.
  static func isSentByAnotherProcess(_ info: UnsafeMutablePointer<siginfo_t>?) -> Bool {
    guard let info else { return false }
    // NB: `SI_USER` is `kill`, `SI_QUEUE` is `sigqueue`; `SI_TKILL` (Linux's
    // `tgkill`, which `abort` and `raise` use) names a thread, and a fault
    // has a positive code.
    let code = info.pointee.si_code
    guard code == SI_USER || code == SI_QUEUE else { return false }
    #if canImport(Darwin)
    let sender = info.pointee.si_pid
    #else
    let sender = info.pointee._sifields._kill.si_pid
    #endif
    return sender != getpid()
  }

  private static func set(_ signal: Int32, _ action: sigaction, flags: Int32) -> sigaction {
    var action = action
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    var previous = sigaction()
    _ = sigaction(signal, &action, &previous)
    return previous
  }

  /// The handler's address: 0 for `SIG_DFL`, 1 for `SIG_IGN`.
  private static func address(of action: sigaction) -> Int {
    #if canImport(Darwin)
    unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
    #else
    unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    #endif
  }
}
