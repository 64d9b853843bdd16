/// What a ``SearchValidator`` says about a query.
public enum SearchValidation: Sendable, Hashable {
  /// The query can be searched.
  case valid
  /// The query cannot be searched, for a reason the user can read and act
  /// on, such as "Type at least 2 characters to search."
  case invalid(reason: String)

  /// Whether the query can be searched.
  public var isValid: Bool { self == .valid }
}
