import ExploreCore
public import Foundation

/// A tiny JSON Schema (draft 2020-12) validator for the tests: the
/// keywords `explore api schema` uses (`type`, `properties`, `required`,
/// `additionalProperties: false`, `items`, `enum`, `minLength`, `minimum`,
/// `maximum`, `oneOf`, `$ref` into `$defs`), enough to check that every
/// declaration the repository holds is one the schema accepts.
///
/// ```swift
/// let problems = try JSONSchemaValidator(schema: schema).problems(in: declaration)
/// #expect(problems.isEmpty, "\(problems)")
/// ```
public struct JSONSchemaValidator {
  let root: JSONValue

  public init(schema: Data) throws {
    root = try JSONDecoder().decode(JSONValue.self, from: schema)
  }

  /// What is wrong with `document` (JSON), each with its JSON path; none
  /// when it is valid.
  public func problems(in document: Data) throws -> [String] {
    problems(of: try JSONDecoder().decode(JSONValue.self, from: document), against: root, at: "$")
  }

  func problems(of value: JSONValue, against schema: JSONValue, at path: String) -> [String] {
    guard case .object(let schema) = schema else { return ["\(path): the schema is not an object"] }
    if case .string(let reference)? = schema["$ref"] {
      let name = String(reference.dropFirst("#/$defs/".count))
      guard case .object(let definitions)? = root.object?["$defs"], let definition = definitions[name] else {
        return ["\(path): no definition \(reference)"]
      }
      return problems(of: value, against: definition, at: path)
    }
    if case .string(let type)? = schema["type"], !Self.matches(value, type) { return ["\(path): expected \(type)"] }
    var found: [String] = []
    if case .array(let values)? = schema["enum"], !values.contains(value) { found.append("\(path): not one of the enum") }
    if case .integer(let length)? = schema["minLength"], case .string(let text) = value, text.count < length { found.append("\(path): too short") }
    if case .integer(let minimum)? = schema["minimum"], case .integer(let number) = value, number < minimum { found.append("\(path): below \(minimum)") }
    if case .integer(let maximum)? = schema["maximum"], case .integer(let number) = value, number > maximum { found.append("\(path): above \(maximum)") }
    if case .object(let object) = value {
      let properties = schema["properties"]?.object ?? [:]
      if case .array(let required)? = schema["required"] {
        for case .string(let key) in required where object[key] == nil { found.append("\(path): \(key) is required") }
      }
      for (key, member) in object.sorted(by: { $0.key < $1.key }) {
        if let property = properties[key] {
          found += problems(of: member, against: property, at: "\(path).\(key)")
        } else if schema["additionalProperties"] == .bool(false) {
          found.append("\(path): \(key) is not a property")
        }
      }
    }
    if case .array(let array) = value, let items = schema["items"] {
      for (index, element) in array.enumerated() { found += problems(of: element, against: items, at: "\(path)[\(index)]") }
    }
    if case .array(let shapes)? = schema["oneOf"] {
      let passing = shapes.filter { problems(of: value, against: $0, at: path).isEmpty }.count
      if passing != 1 { found.append("\(path): matches \(passing) of the \(shapes.count) shapes of oneOf, not exactly one") }
    }
    return found
  }

  static func matches(_ value: JSONValue, _ type: String) -> Bool {
    switch (type, value) {
    case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("integer", .integer), ("number", .integer),
      ("number", .number), ("null", .null):
      true
    default: false
    }
  }
}

extension JSONValue {
  /// The members of an object, `nil` for any other value.
  fileprivate var object: [String: JSONValue]? {
    if case .object(let members) = self { members } else { nil }
  }
}
