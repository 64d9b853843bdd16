/// A check on a value the user typed, with the rule stated for people.
///
/// The CLI applies rules before any request is made, and reports a failed
/// one as a usage error that quotes ``summary``.
///
/// ```swift
/// let numericID = ValueRule("a positive whole number, such as 42") { Int($0).map { $0 > 0 } ?? false }
/// ```
public struct ValueRule: Sendable {
  /// What a valid value looks like: "1–39 letters, digits or hyphens".
  public let summary: String

  private let check: @Sendable (String) -> Bool

  public init(_ summary: String, isValid check: @escaping @Sendable (String) -> Bool) {
    self.summary = summary
    self.check = check
  }

  /// Whether `value` follows the rule.
  public func accepts(_ value: String) -> Bool { check(value) }
}
