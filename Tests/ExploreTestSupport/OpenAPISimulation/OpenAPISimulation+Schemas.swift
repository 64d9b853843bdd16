import Foundation

extension OpenAPISimulation {
  /// What a schema says once its `$ref`s are followed and its `allOf`
  /// merged: the kind of value, its properties and which are required, its
  /// items, its `oneOf`/`anyOf` branches, and the constraints the answers
  /// keep (enum, format, bounds, nullable, example).
  struct SchemaView: Sendable {
    enum Kind: Sendable {
      case object, array, string, integer, number, boolean, choice, unknown
    }

    var kind: Kind = .unknown
    var properties: [(name: String, schema: Value)] = []
    var required: Set<String> = []
    var items: Value?
    var additional: Value?
    var branches: [Value] = []
    var enumValues: [Value] = []
    var format: String?
    var example: Value?
    var defaultValue: Value?
    var nullable = false
    var minimum: Int?
    var maximum: Int?
    var minItems = 0
    var description = ""

    func property(_ name: String) -> Value? { properties.first { $0.name == name }?.schema }
  }

  /// Reads the schemas of one document: follows `$ref` pointers within it
  /// (at most 32 hops) and flattens `allOf` (at most 16 levels), for OpenAPI
  /// 3.x and Swagger 2.0 alike.
  struct Schemas: Sendable {
    let root: Value
    private let views = Locked([String: SchemaView]())
    let shapes = Locked([String: Shape]())

    init(root: Value) { self.root = root }

    /// The value `reference` (`#/components/schemas/Pet`) points to.
    func target(of reference: String) -> Value? {
      guard reference.hasPrefix("#") else { return nil }
      var value = root
      for part in reference.dropFirst().split(separator: "/") {
        let key = part.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        let decoded = key.removingPercentEncoding ?? key
        if case .array(let items) = value, let index = Int(decoded), items.indices.contains(index) {
          value = items[index]
        } else if let next = value[decoded] {
          value = next
        } else {
          return nil
        }
      }
      return value
    }

    /// `value` with its `$ref` chain followed.
    func resolve(_ value: Value) -> Value {
      var value = value
      var hops = 0
      while let reference = value["$ref"]?.string, hops < 32, let next = target(of: reference) {
        value = next
        hops += 1
      }
      return value
    }

    /// What `schema` says, its `allOf` merged.
    func view(_ schema: Value) -> SchemaView {
      if let reference = schema["$ref"]?.string {
        if let known = views.withLock({ $0[reference] }) { return known }
        let made = view(resolve(schema), depth: 0)
        views.withLock { $0[reference] = made }
        return made
      }
      return view(schema, depth: 0)
    }

    private func view(_ schema: Value, depth: Int) -> SchemaView {
      let schema = resolve(schema)
      var view = SchemaView()
      for part in schema["allOf"]?.array ?? [] where depth < 16 {
        let inner = self.view(resolve(part), depth: depth + 1)
        merge(inner, into: &view)
      }
      var own = SchemaView()
      switch schema["type"] {
      case .string(let type)?: own.kind = Self.kind(type)
      case .array(let types)?:
        let named = types.compactMap(\.string)
        own.nullable = named.contains("null")
        own.kind = named.first { $0 != "null" }.map(Self.kind) ?? .unknown
      default: break
      }
      if case .bool(true)? = schema["nullable"] { own.nullable = true }
      if case .bool(true)? = schema["x-nullable"] { own.nullable = true }
      for (name, property) in schema["properties"]?.entries ?? [] { own.properties.append((name, property)) }
      own.required = Set(schema["required"]?.array?.compactMap(\.string) ?? [])
      own.items = schema["items"]
      if let additional = schema["additionalProperties"], additional.isObject { own.additional = additional }
      own.branches = (schema["oneOf"]?.array ?? []) + (schema["anyOf"]?.array ?? [])
      own.enumValues = schema["enum"]?.array ?? (schema["const"].map { [$0] } ?? [])
      own.format = schema["format"]?.string
      own.example = schema["example"] ?? schema["examples"]?.array?.first ?? schema["x-example"]
      own.defaultValue = schema["default"]
      own.minimum = schema["minimum"]?.integer
      own.maximum = schema["maximum"]?.integer
      own.minItems = schema["minItems"]?.integer ?? 0
      own.description = schema["description"]?.string ?? ""
      if own.kind == .unknown {
        if !own.properties.isEmpty || own.additional != nil {
          own.kind = .object
        } else if own.items != nil {
          own.kind = .array
        } else if !own.branches.isEmpty {
          own.kind = .choice
        } else if let first = own.enumValues.first {
          own.kind = first.integer != nil ? .integer : .string
        }
      }
      merge(own, into: &view)
      // NB: branches beside properties of their own are read as the object
      // the properties make; only a schema made of branches is a choice.
      if view.kind == .object, !view.properties.isEmpty { view.branches = [] }
      if view.kind == .unknown, !view.branches.isEmpty { view.kind = .choice }
      return view
    }

    private func merge(_ part: SchemaView, into view: inout SchemaView) {
      if part.kind != .unknown, view.kind == .unknown || view.kind == .choice { view.kind = part.kind }
      for property in part.properties where view.property(property.name) == nil { view.properties.append(property) }
      view.required.formUnion(part.required)
      view.items = part.items ?? view.items
      view.additional = part.additional ?? view.additional
      if !part.branches.isEmpty { view.branches = part.branches }
      if !part.enumValues.isEmpty { view.enumValues = part.enumValues }
      view.format = part.format ?? view.format
      view.example = part.example ?? view.example
      view.defaultValue = part.defaultValue ?? view.defaultValue
      view.nullable = view.nullable || part.nullable
      view.minimum = part.minimum ?? view.minimum
      view.maximum = part.maximum ?? view.maximum
      view.minItems = max(view.minItems, part.minItems)
      if view.description.isEmpty { view.description = part.description }
    }

    private static func kind(_ type: String) -> SchemaView.Kind {
      switch type {
      case "object": .object
      case "array": .array
      case "string": .string
      case "integer": .integer
      case "number": .number
      case "boolean": .boolean
      default: .unknown
      }
    }

    /// Whether `schema` describes records: objects, or a choice of objects.
    func isRecord(_ schema: Value) -> Bool {
      let view = view(schema)
      switch view.kind {
      case .object: return !view.properties.isEmpty
      case .choice: return view.branches.contains { !self.view($0).properties.isEmpty }
      default: return false
      }
    }

    /// The properties of a record of `schema`; for a choice, those of its
    /// branches, first branch first.
    func recordProperties(_ schema: Value) -> (properties: [(name: String, schema: Value)], required: Set<String>) {
      let view = view(schema)
      guard view.kind == .choice else { return (view.properties, view.required) }
      var merged = SchemaView()
      for branch in view.branches {
        let inner = self.view(branch)
        for property in inner.properties where merged.property(property.name) == nil { merged.properties.append(property) }
        merged.required.formUnion(inner.required)
      }
      return (merged.properties, merged.required)
    }
  }
}

extension OpenAPISimulation {
  /// `page_size`, `pageSize` and `page-size` as `pagesize`: the letters and
  /// digits of a name, lowercased.
  static func normalized(_ name: String) -> String {
    String(name.lowercased().unicodeScalars.filter { ($0.properties.isAlphabetic || ("0"..."9").contains($0)) && $0.isASCII }.map(Character.init))
  }
}
