/// A positional argument of a resource, such as the `<user>` of
/// `followers <user>`.
public struct ArgumentDescriptor: Sendable {
  /// The name shown in usage (`user`) and the key in ``ResourceRequest/arguments``.
  public var name: String
  public var summary: String
  /// Whether the argument may be left out (`starred [<user>]`).
  public var isOptional: Bool
  /// The rule a value must follow, checked before any request.
  public var rule: ValueRule?

  public init(name: String, summary: String, isOptional: Bool = false, rule: ValueRule? = nil) {
    self.name = name
    self.summary = summary
    self.isOptional = isOptional
    self.rule = rule
  }
}
