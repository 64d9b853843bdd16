/// Decides whether a query may be searched, and says why not.
///
/// ```swift
/// let validator = SearchValidator.minimumLength(2)
///   .and(.maximumLength(256))
///   .and(SearchValidator { query in
///     query.hasPrefix("-") ? .invalid(reason: "A search cannot start with '-'.") : .valid
///   })
/// validator.validate("a")  // .invalid(reason: "Type at least 2 characters to search.")
/// ```
///
/// ``SearchModel`` trims white space from a query before it validates it,
/// and treats an empty query as no search at all.
public struct SearchValidator: Sendable {
  private let rule: @Sendable (String) -> SearchValidation

  /// A validator that applies `rule`.
  public init(_ rule: @escaping @Sendable (String) -> SearchValidation) {
    self.rule = rule
  }

  /// What the validator says about `query`.
  public func validate(_ query: String) -> SearchValidation {
    rule(query)
  }

  /// Accepts every query.
  public static let acceptsAll = SearchValidator { _ in .valid }

  /// Rejects queries shorter than `count` characters.
  public static func minimumLength(_ count: Int) -> SearchValidator {
    SearchValidator { query in
      query.count >= count
        ? .valid
        : .invalid(reason: "Type at least \(count) character\(count == 1 ? "" : "s") to search.")
    }
  }

  /// Rejects queries longer than `count` characters (GitHub's search takes
  /// at most 256).
  public static func maximumLength(_ count: Int) -> SearchValidator {
    SearchValidator { query in
      query.count <= count
        ? .valid
        : .invalid(
          reason: "The search is \(query.count) characters long; shorten it to at most \(count) characters.")
    }
  }

  /// A validator that applies this one, then `other`; the first reason wins.
  public func and(_ other: SearchValidator) -> SearchValidator {
    SearchValidator { query in
      let first = validate(query)
      return first.isValid ? other.validate(query) : first
    }
  }
}
