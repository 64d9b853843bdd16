import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns signals into calls: SIGWINCH into a resize, SIGINT and SIGTERM
/// into a restore of the terminal and an exit.
///
/// The default handlers are replaced by `SIG_IGN` while watching, as
/// `DispatchSource.makeSignalSource` requires, and put back by ``cancel()``.
package final class SignalWatcher {
  private let sources: [any DispatchSourceSignal]
  private let signals: [Int32]

  /// - Parameters:
  ///   - resized: Called on SIGWINCH.
  ///   - terminated: Called with the signal on SIGINT or SIGTERM; it must
  ///     restore the terminal and exit.
  package init(resized: @escaping @Sendable () -> Void, terminated: @escaping @Sendable (Int32) -> Void) {
    let queue = DispatchQueue(label: "explore signals")
    var sources: [any DispatchSourceSignal] = []
    let handlers: [(Int32, @Sendable () -> Void)] = [
      (SIGWINCH, resized),
      (SIGINT, { terminated(SIGINT) }),
      (SIGTERM, { terminated(SIGTERM) }),
    ]
    for (signalNumber, handler) in handlers {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
      source.setEventHandler(handler: handler)
      source.resume()
      sources.append(source)
    }
    self.sources = sources
    self.signals = handlers.map(\.0)
  }

  /// Stops watching and restores the default handlers.
  package func cancel() {
    for source in sources { source.cancel() }
    for signalNumber in signals { signal(signalNumber, SIG_DFL) }
  }
}
