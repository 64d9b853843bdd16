import ExploreAPIVocabulary
import ExploreOpenAPI

extension ResourcePlanner {
  /// Where an operation's records are, and what it is: a list of them, or
  /// one record (a detail, or an object at a path without a final
  /// parameter, such as the signed-in user's profile at `/user`).
  struct LocatedRecords {
    var kind: ResourcePlan.Kind
    /// One record's shape.
    var record: SchemaShape
    /// For a list, the path of its array in the body; empty for a body that is the array.
    var recordsPath: [String] = []
    /// The object that holds the array, where its paging fields are (the
    /// body, or `tracks` for `tracks.items`), and its path in the body.
    var holder = SchemaShape()
    var holderPath: [String] = []
    /// For one record, the key of the object that holds it (`data`, `customer`).
    var wrapper: String?
    /// Whether the record is one of a `oneOf`'s or `anyOf`'s choices: the
    /// others may lack its title.
    var isAlternative = false
    /// The other choices of a `oneOf` or `anyOf` record, whose titles may be elsewhere.
    var otherChoices: [SchemaShape] = []
    /// Whether the answer is one object at a path that names a collection.
    var isSingleObject = false
  }

  /// Where the records of the answer `response` are, for the operation at
  /// `path`; `nil` (noted) when it answers no record.
  ///
  /// A `oneOf` or `anyOf` answer is read by the choice whose records have
  /// the best title (``titleRank(of:)``): the default media type's shape, a
  /// repository beside a starred repository; the first when none is better.
  mutating func records(in response: OpenAPIJSON, path: String, endsInParameter: Bool, signedIn: Bool, operation: String) -> LocatedRecords? {
    let top = schemas.shape(of: response)
    let choices = top.alternatives.count > 1 ? top.alternatives.map { (schemas.shape(of: $0), true) } : [(top, false)]
    var best: (located: LocatedRecords, rank: Int)?
    var firstReason: String?
    for (shape, isAlternative) in choices {
      switch locate(in: shape, path: path, endsInParameter: endsInParameter, signedIn: signedIn) {
      case .success(var located):
        located.isAlternative = located.isAlternative || isAlternative
        let rank = titleRank(of: located.record)
        if best == nil || rank < best?.rank ?? .max { best = (located, rank) }
      case .failure(let reason):
        if firstReason == nil { firstReason = reason.text }
      }
    }
    guard let best else {
      // NB: a schema that could not be read (a `$ref` to another file)
      // says why, rather than what it does not hold.
      let why = top.unsupported.isEmpty ? firstReason ?? "its response has no shape to read" : "its response schema holds " + top.unsupported.joined(separator: "; ")
      unmapped.append("\(operation): \(why)")
      return nil
    }
    return best.located
  }

  /// Why an answer holds no record.
  struct NoRecords: Error {
    var text: String
  }

  private mutating func locate(in body: SchemaShape, path: String, endsInParameter: Bool, signedIn: Bool) -> Result<LocatedRecords, NoRecords> {
    let word = Vocabulary.pathWord(path)
    switch body.type {
    case "array":
      guard let items = body.items else { return .failure(NoRecords(text: "its response is an array of nothing it describes")) }
      let (record, isAlternative, others) = bestRecord(schemas.shape(of: items))
      guard isRecord(record) else {
        // NB: items that could not be read say why, not that they are values.
        return .failure(NoRecords(text: record.unsupported.isEmpty ? Self.valuesReason(record) : record.unsupported.joined(separator: "; ")))
      }
      var located = LocatedRecords(kind: .list, record: record, holder: body)
      located.isAlternative = isAlternative
      located.otherChoices = others
      return .success(located)
    case "object":
      // NB: a path that ends in a parameter naming many (`/gene/id/{gene_ids}`)
      // answers a page of the records it names.
      let namesMany = path.split(separator: "/").last.map { Vocabulary.isParameter(String($0)) && Vocabulary.namesMany(String($0.dropFirst().dropLast())) } ?? false
      if !endsInParameter || namesMany, !signedIn, let found = recordsArray(in: body, word: word) {
        let (record, isAlternative, others) = bestRecord(found.record)
        var located = LocatedRecords(kind: .list, record: record, recordsPath: found.path, holder: found.holder, holderPath: found.holderPath)
        located.isAlternative = isAlternative
        located.otherChoices = others
        return .success(located)
      }
      // NB: one object: a detail, or the record at a path without a final
      // parameter (`/user`, `/settings`); a record wrapped in `{"data": {…}}`
      // (Asana) or `{"customer": {…}, "errors": […]}` (Square) is inside.
      var located = LocatedRecords(kind: .detail, record: body, holder: body)
      located.isSingleObject = !endsInParameter
      if let wrapper = wrapper(of: body, words: Vocabulary.pathWords(path).reversed()), let inner = schemas.property(wrapper, of: body) {
        located.wrapper = wrapper
        located.record = inner
      } else if endsInParameter, let array = oneRecordArray(of: body, words: Vocabulary.pathWords(path)) {
        // NB: the runtime reads a wrapper that holds one record in an array as that record.
        located.wrapper = array.key
        located.record = array.record
      }
      guard !located.record.properties.isEmpty else { return .failure(NoRecords(text: "its response is an object with no properties it describes")) }
      return .success(located)
    case let type?:
      return .failure(NoRecords(text: "its response is \(Vocabulary.article(type)) \(type), not a record"))
    case nil:
      return .failure(NoRecords(text: "its response schema gives no type or properties"))
    }
  }

  /// Of a record that is a `oneOf` or `anyOf` (a channel that is a group,
  /// a direct message or saved messages), the choice with the best title,
  /// whether it is one, and the other choices that are records.
  mutating func bestRecord(_ record: SchemaShape) -> (SchemaShape, Bool, others: [SchemaShape]) {
    guard record.alternatives.count > 1 else { return (record, false, []) }
    var choices: [(shape: SchemaShape, rank: Int)] = []
    for choice in record.alternatives.prefix(64) {
      let shape = schemas.shape(of: choice)
      guard isRecord(shape) else { continue }
      choices.append((shape, titleRank(of: shape)))
    }
    guard let best = choices.indices.min(by: { choices[$0].rank < choices[$1].rank }) else { return (record, false, []) }
    return (choices[best].shape, true, choices.indices.filter { $0 != best }.map { choices[$0].shape })
  }

  /// Whether a shape is a record: an object, or a choice of objects.
  mutating func isRecord(_ shape: SchemaShape) -> Bool {
    shape.type == "object" || !shape.properties.isEmpty || !shape.alternatives.isEmpty && shape.type == nil
  }

  /// Why an array's items are not records: `its response is an array of values (strings), not records`.
  static func valuesReason(_ items: SchemaShape) -> String {
    let kind =
      switch items.type {
      case "string": "strings"
      case "integer", "number": "numbers"
      case "boolean": "true or false"
      case "array": "arrays"
      default: "values it does not describe"
      }
    return "its response is an array of values (\(kind)), not records"
  }

  /// The array of records an object holds: the one named like the path's
  /// last word (`locations` at `/v2/locations`, never `errors` beside it),
  /// else one under a usual key (`results`, `items`, `data`, …), else one
  /// whose records' schema is named like the path, else the only one;
  /// else one level down (`tracks.items`, `data.events`), by the same rules.
  private mutating func recordsArray(in body: SchemaShape, word: String) -> (path: [String], record: SchemaShape, holder: SchemaShape, holderPath: [String])? {
    if let (key, record) = recordsProperty(of: body, word: word, strict: false) { return ([key], record, body, []) }
    // NB: one level down, only under a key named like the path or a usual
    // one, or in an object that is all the body holds but paging.
    let holders = body.properties.map(\.name).filter { !Vocabulary.noiseKeys.contains($0.lowercased()) }
    let ranked = holders.filter { Vocabulary.sameWord($0, word) } + holders.filter { Vocabulary.recordsKeys.contains($0.lowercased()) } + holders
    var seen: Set<String> = []
    for holder in ranked where seen.insert(holder).inserted {
      guard let shape = schemas.property(holder, of: body), shape.type == "object" || !shape.properties.isEmpty else { continue }
      if let (key, record) = recordsProperty(of: shape, word: word, strict: true) { return ([holder, key], record, shape, [holder]) }
    }
    return nil
  }

  /// The property of `object` that holds its records, and their shape.
  /// `strict` (one level down) takes only a usual key or the path's word.
  private mutating func recordsProperty(of object: SchemaShape, word: String, strict: Bool) -> (String, SchemaShape)? {
    var arrays: [(name: String, record: SchemaShape)] = []
    for (name, schema) in object.properties where !Vocabulary.noiseKeys.contains(name.lowercased()) {
      let shape = schemas.shape(of: schema)
      guard shape.type == "array", let items = shape.items else { continue }
      let record = schemas.shape(of: items)
      // NB: an array of errors under another name (`limits: [Error]`) is no page of records.
      if let type = record.name?.lowercased(), type.hasSuffix("error") || type.hasSuffix("warning") { continue }
      if isRecord(record) { arrays.append((name, record)) }
    }
    // NB: named like the path, or like its last word (`reports` at `/gene/taxon/{taxon}/dataset_report`).
    let lastWord = word.split(whereSeparator: { $0 == "_" || $0 == "-" }).last.map(String.init) ?? word
    if let named = arrays.first(where: { Vocabulary.sameWord($0.name, word) || Vocabulary.sameWord($0.name, lastWord) }) { return (named.name, named.record) }
    for key in Vocabulary.recordsKeys {
      if let usual = arrays.first(where: { $0.name.lowercased() == key }) { return (usual.name, usual.record) }
    }
    if let typed = arrays.first(where: { $0.record.name.map { Vocabulary.sameWord($0, word) } == true }) { return (typed.name, typed.record) }
    // NB: beside a page's records, an answer's messages or warnings are not another page.
    let pages = arrays.filter { !Vocabulary.asideArrayNames.contains($0.name.lowercased()) }
    guard !strict, pages.count == 1, let only = pages.first else { return nil }
    // NB: an object with an id of its own is a record that holds an array
    // (a user's `relations`), not a page of records.
    let ownID = object.properties.contains { Vocabulary.idKeys.contains($0.name) }
    // NB: nor is one whose other parts are objects of their own (a store's
    // terminal settings: `hardware`, `connectivity`, … beside `gratuities`):
    // a page's wrapper holds its records and what says where the next is.
    let parts = object.properties.filter { property in
      !Vocabulary.noiseKeys.contains(property.name.lowercased()) && property.name != only.name && !Vocabulary.pagingKeys.contains(Vocabulary.normalized(property.name))
        && schemas.shape(of: property.schema).type == "object"
    }
    return ownID || parts.count >= 3 ? nil : (only.name, only.record)
  }

  /// The key of the object that holds a single record: `data` (Asana), or
  /// one named like a word of the path (`customer` at `/customers/{id}`,
  /// `bank_account` at `/bank-accounts/by-v1-id/{id}`), when it is all
  /// the body holds but errors and links.
  private mutating func wrapper(of body: SchemaShape, words: [String]) -> String? {
    let keys = body.properties.map(\.name).filter { !Vocabulary.noiseKeys.contains($0.lowercased()) }
    guard keys.count <= 2 else { return nil }
    let named = words.flatMap { word in keys.filter { Vocabulary.sameWord($0, word) } }
    let ranked = named + keys.filter { ["data", "result", "item", "record"].contains($0.lowercased()) }
    for key in ranked {
      if let inner = schemas.property(key, of: body), inner.type == "object", !inner.properties.isEmpty { return key }
    }
    return nil
  }

  /// The key of the array that holds a detail's one record, as Xero answers
  /// `/Accounts/{AccountID}` with `{"Accounts": [{…}]}`: the only array of
  /// records the body holds beside its paging and warnings, named like a
  /// word of the path.
  mutating func oneRecordArray(of body: SchemaShape, words: [String]) -> (key: String, record: SchemaShape)? {
    let aside = Vocabulary.noiseKeys.union(Vocabulary.asideArrayNames).union(["pagination", "paging", "pageinfo", "page_info"])
    let keys = body.properties.map(\.name).filter { !aside.contains($0.lowercased()) }
    guard keys.count == 1, let key = keys.first, words.contains(where: { Vocabulary.sameWord(key, $0) }),
      let array = schemas.property(key, of: body), array.type == "array", let items = array.items
    else { return nil }
    let record = schemas.shape(of: items)
    return isRecord(record) ? (key, record) : nil
  }

}
