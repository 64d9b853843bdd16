/// Why the loopback server could not start or a control call failed.
public struct LoopbackServerError: Error, CustomStringConvertible, Sendable {
  /// A sentence that says what failed, why, and what to check.
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
