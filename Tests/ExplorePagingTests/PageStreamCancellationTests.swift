import ExploreCore
@testable import ExplorePaging
import ExploreTestSupport
import Foundation
import Testing

/// ``PageStream`` cancels nothing while it holds its lock, and never hangs
/// when cancellation races the pages arriving.
@Suite struct PageStreamCancellationTests {
  /// What ends the requests in flight.
  enum Stop: String, CaseIterable, Sendable {
    /// The consuming task is cancelled while it waits for page 2.
    case consumerCancelled
    /// The consumer drops the stream (`break`; the iterator's `deinit`).
    case consumerLeaves
    /// Page 2 fails while pages 3 and 4 load.
    case aPageFails
    /// Page 2 is empty while pages 3 and 4 load: the list ends there.
    case aPageIsEmpty
    /// Page 2 names page 1 next while pages 3 and 4 load.
    case aPageLoops
  }

  /// Runs `body` on another thread and says whether it finished within
  /// `seconds`; it goes on running if not.
  static func finishesOnAnotherThread(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      body()
      done.signal()
    }
    return done.wait(timeout: .now() + seconds) == .success
  }

  /// Each request that is cancelled checks, from its cancellation handler,
  /// that another thread can take the engine's lock at once (a probe that
  /// would wait for it, bounded by a timeout, if the engine held it while
  /// cancelling). Cancellation handlers run synchronously on the thread
  /// that cancels, so this is exactly "nothing is cancelled under the lock".
  @Test(arguments: Stop.allCases)
  func requestsAreCancelledWithTheLockReleased(stop: Stop) async throws {
    let engineBox = Locked<PageStreamEngine<Page<Int>>?>(nil)
    let probes = Locked<[Bool]>([])
    let loadsStarted = Gate()
    await loadsStarted.open()
    let engine = PageStreamEngine<Page<Int>>(start: .first, concurrency: 3, cap: .refuseBeyond(100)) { cursor in
      let number = cursor.pageNumber ?? 0
      if number == 1 { return Page(items: [1], info: .numbered(page: 1, totalPages: 4)) }
      if number == 2 {
        switch stop {
        case .aPageFails: throw LoadFailure(page: 2)
        case .aPageIsEmpty: return Page(items: [], info: .numbered(page: 2, totalPages: 4))
        case .aPageLoops: return Page(items: [2], info: PageInfo(number: 2, totalPages: 4, next: .number(1)))
        case .consumerCancelled, .consumerLeaves: break
        }
      }
      return try await withTaskCancellationHandler {
        await loadsStarted.wait()
        try await Task.sleep(for: .seconds(60))
        return Page(items: [number], info: .numbered(page: number, totalPages: 4))
      } onCancel: {
        let probe = Self.finishesOnAnotherThread(within: 2) {
          _ = engineBox.withLock { $0 }?.requestsInFlight
        }
        probes.withLock { $0.append(probe) }
      }
    }
    engineBox.withLock { $0 = engine }
    defer { engineBox.withLock { $0 = nil } }

    #expect(try await engine.next()?.items == [1])
    switch stop {
    case .consumerCancelled:
      let consumer = Task { try await engine.next() }
      await loadsStarted.waitForArrivals(3)
      consumer.cancel()
      await #expect(throws: CancellationError.self) { try await consumer.value }
    case .consumerLeaves:
      await loadsStarted.waitForArrivals(3)
      engine.cancel()
    case .aPageFails:
      await loadsStarted.waitForArrivals(2)
      await #expect(throws: LoadFailure(page: 2)) { try await engine.next() }
    case .aPageIsEmpty:
      await loadsStarted.waitForArrivals(2)
      #expect(try await engine.next()?.items == [])
      #expect(try await engine.next() == nil)
    case .aPageLoops:
      await loadsStarted.waitForArrivals(2)
      #expect(try await engine.next()?.items == [2])
      await #expect(throws: PagingRunawayError.revisited(.number(1))) { try await engine.next() }
    }
    let checked = probes.withLock { $0 }
    #expect(!checked.isEmpty, "no request was cancelled")
    #expect(checked.allSatisfy { $0 }, "a request was cancelled while the engine held its lock")
  }

  /// Hundreds of rounds in which the consumer stops (cancelled, leaving,
  /// or failing on a page) at a random moment while pages arrive, some of
  /// whose cancellation handlers block for a moment as URLSession's do.
  /// A watchdog fails the test if a round does not end.
  @Test(arguments: [7, 2026] as [UInt64])
  func cancellationRacingArrivalsNeverHangs(seed: UInt64) async throws {
    var random = SeededRandom(seed: seed)
    let session = DispatchQueue(label: "explore.tests.fake-session")
    for round in 0..<300 {
      let concurrency = random.int(in: 1...6)
      let pages = random.int(in: 2...40)
      let stopAfter = random.int(in: 0...pages)
      let failing = random.chance(0.2) ? random.int(in: 2...pages) : nil
      let howToStop = random.int(in: 0...2)
      let yields = random.int(in: 0...3)
      // NB: a round takes well under a millisecond alone, but the other
      // suites of the process share the cooperative pool (one thread per
      // core), and CPU-bound ones hold it for seconds: the bound is far
      // above that, a deadlock never ends.
      let finished = await Watchdog.run(seconds: 120) {
        let consumer = Task {
          let stream = PageStream<Page<Int>>(concurrency: concurrency, cap: .refuseBeyond(100)) { cursor in
            let number = cursor.pageNumber ?? 0
            return try await withTaskCancellationHandler {
              for _ in 0..<(number % 4 + yields) { await Task.yield() }
              if number == failing { throw LoadFailure(page: number) }
              try Task.checkCancellation()
              return Page(items: [number], info: .numbered(page: number, totalPages: pages))
            } onCancel: {
              // NB: as URLSession's cancel, a synchronous hop onto a serial queue.
              session.sync {}
            }
          }
          var taken = 0
          for try await _ in stream {
            taken += 1
            if howToStop == 0, taken >= stopAfter { break }
          }
        }
        if howToStop == 1 {
          for _ in 0..<stopAfter { await Task.yield() }
          consumer.cancel()
        }
        _ = await consumer.result
      }
      #expect(finished, "round \(round) of seed \(seed) did not end within 120 s")
      if !finished { return }
    }
  }
}

/// Runs work against a deadline kept by a thread of its own, so that a
/// deadlock in the work cannot stop it from reporting.
enum Watchdog {
  /// Whether `body` finished within `seconds`. When it does not, and the
  /// test cannot even go on (every thread of the cooperative pool stuck),
  /// the process stops with a message after as long again, rather than
  /// hang the suite.
  static func run(seconds: Double, _ body: @escaping @Sendable () async -> Void) async -> Bool {
    let outcome = Locked<Bool?>(nil)
    let acknowledged = DispatchSemaphore(value: 0)
    let finished = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let resumeOnce = { @Sendable (value: Bool) in
        let first = outcome.withLock { state -> Bool in
          guard state == nil else { return false }
          state = value
          return true
        }
        if first { continuation.resume(returning: value) }
      }
      let done = DispatchSemaphore(value: 0)
      Task {
        await body()
        done.signal()
        resumeOnce(true)
      }
      Thread.detachNewThread {
        guard done.wait(timeout: .now() + seconds) == .timedOut else { return }
        resumeOnce(false)
        if acknowledged.wait(timeout: .now() + seconds) == .timedOut {
          fatalError("Watchdog: the work hung for \(seconds) s and the test could not go on")
        }
      }
    }
    if !finished { acknowledged.signal() }
    return finished
  }
}
