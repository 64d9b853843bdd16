/// The scores of several documents as the tables BENCHMARKS.md and the
/// golden file keep: one row per document, the totals, the goal of issue
/// 42, and the failures counted by step and kind.
///
/// ```swift
/// let board = Scoreboard(documents: scores)
/// print(board.table)
/// ```
public struct Scoreboard: Sendable {
  public var documents: [DocumentScore]

  public init(documents: [DocumentScore]) {
    self.documents = documents
  }

  /// The kinds of reasons a list of the document was left out for (``ScoreboardRunner/leftOutKind(_:)``).
  static let leftOutKinds = ["no id", "no title", "not records", "not JSON", "a reference", "schema limits", "its path", "name taken", "made a detail", "other"]

  /// The per-document table, its totals and the goal line.
  public var table: String {
    var lines = [
      "| document | spec | GET | lists | `api add` | resources (lists + details) | lists made | lists left out: \(Self.leftOutKinds.joined(separator: " / ")) | list | page 2 | --all | detail | search | all four |",
      "|---|---|---:|---:|---|---:|---:|---|---:|---:|---:|---:|---:|---:|",
    ]
    func steps(_ count: (ScoreboardStep) -> (passed: Int, applicable: Int)) -> String {
      ScoreboardStep.allCases.map { step in
        let (passed, applicable) = count(step)
        return "\(passed)/\(applicable)"
      }.joined(separator: " | ")
    }
    for document in documents {
      let added = document.refusal.map { "refused: \($0)" } ?? "added"
      let leftOut = Self.leftOutKinds.map { String(document.leftOut[$0] ?? 0) }.joined(separator: " / ")
      let other = document.listsOfOtherOperations > 0 ? " (+\(document.listsOfOtherOperations))" : ""
      lines.append(
        "| `\(document.name)` | \(document.specification) | \(document.getOperations) | \(document.documentLists) | \(added) | "
          + "\(document.lists) + \(document.details) | \(document.listsOfDocumentLists)\(other) | \(leftOut) | \(steps(document.count)) | "
          + "\(document.passingCore)/\(document.listsOfDocumentLists) |")
    }
    let total = totals
    let leftOut = Self.leftOutKinds.map { kind in String(documents.reduce(0) { $0 + ($1.leftOut[kind] ?? 0) }) }.joined(separator: " / ")
    lines.append(
      "| **total** | \(documents.count) documents, \(documents.filter { $0.refusal == nil }.count) added | \(total.get) | \(total.lists) | | "
        + "\(documents.reduce(0) { $0 + $1.lists }) + \(documents.reduce(0) { $0 + $1.details }) | \(total.made)"
        + "\(total.other > 0 ? " (+\(total.other))" : "") | \(leftOut) | \(steps(count)) | \(total.core)/\(total.made) |")
    lines.append("")
    lines.append(
      "Lists made: \(total.made) of the \(total.lists) GET operations that answer records (\(Self.percent(total.made, total.lists))); "
        + "goal 90%.")
    lines.append(
      "Passing list, page 2, --all and detail (each passed, or nothing to do): \(total.core) of \(total.made) "
        + "(\(Self.percent(total.core, total.made))); goal 90%.")
    let rates = ScoreboardStep.allCases.map { step in
      let (passed, applicable) = count(step)
      return "\(step.rawValue) \(passed)/\(applicable) (\(Self.percent(passed, applicable)))"
    }
    lines.append("Per step, of the list resources it applies to: " + rates.joined(separator: ", ") + ".")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The failures by step and kind, most first.
  public var failures: String {
    var counts: [String: (step: ScoreboardStep, reason: String, count: Int)] = [:]
    for document in documents {
      for score in document.scores {
        for (step, outcome) in score.steps {
          guard let reason = outcome.reason else { continue }
          counts["\(step.rawValue)\u{0}\(reason)", default: (step, reason, 0)].count += 1
        }
      }
    }
    let refusals = Dictionary(grouping: documents.compactMap(\.refusal), by: { $0 }).mapValues(\.count)
    var lines = ["| step | failure | list resources |", "|---|---|---:|"]
    for entry in counts.values.sorted(by: { ($1.count, $0.step, $0.reason) < ($0.count, $1.step, $1.reason) }) {
      lines.append("| \(entry.step.rawValue) | \(entry.reason) | \(entry.count) |")
    }
    for (refusal, count) in refusals.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
      lines.append("| `api add` | refused: \(refusal) | \(count) documents |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Every failed step, one line each, with what was seen.
  public var failureDetails: String {
    var lines: [String] = []
    for document in documents {
      if let message = document.refusalMessage { lines.append("\(document.name): api add: \(message)") }
      for list in document.listsLeftOut { lines.append("\(document.name): left out: \(list)") }
      for score in document.scores {
        for (step, outcome) in score.steps.sorted(by: { $0.key < $1.key }) {
          guard case .failed(let reason, let detail) = outcome else { continue }
          lines.append("\(document.name) \(score.resource) (\(score.path); \(score.paging)): \(step.rawValue): \(reason)\(detail.isEmpty ? "" : ": \(detail)")")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  var totals: (get: Int, lists: Int, made: Int, other: Int, core: Int) {
    (
      documents.reduce(0) { $0 + $1.getOperations }, documents.reduce(0) { $0 + $1.documentLists },
      documents.reduce(0) { $0 + $1.listsOfDocumentLists }, documents.reduce(0) { $0 + $1.listsOfOtherOperations },
      documents.reduce(0) { $0 + $1.passingCore }
    )
  }

  func count(_ step: ScoreboardStep) -> (passed: Int, applicable: Int) {
    documents.map { $0.count(step) }.reduce((0, 0)) { ($0.0 + $1.passed, $0.1 + $1.applicable) }
  }

  static func percent(_ part: Int, _ whole: Int) -> String {
    whole == 0 ? "—" : "\((part * 1000 / whole + 5) / 10)%"
  }
}
