/// The syntax tree the compiler prints for a file (`swiftc -dump-parse`),
/// read back as nested nodes, so that a test can say exactly which
/// declarations a generated file makes and which literals interpolate.
///
/// ```swift
/// let tree = try ParsedSwift(dump)
/// tree.all("func_decl").isEmpty
/// ```
///
/// The dump is a tree of `(kind word key=value "quoted" (child) …)`; quoted
/// text escapes `"` and `\` with a backslash.
struct ParsedSwift {
  struct Node {
    /// `struct_decl`, `pattern_named`, `string_literal_expr`, …
    var kind: String
    /// The words after the kind: `name="x"` and quoted names (unquoted).
    var words: [String]
    var children: [Node]

    /// The first quoted word, such as a declaration's name.
    var name: String? { quotedNames.first }
    var quotedNames: [String] = []

    /// `value` in `key=value` or `key="value"`.
    func attribute(_ key: String) -> String? {
      words.first { $0.hasPrefix(key + "=") }.map { String($0.dropFirst(key.count + 1)) }
    }

    /// This node and every node under it, depth first.
    var descendants: [Node] {
      [self] + children.flatMap(\.descendants)
    }

    /// The nodes of `kind` under this one (itself included).
    func all(_ kind: String) -> [Node] {
      descendants.filter { $0.kind == kind }
    }
  }

  /// The top nodes (one `source_file` per file).
  var roots: [Node]

  init(_ dump: String) throws {
    var parser = Parser(scalars: Array(dump.unicodeScalars))
    roots = try parser.nodes()
  }

  /// Every node of `kind` in the tree.
  func all(_ kind: String) -> [Node] {
    roots.flatMap { $0.all(kind) }
  }

  struct ParseError: Error, CustomStringConvertible {
    var description: String
  }

  private struct Parser {
    let scalars: [Unicode.Scalar]
    var index = 0

    mutating func nodes() throws -> [Node] {
      var nodes: [Node] = []
      while true {
        skipSpace()
        guard index < scalars.count else { return nodes }
        guard scalars[index] == "(" else { throw ParseError(description: "expected '(' at \(index)") }
        nodes.append(try node())
      }
    }

    /// One `( … )`, recursively: the dump of a generated file nests a few dozen levels.
    mutating func node() throws -> Node {
      index += 1
      var node = Node(kind: word(), words: [], children: [])
      while true {
        skipSpace()
        guard index < scalars.count else { throw ParseError(description: "a node is not closed") }
        switch scalars[index] {
        case ")":
          index += 1
          return node
        case "(":
          node.children.append(try self.node())
        case "\"":
          let text = try quoted()
          node.quotedNames.append(text)
          node.words.append(text)
        default:
          var text = word()
          if index < scalars.count, scalars[index] == "\"" { text += try quoted() }
          node.words.append(text)
        }
      }
    }

    mutating func skipSpace() {
      while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    }

    /// Up to a space, a parenthesis or a quote.
    mutating func word() -> String {
      var text = String.UnicodeScalarView()
      while index < scalars.count, !scalars[index].properties.isWhitespace, !["(", ")", "\""].contains(scalars[index]) {
        text.append(scalars[index])
        index += 1
      }
      return String(text)
    }

    /// A quoted text, without its quotes and escapes.
    mutating func quoted() throws -> String {
      index += 1
      var text = String.UnicodeScalarView()
      while index < scalars.count, scalars[index] != "\"" {
        if scalars[index] == "\\", index + 1 < scalars.count { index += 1 }
        text.append(scalars[index])
        index += 1
      }
      guard index < scalars.count else { throw ParseError(description: "a quoted text is not closed") }
      index += 1
      return String(text)
    }
  }
}
