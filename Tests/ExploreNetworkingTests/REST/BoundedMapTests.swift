import ExploreCore
import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

/// `boundedMap` and `boundedResults` (issue 40): the favorites loader and an
/// expansion's records fill their rows through them, and the release build
/// of an earlier loop read a wrong index from its task group (a trap, or
/// rows lost). These tests finish the transforms in an order chosen by the
/// test, never by time, and check each result lands at its element's index.
///
/// NB: a test that waits for a transform that never starts would hang; the
/// time limit turns that into a failure (a generous one: in the whole suite,
/// on a loaded machine, a test may wait minutes for a thread).
@Suite(.timeLimit(.minutes(10))) struct BoundedMapTests {
  /// Holds each transform at ``pass(_:)`` until the test releases it by
  /// index, and counts how many transforms run at once.
  final class Turnstile: Sendable {
    private struct State {
      var waiting: [Int: CheckedContinuation<Bool, any Error>] = [:]
      var arrived: [Int] = []
      var cancelled: [Int] = []
      var running = 0
      var mostAtOnce = 0
      var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Locked(State())

    /// Runs `body` as one transform, counted from start to end.
    func run<Output>(_ body: () async throws -> Output) async rethrows -> Output {
      state.withLock {
        $0.running += 1
        $0.mostAtOnce = max($0.mostAtOnce, $0.running)
      }
      defer { state.withLock { $0.running -= 1 } }
      return try await body()
    }

    /// Waits until the test releases `index`: `true` to fail. Throws
    /// `CancellationError` when the task is cancelled while it waits.
    func pass(_ index: Int) async throws -> Bool {
      try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Bool, any Error>) in
          let ready = state.withLock { state -> [CheckedContinuation<Void, Never>]? in
            state.arrived.append(index)
            // NB: a cancellation before this point finds no continuation to
            // resume, so it is checked here, under the lock.
            guard !Task.isCancelled else {
              state.cancelled.append(index)
              return nil
            }
            state.waiting[index] = continuation
            let ready = state.watchers.filter { $0.count <= state.waiting.count }
            state.watchers.removeAll { $0.count <= state.waiting.count }
            return ready.map(\.continuation)
          }
          guard let ready else { return continuation.resume(throwing: CancellationError()) }
          for watcher in ready { watcher.resume() }
        }
      } onCancel: {
        let continuation = state.withLock { state in
          let continuation = state.waiting.removeValue(forKey: index)
          if continuation != nil { state.cancelled.append(index) }
          return continuation
        }
        continuation?.resume(throwing: CancellationError())
      }
    }

    /// Returns once `count` transforms wait at the turnstile.
    func waitUntilWaiting(_ count: Int) async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let ready = state.withLock { state in
          guard state.waiting.count < count else { return true }
          state.watchers.append((count, continuation))
          return false
        }
        if ready { continuation.resume() }
      }
    }

    /// Lets the transform of `index` go on, or fail when `failing`.
    func release(_ index: Int, failing: Bool = false) {
      let continuation = state.withLock { $0.waiting.removeValue(forKey: index) }
      guard let continuation else { preconditionFailure("transform \(index) is not waiting") }
      continuation.resume(returning: failing)
    }

    var waiting: [Int] { state.withLock { $0.waiting.keys.sorted() } }
    var arrived: [Int] { state.withLock { $0.arrived } }
    var cancelled: [Int] { state.withLock { $0.cancelled.sorted() } }
    var mostAtOnce: Int { state.withLock { $0.mostAtOnce } }
  }

  struct Failure: Error, Equatable {
    var index: Int
  }

  /// The row a transform makes of `index`: an item as large as a favorite's.
  static func row(_ index: Int) -> Item {
    Item(
      id: "user-\(index)", kind: "user", title: "User \(index)", subtitle: "row \(index)",
      fields: [ItemField(key: "followers", label: "Followers", value: .integer(index))],
      webURL: URL(string: "https://example.com/user-\(index)")
    )
  }

  /// Releases every transform, one of those waiting at a time, chosen by
  /// `random`, after checking that exactly as many wait as `width` allows.
  ///
  /// - Returns: the indices in the order they were released.
  static func releaseAll(
    _ turnstile: Turnstile, count: Int, width: Int, random: inout SeededRandom, failing: (Int) -> Bool = { _ in false }
  ) async -> [Int] {
    var order: [Int] = []
    while order.count < count {
      let expected = min(width, count - order.count)
      await turnstile.waitUntilWaiting(expected)
      let waiting = turnstile.waiting
      #expect(waiting.count == expected, "with \(order.count) released")
      let index = waiting[random.int(in: 0..<waiting.count)]
      order.append(index)
      turnstile.release(index, failing: failing(index))
    }
    return order
  }

  @Test(arguments: [(1, 1), (2, 2), (3, 3), (6, 4), (6, 5), (50, 6)])
  func resultsKeepTheElementsOrderWhateverOrderTheyFinishIn(width: Int, seed: UInt64) async throws {
    let count = 30
    let turnstile = Turnstile()
    let mapped = Task {
      try await Array(0..<count).boundedMap(width: width) { index in
        try await turnstile.run {
          _ = try await turnstile.pass(index)
          return Self.row(index)
        }
      }
    }
    var random = SeededRandom(seed: seed)
    let order = await Self.releaseAll(turnstile, count: count, width: width, random: &random)
    let rows = try await mapped.value
    #expect(rows.map(\.id) == (0..<count).map { "user-\($0)" }, "seed \(seed)")
    #expect(rows == (0..<count).map(Self.row))
    #expect(turnstile.mostAtOnce == min(width, count))
    // The elements start in order, but for the first `width`, which start
    // at once and may reach the turnstile in any order; they finished in another.
    let first = min(width, count)
    #expect(turnstile.arrived.prefix(first).sorted() == Array(0..<first))
    #expect(Array(turnstile.arrived.dropFirst(first)) == Array(first..<count))
    if width > 1 { #expect(order != Array(0..<count), "seed \(seed) released them in order") }
  }

  @Test func boundedResultsKeepsEachElementsFailureAtItsIndexAndRunsTheOthers() async throws {
    let count = 12
    let turnstile = Turnstile()
    let loaded = Task {
      try await Array(0..<count).boundedResults(width: 4) { index -> Item in
        try await turnstile.run {
          if try await turnstile.pass(index) { throw Failure(index: index) }
          return Self.row(index)
        }
      }
    }
    var random = SeededRandom(seed: 40)
    _ = await Self.releaseAll(turnstile, count: count, width: 4, random: &random) { $0 % 3 == 0 }
    let results = try await loaded.value
    #expect(results.count == count)
    for (index, result) in results.enumerated() {
      switch result {
      case .success(let item):
        #expect(index % 3 != 0)
        #expect(item == Self.row(index))
      case .failure(let error):
        #expect(index % 3 == 0)
        #expect(error as? Failure == Failure(index: index))
      }
    }
    #expect(turnstile.arrived.sorted() == Array(0..<count))
    #expect(turnstile.cancelled.isEmpty)
  }

  @Test func boundedMapThrowsTheFirstFailureAndCancelsTheTransformsStillRunning() async throws {
    let turnstile = Turnstile()
    let mapped = Task {
      try await Array(0..<10).boundedMap(width: 3) { index in
        try await turnstile.run {
          if try await turnstile.pass(index) { throw Failure(index: index) }
          return index
        }
      }
    }
    await turnstile.waitUntilWaiting(3)
    turnstile.release(1, failing: true)
    await #expect(throws: Failure(index: 1)) { try await mapped.value }
    // The two still waiting were cancelled, and nothing else started.
    #expect(turnstile.cancelled == [0, 2])
    #expect(turnstile.arrived.sorted() == [0, 1, 2])
  }

  @Test func aCancelledCallThrowsCancellationAndStartsNothingMore() async throws {
    let turnstile = Turnstile()
    let loaded = Task {
      try await Array(0..<20).boundedResults(width: 6) { index in
        try await turnstile.run {
          _ = try await turnstile.pass(index)
          return Self.row(index)
        }
      }
    }
    await turnstile.waitUntilWaiting(6)
    turnstile.release(4)
    await turnstile.waitUntilWaiting(6)
    loaded.cancel()
    // NB: a cancellation is the call's, never a row that failed.
    await #expect(throws: CancellationError.self) { try await loaded.value }
    #expect(turnstile.cancelled == [0, 1, 2, 3, 5, 6])
    #expect(turnstile.arrived.sorted() == Array(0...6))
  }

  @Test func noElementAndOneElement() async throws {
    let none = try await [Int]().boundedMap(width: 3) { $0 * 2 }
    #expect(none.isEmpty)
    #expect(try await [21].boundedMap(width: 3) { $0 * 2 } == [42])
    let one = try await [7].boundedResults(width: 1) { index -> Item in throw Failure(index: index) }
    #expect(one.count == 1)
    #expect(throws: Failure(index: 7)) { try one[0].get() }
  }

  /// Many rows as large as favorites' results, finishing in a scrambled
  /// order: every one at its own index, in every run.
  @Test func manyRowsLandAtTheirIndexInEveryRun() async throws {
    var random = SeededRandom(seed: 4_040)
    for run in 0..<20 {
      let count = random.int(in: 2...300)
      let width = random.int(in: 1...8)
      let yields = (0..<count).map { _ in random.int(in: 0...5) }
      let results = try await Array(0..<count).boundedResults(width: width) { index -> Item in
        for _ in 0..<yields[index] { await Task.yield() }
        if index % 7 == 3 { throw Failure(index: index) }
        return Self.row(index)
      }
      let ids = results.map { result in
        switch result {
        case .success(let item): item.id
        case .failure(let error): "failed-\((error as? Failure)?.index ?? -1)"
        }
      }
      #expect(ids == (0..<count).map { $0 % 7 == 3 ? "failed-\($0)" : "user-\($0)" }, "run \(run): \(count) elements, width \(width)")
    }
  }
}
