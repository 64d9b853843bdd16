import Foundation

extension Process {
  /// Waits for the process to exit without blocking a thread of the
  /// cooperative pool (see ``BlockingWork``).
  package func exited() async {
    // NB: swift-corelibs-foundation declares `Process` `Sendable`; Apple's
    // Foundation may not, where the process is handed over unchecked.
    #if canImport(Darwin)
    nonisolated(unsafe) let process = self
    #else
    let process = self
    #endif
    await BlockingWork.run { process.waitUntilExit() }
  }
}
