import Foundation

/// What the runs came to: per scenario, the runs, the hangs and the wrong statuses.
struct HangReport {
  struct Tally {
    var runs = 0
    var hangs = 0
    var wrongStatus = 0
    /// Runs that died of the signal they were sent, as the shell reports
    /// them: 128 + the signal, the status expected.
    var diedOfTheSignal = 0
    var longest: TimeInterval = 0
  }

  let deadline: TimeInterval
  let seed: UInt64
  private(set) var tallies: [Scenario: Tally] = [:]
  private(set) var failures: [String] = []

  init(deadline: TimeInterval, seed: UInt64) {
    self.deadline = deadline
    self.seed = seed
  }

  mutating func record(number: Int, scenario: Scenario, plan: RunPlan, outcome: RunOutcome) {
    var tally = tallies[scenario, default: Tally()]
    tally.runs += 1
    tally.longest = max(tally.longest, outcome.seconds)
    var expected = plan.expected
    if outcome.endedBeforeStop { expected.insert(0) }
    var isExpected = false
    if !outcome.ended {
      tally.hangs += 1
    } else if case .exited(let code) = outcome.status, expected.contains(code) {
      isExpected = true
    } else if case .killedBy(let signal) = outcome.status, case .signal(signal, _) = plan.stop, expected.contains(128 + signal) {
      // NB: a signal that lands in the first milliseconds, before explore
      // installed its handlers, takes the default action. A shell reports
      // that as 128 + the signal, the status expected, so it passes, and
      // the report counts it.
      tally.diedOfTheSignal += 1
      isExpected = true
    } else {
      tally.wrongStatus += 1
    }
    if !isExpected {
      failures.append(
        "run \(number) \(scenario.rawValue) (latency \(plan.latency) ms, \(plan.stop)): explore \(plan.arguments.joined(separator: " ")) → \(outcome.summary), expected \(expected.sorted())\n    stderr: \(outcome.standardErrorTail.split(separator: "\n").suffix(3).joined(separator: " | "))"
      )
    }
    tallies[scenario] = tally
  }

  var passed: Bool { tallies.values.allSatisfy { $0.hangs == 0 && $0.wrongStatus == 0 } }

  var summary: String {
    var lines = ["scenario                   runs  hung  wrong status  died of the signal  longest (s)"]
    for scenario in Scenario.allCases {
      guard let tally = tallies[scenario] else { continue }
      lines.append(
        scenario.rawValue.padding(toLength: 26, withPad: " ", startingAt: 0)
          + String(format: "%5d %5d %13d %19d %12.2f", tally.runs, tally.hangs, tally.wrongStatus, tally.diedOfTheSignal, tally.longest)
      )
    }
    let total = tallies.values.reduce(into: Tally()) {
      $0.runs += $1.runs
      $0.hangs += $1.hangs
      $0.wrongStatus += $1.wrongStatus
      $0.diedOfTheSignal += $1.diedOfTheSignal
    }
    lines.append(
      "total".padding(toLength: 26, withPad: " ", startingAt: 0)
        + String(format: "%5d %5d %13d %19d", total.runs, total.hangs, total.wrongStatus, total.diedOfTheSignal))
    lines.append("(seed \(seed); a run not ended within \(Int(deadline)) s counts as hung; one that died of the signal it was")
    lines.append(" sent, before its handlers were installed, has the status a shell reports, 128 + the signal)")
    lines += failures.prefix(20)
    if failures.count > 20 { lines.append("… and \(failures.count - 20) more") }
    return lines.joined(separator: "\n")
  }
}
