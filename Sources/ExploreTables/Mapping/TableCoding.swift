import ExploreCore
/// Helpers shared by the tables' `Codable` conformances, which write the
/// tables as a declaration file does: the same model as the Swift tables,
/// in JSON a person can edit.
enum TableCoding {
  /// The error for a table that holds a Swift function (a custom format,
  /// subtitle or web page), which a declaration file cannot write.
  static func notDeclarable(_ value: Any, _ what: String, at encoder: any Encoder) -> EncodingError {
    EncodingError.invalidValue(
      value,
      EncodingError.Context(
        codingPath: encoder.codingPath,
        debugDescription: "\(what) is a Swift function, which a declaration file cannot hold; declare it in Swift, or use a declarable form"
      )
    )
  }

  /// The error for a value that is none of the forms a declaration takes.
  static func unknownForm(_ forms: String, at decoder: any Decoder) -> DecodingError {
    DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Expected \(forms)"))
  }

  /// A coding key made from any string, for the one-key objects that name
  /// a form (`{"urlNumber": "url"}`).
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// The one key of a one-key object, and the container to read its value.
  static func singleKey(_ decoder: any Decoder, forms: String) throws -> (String, KeyedDecodingContainer<Key>) {
    let container = try decoder.container(keyedBy: Key.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else { throw unknownForm(forms, at: decoder) }
    return (key.stringValue, container)
  }
}
