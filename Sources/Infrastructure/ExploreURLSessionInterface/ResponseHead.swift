/// The status and header fields of a response, read one header line at a
/// time as they arrive, within bounds on their number and size.
///
/// ```swift
/// var head = ResponseHead()
/// for line in lines {
///   switch head.read(line) {
///   case .more: continue
///   case .complete: break          // head.status, head.fields
///   case .tooLarge(let reason): …  // "more than 1,000 header fields"
///   }
/// }
/// ```
///
/// A line that starts with `HTTP/` is a status line and starts a new
/// response, so an interim `100 Continue` leaves nothing behind; the blank
/// line after a final status (not 1xx) completes the head. Field names are
/// lowercased; a repeated field's values are joined with `, `; a folded
/// line (starting with a space or a tab) continues the field before it.
///
/// NB: used inside the URLSession library only; it never crosses the
/// library's boundary, which takes plain values (``URLSessionInterface``).
public struct ResponseHead: Sendable {
  /// The most header fields of one response: far more than any API sends
  /// (GitHub sends about 30), far fewer than make a response costly.
  public static let maximumFieldCount = 1_000
  /// The most bytes of header lines of one response (status line and
  /// fields), 256 KB.
  public static let maximumByteCount = 256 * 1024
  /// The reasons ``read(_:)`` gives, naming the bounds.
  public static let tooManyFields = "more than 1,000 header fields"
  public static let tooManyBytes = "more than 256 KB of header fields"
  /// Both bounds, as a message states them.
  public static let bounds = "1,000 header fields and 256 KB of them"

  /// What a line did to the head.
  public enum Progress: Sendable, Hashable {
    /// More lines are needed.
    case more
    /// The head is complete: ``status`` and ``fields`` are the response's.
    case complete
    /// The head is larger than its bounds, as the reason says ("more than
    /// 1,000 header fields"); nothing more should be read.
    case tooLarge(String)
  }

  /// The status of the last status line, when it had one.
  public private(set) var status: Int?
  /// The header fields by lowercased name.
  public private(set) var fields: [String: String] = [:]
  /// Whether the blank line after a final status arrived.
  public private(set) var isComplete = false
  private var fieldCount = 0
  private var byteCount = 0
  private var lastName: String?

  public init() {}

  /// Reads one header line, with or without its line break.
  ///
  /// - Complexity: O(*n*) in the length of `line`.
  public mutating func read(_ line: some Collection<UInt8>) -> Progress {
    byteCount += line.count
    guard byteCount <= Self.maximumByteCount else {
      return .tooLarge(Self.tooManyBytes)
    }
    var bytes = Array(line)
    while let last = bytes.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") { bytes.removeLast() }
    if bytes.starts(with: Array("HTTP/".utf8)) {
      startResponse(statusLine: bytes)
      return .more
    }
    if bytes.isEmpty {
      guard let status, !(100...199).contains(status) else { return .more }
      isComplete = true
      return .complete
    }
    if let first = bytes.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
      if let lastName, let value = fields[lastName] {
        fields[lastName] = value + " " + Self.trimmed(bytes[...])
      }
      return .more
    }
    fieldCount += 1
    guard fieldCount <= Self.maximumFieldCount else {
      return .tooLarge(Self.tooManyFields)
    }
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return .more }
    let name = Self.trimmed(bytes[..<colon]).lowercased()
    guard !name.isEmpty else { return .more }
    let value = Self.trimmed(bytes[(colon + 1)...])
    fields[name] = fields[name].map { $0 + ", " + value } ?? value
    lastName = name
    return .more
  }

  private mutating func startResponse(statusLine: [UInt8]) {
    fields = [:]
    fieldCount = 0
    lastName = nil
    isComplete = false
    status = nil
    // NB: `HTTP/1.1 200 OK`, `HTTP/2 404`: three digits after the first space.
    guard let space = statusLine.firstIndex(of: UInt8(ascii: " ")) else { return }
    let digits = statusLine[(space + 1)...].prefix(while: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    guard digits.count == 3 else { return }
    status = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
  }

  private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
    let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    guard let start = bytes.firstIndex(where: { !isBlank($0) }), let end = bytes.lastIndex(where: { !isBlank($0) }) else { return "" }
    return String(decoding: bytes[start...end], as: UTF8.self)
  }
}
