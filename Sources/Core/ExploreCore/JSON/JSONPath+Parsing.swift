extension JSONPath {
  /// The path `text` spells, as ``description`` writes it: `name`,
  /// `origin.name`, `types[*].type.url`, `[*].name` for the elements of a
  /// body that is an array, `RepoTags[0]` for the first element of one, and
  /// the empty text for the record itself.
  ///
  /// - Throws: ``JSONPathSyntaxError`` for an empty key (`a..b`), a `[`
  ///   that opens neither `[*]` nor a position (`[0]`), or a `\` at the end.
  /// - Complexity: O(*n*) in the length of `text`.
  public init(parsing text: String) throws {
    var segments: [Segment] = []
    var key = ""
    var hasKey = false
    var characters = Array(text)[...]
    func fail(_ problem: String) -> JSONPathSyntaxError { JSONPathSyntaxError(path: text, problem: problem) }
    func endKey() throws {
      guard hasKey else { throw fail("it has an empty key; write keys joined with '.', such as 'origin.name'") }
      segments.append(.key(key))
      key = ""
      hasKey = false
    }
    while let character = characters.popFirst() {
      switch character {
      case "\\":
        guard let escaped = characters.popFirst() else { throw fail("it ends with '\\'; write '\\\\' for a backslash in a key") }
        key.append(escaped)
        hasKey = true
      case ".":
        if hasKey { try endKey() } else if segments.last.map({ if case .key = $0 { true } else { false } }) ?? true { throw fail("it has an empty key; write keys joined with '.', such as 'origin.name'") }
        guard !characters.isEmpty else { throw fail("it ends with '.'") }
      case "[":
        let inside = characters.prefix { $0 != "]" }
        let segment: Segment
        if inside.elementsEqual("*") {
          segment = .each
        } else if let position = Int(String(inside)), position >= 0, inside.allSatisfy(\.isASCII), inside.allSatisfy(\.isNumber) {
          segment = .element(position)
        } else {
          throw fail("'[' opens only '[*]', each element of an array, or a position such as '[0]'; write '\\[' for a bracket in a key")
        }
        guard characters.count > inside.count else { throw fail("'[' is never closed; write '[*]' or '[0]'") }
        characters.removeFirst(inside.count + 1)
        if hasKey { try endKey() }
        segments.append(segment)
        if let next = characters.first, next != ".", next != "[" {
          throw fail("'[\(String(inside))]' is followed by '\(next)'; write '[\(String(inside))].key'")
        }
      case "]":
        throw fail("it has a ']' that closes nothing; write '\\]' for a bracket in a key")
      default:
        key.append(character)
        hasKey = true
      }
    }
    if hasKey { try endKey() }
    self.init(segments: segments)
  }
}

/// A JSON path in a declaration that cannot be read.
package struct JSONPathSyntaxError: Error, Hashable, CustomStringConvertible {
  /// The path as written.
  package var path: String
  /// What is wrong with it, and how to write it.
  package var problem: String

  package var description: String { "The JSON path '\(path)' cannot be read: \(problem)." }
}

extension JSONPath: Codable {
  /// A path is written as its text in a declaration file (``init(parsing:)``).
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    do {
      try self.init(parsing: text)
    } catch let error as JSONPathSyntaxError {
      throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
