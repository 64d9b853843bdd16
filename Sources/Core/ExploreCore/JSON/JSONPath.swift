/// Where a value sits in a JSON record: a key (`"name"`), a path of keys
/// into nested objects (`["origin", "name"]`), or a path through arrays of
/// objects (`types[*].type.url`), whose value is the array of what each
/// element holds there.
///
/// ```swift
/// let name: JSONPath = "name"
/// let origin: JSONPath = ["origin", "name"]
/// let typeURLs = JSONPath(parsing: "types[*].type.url")   // ["https://…/type/12/", "https://…/type/4/"]
/// ```
///
/// In a declaration file a path is written as text: keys joined with `.`,
/// `[*]` after a key for each element of the array there, `[0]` for its
/// first (`[1]` its second…), and `\` before a
/// `.`, `[`, `]` or `\` that is part of a key.
public struct JSONPath: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, CustomStringConvertible {
  /// One step of a path.
  public enum Segment: Sendable, Hashable {
    /// The value under this key of an object.
    case key(String)
    /// Each element of an array: the rest of the path is read in each, and
    /// what is found makes an array.
    case each
    /// The element at this position of an array, from 0: what a record
    /// that lists its names shows first (Docker's `RepoTags[0]`).
    case element(Int)
  }

  /// The steps, outermost first. Empty is the record itself.
  public var segments: [Segment]

  public init(segments: [Segment]) {
    self.segments = segments
  }

  /// A path of keys into nested objects.
  public init(_ keys: [String]) {
    self.segments = keys.map(Segment.key)
  }

  public init(stringLiteral key: String) {
    self.segments = [.key(key)]
  }

  public init(arrayLiteral keys: String...) {
    self.init(keys)
  }

  /// Whether the path goes through an array (`[*]`), so that its value is
  /// an array of what each element holds.
  public var goesThroughArrays: Bool {
    segments.contains { segment in
      if case .key = segment { false } else { true }
    }
  }

  /// The keys of the path, `[*]` spelled as such: what notes and errors
  /// name, one part at a time.
  package var parts: [String] {
    segments.map { segment in
      switch segment {
      case .key(let key): key
      case .each: "[*]"
      case .element(let position): "[\(position)]"
      }
    }
  }

  /// `origin.name`, `types[*].type.url`: as notes and errors name it, and
  /// as a declaration file writes it (with `\` before a `.`, `[`, `]` or
  /// `\` of a key).
  public var description: String {
    var text = ""
    for segment in segments {
      switch segment {
      case .key(let key):
        if !text.isEmpty { text += "." }
        for character in key {
          if character == "." || character == "[" || character == "]" || character == "\\" { text.append("\\") }
          text.append(character)
        }
      case .each:
        text += "[*]"
      case .element(let position):
        text += "[\(position)]"
      }
    }
    return text
  }
}
