/// A positional argument of a resource, declared with the type its handler
/// reads it as.
///
/// A key is both the argument's descriptor (for the parser, help and
/// completions) and the way to read its checked value, so its name is
/// written once:
///
/// ```swift
/// static let user = ArgumentKey("user", summary: "A GitHub username.", rule: GitHubRules.username)
///
/// Resource(path: ["followers"], arguments: [user.descriptor]) { github, request, cursor in
///   try await github.followers(of: request[user], at: cursor)   // a String
/// }
/// ```
///
/// The core checks every request against the descriptor before a handler
/// sees it (``ResourceDescriptor/validate(_:)``), so a required argument is
/// always there and always keeps its rule.
public struct ArgumentKey<Value: Sendable>: Sendable {
  /// What the parser, help and completions know of the argument.
  public let descriptor: ArgumentDescriptor
  /// The value from the argument's text, or from its absence.
  let value: @Sendable (String?) -> Value

  /// The argument's name, as in usage (`user` for `<user>`).
  public var name: String { descriptor.name }
}

extension ArgumentKey where Value == String {
  /// A required argument, read as its text.
  public init(_ name: String, summary: String, rule: ValueRule? = nil) {
    descriptor = ArgumentDescriptor(name: name, summary: summary, rule: rule)
    // NB: "" only for a request that skipped validation, which refuses a
    // missing required argument.
    value = { $0 ?? "" }
  }
}

extension ArgumentKey where Value == String? {
  /// An argument that may be left out (`starred [<user>]`), read as `nil`
  /// when it is.
  public static func optional(_ name: String, summary: String, rule: ValueRule? = nil) -> Self {
    ArgumentKey(descriptor: ArgumentDescriptor(name: name, summary: summary, isOptional: true, rule: rule)) { $0 }
  }
}
