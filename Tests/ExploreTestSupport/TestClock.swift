import Foundation

/// A clock that stands still until a test moves it with ``advance(by:)``,
/// so that debounce and timeouts are tested without real sleeps.
///
/// ```swift
/// let clock = TestClock()
/// await model.update("rick")          // starts a 300 ms wait on `clock`
/// await clock.waitForSleepers(1)      // the wait has begun
/// clock.advance(by: .milliseconds(300))
/// ```
// NB: @unchecked Sendable because every mutable property is read and
// written only while `lock` is held; `Mutex` needs macOS 15.
public final class TestClock: Clock, @unchecked Sendable {
  public struct Instant: InstantProtocol {
    public var offset: Duration

    public init(offset: Duration) {
      self.offset = offset
    }

    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var nextSleeperID = 0
  private var sleeperWatchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  public init() {}

  public var now: Instant { locked { current } }

  public var minimumResolution: Duration { .zero }

  /// The number of tasks sleeping on the clock now.
  public var sleeperCount: Int { locked { sleepers.count } }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = locked {
      nextSleeperID += 1
      return nextSleeperID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        lock.lock()
        // NB: checked under the lock, so a cancellation that ran its handler
        // before this point is seen here, and one after finds the sleeper.
        if Task.isCancelled {
          lock.unlock()
          continuation.resume(throwing: CancellationError())
          return
        }
        if deadline <= current {
          lock.unlock()
          continuation.resume()
          return
        }
        sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
        let ready = takeSatisfiedWatchers()
        lock.unlock()
        for watcher in ready { watcher.resume() }
      }
    } onCancel: {
      let sleeper = locked { () -> Sleeper? in
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock forward and wakes every sleeper whose deadline passed,
  /// earliest first.
  public func advance(by duration: Duration) {
    precondition(duration >= .zero, "TestClock only moves forward")
    let due = locked { () -> [Sleeper] in
      current = current.advanced(by: duration)
      let due = sleepers.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
      sleepers.removeAll { $0.deadline <= current }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Returns once at least `count` tasks are sleeping on the clock.
  public func waitForSleepers(_ count: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      lock.lock()
      sleeperWatchers.append((count, continuation))
      let ready = takeSatisfiedWatchers()
      lock.unlock()
      for watcher in ready { watcher.resume() }
    }
  }

  /// Removes and returns the watchers whose count is reached. Call with the lock held.
  private func takeSatisfiedWatchers() -> [CheckedContinuation<Void, Never>] {
    let count = sleepers.count
    let ready = sleeperWatchers.filter { $0.count <= count }.map(\.continuation)
    sleeperWatchers.removeAll { $0.count <= count }
    return ready
  }

  private func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
