import ExploreCore

/// Helpers shared by the tables' `Codable` conformances, which write the
/// tables as a declaration file does: the same model as the Swift tables,
/// in JSON a person can edit, read strictly.
///
/// Every object is read through ``container(_:keyedBy:)``: a key that is
/// none of the table's is refused with the nearest one ("did you mean
/// 'search'?"), never ignored, so that a typo cannot silently turn a feature
/// off. The errors are `DecodingError`s whose coding path is the JSON path
/// of the value, which the declaration's reader prints with its file.
package enum TableCoding {
  /// The error for a value that is none of the forms a declaration takes.
  package static func unknownForm(_ forms: String, at decoder: any Decoder) -> DecodingError {
    DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Expected \(forms)"))
  }

  /// A coding key made from any string, for the one-key objects that name
  /// a form (`{"urlNumber": "url"}`) and for checking an object's keys.
  package struct Key: CodingKey {
    package var stringValue: String
    package var intValue: Int? { nil }
    package init(_ string: String) { stringValue = string }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
  }

  /// The object `decoder` reads, keyed by `Keys`, once every key it holds
  /// is one of them.
  ///
  /// - Throws: `DecodingError.dataCorrupted` at the unknown key, naming
  ///   the nearest known key when one is near enough to be a typo, and
  ///   the keys the object takes.
  package static func container<Keys: CodingKey & CaseIterable>(_ decoder: any Decoder, keyedBy keys: Keys.Type) throws -> KeyedDecodingContainer<Keys> {
    let known = keys.allCases.map(\.stringValue)
    try refuseUnknownKeys(decoder, known: known)
    return try decoder.container(keyedBy: keys)
  }

  /// Throws for the first key of `decoder`'s object that is not in `known`.
  package static func refuseUnknownKeys(_ decoder: any Decoder, known: [String]) throws {
    let object = try decoder.container(keyedBy: Key.self)
    for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where !known.contains(key.stringValue) {
      let nearest = NameSuggestion.nearest(to: key.stringValue, among: known).map { " Did you mean '\($0)'?" } ?? ""
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath + [key],
          debugDescription: "'\(key.stringValue)' is not a key here.\(nearest) The keys here are \(known.joined(separator: ", "))"))
    }
  }

  /// The text at `key`, refused when it is empty or blank.
  ///
  /// - Parameter what: what the text is, for the error: "a title".
  package static func text<Keys: CodingKey>(_ container: KeyedDecodingContainer<Keys>, _ key: Keys, _ what: String) throws -> String {
    let text = try container.decode(String.self, forKey: key)
    guard !text.allSatisfy(\.isWhitespace) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: "it is empty; write \(what), or leave the key out where it may be left out")
    }
    return text
  }

  /// The text at `key` when there is one, refused when it is empty or blank.
  package static func textIfPresent<Keys: CodingKey>(_ container: KeyedDecodingContainer<Keys>, _ key: Keys, _ what: String) throws -> String? {
    container.contains(key) ? try text(container, key, what) : nil
  }

  /// The object `decoder` reads, keyed by `Keys`, once every key it holds
  /// is one of `allowed`: for a type whose forms each take some of its keys.
  package static func container<Keys: CodingKey>(_ decoder: any Decoder, keyedBy keys: Keys.Type, allowing allowed: [Keys]) throws
    -> KeyedDecodingContainer<Keys>
  {
    try refuseUnknownKeys(decoder, known: allowed.map(\.stringValue))
    return try decoder.container(keyedBy: keys)
  }

  /// The form of a one-key object (`{"pageNumbers": {…}}`), which must be
  /// one of `forms`, and the container to read its value.
  package static func form(_ decoder: any Decoder, among forms: [String]) throws -> (String, KeyedDecodingContainer<Key>) {
    let container = try decoder.container(keyedBy: Key.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw unknownForm("an object of one key, its form: one of \(forms.joined(separator: ", "))", at: decoder)
    }
    try refuseUnknownKeys(decoder, known: forms)
    return (key.stringValue, container)
  }

  /// The name of `{"custom": "NAME"}`: a function a provider written in
  /// Swift registers under that name.
  package static func custom(_ decoder: any Decoder) throws -> String {
    let key = Key("custom")
    let container = try self.container(decoder, keyedBy: Key.self, allowing: [key])
    return try text(container, key, "the name a provider written in Swift registers")
  }

  /// The one key of a one-key object, and the container to read its value.
  package static func singleKey(_ decoder: any Decoder, forms: String) throws -> (String, KeyedDecodingContainer<Key>) {
    let container = try decoder.container(keyedBy: Key.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else { throw unknownForm(forms, at: decoder) }
    return (key.stringValue, container)
  }
}
