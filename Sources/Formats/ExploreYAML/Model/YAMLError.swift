/// Why a YAML text could not be read, and where: every refusal of the
/// reader is one of these, never a crash.
///
/// Its ``description`` is one line for a user: where (line and column,
/// both counted from 1, the column in characters), what is wrong, and what
/// to do about it. It quotes the document only in short, escaped pieces.
///
/// ```swift
/// do {
///   _ = try YAMLReader.read(Array("a: 1\na: 2\n".utf8))
/// } catch {
///   print(error)  // Line 2, column 1: the key "a" appears twice in this mapping (first on line 1). …
/// }
/// ```
public struct YAMLError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The line of the problem, from 1.
  public var line: Int
  /// The column of the problem, from 1, in Unicode characters.
  public var column: Int
  /// What is wrong.
  public var reason: Reason

  public init(line: Int, column: Int, reason: Reason) {
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// What is wrong with a YAML text.
  public enum Reason: Sendable, Hashable {
    // The input as a whole.
    /// The input is larger than ``YAMLLimits/maximumInputBytes``.
    case inputTooLarge(bytes: Int, limit: Int)
    /// The input is UTF-16 or UTF-32 (it starts with their byte order mark).
    case notUTF8Encoding
    /// A byte that is not valid UTF-8.
    case invalidUTF8
    /// A control character YAML does not allow in a document (its code).
    case controlCharacter(UInt32)

    // Characters and tokens.
    /// A tab where a line's indentation is.
    case tabIndentation
    /// A character that cannot start anything here.
    case unexpectedCharacter(String)
    /// `#` right after a value: a comment needs a space before it.
    case commentWithoutSpace
    /// A quoted scalar that the text ends in.
    case unterminatedQuote(double: Bool)
    /// A flow collection (`[` or `{`) that the text ends in.
    case unterminatedFlowCollection(opening: String)
    /// An unknown escape in a double-quoted scalar.
    case invalidEscape(String)
    /// A `\x`, `\u` or `\U` escape that is not a character.
    case invalidUnicodeEscape(String)
    /// `---` or `...` at the start of a line inside a quoted scalar.
    case documentMarkerInScalar
    /// A continuation line indented no more than the collection around it.
    case insufficientIndentation
    /// A block scalar header (`|` or `>`) that is malformed.
    case invalidBlockScalarHeader
    /// A leading empty line of a block scalar with more spaces than its first line.
    case blockScalarLeadingSpaces
    /// A key of a block mapping with no `:` after it on its line.
    case expectedColon
    /// A `- ` entry where no sequence can start.
    case sequenceEntryNotAllowed
    /// A `? ` key where no mapping can start.
    case explicitKeyNotAllowed
    /// A `:` where no mapping value can be.
    case mappingValueNotAllowed
    /// A block collection on the line of `---`.
    case blockCollectionOnDocumentStartLine
    /// `&` or `*` without a name.
    case missingAnchorName
    /// A malformed tag.
    case invalidTag(String)
    /// A malformed `%YAML` or `%TAG` directive.
    case invalidDirective(String)
    /// A `%YAML` version other than 1.x.
    case unsupportedVersion(String)
    /// Collections nested deeper than ``YAMLLimits/maximumDepth``.
    case tooDeep(limit: Int)

    // The structure.
    /// Something where the structure does not allow it: what was found,
    /// and what was expected instead.
    case unexpected(found: String, expected: String)
    /// Content after a document's end, without `---` before it.
    case contentAfterDocument
    /// Directives without the `---` that must follow them.
    case directiveWithoutDocument
    /// A `%YAML` or `%TAG` directive given twice for one document.
    case duplicateDirective(String)
    /// A tag whose handle no `%TAG` directive declares.
    case undeclaredTagHandle(String)
    /// An alias after an anchor or a tag.
    case aliasWithProperties
    /// A node with two anchors or two tags.
    case duplicateProperty(String)
    /// More than one document where one was expected.
    case multipleDocuments

    // The values.
    /// A key given twice in one mapping; the line of its first appearance.
    case duplicateKey(String, firstLine: Int)
    /// A key that is a sequence or a mapping.
    case nonScalarKey
    /// An alias whose anchor is not defined before it.
    case unknownAnchor(String)
    /// An alias inside the node its anchor names.
    case recursiveAlias(String)
    /// Aliases that add more than ``YAMLLimits/maximumAliasExpansion``.
    case aliasExpansionTooLarge(limit: Int)
    /// A tag outside the core schema's.
    case unsupportedTag(String)
    /// A core tag on a node it does not fit (`!!int abc`, `!!map [a]`).
    case tagMismatch(tag: String, text: String)
    /// A merge key (`<<`) whose value is not a mapping or a sequence of mappings.
    case invalidMerge
    /// `.inf` or `.nan`, which JSON cannot hold, where JSON was asked for.
    case noJSONForm(String)
  }
}
