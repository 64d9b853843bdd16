import ExploreJSONTape

/// A JSON value of an OpenAPI document.
///
/// ```swift
/// let document = try OpenAPIJSON.read(data)
/// document["paths"]?["/pets"]?["get"]?["summary"]?.string   // "List pets"
/// ```
///
/// A value read by ``read(_:)`` is a place in the document's text
/// (``OpenAPIJSONTape``): its members, elements, strings and numbers are
/// read from the text when they are asked for, so that a document costs a
/// few bytes a value rather than a tree of dictionaries, arrays and strings
/// (for a document of many small objects, twenty times its size). A value
/// made in code (`.object([...])`, `.string("x")`) holds what it is made of.
/// Either way, values compare and hash by what they hold.
///
/// A value read nests at most ``maximumDepth`` deep, so that walking it,
/// comparing it or printing it cannot exhaust the stack.
public struct OpenAPIJSON: Sendable {
  /// What a value is, one level deep: its members and elements are values in turn.
  public enum Value: Sendable {
    case object([String: OpenAPIJSON])
    case array([OpenAPIJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
  }

  enum Storage: Sendable {
    /// A node of a document's text.
    case node(OpenAPIJSONTape, Int)
    /// A value made in code.
    case made(Value)
  }

  let storage: Storage

  init(_ storage: Storage) {
    self.storage = storage
  }

  public static func object(_ members: [String: OpenAPIJSON]) -> OpenAPIJSON { OpenAPIJSON(.made(.object(members))) }
  public static func array(_ elements: [OpenAPIJSON]) -> OpenAPIJSON { OpenAPIJSON(.made(.array(elements))) }
  public static func string(_ text: String) -> OpenAPIJSON { OpenAPIJSON(.made(.string(text))) }
  public static func number(_ value: Double) -> OpenAPIJSON { OpenAPIJSON(.made(.number(value))) }
  public static func bool(_ value: Bool) -> OpenAPIJSON { OpenAPIJSON(.made(.bool(value))) }
  public static let null = OpenAPIJSON(.made(.null))

  /// What the value is, one level deep.
  ///
  /// - Complexity: O(*m*) in its members or elements, whose keys are read from the text.
  public var value: Value {
    switch storage {
    case .made(let value): value
    case .node(let tape, let node):
      switch tape.kind(of: node) {
      case .object: .object(tape.members(of: node).mapValues { OpenAPIJSON(.node(tape, $0)) })
      case .array: .array(tape.elements(of: node).map { OpenAPIJSON(.node(tape, $0)) })
      case .string: .string(tape.string(at: node))
      case .number: .number(tape.number(at: node))
      case .true: .bool(true)
      case .false: .bool(false)
      case .null: .null
      }
    }
  }

  /// The member `key` of an object (the last, when the text gives it
  /// twice); `nil` for anything else.
  ///
  /// - Complexity: O(*m*) in the object's members, O(1) for an object of
  ///   many members once it has been looked in (``OpenAPIJSONTape``).
  public subscript(key: String) -> OpenAPIJSON? {
    switch storage {
    case .made(.object(let members)): members[key]
    case .made: nil
    case .node(let tape, let node): tape.member(key, of: node).map { OpenAPIJSON(.node(tape, $0)) }
    }
  }

  /// The index of the value's node when it is a place in the same text as
  /// `root`: what tells one schema of a document from another that holds the same.
  func node(in root: OpenAPIJSON) -> Int? {
    guard case .node(let tape, let node) = storage, case .node(let rootTape, _) = root.storage, tape === rootTape else { return nil }
    return node
  }

  /// Whether the value is an object, without reading its members.
  public var isObject: Bool {
    switch storage {
    case .made(.object): true
    case .made: false
    case .node(let tape, let node): tape.kind(of: node) == .object
    }
  }

  /// The value at `path` through nested objects; `nil` where one is missing.
  public func value(at path: [String]) -> OpenAPIJSON? {
    var value: OpenAPIJSON? = self
    for key in path { value = value?[key] }
    return value
  }

  public var string: String? {
    switch storage {
    case .made(.string(let text)): text
    case .made: nil
    case .node(let tape, let node): tape.kind(of: node) == .string ? tape.string(at: node) : nil
    }
  }

  public var number: Double? {
    switch storage {
    case .made(.number(let value)): value
    case .made: nil
    case .node(let tape, let node): tape.kind(of: node) == .number ? tape.number(at: node) : nil
    }
  }

  public var bool: Bool? {
    switch storage {
    case .made(.bool(let value)): value
    case .made: nil
    case .node(let tape, let node):
      switch tape.kind(of: node) {
      case .true: true
      case .false: false
      default: nil
      }
    }
  }

  public var array: [OpenAPIJSON]? {
    switch storage {
    case .made(.array(let elements)): elements
    case .made: nil
    case .node(let tape, let node): tape.kind(of: node) == .array ? tape.elements(of: node).map { OpenAPIJSON(.node(tape, $0)) } : nil
    }
  }

  /// An array's elements, read from the text one at a time as they are
  /// reached; `nil` for anything else.
  public var elements: Elements? {
    switch storage {
    case .made(.array(let elements)): Elements(elements)
    case .made: nil
    case .node(let tape, let node): tape.kind(of: node) == .array ? Elements(tape: tape, array: node) : nil
    }
  }

  /// The elements of an array, one at a time: walking an array of a
  /// million examples keeps none of them.
  public struct Elements: Sequence, Sendable {
    private enum Source: Sendable {
      case made([OpenAPIJSON])
      case node(OpenAPIJSONTape, first: Int, end: Int)
    }

    private let source: Source

    /// The elements of an array made in code, or of a single value taken as one.
    public init(_ elements: [OpenAPIJSON]) {
      source = .made(elements)
    }

    init(tape: OpenAPIJSONTape, array: Int) {
      source = .node(tape, first: array + 1, end: tape.next(after: array))
    }

    public var isEmpty: Bool {
      switch source {
      case .made(let elements): elements.isEmpty
      case .node(_, let first, let end): first == end
      }
    }

    public func makeIterator() -> Iterator {
      switch source {
      case .made(let elements): Iterator(made: elements)
      case .node(let tape, let first, let end): Iterator(tape: tape, next: first, end: end)
      }
    }

    public struct Iterator: IteratorProtocol {
      private var made: IndexingIterator<[OpenAPIJSON]>?
      private var tape: OpenAPIJSONTape?
      private var nextNode = 0
      private var end = 0

      init(made elements: [OpenAPIJSON]) {
        made = elements.makeIterator()
      }

      init(tape: OpenAPIJSONTape, next: Int, end: Int) {
        self.tape = tape
        self.nextNode = next
        self.end = end
      }

      public mutating func next() -> OpenAPIJSON? {
        if made != nil { return made?.next() }
        guard let tape, nextNode < end else { return nil }
        let element = OpenAPIJSON(.node(tape, nextNode))
        nextNode = tape.next(after: nextNode)
        return element
      }
    }
  }

  public var object: [String: OpenAPIJSON]? {
    switch storage {
    case .made(.object(let members)): members
    case .made: nil
    case .node(let tape, let node): tape.kind(of: node) == .object ? tape.members(of: node).mapValues { OpenAPIJSON(.node(tape, $0)) } : nil
    }
  }

  /// An object's members in the order the document writes them (the
  /// value of a key given twice is the last); an object made in code has
  /// its members in the order of their keys. `nil` for anything else.
  ///
  /// - Complexity: O(*m*) in its members.
  public var orderedMembers: [(key: String, value: OpenAPIJSON)]? {
    switch storage {
    case .made(.object(let members)):
      return members.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    case .made:
      return nil
    case .node(let tape, let node):
      guard tape.kind(of: node) == .object else { return nil }
      let members = tape.members(of: node)
      return tape.keys(of: node).compactMap { key in members[key].map { (key: key, value: OpenAPIJSON(.node(tape, $0))) } }
    }
  }

  /// A whole number, written as one in the document.
  public var integer: Int? {
    if let value = number, value.rounded() == value, abs(value) < 1e15 { Int(value) } else { nil }
  }

  /// A string, a number or a boolean as the text of a value: `"7"`, `"owl"`.
  public var scalarText: String? {
    if let text = string { return text }
    if number != nil { return integer.map(String.init) }
    return bool.map { String($0) }
  }
}

extension OpenAPIJSON: Hashable {
  /// Whether the two hold the same: objects the same members (in any
  /// order), arrays the same elements in order, and the same scalars.
  ///
  /// - Complexity: O(*n*) in the size of the values, at most ``maximumDepth`` deep.
  public static func == (left: OpenAPIJSON, right: OpenAPIJSON) -> Bool {
    switch (left.value, right.value) {
    case (.object(let one), .object(let other)): one == other
    case (.array(let one), .array(let other)): one == other
    case (.string(let one), .string(let other)): one == other
    case (.number(let one), .number(let other)): one == other
    case (.bool(let one), .bool(let other)): one == other
    case (.null, .null): true
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch value {
    case .object(let members):
      hasher.combine(0)
      hasher.combine(members)
    case .array(let elements):
      hasher.combine(1)
      hasher.combine(elements)
    case .string(let text):
      hasher.combine(2)
      hasher.combine(text)
    case .number(let number):
      hasher.combine(3)
      hasher.combine(number)
    case .bool(let flag):
      hasher.combine(4)
      hasher.combine(flag)
    case .null:
      hasher.combine(5)
    }
  }
}
