/// Turns a YAML text into tokens, as the parser asks for them.
///
/// Block structure is read from indentation: a line indented more than the
/// collection around it opens a new one (`blockSequenceStart`,
/// `blockMappingStart`), a line indented less closes them (`blockEnd`).
/// An implicit key (`name: value`) is known to be a key only at its `:`,
/// so the scanner remembers where one may start (a "simple key", at most
/// one per flow level) and inserts the `key` token, and the mapping start,
/// before it once the `:` comes. Tokens wait in a queue until no simple key
/// may still be inserted before them.
///
/// - Complexity: O(*n*) in the size of the text, in time and in memory.
struct YAMLScanner {
  /// A place where an implicit key may start, until its `:` comes, its
  /// line ends, or 1,024 bytes pass.
  struct SimpleKey {
    /// The number of the token the key starts at, counted from the first token.
    var tokenNumber: Int
    /// Whether it must be a key: a scalar at the indentation of the block
    /// mapping it is in cannot be anything else.
    var required: Bool
    var mark: YAMLMark
    /// A tab in the indentation before it, which a key of a block mapping may not have.
    var tab: YAMLMark?
    /// A tab in the spaces just before it, which a mapping that starts at it may not have.
    var separatingTab: YAMLMark?
  }

  /// The text and its zero padding.
  let text: [UInt8]
  /// The length of the text, without its padding.
  let count: Int
  let maximumDepth: Int

  var index = 0
  var line = 0
  var column = 0
  /// Where the current line starts.
  var lineStartOffset = 0
  /// Whether a token has started on the current line.
  var contentOnLine = false

  /// Tokens scanned and not yet taken, from `head`.
  var tokens: [YAMLToken] = []
  var head = 0
  var tokensTaken = 0
  var streamEndProduced = false

  /// The indentation of the innermost block collection, -1 outside any.
  var indent = -1
  /// The indentations of the block collections around it.
  var indents: [Int] = []
  /// Where each open flow collection starts, and its bracket.
  var flowOpenings: [(mark: YAMLMark, bracket: UInt8)] = []
  /// How many flow collections are open (`flowOpenings.count`, kept apart
  /// since the scanning loops read it at every byte).
  var flowLevel = 0
  var allowSimpleKey = true
  /// The possible simple key of each flow level, the block context first.
  var simpleKeys: [SimpleKey?] = [nil]
  /// The line of the last `---`, on which no block collection may start
  /// (no simple key is allowed after `---`; this names the reason).
  var documentStartLine = -1
  /// Whether the last token was a quoted scalar or closed a flow collection,
  /// after which a `:` in a flow collection is a value indicator even
  /// without a space after it (`{"a":1}`).
  var adjacentValueAllowed = false
  /// A tab in the indentation of the current line (block context only),
  /// and the spaces before it.
  var indentationTab: (mark: YAMLMark, spaces: Int)?
  /// A tab in the spaces just before the next token, on its line: a block
  /// collection may not start after one (`-\t- a`).
  var separatingTab: YAMLMark?

  init(_ input: YAMLInput, maximumDepth: Int) {
    text = input.bytes
    count = input.count
    self.maximumDepth = maximumDepth
    tokens.append(YAMLToken(kind: .streamStart, start: YAMLMark(offset: 0, line: 0, column: 0)))
  }


  var mark: YAMLMark { YAMLMark(offset: index, line: line, column: column) }

  // MARK: - Taking tokens

  /// The next token, without taking it.
  ///
  /// - Complexity: amortised O(1) per token, plus the scanning of its text.
  mutating func peek() throws(YAMLError) -> YAMLToken {
    while needsMoreTokens() {
      try fetchMoreTokens()
    }
    return tokens[head]
  }

  /// The next token, taken.
  mutating func take() throws(YAMLError) -> YAMLToken {
    let token = try peek()
    head += 1
    tokensTaken += 1
    if head >= 256, head * 2 >= tokens.count {
      tokens.removeFirst(head)
      head = 0
    }
    return token
  }

  /// Whether the queue is empty, or its first token may still get a key inserted before it.
  mutating func needsMoreTokens() -> Bool {
    if head == tokens.count { return !streamEndProduced }
    if streamEndProduced { return false }
    dropStaleSimpleKeysQuietly()
    return simpleKeys.contains { $0?.tokenNumber == tokensTaken }
  }

  mutating func append(_ kind: YAMLToken.Kind, at start: YAMLMark) {
    tokens.append(YAMLToken(kind: kind, start: start))
  }

  // MARK: - Fetching

  mutating func fetchMoreTokens() throws(YAMLError) {
    try scanToNextToken()
    try dropStaleSimpleKeys()
    unwindIndent(to: column)
    let byte = text[index]
    if index >= count { return try fetchStreamEnd() }
    if column == 0 {
      if byte == .percent { return try fetchDirective() }
      if isDocumentMarker(.hyphen) { return try fetchDocumentIndicator(.documentStart) }
      if isDocumentMarker(.period) { return try fetchDocumentIndicator(.documentEnd) }
    }
    let next = text[index + 1]
    switch byte {
    case .leftBracket, .leftBrace: try fetchFlowCollectionStart(byte)
    case .rightBracket, .rightBrace: try fetchFlowCollectionEnd(byte)
    case .comma: try fetchFlowEntry()
    case .hyphen where next.isBlankOrBreakOrEnd: try fetchBlockEntry()
    case .question where next.isBlankOrBreakOrEnd: try fetchExplicitKey()
    case .colon where isValueIndicator(): try fetchValue()
    case .asterisk: try fetchAnchorOrAlias(alias: true)
    case .ampersand: try fetchAnchorOrAlias(alias: false)
    case .exclamation: try fetchTag()
    case .pipe where flowLevel == 0, .greaterThan where flowLevel == 0: try fetchBlockScalar(folded: byte == .greaterThan)
    case .apostrophe, .quote: try fetchQuoted(double: byte == .quote)
    case .hash: throw mark.error(.commentWithoutSpace)
    default:
      guard canStartPlainScalar() else {
        throw mark.error(.unexpectedCharacter(String(decoding: text[index..<index + characterLength(at: index)], as: UTF8.self)))
      }
      try fetchPlain()
    }
  }

  /// The length in bytes of the character at `offset`.
  func characterLength(at offset: Int) -> Int {
    let byte = text[offset]
    return byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
  }

  /// `---` or `...` at the start of a line, followed by a space, a line break or the end.
  func isDocumentMarker(_ byte: UInt8) -> Bool {
    text[index] == byte && text[index + 1] == byte && text[index + 2] == byte && text[index + 3].isBlankOrBreakOrEnd
  }

  /// Whether the `:` at `index` is a value indicator rather than part of a plain scalar.
  func isValueIndicator() -> Bool {
    let next = text[index + 1]
    if next.isBlankOrBreakOrEnd { return true }
    return flowLevel > 0 && (next.isFlowIndicator || adjacentValueAllowed)
  }

  /// Whether a plain scalar may start at `index` (YAML's `ns-plain-first`).
  func canStartPlainScalar() -> Bool {
    let byte = text[index]
    switch byte {
    case .hyphen, .question, .colon:
      let next = text[index + 1]
      return !next.isBlankOrBreakOrEnd && !(flowLevel > 0 && next.isFlowIndicator)
    case .comma, .leftBracket, .rightBracket, .leftBrace, .rightBrace, .hash, .ampersand, .asterisk, .exclamation, .pipe,
      .greaterThan, .apostrophe, .quote, .percent, .at, .backtick:
      return false
    default:
      return !byte.isBlankOrBreakOrEnd
    }
  }

  mutating func fetchStreamEnd() throws(YAMLError) {
    if let opening = flowOpenings.last {
      throw opening.mark.error(.unterminatedFlowCollection(opening: String(UnicodeScalar(opening.bracket))))
    }
    unwindIndent(to: -1)
    try removeSimpleKey()
    allowSimpleKey = false
    append(.streamEnd, at: mark)
    streamEndProduced = true
  }

  mutating func fetchDocumentIndicator(_ kind: YAMLToken.Kind) throws(YAMLError) {
    unwindIndent(to: -1)
    try removeSimpleKey()
    allowSimpleKey = false
    let start = mark
    forward(3)
    if kind == .documentStart {
      documentStartLine = line
    } else {
      // NB: `...` ends a document; only a comment may follow it on its line.
      while text[index].isBlank {
        forward()
      }
      if !text[index].isBreakOrEnd, text[index] != .hash { throw mark.error(.contentAfterDocument) }
    }
    append(kind, at: start)
    adjacentValueAllowed = false
  }

  mutating func fetchFlowCollectionStart(_ bracket: UInt8) throws(YAMLError) {
    try saveSimpleKey()
    guard flowLevel + indents.count < maximumDepth else { throw mark.error(.tooDeep(limit: maximumDepth)) }
    flowOpenings.append((mark, bracket))
    flowLevel += 1
    simpleKeys.append(nil)
    allowSimpleKey = true
    let start = mark
    forward()
    append(bracket == .leftBracket ? .flowSequenceStart : .flowMappingStart, at: start)
    adjacentValueAllowed = false
  }

  mutating func fetchFlowCollectionEnd(_ bracket: UInt8) throws(YAMLError) {
    try removeSimpleKey()
    if flowLevel > 0 {
      flowOpenings.removeLast()
      flowLevel -= 1
      simpleKeys.removeLast()
    }
    allowSimpleKey = false
    let start = mark
    forward()
    append(bracket == .rightBracket ? .flowSequenceEnd : .flowMappingEnd, at: start)
    adjacentValueAllowed = true
  }

  mutating func fetchFlowEntry() throws(YAMLError) {
    allowSimpleKey = true
    try removeSimpleKey()
    let start = mark
    forward()
    append(.flowEntry, at: start)
    adjacentValueAllowed = false
  }

  mutating func fetchBlockEntry() throws(YAMLError) {
    guard flowLevel == 0, allowSimpleKey else { throw mark.error(notAllowed(.sequenceEntryNotAllowed)) }
    if let tab = indentationTab { throw tab.mark.error(.tabIndentation) }
    if try addIndent(column) {
      try refuseTab(separatingTab)
      append(.blockSequenceStart, at: mark)
    }
    allowSimpleKey = true
    try removeSimpleKey()
    let start = mark
    forward()
    append(.blockEntry, at: start)
    adjacentValueAllowed = false
  }

  mutating func fetchExplicitKey() throws(YAMLError) {
    if flowLevel == 0 {
      guard allowSimpleKey else { throw mark.error(notAllowed(.explicitKeyNotAllowed)) }
      if let tab = indentationTab { throw tab.mark.error(.tabIndentation) }
      if try addIndent(column) {
        try refuseTab(separatingTab)
        append(.blockMappingStart, at: mark)
      }
    }
    allowSimpleKey = flowLevel == 0
    try removeSimpleKey()
    let start = mark
    forward()
    append(.key, at: start)
    adjacentValueAllowed = false
  }

  mutating func fetchValue() throws(YAMLError) {
    if let key = simpleKeys[flowLevel] {
      simpleKeys[flowLevel] = nil
      let position = head + key.tokenNumber - tokensTaken
      tokens.insert(YAMLToken(kind: .key, start: key.mark), at: position)
      if flowLevel == 0 {
        if let tab = key.tab { throw tab.error(.tabIndentation) }
        if try addIndent(key.mark.column) {
          try refuseTab(key.separatingTab)
          tokens.insert(YAMLToken(kind: .blockMappingStart, start: key.mark), at: position)
        }
      }
      allowSimpleKey = false
    } else {
      if flowLevel == 0 {
        guard allowSimpleKey else { throw mark.error(notAllowed(.mappingValueNotAllowed)) }
        if let tab = indentationTab { throw tab.mark.error(.tabIndentation) }
        if try addIndent(column) {
          guard line != documentStartLine else { throw mark.error(.blockCollectionOnDocumentStartLine) }
          append(.blockMappingStart, at: mark)
        }
      }
      allowSimpleKey = flowLevel == 0
      try removeSimpleKey()
    }
    let start = mark
    forward()
    append(.value, at: start)
    adjacentValueAllowed = false
  }

  mutating func fetchAnchorOrAlias(alias: Bool) throws(YAMLError) {
    try saveSimpleKey()
    allowSimpleKey = false
    let start = mark
    forward()
    let nameStart = index
    while !text[index].isBlankOrBreakOrEnd, !text[index].isFlowIndicator {
      forward()
    }
    guard index > nameStart else { throw start.error(.missingAnchorName) }
    let name = String(decoding: text[nameStart..<index], as: UTF8.self)
    append(alias ? .alias(name) : .anchor(name), at: start)
    adjacentValueAllowed = false
  }

  mutating func fetchTag() throws(YAMLError) {
    try saveSimpleKey()
    allowSimpleKey = false
    let start = mark
    let (handle, suffix) = try scanTag()
    append(.tag(handle: handle, suffix: suffix), at: start)
    adjacentValueAllowed = false
  }

  mutating func fetchBlockScalar(folded: Bool) throws(YAMLError) {
    allowSimpleKey = true
    try removeSimpleKey()
    let start = mark
    let value = try scanBlockScalar(folded: folded)
    append(.scalar(value, folded ? .folded : .literal), at: start)
    adjacentValueAllowed = false
  }

  mutating func fetchQuoted(double: Bool) throws(YAMLError) {
    try saveSimpleKey()
    allowSimpleKey = false
    let start = mark
    let value = try scanQuoted(double: double)
    append(.scalar(value, double ? .doubleQuoted : .singleQuoted), at: start)
    adjacentValueAllowed = true
  }

  mutating func fetchPlain() throws(YAMLError) {
    try saveSimpleKey()
    allowSimpleKey = false
    let start = mark
    let value = try scanPlain()
    append(.scalar(value, .plain), at: start)
    adjacentValueAllowed = false
  }

  // MARK: - Simple keys and indentation

  /// Remembers that an implicit key may start at the token about to be scanned.
  mutating func saveSimpleKey() throws(YAMLError) {
    guard allowSimpleKey else { return }
    try removeSimpleKey()
    let required = flowLevel == 0 && indent == column
    simpleKeys[flowLevel] = SimpleKey(
      tokenNumber: tokensTaken + tokens.count - head, required: required, mark: mark, tab: indentationTab?.mark,
      separatingTab: separatingTab
    )
  }

  /// Forgets the possible simple key of this flow level; a required one is an error.
  mutating func removeSimpleKey() throws(YAMLError) {
    if let key = simpleKeys[flowLevel], key.required { throw key.mark.error(.expectedColon) }
    simpleKeys[flowLevel] = nil
  }

  /// Forgets the possible simple keys that can no longer be keys: their line
  /// has ended, or they started more than 1,024 bytes ago. A key of a flow
  /// mapping may span lines, and has no such limit.
  mutating func dropStaleSimpleKeys() throws(YAMLError) {
    for level in simpleKeys.indices where !isFlowMapping(level) {
      guard let key = simpleKeys[level], key.mark.line != line || index - key.mark.offset > 1024 else { continue }
      if key.required { throw key.mark.error(.expectedColon) }
      simpleKeys[level] = nil
    }
  }

  /// As ``dropStaleSimpleKeys()``, leaving the required ones for the next fetch to refuse.
  mutating func dropStaleSimpleKeysQuietly() {
    for level in simpleKeys.indices where !isFlowMapping(level) {
      guard let key = simpleKeys[level], !key.required, key.mark.line != line || index - key.mark.offset > 1024 else { continue }
      simpleKeys[level] = nil
    }
  }

  /// Whether the collection of flow level `level` is a flow mapping.
  func isFlowMapping(_ level: Int) -> Bool {
    level > 0 && flowOpenings[level - 1].bracket == .leftBrace
  }

  /// Opens a block collection at `column` when it is indented more than the current one.
  mutating func addIndent(_ column: Int) throws(YAMLError) -> Bool {
    guard indent < column else { return false }
    guard flowLevel + indents.count < maximumDepth else { throw mark.error(.tooDeep(limit: maximumDepth)) }
    indents.append(indent)
    indent = column
    return true
  }

  /// Refuses a block collection that starts after a tab on its line.
  func refuseTab(_ separatingTab: YAMLMark?) throws(YAMLError) {
    if let separatingTab { throw separatingTab.error(.tabIndentation) }
  }

  /// Why an indicator of a block collection cannot be where it is: on the
  /// line of `---`, where none may start, or `reason`.
  func notAllowed(_ reason: YAMLError.Reason) -> YAMLError.Reason {
    line == documentStartLine && flowLevel == 0 ? .blockCollectionOnDocumentStartLine : reason
  }

  /// Closes the block collections indented more than `column`.
  mutating func unwindIndent(to column: Int) {
    guard flowLevel == 0 else { return }
    while indent > column {
      append(.blockEnd, at: mark)
      indent = indents.removeLast()
    }
  }
}
