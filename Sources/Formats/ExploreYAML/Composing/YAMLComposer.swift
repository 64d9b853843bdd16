/// Builds each document's ``YAMLValue`` from the parser's events: scalars
/// resolved by the core schema and their tags, anchors remembered and
/// aliases replaced by the values they name (counted against
/// ``YAMLLimits/maximumAliasExpansion``), keys checked (scalars, each once),
/// and merge keys (`<<`) applied.
///
/// The collections being built are an explicit stack, as deep as
/// ``YAMLLimits/maximumDepth``.
///
/// - Complexity: O(*n*) in the number of events, plus O(*d*) for each
///   alias in a document nested *d* deep.
struct YAMLComposer {
  /// A collection being built.
  struct Frame {
    var isMapping: Bool
    var mark: YAMLMark
    var anchor: String?
    /// The order of its anchor's definition among the document's anchors.
    var anchorOrder = 0
    var items: [YAMLValue] = []
    var entries: [(key: String, value: YAMLValue)] = []
    /// The line of each key so far, from 1.
    var keyLines: [String: Int] = [:]
    /// The key whose value comes next.
    var pendingKey: (text: String, mark: YAMLMark, isMerge: Bool)?
    /// The mappings merged in by `<<`, with the number of entries before each.
    var merges: [(position: Int, sources: [[(key: String, value: YAMLValue)]])] = []
    /// Its nodes, and the bytes of its scalars' text.
    var weight = 1
  }

  /// A node an anchor names.
  struct Anchored {
    var value: YAMLValue
    var weight: Int
    /// Its text, when it is a scalar and so may be used as a key.
    var keyText: String?
    var order: Int
  }

  var parser: YAMLParser
  let limits: YAMLLimits
  /// Whether `.inf` and `.nan` are refused as values, for JSON.
  let refusesNonFiniteNumbers: Bool
  var stack: [Frame] = []
  var anchors: [String: Anchored] = [:]
  var anchorCount = 0
  /// What the aliases of the current document have added.
  var expansion = 0
  var root: YAMLValue?

  init(_ bytes: some Collection<UInt8>, limits: YAMLLimits, refusesNonFiniteNumbers: Bool = false) throws(YAMLError) {
    let input = try YAMLInput(bytes, limits: limits)
    parser = YAMLParser(YAMLScanner(input, maximumDepth: limits.maximumDepth))
    self.limits = limits
    self.refusesNonFiniteNumbers = refusesNonFiniteNumbers
  }

  /// The next document's value and where it starts, or `nil` after the last.
  mutating func nextDocument() throws(YAMLError) -> (value: YAMLValue, mark: YAMLMark)? {
    guard let mark = try startDocument() else { return nil }
    return (try finishDocument(), mark)
  }

  /// Moves to the start of the next document and returns where it is, or
  /// `nil` at the end of the text.
  mutating func startDocument() throws(YAMLError) -> YAMLMark? {
    while true {
      let (event, mark) = try parser.next()
      switch event {
      case .streamStart:
        continue
      case .streamEnd:
        return nil
      case .documentStart:
        anchors = [:]
        anchorCount = 0
        expansion = 0
        root = nil
        stack = []
        return mark
      default:
        preconditionFailure("The parser gives nodes only between a document's start and end")
      }
    }
  }

  /// The value of the document just started.
  mutating func finishDocument() throws(YAMLError) -> YAMLValue {
    while true {
      let (event, mark) = try parser.next()
      switch event {
      case .streamStart, .streamEnd, .documentStart:
        preconditionFailure("The parser ends a document before it starts another")
      case .documentEnd:
        return root ?? .null
      case .scalar(let text, let style, let properties):
        let value = try YAMLCoreSchema.value(of: text, style: style, tag: properties.tag, at: mark)
        let weight = Self.sum(1, text.utf8.count)
        if let anchor = properties.anchor {
          anchorCount += 1
          anchors[anchor] = Anchored(value: value, weight: weight, keyText: text, order: anchorCount)
        }
        let isMerge = style == .plain && properties.tag == nil && text == "<<"
        try add(value, weight: weight, keyText: text, isMergeKey: isMerge, at: mark)
      case .alias(let name):
        let anchored = try resolve(alias: name, at: mark)
        expansion = Self.sum(expansion, anchored.weight)
        guard expansion <= limits.maximumAliasExpansion else {
          throw mark.error(.aliasExpansionTooLarge(limit: limits.maximumAliasExpansion))
        }
        try add(anchored.value, weight: anchored.weight, keyText: anchored.keyText, isMergeKey: false, at: mark)
      case .sequenceStart(let properties), .mappingStart(let properties):
        let isMapping = if case .mappingStart = event { true } else { false }
        guard stack.count < limits.maximumDepth else { throw mark.error(.tooDeep(limit: limits.maximumDepth)) }
        try YAMLCoreSchema.check(collectionTag: properties.tag, mapping: isMapping, at: mark)
        var frame = Frame(isMapping: isMapping, mark: mark, anchor: properties.anchor)
        if properties.anchor != nil {
          anchorCount += 1
          frame.anchorOrder = anchorCount
        }
        stack.append(frame)
      case .sequenceEnd, .mappingEnd:
        let frame = stack.removeLast()
        let value = frame.isMapping ? YAMLValue.mapping(frame.mergedEntries()) : .sequence(frame.items)
        if let anchor = frame.anchor {
          anchors[anchor] = Anchored(value: value, weight: frame.weight, keyText: nil, order: frame.anchorOrder)
        }
        try add(value, weight: frame.weight, keyText: nil, isMergeKey: false, at: frame.mark)
      }
    }
  }

  /// The node `*name` stands for: the latest node anchored `&name` before
  /// it, which must be complete (an alias inside its own anchor's node
  /// would make the document infinite).
  func resolve(alias name: String, at mark: YAMLMark) throws(YAMLError) -> Anchored {
    let completed = anchors[name]
    if let open = stack.last(where: { $0.anchor == name }), open.anchorOrder > completed?.order ?? 0 {
      throw mark.error(.recursiveAlias(name))
    }
    guard let completed else { throw mark.error(.unknownAnchor(name)) }
    return completed
  }

  /// Puts a finished node where it belongs: the document, the next item of
  /// a sequence, or a key or a value of a mapping.
  mutating func add(_ value: YAMLValue, weight: Int, keyText: String?, isMergeKey: Bool, at mark: YAMLMark) throws(YAMLError) {
    let last = stack.count - 1
    guard last >= 0 else {
      try checkJSONForm(value, at: mark)
      root = value
      return
    }
    stack[last].weight = Self.sum(stack[last].weight, weight)
    guard stack[last].isMapping else {
      try checkJSONForm(value, at: mark)
      stack[last].items.append(value)
      return
    }
    if let key = stack[last].pendingKey {
      stack[last].pendingKey = nil
      if key.isMerge {
        try merge(value, at: key.mark)
      } else {
        try checkJSONForm(value, at: mark)
        stack[last].entries.append((key.text, value))
      }
      return
    }
    guard let keyText else { throw mark.error(.nonScalarKey) }
    if let firstLine = stack[last].keyLines[keyText] { throw mark.error(.duplicateKey(keyText, firstLine: firstLine)) }
    stack[last].keyLines[keyText] = mark.line + 1
    stack[last].pendingKey = (keyText, mark, isMergeKey)
  }

  /// Remembers the mappings a merge key's value holds, to merge in at the mapping's end.
  mutating func merge(_ value: YAMLValue, at mark: YAMLMark) throws(YAMLError) {
    var sources: [[(key: String, value: YAMLValue)]] = []
    switch value {
    case .mapping(let entries):
      sources = [entries]
    case .sequence(let items):
      for item in items {
        guard case .mapping(let entries) = item else { throw mark.error(.invalidMerge) }
        sources.append(entries)
      }
    default:
      throw mark.error(.invalidMerge)
    }
    let last = stack.count - 1
    stack[last].merges.append((stack[last].entries.count, sources))
  }

  /// Refuses `.inf` and `.nan` as values when JSON is asked for.
  func checkJSONForm(_ value: YAMLValue, at mark: YAMLMark) throws(YAMLError) {
    guard refusesNonFiniteNumbers, case .number(let number) = value, !number.isFinite else { return }
    throw mark.error(.noJSONForm(number.isNaN ? ".nan" : number < 0 ? "-.inf" : ".inf"))
  }

  /// `a + b`, or `Int.max` when that overflows.
  static func sum(_ a: Int, _ b: Int) -> Int {
    let (result, overflow) = a.addingReportingOverflow(b)
    return overflow ? .max : result
  }
}

extension YAMLComposer.Frame {
  /// The entries, with those of merged mappings whose keys the mapping does
  /// not have put where their `<<` was: the mapping's own keys win, then the
  /// earlier of the merged mappings.
  ///
  /// - Complexity: O(*n*) in the entries, merged ones included.
  func mergedEntries() -> [(key: String, value: YAMLValue)] {
    guard !merges.isEmpty else { return entries }
    var present = Set(entries.map(\.key))
    var result: [(key: String, value: YAMLValue)] = []
    var next = 0
    func mergeUpTo(_ position: Int) {
      while next < merges.count, merges[next].position <= position {
        for source in merges[next].sources {
          for entry in source where present.insert(entry.key).inserted {
            result.append(entry)
          }
        }
        next += 1
      }
    }
    for (position, entry) in entries.enumerated() {
      mergeUpTo(position)
      result.append(entry)
    }
    mergeUpTo(entries.count)
    return result
  }
}
