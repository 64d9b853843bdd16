/// HTTP header fields, looked up without regard to case, in the order added.
///
/// ```swift
/// var headers = HTTPHeaders(["Accept": "application/json"])
/// headers["accept"]  // "application/json"
/// ```
public struct HTTPHeaders: Sendable, Hashable, Codable, ExpressibleByDictionaryLiteral {
  /// The fields in the order they were added, with names as first written.
  public private(set) var fields: [(name: String, value: String)] = []

  public init() {}

  /// The fields of `fields`, sorted by name; of two names that differ only
  /// in case, the later in that order wins, as setting them one by one would.
  ///
  /// - Complexity: O(*n* log *n*) in the number of fields (a response's
  ///   headers arrive this way: setting them one by one is O(*n*²)).
  public init(_ fields: [String: String]) {
    var positions: [String: Int] = [:]
    positions.reserveCapacity(fields.count)
    self.fields.reserveCapacity(fields.count)
    for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
      let key = name.lowercased()
      if let position = positions[key] {
        self.fields[position].value = value
      } else {
        positions[key] = self.fields.count
        self.fields.append((name, value))
      }
    }
  }

  public init(dictionaryLiteral elements: (String, String)...) {
    for (name, value) in elements {
      self[name] = value
    }
  }

  /// The value of the field named `name`, compared case-insensitively.
  /// Setting `nil` removes the field.
  ///
  /// - Complexity: O(*n*) in the number of fields.
  public subscript(name: String) -> String? {
    get {
      let key = name.lowercased()
      return fields.first { $0.name.lowercased() == key }?.value
    }
    set {
      let key = name.lowercased()
      if let newValue {
        if let index = fields.firstIndex(where: { $0.name.lowercased() == key }) {
          fields[index].value = newValue
        } else {
          fields.append((name, newValue))
        }
      } else {
        fields.removeAll { $0.name.lowercased() == key }
      }
    }
  }

  /// Whether no field is set.
  public var isEmpty: Bool { fields.isEmpty }

  /// The fields as a dictionary keyed by lowercased name.
  public var lowercasedDictionary: [String: String] {
    Dictionary(fields.map { ($0.name.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
  }

  public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
    lhs.lowercasedDictionary == rhs.lowercasedDictionary
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(lowercasedDictionary)
  }

  public init(from decoder: any Decoder) throws {
    self.init(try [String: String](from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    try lowercasedDictionary.encode(to: encoder)
  }
}
