/// The keywords of Swift 6.3, the version that builds this package, which a
/// provider's name must never be (``ReservedNames``).
///
/// `SwiftKeywordsTests` holds this list to the compiler of the toolchain
/// that runs the tests: every ``reserved`` word fails as a bare member name
/// (declared, named inside its type and named through it), and every
/// ``contextual`` word and a sample of ordinary words compile there. A newer
/// Swift that reserves another word fails that test.
package enum SwiftKeywords {
  /// Words that are keywords wherever an identifier may stand, from the
  /// grammar's declarations, statements, expressions and types, and `Type`
  /// and `Protocol`, which a member cannot be named because `X.Type` and
  /// `X.Protocol` are metatypes.
  package static let reserved: Set<String> = [
    // Declarations
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let",
    "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    // Statements
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "switch", "throw", "where", "while",
    // Expressions and types
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    // Members that mean a metatype
    "Protocol", "Type",
  ]

  /// Words that are keywords in some places only (declaration modifiers,
  /// accessors, operator and precedence declarations, ownership, concurrency,
  /// opaque and existential types). They compile as member names today;
  /// they are avoided all the same, so that no generated name depends on
  /// where the grammar allows them.
  package static let contextual: Set<String> = [
    // Declaration modifiers
    "convenience", "distributed", "dynamic", "final", "indirect", "lazy", "mutating", "nonisolated", "nonmutating", "open", "optional",
    "override", "package", "required", "unowned", "weak",
    // Accessors
    "didSet", "get", "set", "willSet", "yield",
    // Operators and precedence groups
    "assignment", "associativity", "higherThan", "infix", "left", "lowerThan", "none", "postfix", "precedence", "prefix", "right",
    // Types, ownership and concurrency
    "actor", "any", "async", "borrowing", "consume", "consuming", "copy", "discard", "each", "isolated", "macro", "sending", "some",
    "then", "unsafe",
  ]

  /// Every keyword, reserved or contextual.
  package static let all = reserved.union(contextual)
}
