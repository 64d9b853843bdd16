import Foundation

/// The injected fault rules and what they decide for each request.
///
/// Latency rules add their delay and let the request go on; of the other
/// rules, the first that matches and has `times` left decides the answer.
/// A `randomTransient` rule that lets a request pass leaves it to later rules.
struct LoopbackFaultBook: Sendable {
  private struct Rule: Sendable {
    var fault: LoopbackFault
    var timesLeft: Int?
    var hits = 0
    var random: SeededRandom

    var isActive: Bool { timesLeft.map { $0 > 0 } ?? true }

    mutating func consume() {
      hits += 1
      if let left = timesLeft { timesLeft = left - 1 }
    }
  }

  /// What to do with one request.
  struct Decision: Sendable {
    var latencyMilliseconds = 0
    var action: LoopbackFault.Action?
  }

  private var rules: [Rule] = []

  mutating func add(_ faults: [LoopbackFault]) {
    rules += faults.map { fault in
      var seed: UInt64 = 0
      if case .randomTransient(_, let value) = fault.action { seed = UInt64(bitPattern: Int64(value)) }
      return Rule(fault: fault, timesLeft: fault.times, random: SeededRandom(seed: seed))
    }
  }

  mutating func removeAll() { rules = [] }

  var statuses: [LoopbackFaultStatus] {
    rules.map { LoopbackFaultStatus(match: $0.fault.match, timesLeft: $0.timesLeft, hits: $0.hits) }
  }

  /// Consumes the rules that act on a request for `path` (including the mount).
  mutating func decide(path: String) -> Decision {
    var decision = Decision()
    for index in rules.indices where rules[index].isActive && path.hasPrefix(rules[index].fault.match) {
      if case .latency(let milliseconds) = rules[index].fault.action {
        rules[index].consume()
        decision.latencyMilliseconds += milliseconds
        continue
      }
      guard decision.action == nil else { continue }
      rules[index].consume()
      guard case .randomTransient(let probability, _) = rules[index].fault.action else {
        decision.action = rules[index].fault.action
        continue
      }
      guard rules[index].random.chance(probability) else { continue }
      let outcome = rules[index].random.int(in: 0..<4)
      decision.action = outcome == 3 ? .resetMidBody : .status([502, 503, 504][outcome])
    }
    return decision
  }
}
