/// One step of a YAML text's structure, as the parser gives them to the
/// composer: a document, a collection opening or closing, a scalar, an alias.
enum YAMLEvent: Sendable {
  case streamStart
  case streamEnd
  case documentStart
  case documentEnd
  /// `*name`.
  case alias(String)
  /// A scalar's value (escapes and folding applied), how it was written, and its anchor and tag.
  case scalar(String, YAMLScalarStyle, YAMLNodeProperties)
  case sequenceStart(YAMLNodeProperties)
  case sequenceEnd
  case mappingStart(YAMLNodeProperties)
  case mappingEnd
}

/// A node's anchor and tag, each optional.
struct YAMLNodeProperties: Sendable {
  var anchor: String?
  var tag: YAMLTag?

  static let none = YAMLNodeProperties()
}

/// A tag: its full name once its handle is resolved (`tag:yaml.org,2002:str`),
/// and how the document wrote it (`!!str`), for errors.
struct YAMLTag: Sendable, Hashable {
  var name: String
  var written: String

  /// The prefix of the core schema's tags.
  static let corePrefix = "tag:yaml.org,2002:"
}
