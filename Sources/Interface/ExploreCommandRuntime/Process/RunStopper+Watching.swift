import ExploreTerminal
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension RunStopper {
  /// Routes SIGINT, SIGTERM and SIGHUP to a stop (130, 143, 129), and
  /// watches standard output for a hang-up when it is a pipe or a socket,
  /// which happens as soon as its reader exits, even while explore waits
  /// for a page and writes nothing.
  ///
  /// A second stop signal ends the process at once. The handlers of the
  /// first run on a thread of their own, so that a cancellation that blocks
  /// never keeps the relay from hearing the second.
  func watchProcess() {
    let relay = SignalRelay.shared
    relay.route(StopReason.signals) { [self] signal in handleStopSignal(signal) }
    if Self.isPipeOrSocket(STDOUT_FILENO) {
      relay.watchHangUp(of: STDOUT_FILENO) { [self] in _ = stopOnItsOwnThread(.readerGone) }
    }
  }

  /// Stops the run for a stop signal (SIGINT, SIGTERM, SIGHUP), or ends
  /// the process at once when it is the second.
  func handleStopSignal(_ signal: Int32) {
    guard let reason = StopReason(signal: signal) else { return }
    if !stopOnItsOwnThread(reason) { stopAtOnce(reason) }
  }

  /// Stops the run for `reason`, calling the handlers on a new thread.
  ///
  /// - Returns: `false` when the run had stopped already.
  private func stopOnItsOwnThread(_ reason: StopReason) -> Bool {
    guard let handlers = begin(reason) else { return false }
    let thread = Thread { for handler in handlers.reversed() { handler(reason) } }
    thread.name = "explore stop"
    thread.start()
    return true
  }

  private static func isPipeOrSocket(_ descriptor: Int32) -> Bool {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return false }
    let type = status.st_mode & S_IFMT
    return type == S_IFIFO || type == S_IFSOCK
  }
}
