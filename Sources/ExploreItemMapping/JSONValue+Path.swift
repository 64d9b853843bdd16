package import ExploreCore

extension JSONValue {
  /// The value at `path` in nested objects, or `nil` when a key is missing
  /// or a value on the way is not an object.
  ///
  /// - Complexity: O(*k*) hash lookups for a path of *k* keys.
  package subscript(path: JSONPath) -> JSONValue? {
    var value = self
    for key in path.keys {
      guard case .object(let object) = value, let next = object[key] else { return nil }
      value = next
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
  var noteDescription: String {
    if case .string(let text) = self { return "\"\(text)\"" }
    return typeName
  }

  /// "a string", "an object"…, for notes and errors.
  var typeName: String {
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
