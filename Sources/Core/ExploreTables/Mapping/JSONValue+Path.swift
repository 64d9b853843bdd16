package import ExploreCore

extension JSONValue {
  /// The value at `path` in nested objects, or `nil` when a key is missing
  /// or a value on the way is not an object. Through an array (`[*]`), the
  /// value is the array of what its elements hold at the rest of the path,
  /// those that hold nothing there left out; `nil` when there is no array
  /// where the path expects one. At a position (`[0]`), the element there,
  /// `nil` past the end.
  ///
  /// - Complexity: O(*k*) hash lookups for a path of *k* keys; through
  ///   arrays, that for each element reached.
  package subscript(path: JSONPath) -> JSONValue? {
    value(at: path.segments[...])
  }

  private func value(at segments: ArraySlice<JSONPath.Segment>) -> JSONValue? {
    var value = self
    for (offset, segment) in zip(segments.indices, segments) {
      switch segment {
      case .key(let key):
        guard case .object(let object) = value, let next = object[key] else { return nil }
        value = next
      case .each:
        guard case .array(let elements) = value else { return nil }
        let rest = segments[(offset + 1)...]
        return .array(elements.compactMap { $0.value(at: rest) })
      case .element(let position):
        guard case .array(let elements) = value, elements.indices.contains(position) else { return nil }
        value = elements[position]
      }
    }
    return value
  }

  /// The string at `path`, if there is one.
  package func string(at path: JSONPath) -> String? {
    if case .string(let text)? = self[path] { return text }
    return nil
  }

  /// The integer at `path`, if there is one.
  package func integer(at path: JSONPath) -> Int? {
    if case .integer(let number)? = self[path] { return number }
    return nil
  }

  /// What a note says was found: a string itself (`"soon"`), else its type.
  package var noteDescription: String {
    if case .string(let text) = self { return "\"\(text)\"" }
    return typeName
  }

  /// "a string", "an object"…, for notes and errors.
  package var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "true or false"
    case .integer: "an integer"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
