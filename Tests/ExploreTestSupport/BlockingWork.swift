import Foundation

/// Work that blocks a thread (waiting for a child process, a semaphore, a
/// pipe to close), run on a thread of its own instead of the caller's.
///
/// NB: Swift Testing runs every suite of the process on the cooperative
/// thread pool, which has one thread per core: on a 2-core machine, two
/// tests that wait synchronously for a child process stall every other
/// test for as long, and a test that keeps a deadline (a hang watchdog, a
/// request timeout) then fails for the wrong reason. Measured before this
/// existed: one round of `PageStreamCancellationTests`, 0.2 ms alone, took
/// 73 s in the full suite.
///
/// NB: a thread of its own, not Dispatch's global queue: on Linux that
/// queue also has few threads, and adds more only slowly when they block
/// (on this 2-core machine, 20 jobs that each sleep 1 s took 5 s there, and
/// 1 s on threads of their own). End-to-end tests that each waited there for a child
/// (and for its two pipes, on the same queue) took every one of them, and
/// the URLSession callbacks and timers of the other tests waited 60 to 90 s
/// behind them: a favorites writer outslept its 60 s pause before the test
/// could kill it, a retried request came back with no retries.
package enum BlockingWork {
  /// Runs `body` on a new thread and suspends, without blocking, until it
  /// returns.
  package static func run<Value: Sendable>(
    _ body: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(with: Result { try body() })
      }
    }
  }

  /// Runs `body` on a new thread and suspends, without blocking, until it
  /// returns.
  package static func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread { continuation.resume(returning: body()) }
    }
  }

  /// Starts `body` on a new thread now, before the caller next suspends,
  /// and returns its eventual value: for the other end of an exchange that
  /// must already run when the caller's end starts (a child task of an
  /// `async let` may wait for a pool thread longer than the exchange lasts).
  package static func started<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Started<Value> {
    let started = Started<Value>()
    Thread.detachNewThread { started.finish(body()) }
    return started
  }

  /// The eventual value of ``started(_:)``'s work.
  ///
  /// NB: `@unchecked Sendable` because its state is guarded by `lock`.
  package final class Started<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Value?
    private var waiters: [CheckedContinuation<Value, Never>] = []

    fileprivate init() {}

    fileprivate func finish(_ value: Value) {
      let waiting = lock.withLock {
        result = value
        defer { waiters = [] }
        return waiters
      }
      for waiter in waiting { waiter.resume(returning: value) }
    }

    /// The work's value, once it returned.
    package var value: Value {
      get async {
        await withCheckedContinuation { continuation in
          let ready: Value? = lock.withLock {
            if let result { return result }
            waiters.append(continuation)
            return nil
          }
          if let ready { continuation.resume(returning: ready) }
        }
      }
    }
  }
}
