import Dispatch

/// Runs async code to the end from synchronous code, as libFuzzer's entry
/// point is.
enum BlockingTask {
  /// Runs `body` in a task and waits for it.
  ///
  /// NB: the caller is libFuzzer's thread, never one of the cooperative
  /// pool's, so waiting on a semaphore here cannot starve the task.
  static func run(_ body: @escaping @Sendable () async -> Void) {
    let done = DispatchSemaphore(value: 0)
    Task {
      await body()
      done.signal()
    }
    done.wait()
  }
}
