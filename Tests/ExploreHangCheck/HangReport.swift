import Foundation

/// What the runs came to: per scenario, the runs, the hangs and the wrong statuses.
struct HangReport {
  struct Tally {
    var runs = 0
    var hangs = 0
    var wrongStatus = 0
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
    if !outcome.ended {
      tally.hangs += 1
    } else if case .exited(let code) = outcome.status, expected.contains(code) {
      // NB: the expected ending.
    } else {
      tally.wrongStatus += 1
    }
    let isExpected: Bool = if case .exited(let code) = outcome.status { outcome.ended && expected.contains(code) } else { false }
    if !isExpected {
      failures.append(
        "run \(number) \(scenario.rawValue) (latency \(plan.latency) ms, \(plan.stop)): explore \(plan.arguments.joined(separator: " ")) → \(outcome.summary), expected \(expected.sorted())\n    stderr: \(outcome.standardErrorTail.split(separator: "\n").suffix(3).joined(separator: " | "))"
      )
    }
    tallies[scenario] = tally
  }

  var passed: Bool { tallies.values.allSatisfy { $0.hangs == 0 && $0.wrongStatus == 0 } }

  var summary: String {
    var lines = ["scenario                   runs  hung  wrong status  longest (s)"]
    for scenario in Scenario.allCases {
      guard let tally = tallies[scenario] else { continue }
      lines.append(
        scenario.rawValue.padding(toLength: 26, withPad: " ", startingAt: 0)
          + String(format: "%5d %5d %13d %12.2f", tally.runs, tally.hangs, tally.wrongStatus, tally.longest)
      )
    }
    let total = tallies.values.reduce(into: Tally()) { $0.runs += $1.runs; $0.hangs += $1.hangs; $0.wrongStatus += $1.wrongStatus }
    lines.append("total".padding(toLength: 26, withPad: " ", startingAt: 0) + String(format: "%5d %5d %13d", total.runs, total.hangs, total.wrongStatus))
    lines.append("(seed \(seed); a run not ended within \(Int(deadline)) s counts as hung)")
    lines += failures.prefix(20)
    if failures.count > 20 { lines.append("… and \(failures.count - 20) more") }
    return lines.joined(separator: "\n")
  }
}
