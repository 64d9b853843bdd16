import ExploreTestSupport
import Foundation

/// A last resort for tests of code that could hang: runs `body` and says
/// whether it finished within `seconds`, without waiting longer.
///
/// NB: the limit is a Dispatch timer, not a Swift task, so that it fires
/// even when every thread of the cooperative pool is stuck. A body that
/// never finishes is left running; the test fails on the `false`.
enum Watchdog {
  static func finishes(within seconds: Double, _ body: @escaping @Sendable () async -> Void) async -> Bool {
    let resumed = Locked(false)
    return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let resume: @Sendable (Bool) -> Void = { finished in
        let first = resumed.withLock { done in
          defer { done = true }
          return !done
        }
        if first { continuation.resume(returning: finished) }
      }
      Task {
        await body()
        resume(true)
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { resume(false) }
    }
  }
}
