/// One token of a YAML text, as the scanner gives them to the parser.
struct YAMLToken: Sendable {
  enum Kind: Sendable, Equatable {
    case streamStart
    case streamEnd
    /// `%YAML 1.2`: its version.
    case versionDirective(String)
    /// `%TAG !e! tag:example.com,2000:`: its handle and prefix.
    case tagDirective(handle: String, prefix: String)
    /// Any other directive, which YAML says to ignore.
    case reservedDirective
    /// `---`.
    case documentStart
    /// `...`.
    case documentEnd
    case blockSequenceStart
    case blockMappingStart
    case blockEnd
    case flowSequenceStart
    case flowSequenceEnd
    case flowMappingStart
    case flowMappingEnd
    /// `- ` in a block sequence.
    case blockEntry
    /// `,` in a flow collection.
    case flowEntry
    /// The start of a key: `? `, or put before an implicit key once its `:` is found.
    case key
    /// `: `.
    case value
    /// `*name`.
    case alias(String)
    /// `&name`.
    case anchor(String)
    /// `!!str`: its handle (`!!`) and suffix (`str`); a verbatim tag
    /// `!<…>` has the empty handle.
    case tag(handle: String, suffix: String)
    /// A scalar's value, with its escapes and folding applied.
    case scalar(String, YAMLScalarStyle)
  }

  var kind: Kind
  var start: YAMLMark

  /// The token as a user would name it in an error: `']'`, `a key`, `the text 'abc'`.
  var summary: String {
    switch kind {
    case .streamStart: "the start of the text"
    case .streamEnd: "the end of the text"
    case .versionDirective, .tagDirective, .reservedDirective: "a directive"
    case .documentStart: "'---'"
    case .documentEnd: "'...'"
    case .blockSequenceStart: "a block sequence"
    case .blockMappingStart: "a block mapping"
    case .blockEnd: "a less indented line"
    case .flowSequenceStart: "'['"
    case .flowSequenceEnd: "']'"
    case .flowMappingStart: "'{'"
    case .flowMappingEnd: "'}'"
    case .blockEntry: "'- '"
    case .flowEntry: "','"
    case .key: "a key"
    case .value: "':'"
    case .alias(let name): "the alias *" + YAMLError.Reason.escaped(name)
    case .anchor(let name): "the anchor &" + YAMLError.Reason.escaped(name)
    case .tag(let handle, let suffix): "the tag " + YAMLError.Reason.quote(handle + suffix)
    case .scalar(let text, _): "the value " + YAMLError.Reason.quote(text)
    }
  }
}
