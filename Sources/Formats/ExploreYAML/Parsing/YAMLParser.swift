/// Turns the scanner's tokens into events, as the composer asks for them.
///
/// A state machine with an explicit stack of the states to come back to, so
/// that deep nesting costs heap, not call stack. The grammar, by state:
///
/// ```
/// stream         ::= streamStart document* streamEnd
/// document       ::= bare node | directive* '---' node? | '...'
/// block node     ::= alias | properties? (block collection | flow collection | scalar)
/// block sequence ::= blockSequenceStart ('- ' node?)* blockEnd
/// block mapping  ::= blockMappingStart (key node? (':' node?)? | ':' node?)* blockEnd
/// flow sequence  ::= '[' (entry (',' entry)* ','?)? ']'   entry ::= node | key node? (':' node?)?
/// flow mapping   ::= '{' (entry (',' entry)* ','?)? '}'
/// ```
///
/// A sequence may sit at the indentation of the key it is the value of
/// (an "indentless" sequence), and an entry of a flow sequence may be a
/// single `key: value` pair, which is a mapping of one entry.
///
/// - Complexity: O(*n*) in the number of tokens.
struct YAMLParser {
  enum State {
    case streamStart
    case implicitDocumentStart
    case documentStart
    case documentContent
    case documentEnd
    case blockNode
    case blockNodeOrIndentlessSequence
    case flowNode
    case blockSequenceFirstEntry
    case blockSequenceEntry
    case indentlessSequenceEntry
    case blockMappingFirstKey
    case blockMappingKey
    case blockMappingValue
    case flowSequenceFirstEntry
    case flowSequenceEntry
    case flowSequenceEntryMappingKey
    case flowSequenceEntryMappingValue
    case flowSequenceEntryMappingEnd
    case flowMappingFirstKey
    case flowMappingKey
    case flowMappingValue
    case flowMappingEmptyValue
    case end
  }

  /// The handles every document starts with.
  static let defaultTagHandles = ["!": "!", "!!": YAMLTag.corePrefix]

  var scanner: YAMLScanner
  var state = State.streamStart
  /// The states to come back to, innermost last.
  var states: [State] = []
  /// The tag handles of the current document: the defaults and its `%TAG` directives.
  var tagHandles = defaultTagHandles

  init(_ scanner: YAMLScanner) {
    self.scanner = scanner
  }

  /// The next event and where it starts.
  mutating func next() throws(YAMLError) -> (event: YAMLEvent, mark: YAMLMark) {
    switch state {
    case .streamStart:
      let token = try scanner.take()
      state = .implicitDocumentStart
      return (.streamStart, token.start)
    case .implicitDocumentStart:
      let token = try scanner.peek()
      switch token.kind {
      case .versionDirective, .tagDirective, .reservedDirective, .documentStart, .documentEnd, .streamEnd:
        return try documentStart(afterExplicitEnd: true)
      default:
        tagHandles = Self.defaultTagHandles
        states.append(.documentEnd)
        state = .blockNode
        return (.documentStart, token.start)
      }
    case .documentStart:
      return try documentStart(afterExplicitEnd: false)
    case .documentContent:
      let token = try scanner.peek()
      switch token.kind {
      case .versionDirective, .tagDirective, .reservedDirective, .documentStart, .documentEnd, .streamEnd:
        state = states.removeLast()
        return (.scalar("", .plain, .none), token.start)
      default:
        return try node(block: true, indentlessSequence: false)
      }
    case .documentEnd:
      let token = try scanner.peek()
      if token.kind == .documentEnd {
        _ = try scanner.take()
        state = .implicitDocumentStart
      } else {
        state = .documentStart
      }
      return (.documentEnd, token.start)
    case .blockNode:
      return try node(block: true, indentlessSequence: false)
    case .blockNodeOrIndentlessSequence:
      return try node(block: true, indentlessSequence: true)
    case .flowNode:
      return try node(block: false, indentlessSequence: false)
    case .blockSequenceFirstEntry:
      _ = try scanner.take()
      return try blockSequenceEntry()
    case .blockSequenceEntry:
      return try blockSequenceEntry()
    case .indentlessSequenceEntry:
      return try indentlessSequenceEntry()
    case .blockMappingFirstKey:
      _ = try scanner.take()
      return try blockMappingKey()
    case .blockMappingKey:
      return try blockMappingKey()
    case .blockMappingValue:
      return try blockMappingValue()
    case .flowSequenceFirstEntry:
      _ = try scanner.take()
      return try flowSequenceEntry(first: true)
    case .flowSequenceEntry:
      return try flowSequenceEntry(first: false)
    case .flowSequenceEntryMappingKey:
      let token = try scanner.peek()
      switch token.kind {
      case .value, .flowEntry, .flowSequenceEnd:
        state = .flowSequenceEntryMappingValue
        return (.scalar("", .plain, .none), token.start)
      default:
        states.append(.flowSequenceEntryMappingValue)
        return try node(block: false, indentlessSequence: false)
      }
    case .flowSequenceEntryMappingValue:
      return try value(then: .flowSequenceEntryMappingEnd, endingAt: [.flowEntry, .flowSequenceEnd])
    case .flowSequenceEntryMappingEnd:
      state = .flowSequenceEntry
      return (.mappingEnd, try scanner.peek().start)
    case .flowMappingFirstKey:
      _ = try scanner.take()
      return try flowMappingKey(first: true)
    case .flowMappingKey:
      return try flowMappingKey(first: false)
    case .flowMappingValue:
      return try value(then: .flowMappingKey, endingAt: [.flowEntry, .flowMappingEnd])
    case .flowMappingEmptyValue:
      state = .flowMappingKey
      return (.scalar("", .plain, .none), try scanner.peek().start)
    case .end:
      return (.streamEnd, scanner.mark)
    }
  }

  /// After `...` (or at the start), directives and an explicit document, a
  /// bare document, or the end; after a document that did not end with
  /// `...`, only `---` or the end.
  mutating func documentStart(afterExplicitEnd: Bool) throws(YAMLError) -> (event: YAMLEvent, mark: YAMLMark) {
    var token = try scanner.peek()
    var explicitEnd = afterExplicitEnd
    while token.kind == .documentEnd {
      _ = try scanner.take()
      token = try scanner.peek()
      explicitEnd = true
    }
    if token.kind == .streamEnd {
      _ = try scanner.take()
      state = .end
      return (.streamEnd, token.start)
    }
    tagHandles = Self.defaultTagHandles
    switch token.kind {
    case .versionDirective, .tagDirective, .reservedDirective, .documentStart:
      break
    default:
      // NB: after `...`, a bare document may follow.
      guard explicitEnd else { throw token.start.error(.contentAfterDocument) }
      states.append(.documentEnd)
      state = .blockNode
      return (.documentStart, token.start)
    }
    var sawVersion = false
    var sawDirective = false
    var declared: Set<String> = []
    while true {
      switch token.kind {
      case .versionDirective:
        guard !sawVersion else { throw token.start.error(.duplicateDirective("%YAML")) }
        sawVersion = true
      case .tagDirective(let handle, let prefix):
        guard declared.insert(handle).inserted else { throw token.start.error(.duplicateDirective("%TAG " + handle)) }
        tagHandles[handle] = prefix
      case .reservedDirective:
        break
      default:
        guard token.kind == .documentStart else {
          throw token.start.error(sawDirective ? .directiveWithoutDocument : .contentAfterDocument)
        }
        _ = try scanner.take()
        states.append(.documentEnd)
        state = .documentContent
        return (.documentStart, token.start)
      }
      guard explicitEnd else {
        throw token.start.error(.unexpected(found: "a directive", expected: "'...' ending the document before it"))
      }
      sawDirective = true
      _ = try scanner.take()
      token = try scanner.peek()
    }
  }

  /// A node: an alias, or properties and content (a scalar or a collection's
  /// start); properties without content are an empty scalar.
  mutating func node(block: Bool, indentlessSequence: Bool) throws(YAMLError) -> (event: YAMLEvent, mark: YAMLMark) {
    var token = try scanner.peek()
    if case .alias(let name) = token.kind {
      _ = try scanner.take()
      state = states.removeLast()
      return (.alias(name), token.start)
    }
    let start = token.start
    var properties = YAMLNodeProperties()
    while true {
      if case .anchor(let name) = token.kind {
        guard properties.anchor == nil else { throw token.start.error(.duplicateProperty("anchors")) }
        properties.anchor = name
      } else if case .tag(let handle, let suffix) = token.kind {
        guard properties.tag == nil else { throw token.start.error(.duplicateProperty("tags")) }
        properties.tag = try tag(handle: handle, suffix: suffix, at: token.start)
      } else {
        break
      }
      _ = try scanner.take()
      token = try scanner.peek()
    }
    switch token.kind {
    case .alias:
      throw token.start.error(.aliasWithProperties)
    case .blockEntry where indentlessSequence:
      state = .indentlessSequenceEntry
      return (.sequenceStart(properties), start)
    case .scalar(let value, let style):
      _ = try scanner.take()
      state = states.removeLast()
      return (.scalar(value, style, properties), start)
    case .flowSequenceStart:
      state = .flowSequenceFirstEntry
      return (.sequenceStart(properties), start)
    case .flowMappingStart:
      state = .flowMappingFirstKey
      return (.mappingStart(properties), start)
    case .blockSequenceStart where block:
      state = .blockSequenceFirstEntry
      return (.sequenceStart(properties), start)
    case .blockMappingStart where block:
      state = .blockMappingFirstKey
      return (.mappingStart(properties), start)
    default:
      guard properties.anchor == nil, properties.tag == nil else {
        state = states.removeLast()
        return (.scalar("", .plain, properties), start)
      }
      throw token.start.error(.unexpected(found: token.summary, expected: block ? "a value" : "a value of this flow collection"))
    }
  }

  /// The tag a handle and suffix stand for in this document.
  func tag(handle: String, suffix: String, at mark: YAMLMark) throws(YAMLError) -> YAMLTag {
    if handle.isEmpty { return YAMLTag(name: suffix, written: "!<" + suffix + ">") }
    if handle == "!", suffix.isEmpty { return YAMLTag(name: "!", written: "!") }
    guard let prefix = tagHandles[handle] else { throw mark.error(.undeclaredTagHandle(handle)) }
    return YAMLTag(name: prefix + suffix, written: handle + suffix)
  }

  mutating func blockSequenceEntry() throws(YAMLError) -> (event: YAMLEvent, mark: YAMLMark) {
    let token = try scanner.peek()
    switch token.kind {
    case .blockEntry:
      _ = try scanner.take()
      let next = try scanner.peek()
      guard next.kind != .blockEntry, next.kind != .blockEnd else {
        state = .blockSequenceEntry
        return (.scalar("", .plain, .none), next.start)
      }
      states.append(.blockSequenceEntry)
      return try node(block: true, indentlessSequence: false)
    case .blockEnd:
      _ = try scanner.take()
      state = states.removeLast()
      return (.sequenceEnd, token.start)
    default:
      throw token.start.error(.unexpected(found: token.summary, expected: "'- ' or the end of this sequence"))
    }
  }

  mutating func indentlessSequenceEntry() throws(YAMLError) -> (event: YAMLEvent, mark: YAMLMark) {
    let token = try scanner.peek()
    guard token.kind == .blockEntry else {
      state = states.removeLast()
      return (.sequenceEnd, token.start)
    }
    _ = try scanner.take()
    let next = try scanner.peek()
    switch next.kind {
    case .blockEntry, .key, .value, .blockEnd:
      state = .indentlessSequenceEntry
      return (.scalar("", .plain, .none), next.start)
    default:
      states.append(.indentlessSequenceEntry)
      return try node(block: true, indentlessSequence: false)
    }
  }

  mutating func blockMappingKey() throws(YAMLError) -> (event: YAMLEvent, mark: YAMLMark) {
    let token = try scanner.peek()
    switch token.kind {
    case .key:
      _ = try scanner.take()
      let next = try scanner.peek()
      switch next.kind {
      case .key, .value, .blockEnd:
        state = .blockMappingValue
        return (.scalar("", .plain, .none), next.start)
      default:
        states.append(.blockMappingValue)
        return try node(block: true, indentlessSequence: true)
      }
    case .value:
      state = .blockMappingValue
      return (.scalar("", .plain, .none), token.start)
    case .blockEnd:
      _ = try scanner.take()
      state = states.removeLast()
      return (.mappingEnd, token.start)
    default:
      throw token.start.error(.unexpected(found: token.summary, expected: "a key or the end of this mapping"))
    }
  }

  mutating func blockMappingValue() throws(YAMLError) -> (event: YAMLEvent, mark: YAMLMark) {
    let token = try scanner.peek()
    guard token.kind == .value else {
      state = .blockMappingKey
      return (.scalar("", .plain, .none), token.start)
    }
    _ = try scanner.take()
    let next = try scanner.peek()
    switch next.kind {
    case .key, .value, .blockEnd:
      state = .blockMappingKey
      return (.scalar("", .plain, .none), next.start)
    default:
      states.append(.blockMappingKey)
      return try node(block: true, indentlessSequence: true)
    }
  }

  /// A flow value after `:` (or an empty one), then `then`.
  mutating func value(then: State, endingAt ends: [YAMLToken.Kind]) throws(YAMLError) -> (event: YAMLEvent, mark: YAMLMark) {
    let token = try scanner.peek()
    guard token.kind == .value else {
      state = then
      return (.scalar("", .plain, .none), token.start)
    }
    _ = try scanner.take()
    let next = try scanner.peek()
    guard !ends.contains(next.kind) else {
      state = then
      return (.scalar("", .plain, .none), next.start)
    }
    states.append(then)
    return try node(block: false, indentlessSequence: false)
  }

  mutating func flowSequenceEntry(first: Bool) throws(YAMLError) -> (event: YAMLEvent, mark: YAMLMark) {
    var token = try scanner.peek()
    if token.kind != .flowSequenceEnd {
      if !first {
        guard token.kind == .flowEntry else { throw token.start.error(.unexpected(found: token.summary, expected: "',' or ']'")) }
        _ = try scanner.take()
        token = try scanner.peek()
      }
      switch token.kind {
      case .flowSequenceEnd:
        break
      case .key:
        _ = try scanner.take()
        state = .flowSequenceEntryMappingKey
        return (.mappingStart(.none), token.start)
      case .value:
        state = .flowSequenceEntryMappingKey
        return (.mappingStart(.none), token.start)
      default:
        states.append(.flowSequenceEntry)
        return try node(block: false, indentlessSequence: false)
      }
    }
    _ = try scanner.take()
    state = states.removeLast()
    return (.sequenceEnd, token.start)
  }

  mutating func flowMappingKey(first: Bool) throws(YAMLError) -> (event: YAMLEvent, mark: YAMLMark) {
    var token = try scanner.peek()
    if token.kind != .flowMappingEnd {
      if !first {
        guard token.kind == .flowEntry else { throw token.start.error(.unexpected(found: token.summary, expected: "',' or '}'")) }
        _ = try scanner.take()
        token = try scanner.peek()
      }
      switch token.kind {
      case .flowMappingEnd:
        break
      case .key:
        _ = try scanner.take()
        let next = try scanner.peek()
        switch next.kind {
        case .value, .flowEntry, .flowMappingEnd:
          state = .flowMappingValue
          return (.scalar("", .plain, .none), next.start)
        default:
          states.append(.flowMappingValue)
          return try node(block: false, indentlessSequence: false)
        }
      case .value:
        state = .flowMappingValue
        return (.scalar("", .plain, .none), token.start)
      default:
        states.append(.flowMappingEmptyValue)
        return try node(block: false, indentlessSequence: false)
      }
    }
    _ = try scanner.take()
    state = states.removeLast()
    return (.mappingEnd, token.start)
  }
}
