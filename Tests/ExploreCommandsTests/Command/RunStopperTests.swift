@testable import ExploreCommandRuntime
@testable import ExploreCommands
@testable import ExploreArguments
import ExploreCore
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The stop model in-process: the first reason counts, handlers run newest
/// first, the watchdog ends a run that does not wind down with the stop's
/// status, a second stop signal ends it at once, and each reason maps to one
/// exit status.
@Suite struct RunStopperTests {
  /// A watchdog that records the status it would end the process with.
  final class Expiry: @unchecked Sendable {
    private let lock = NSLock()
    private var statuses: [Int32] = []
    func record(_ status: Int32) { lock.withLock { statuses.append(status) } }
    var recorded: [Int32] { lock.withLock { statuses } }

    /// Waits until a status was recorded; a bound on a watchdog that never
    /// fires, not a timing assertion.
    func waitForFirst(timeout: TimeInterval = 10) -> Int32? {
      let deadline = Date().addingTimeInterval(timeout)
      while Date() < deadline {
        if let first = recorded.first { return first }
        usleep(5_000)
      }
      return recorded.first
    }
  }

  @Test(arguments: [
    (StopReason.readerGone, ExploreArguments.ExitStatus.success),
    (.interrupted, .interrupted),
    (.terminated, .terminated),
    (.hungUp, .hungUp),
    (.outputFailed(StandardOutputError(code: ENOSPC)), .failure),
    (.failed, .failure),
  ])
  func eachReasonHasOneStatus(_ reason: StopReason, _ status: ExploreArguments.ExitStatus) {
    #expect(reason.status == status)
    #expect(reason.exitStatus == status.rawValue)
  }

  @Test func theStopSignalsAreReasons() {
    #expect(StopReason(signal: SIGINT) == .interrupted)
    #expect(StopReason(signal: SIGTERM) == .terminated)
    #expect(StopReason(signal: SIGHUP) == .hungUp)
    #expect(StopReason(signal: SIGUSR1) == nil)
    #expect(StopReason.signals.map { StopReason(signal: $0)?.exitStatus } == [130, 143, 129])
  }

  @Test func theFirstReasonCountsAndHandlersRunNewestFirst() {
    let stopper = RunStopper()
    let calls = Expiry()
    stopper.onStop { _ in calls.record(1) }
    stopper.onStop { _ in calls.record(2) }
    stopper.stop(.readerGone)
    stopper.stop(.interrupted)
    #expect(stopper.reason == .readerGone)
    #expect(calls.recorded == [2, 1])
    // A handler added after the stop runs at once.
    stopper.onStop { reason in calls.record(reason == .readerGone ? 3 : -1) }
    #expect(calls.recorded == [2, 1, 3])
    #expect(stopper.exitStatus(after: 1) == 0)
  }

  @Test func withoutAStopTheCommandsStatusStands() {
    #expect(RunStopper().exitStatus(after: 64) == 64)
  }

  @Test(arguments: [StopReason.interrupted, .terminated, .hungUp, .readerGone, .failed])
  func theWatchdogEndsARunThatDoesNotEndWithTheReasonsStatus(_ reason: StopReason) {
    let expiry = Expiry()
    let stopper = RunStopper(watchdog: .init(gracePeriod: 0.01, expire: expiry.record))
    stopper.stop(reason)
    #expect(expiry.waitForFirst() == reason.exitStatus)
  }

  @Test func noWatchdogRunsWithoutAStop() {
    let expiry = Expiry()
    let stopper = RunStopper(watchdog: .init(gracePeriod: 0, expire: expiry.record))
    stopper.onStop { _ in expiry.record(-1) }
    usleep(50_000)
    #expect(expiry.recorded.isEmpty)
    #expect(stopper.reason == nil)
  }

  @Test func aFailureArmsTheWatchdogButCancelsNothingAndKeepsTheCommandsStatus() {
    let expiry = Expiry()
    let stopper = RunStopper(watchdog: .init(gracePeriod: 3_600, expire: expiry.record))
    let handled = Expiry()
    stopper.onStop { reason in handled.record(reason.exitStatus) }
    stopper.stop(.failed)
    #expect(handled.recorded.isEmpty, "the failing command cancels its own work")
    #expect(stopper.exitStatus(after: 64) == 64)
    // A Ctrl-C while the failure winds down is a stop after all.
    stopper.stop(.interrupted)
    #expect(handled.recorded == [130])
    #expect(stopper.exitStatus(after: 64) == 130)
  }

  @Test func aSecondStopSignalEndsTheProcessAtOnce() {
    let expiry = Expiry()
    let stopper = RunStopper(watchdog: .init(gracePeriod: 3_600, expire: expiry.record))
    stopper.handleStopSignal(SIGINT)
    #expect(expiry.recorded.isEmpty)
    stopper.handleStopSignal(SIGTERM)
    #expect(expiry.recorded == [143])
    #expect(stopper.reason == .interrupted)
  }

  @Test func startingToWatchRunsTheWatchOnce() {
    let count = Expiry()
    let stopper = RunStopper { _ in count.record(1) }
    #expect(count.recorded.isEmpty, "nothing is watched before a command that loads begins")
    stopper.startWatching()
    stopper.startWatching()
    #expect(count.recorded == [1])
  }

  @Test func closedOutputFollowsTheStopper() {
    let stopper = RunStopper()
    let io = CommandIO(writeOutput: { _ in }, writeError: { _ in }, stopper: stopper)
    #expect(!io.isOutputClosed())
    stopper.stop(.interrupted)
    #expect(!io.isOutputClosed())
    let failing = RunStopper()
    let failingIO = CommandIO(writeOutput: { _ in }, writeError: { _ in }, stopper: failing)
    failing.stop(.outputFailed(StandardOutputError(code: ENOSPC)))
    #expect(failingIO.isOutputClosed())
  }

  @Test func helpAndVersionStartNoWatch() async {
    let count = Expiry()
    let stopper = RunStopper { _ in count.record(1) }
    let io = CommandIO(writeOutput: { _ in }, writeError: { _ in }, stopper: stopper)
    for arguments in [["--version"], ["help"], ["--help"], ["providers"], ["completions", "bash"]] {
      _ = await ExploreCommand(providers: [Zoo.self]).run(arguments: arguments, environment: [:], io: io)
    }
    #expect(count.recorded.isEmpty)
    _ = await ExploreCommand(providers: [Zoo.self]).run(arguments: ["zoo", "animals"], environment: [:], io: io)
    #expect(count.recorded == [1], "a command that loads watches")
  }
}
