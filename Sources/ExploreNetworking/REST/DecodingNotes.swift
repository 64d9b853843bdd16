import Foundation

/// What tolerant decoding left out: one line per ``Tolerant`` field that
/// was missing or malformed, for `--verbose`.
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

  /// The notes so far, in the order the fields were decoded.
  public var lines: [String] { lock.withLock { notes } }

  /// Runs `body`, collecting the notes of the ``Tolerant`` fields it decodes.
  public func collect<T>(_ body: () throws -> T) rethrows -> T {
    try Self.$current.withValue(self, operation: body)
  }

  /// Adds that the field at `path` was left out because of `reason`.
  func add(_ reason: String, at path: [any CodingKey]) {
    let line = "\(DecodingErrorDescription.path(path)): \(reason), so it is left out"
    lock.withLock { notes.append(line) }
  }
}
