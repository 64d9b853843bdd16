/// One way a provider breaks its own declarations: an example that does
/// not run offline, an expansion over its request budget, a bad value that
/// reached the transport.
public struct ConformanceFailure: Sendable, Hashable, CustomStringConvertible {
  /// What was checked: `example 'episodes --expand characters'`.
  public var check: String
  /// What went wrong, as a sentence.
  public var problem: String

  public init(check: String, problem: String) {
    self.check = check
    self.problem = problem
  }

  public var description: String { "\(check): \(problem)" }
}
