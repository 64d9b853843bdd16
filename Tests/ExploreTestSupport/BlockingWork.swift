import Dispatch

/// Work that blocks a thread (waiting for a child process, a semaphore, a
/// pipe to close), run on a Dispatch thread instead of the caller's.
///
/// NB: Swift Testing runs every suite of the process on the cooperative
/// thread pool, which has one thread per core: on a 2-core machine, two
/// tests that wait synchronously for a child process stall every other
/// test for as long, and a test that keeps a deadline (a hang watchdog, a
/// request timeout) then fails for the wrong reason. Measured before this
/// existed: one round of `PageStreamCancellationTests`, 0.2 ms alone, took
/// 73 s in the full suite.
package enum BlockingWork {
  /// Runs `body` on a Dispatch thread and suspends, without blocking, until
  /// it returns.
  package static func run<Value: Sendable>(
    _ body: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(with: Result { try body() })
      }
    }
  }

  /// Runs `body` on a Dispatch thread and suspends, without blocking, until
  /// it returns.
  package static func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: body()) }
    }
  }
}
