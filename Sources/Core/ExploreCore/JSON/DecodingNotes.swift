import Foundation

/// What tolerant decoding left out or repaired: one line per ``Tolerant``
/// field that was missing or malformed, and one per repair of the body's
/// text (invalid UTF-8 replaced), for `--verbose`.
///
/// ```swift
/// let notes = DecodingNotes()
/// let profile = try notes.collect { try JSONDecoder().decode(Profile.self, from: data) }
/// notes.lines  // ["followers: the field is missing, so it is left out"]
/// ```
// NB: @unchecked Sendable because `notes` is read and written only while
// holding `lock`.
public final class DecodingNotes: @unchecked Sendable {
  /// The notes of the decoding running on this task, if one collects them.
  @TaskLocal public static var current: DecodingNotes?

  private let lock = NSLock()
  private var notes: [String] = []

  public init() {}

  /// The notes so far, in the order the fields were first decoded. The
  /// same field of many elements of a list is one line that counts them:
  /// `items[*].topics: the field is missing, so it is left out (37 times)`.
  public var lines: [String] {
    var counts: [String: Int] = [:]
    var order: [String] = []
    for note in lock.withLock({ notes }) {
      if counts[note] == nil { order.append(note) }
      counts[note, default: 0] += 1
    }
    return order.map { counts[$0]! > 1 ? "\($0) (\(counts[$0]!) times)" : $0 }
  }

  /// Runs `body`, collecting the notes of the ``Tolerant`` fields it decodes.
  public func collect<T>(_ body: () throws -> T) rethrows -> T {
    try Self.$current.withValue(self, operation: body)
  }

  /// Adds a note about the body as a whole, such as a repair of its text.
  package func add(_ line: String) {
    lock.withLock { notes.append(line) }
  }

  /// Adds that the field at `field` (such as `results[*].status`) was left out because of `reason`.
  package func add(_ reason: String, atPath field: String) {
    let line = "\(field): \(reason), so it is left out"
    lock.withLock { notes.append(line) }
  }
}
