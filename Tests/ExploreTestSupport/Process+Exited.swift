import Foundation

extension Process {
  /// Waits for the process to exit without blocking a thread of the
  /// cooperative pool (see ``BlockingWork``).
  package func exited() async {
    nonisolated(unsafe) let process = self
    await BlockingWork.run { process.waitUntilExit() }
  }
}
