import Foundation

extension OpenAPISimulation {
  /// A schema made ready to generate values from: its view, with each
  /// property's name already read (the words of its text, whether it names
  /// a kind, the hash that seeds its values) and each inner schema a shape.
  ///
  /// NB: `@unchecked Sendable` is sound because shapes are made and filled
  /// only while the simulation is made (``Schemas/shape(_:)``, from its
  /// initializer), and only read afterwards, from any thread.
  final class Shape: @unchecked Sendable {
    /// A property, or the name an array's items and a map's values take.
    struct Naming: Sendable {
      /// `displayname` for `display_name`.
      var key: String
      /// `Display name`.
      var words: String
      /// Whether its values name a kind (`type`, `status`): the same for every record.
      var isKind: Bool
      var hash: UInt64

      init(_ name: String) {
        key = OpenAPISimulation.normalized(name)
        words = OpenAPISimulation.humanized(name)
        isKind = OpenAPISimulation.kindNames.contains(key)
        hash = Seed.hash(name)
      }
    }

    struct Property: Sendable {
      var name: String
      var naming: Naming
      var shape: Shape
      var isRequired: Bool
    }

    var kind = SchemaView.Kind.unknown
    var properties: [Property] = []
    var items: Shape?
    var additional: Shape?
    var branches: [Shape] = []
    var enumValues: [Value] = []
    var format: String?
    var example: Value?
    var nullable = false
    var minimum: Int?
    var maximum: Int?
    var minItems = 0

    func property(_ name: String) -> Property? { properties.first { $0.name == name } }
  }
}

extension OpenAPISimulation.Schemas {
  /// The shape of `schema`; one per reference, so that a schema that refers
  /// to itself makes a cycle of shapes, not an endless tree.
  func shape(_ schema: OpenAPISimulation.Value) -> OpenAPISimulation.Shape {
    if let reference = schema["$ref"]?.string {
      if let known = shapes.withLock({ $0[reference] }) { return known }
      let made = OpenAPISimulation.Shape()
      shapes.withLock { $0[reference] = made }
      fill(made, from: view(schema))
      return made
    }
    let made = OpenAPISimulation.Shape()
    fill(made, from: view(schema))
    return made
  }

  private func fill(_ shape: OpenAPISimulation.Shape, from view: OpenAPISimulation.SchemaView) {
    shape.kind = view.kind
    shape.properties = view.properties.map { name, schema in
      .init(name: name, naming: .init(name), shape: self.shape(schema), isRequired: view.required.contains(name))
    }
    shape.items = view.items.map { self.shape($0) }
    shape.additional = view.additional.map { self.shape($0) }
    shape.branches = view.kind == .choice ? view.branches.map { self.shape($0) } : []
    shape.enumValues = view.enumValues
    shape.format = view.format
    shape.example = view.example
    shape.nullable = view.nullable
    shape.minimum = view.minimum
    shape.maximum = view.maximum
    shape.minItems = view.minItems
  }
}
