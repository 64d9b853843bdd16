import ExploreAPIVocabulary
import ExploreOpenAPI
import Foundation

extension ResourcePlanner {
  /// The most display fields of a list's rows, and of a detail.
  static let listFieldLimit = 6
  static let detailFieldLimit = 14

  /// A title and how good it is: a lower rank is a better title.
  struct TitleChoice {
    var path: [String]
    var isRequired: Bool
    var rank: Int
    /// The next best name of the record's own, for a row without this
    /// title when it may be missing: an invoice's `invoice_number`, when it
    /// has no `title`.
    var fallback: [String]? = nil
  }

  /// The id, title and display fields of a record.
  ///
  /// The title is, by rank: a name (`login`, `username`, `full_name`,
  /// `name`, `title` …) the record requires and never leaves null; one it
  /// may lack (then the row falls back to its id, `titleMayBeMissing`); a
  /// property named like one (`artistName`, `bank_name`); a text that says
  /// what the record is (`message`, `content`, `email`, `description`);
  /// a name one level down, in an object that is the record's own
  /// (`attributes.name`, `user.username`, `metadata.name`); else the id.
  /// Never a type tag (`object: "list"`), an id, a date or a choice.
  ///
  /// The id is `id` (`gid`, `uuid`, `_id`), or `<kind>_id`, `<Kind>ID`
  /// named after the record; never one that may be null. Else the last
  /// segment of a URL property, when the path has a detail path below it;
  /// else one level down beside the title (`user.id`); else a name that is
  /// the title (`login`, `name`), never a text or a date. Of two ids, the
  /// one the schema requires; an id it does not require (or the examples
  /// lack) may be missing (`idMayBeMissing`: the row is known by its position).
  mutating func fields(
    of located: LocatedRecords, path: String, kind: ResourcePlan.Kind, examples: [OpenAPIJSON], recordWord: String, operation: String
  ) -> ResourcePlan.Fields? {
    let record = located.record
    let pathWords = Vocabulary.pathWords(path)
    // NB: an object named like a parent in the path (a relation's `memo` at
    // `/memos/{memo}/relations`) is the parent, the same on every row.
    let ownWords = Vocabulary.recordPathWords(path)
    let parentWords = Vocabulary.parentWords(path)
    // NB: the kind is the last two words together too: an event type at `/events/types` is named by its `event_type`.
    let kindWords = [recordWord] + Vocabulary.lastTwoWords(of: path.split(separator: "/").map(String.init))
    var title = titleChoice(of: record, pathWords: pathWords, holderWords: ownWords, kindWords: kindWords, parentWords: parentWords)
    var id = identity(
      of: record, path: path, kind: kind, recordWord: recordWord, holders: [title.flatMap { $0.path.count > 1 ? $0.path[0] : nil }].compactMap { $0 } + ownWords)
    // NB: a record with no id of its own is known by what identifies it
    // (`key`, `code`, `slug`, `accession`), else by its name; one record
    // (a detail) by its title, whatever it is.
    // NB: a link (`url`, `href`) with no detail path below the list is an
    // id only when the record has no name to be known by.
    // NB: an event has none of its own: a key it holds names something else (a Gitness event's `query_key`).
    if id == nil, !Vocabulary.isEvent(words: [recordWord]) { id = identifierLike(in: record, links: false) }
    // NB: in a list under one parent (`/genome/accession/{accession}/sequence_reports`),
    // an identifier named like the parent's parameter (`assembly_accession`) is the
    // parent's, on every row; under many (`{accessions}`) each row is one of them.
    if kind == .list, case .key(let key)? = id, key.count == 1, Vocabulary.namesParentParameter(key[0], in: path) { id = nil }
    // NB: in a list, only a name of the row's own: one in an object it holds
    // (an event's `data.edition_title`) may be the same on many rows.
    // NB: nor a message, which many events repeat (a log's `message`).
    if id == nil, let title, title.rank < Self.textRank, title.path.count == 1 || kind == .detail || located.isSingleObject,
      !Vocabulary.namesAnotherRecord(title.path.last ?? "", in: record), !Vocabulary.isMessageName(title.path.last ?? ""), title.rank > Self.eventTextRank,
      !title.path.contains(ResourcePlan.Fields.firstElement)
    {
      id = .key(title.path)
    }
    if id == nil, !Vocabulary.isEvent(words: [recordWord]) { id = identifierLike(in: record, links: true) }
    // NB: a type says more than an opaque id, not more than one a person
    // reads (a dataset version's `version`, the same type on every version).
    // NB: nor a user name on a record that is no person (the user an Argo CD
    // repository credential signs in as), beside an id a person reads (its `url`).
    if let choice = title, choice.path.count == 1,
      choice.path[0].lowercased() == "type" || (choice.rank >= Self.userNameRank && Vocabulary.titleKeys.prefix(3).contains(choice.path[0].lowercased())),
      let key = id?.key, key.count == 1, !Vocabulary.isIDName(key[0])
    {
      title = nil
    }
    // NB: nor is the user who ran or made a record (a Harbor execution's
    // `user_name` beside `user_id`) what it is: a record with an id of its
    // own is known by that id before the name every row of one user shares.
    if let choice = title, choice.path.count == 1, Vocabulary.namesAnotherRecord(choice.path[0], in: record), let key = id?.key, key.count == 1,
      Vocabulary.idKeys.contains(key[0]), !Vocabulary.isEvent(words: [recordWord]),
      Vocabulary.accountWords.contains(String(Vocabulary.normalized(choice.path[0]).dropLast(4))),
      Vocabulary.personWords.isDisjoint(with: Set(ownWords.map { Vocabulary.normalized(Vocabulary.singular($0)) } + [Vocabulary.normalized(recordWord)]))
    {
      title = nil
    }
    // NB: a list whose records have nothing that identifies them is still
    // rows a user reads: known by their position, where the caller takes that.
    let byPosition = id == nil && positionIDs && kind == .list && !located.isSingleObject
    guard id != nil || byPosition else {
      let missing = title == nil ? "no id or title" : "no id"
      let what =
        located.isSingleObject
        ? "it answers one object (not a list) with \(missing)" : kind == .detail ? "its record has \(missing)" : "its records have \(missing)"
      unmapped.append(
        "\(operation): \(what): no id, gid, uuid or \(recordWord)_id property, no key, code or slug, no name, and no URL that ends in a detail path")
      return nil
    }
    // NB: an event with no message is what was done (a Traccar audit row's
    // `actionType`), not the address or email of who did it.
    if Vocabulary.isEvent(words: [recordWord]), let choice = title, choice.path.count == 1, choice.rank >= Self.textRank,
      !Vocabulary.messageKeys.contains(choice.path[0].lowercased()), !Vocabulary.normalized(choice.path[0]).hasSuffix("description"),
      let action = record.properties.first(where: { property in
        Vocabulary.actionKeys.contains(Vocabulary.normalized(property.name)) && schemas.shape(of: property.schema).type == "string"
      })
    {
      title = TitleChoice(path: [action.name], isRequired: record.required.contains(action.name), rank: Self.textRank)
    }
    // NB: a title beside its own readable text (Okta's `question` key beside
    // its `questionText`) is read by that text.
    if let path = title?.path ?? id?.key, path.count == 1,
      let readable = record.properties.first(where: { Vocabulary.normalized($0.name) == Vocabulary.normalized(path[0]) + "text" }),
      schemas.shape(of: readable.schema).type == "string"
    {
      title = TitleChoice(path: [readable.name], isRequired: record.required.contains(readable.name), rank: Self.textRank)
    }
    // NB: a record known only by an opaque id is read by its one text, when
    // that text names another record the API serves: a retention task's
    // `repository`. Not among other texts: a completion's `model` is the
    // same on most rows.
    let texts = record.properties.filter { property in
      let shape = schemas.shape(of: property.schema)
      return shape.type == "string" && !Vocabulary.isIDName(property.name) && !Vocabulary.isStateName(property.name) && !Vocabulary.isDateName(property.name)
        && !["date", "date-time"].contains(shape.format ?? "") && !isTypeTag(property.name, shape, of: record)
    }
    if title == nil, kind == .list, case .key(let key)? = id, key.count == 1, Vocabulary.idKeys.contains(key[0]), texts.count == 1,
      let other = texts.first(where: { property in
        let spelled = Vocabulary.normalized(property.name)
        let shape = schemas.shape(of: property.schema)
        return collectionWords.contains(Vocabulary.normalized(Vocabulary.singular(property.name))) && spelled != Vocabulary.normalized(recordWord)
          && shape.type == "string" && shape.enumValues.isEmpty && shape.format == nil && !Vocabulary.isIDName(property.name)
          && !Vocabulary.isStateName(spelled) && !Vocabulary.typeTags.contains(property.name.lowercased()) && !Vocabulary.isSecretName(property.name)
          && !Vocabulary.isParent(property.name, parentWords: parentWords) && !Vocabulary.namesParent(property.name, parentWords: parentWords)
      })
    {
      title = TitleChoice(path: [other.name], isRequired: false, rank: Self.otherNameRank)
    }
    var fields = ResourcePlan.Fields(id: id, title: title?.path ?? id?.key ?? [], display: [])
    if case .fromURL(let url) = id, title == nil { fields.title = url }
    fields.titleIsID = title == nil && id != nil
    // NB: a title the document's examples lack (or leave empty) may be
    // missing, whatever the schema requires: the row falls back to its id.
    let examplesHoldTitle = title.map { title in examples.allSatisfy { Vocabulary.text(at: title.path, in: $0).map { !$0.isEmpty } ?? false } } ?? true
    fields.titleIsRequired = title.map { $0.isRequired && !located.isAlternative && examplesHoldTitle } ?? (id?.key != nil)
    fields.idIsRequired = id != nil
    if let key = id?.key {
      let examplesHoldID = examples.allSatisfy { example in
        var value: OpenAPIJSON? = example
        for part in key { value = value?[part] }
        return value.map { $0.string.map { !$0.isEmpty } ?? ($0.number != nil) } ?? false
      }
      // NB: a `number` may be a fraction, which no id is: such a row is known by its position.
      let isNumber = key.count == 1 && schemas.property(key[0], of: record)?.type == "number"
      fields.idIsRequired = isRequired(key, in: record) && !located.isAlternative && examplesHoldID && !isNumber
    }
    if !fields.idIsRequired, fields.titleIsID { fields.titleIsRequired = false }
    // NB: a title that is a whole-number id is no text: the row shows the id as the API writes it (figshare's versions).
    if fields.titleIsID, let key = id?.key, key.count == 1, schemas.property(key[0], of: record)?.type != "string" { fields.titleIsRequired = false }
    if let title = title?.path, let family = familyName(after: title, in: record) { fields.titleWith = [family] }
    if !fields.titleIsRequired, let title, title.path.count == 1, let fallback = title.fallback, fallback != id?.key { fields.titleOr = [fallback] }
    // NB: a record of another kind in the list (a TV show in a search that
    // answers movies too) may have its title under another name.
    if let title = title?.path, title.count == 1 {
      for other in located.otherChoices where schemas.property(title[0], of: other) == nil {
        let path = titleChoice(of: other, pathWords: pathWords, holderWords: ownWords, kindWords: kindWords, parentWords: parentWords)?.path
        if let path, path.count == 1, !fields.titleOr.contains(path), fields.titleOr.count < 3 { fields.titleOr.append(path) }
      }
    }
    var skipped = Set([fields.title?.first, id?.key?.first, fields.titleWith.first?.first].compactMap { $0 })
    // NB: a token's own record holds the secret itself (a Gogs token's `sha1`): never a field.
    if Vocabulary.isSecretKind(recordWord) {
      skipped.formUnion(record.properties.map(\.name).filter { Vocabulary.tokenValueKeys.contains(Vocabulary.normalized($0)) && $0 != id?.key?.last })
    }
    fields.subtitle = ["description", "summary", "bio", "tagline", "notes", "about"].first { name in
      !skipped.contains(name) && schemas.property(name, of: record)?.type == "string"
    }
    fields.webPage = webPage(
      of: record, examples: examples, identifiedByID: id?.key.map({ Vocabulary.idKeys.contains($0.last ?? "") }) == true, recordWord: recordWord)
    let picture = picture(of: record, examples: examples)?.first
    let taken = skipped.union([fields.subtitle, fields.webPage, picture].compactMap { $0 })
    let limit = kind == .list ? Self.listFieldLimit : Self.detailFieldLimit
    let isEvent = Vocabulary.isEvent(words: [recordWord])
    let kindParts = Set(recordWord.split { !$0.isLetter && !$0.isNumber }.map { Vocabulary.normalized(Vocabulary.singular(String($0))) })
    // NB: a record titled from an object of its own shows that object's
    // fields (below); an event, the one record it is about.
    let related =
      (fields.title?.count ?? 1) > 1
      ? [] : Array(relatedNames(of: record, leaving: taken, parentWords: parentWords, kindParts: kindParts).prefix(isEvent ? 1 : Self.relatedNameLimit))
    fields.display = displayFields(
      of: record, leaving: taken, title: fields.title?.count == 1 ? fields.title?.first : nil, limit: limit, detail: kind == .detail,
      kindParts: kindParts, parentWords: parentWords, isEvent: isEvent, titledByID: fields.titleIsID, related: related)
    for (key, path) in related where fields.display.contains(where: { $0.key == key }) { fields.displayPaths[key] = path }
    // NB: a record whose title is in its own object (JSON:API's
    // `attributes.name`, a group's `transactions[0].description`) shows
    // that object's fields when it has none beside it.
    // NB: of a formal name's object (`taxonomy.current_scientific_name.name`), the object that holds it.
    if fields.display.isEmpty, var title = fields.title, title.count >= 2, title.last != ResourcePlan.Fields.firstElement {
      if title.count >= 3, title.last == "name", Vocabulary.normalized(title[title.count - 2]).hasSuffix("name") { title.removeLast() }
      if let last = title.last, let holder = shape(at: title.dropLast(), in: record) {
        // NB: with the names of the records that one holds (a commit's `author`).
        let heldRelated = title.contains(ResourcePlan.Fields.firstElement)
          ? [] : Array(relatedNames(of: holder, leaving: [last], parentWords: parentWords, kindParts: kindParts).prefix(isEvent ? 1 : Self.relatedNameLimit))
        fields.display = displayFields(
          of: holder, leaving: [last], title: last, limit: limit, detail: kind == .detail, kindParts: kindParts, parentWords: parentWords,
          isEvent: isEvent, related: heldRelated)
        for (key, path) in heldRelated where fields.display.contains(where: { $0.key == key }) { fields.displayPaths[key] = path }
        if !fields.display.isEmpty { fields.displayHolder = Array(title.dropLast()) }
      }
    }
    fields.references = record.properties.compactMap { property in
      let shape = schemas.shape(of: property.schema)
      guard shape.type == "array", let items = shape.items, ["uri", "url"].contains(schemas.shape(of: items).format ?? "") else { return nil }
      return property.name
    }
    for property in record.properties where property.name != fields.webPage && !["url", "self", "href", "uri"].contains(property.name) {
      let shape = schemas.shape(of: property.schema)
      let format = shape.type == "array" ? shape.items.map { schemas.shape(of: $0).format ?? "" } : shape.format
      guard shape.type == "array" || shape.type == "string", ["uri", "url"].contains(format ?? ""),
        let url = exampleURL(of: property.name, in: examples, schema: property.schema), let detail = detailPath(named: url)
      else { continue }
      fields.referenceTargets.append((property.name, detail))
    }
    fields.display.removeAll { field in fields.referenceTargets.contains { $0.name == field.key } }
    for property in record.properties where ["url", "self", "href", "uri"].contains(property.name) && fields.selfTarget == nil {
      guard schemas.shape(of: property.schema).type == "string", let url = exampleURL(of: property.name, in: examples, schema: property.schema),
        let detail = detailPath(named: url)
      else { continue }
      fields.selfTarget = (property.name, detail)
    }
    if fields.title?.isEmpty ?? true {
      // NB: no title either: the first short text shown, else a code or name
      // of another record (an insight's `currency_code`), else the position (`titleMayBeMissing`).
      let named = record.properties.first { property in
        let spelled = Vocabulary.normalized(property.name)
        return (spelled.hasSuffix("code") || spelled.hasSuffix("name")) && schemas.shape(of: property.schema).type == "string"
          && !Vocabulary.isSecretName(property.name)
      }
      // NB: then the best name of an object it holds (an Okta linked
      // object's `primary.name`, a revision's `commit.subject`), never its
      // links' or who changed it.
      var held: [String]?
      var heldRank = Int.max
      for property in record.properties where !property.name.hasPrefix("_") && !Vocabulary.isActorStamp(property.name) {
        guard let inner = schemas.property(property.name, of: record), inner.type == "object",
          let choice = ownTitle(of: inner, nested: true), choice.rank < min(Self.textRank, heldRank)
        else { continue }
        (held, heldRank) = ([property.name] + choice.path, choice.rank)
      }
      // NB: never a key the record lacks while it has a text, a link even
      // (an Okta authorization scheme's `spec_urn`).
      let strings = record.properties.filter { property in
        schemas.shape(of: property.schema).type == "string" && !Vocabulary.isSecretName(property.name) && !Vocabulary.isIDName(property.name)
      }
      // NB: nor a failure, empty on most rows (a job's `failure` beside its `state`).
      let text = strings.first { property in
        let spelled = Vocabulary.normalized(property.name)
        return !Vocabulary.isStateName(spelled) && !spelled.hasSuffix("error") && !spelled.hasSuffix("failure")
      }
      let shown = fields.display.filter { field in
        fields.displayPaths[field.key] == nil && schemas.property(field.key, of: record).map(Vocabulary.isMediaType) != true
      }
      // NB: a row of numbers is known by when it was taken (Traccar's
      // statistics by `captureTime`), before its first count.
      // NB: a span (a cost bucket's `start_time` and `end_time`) by its start.
      // A start written as a number of seconds is a date too.
      let when =
        shown.filter { Self.isDate($0.format) }.min { Vocabulary.spanRank($0.key) < Vocabulary.spanRank($1.key) }?.key
        ?? shown.first { Vocabulary.isDateName($0.key) && Vocabulary.spanRank($0.key) == 0 }?.key
      // NB: of its texts, one that is no state: many rows share a state (an
      // Okta authenticator method's `status`, not its `type`).
      // NB: a choice (an organelle's `topology`: circular or linear) after
      // the name of an object the record holds (its `organism.organism_name`).
      let texts = shown.filter { $0.format == .text && !Vocabulary.isStateName($0.key) }
      // NB: nor an amount written as text (Firefly III's `difference`): a total for each currency is known by its currency.
      let free = texts.filter { field in
        !Vocabulary.hasTwin(field.key, in: record) && schemas.property(field.key, of: record).map { $0.enumValues.isEmpty && !Vocabulary.writesANumber($0) } ?? true
      }
      let last: String = named?.name ?? when ?? text?.name ?? shown.first?.key ?? strings.first?.name ?? "name"
      let choice: [String]? = free.first.map { [$0.key] } ?? held
      fields.title = choice ?? texts.first.map { [$0.key] } ?? [last]
      fields.titleIsRequired = false
      // NB: a start written as a number since 1970 reads as a date (OpenAI's usage buckets).
      if fields.title == [last], shown.contains(where: { $0.key == last && $0.format == .timestamp }) { fields.titleFormat = .timestamp }
      fields.display.removeAll { $0.key == fields.title?.first }
    }
    // NB: a row with nothing to show beside its title shows what the one
    // object it holds has (a snapped point's `location.latitude` and
    // `longitude`), or the object its title is in (an annotation report's
    // `annotation`, beside its `warning`).
    let holders = record.properties.filter { property in
      !property.name.hasPrefix("_") && !Vocabulary.isActorStamp(property.name) && schemas.property(property.name, of: record)?.type == "object"
    }
    let titleHolder = fields.title.flatMap { title in title.count == 2 ? holders.first { $0.name == title[0] } : nil }
    if fields.display.isEmpty, fields.displayHolder == nil, let shown = titleHolder ?? (holders.count == 1 ? holders[0] : nil),
      let holder = schemas.property(shown.name, of: record)
    {
      let title = fields.title.flatMap { $0.count == 2 && $0[0] == shown.name ? $0[1] : nil }
      fields.display = displayFields(
        of: holder, leaving: Set([title].compactMap { $0 }), title: title, limit: limit, detail: kind == .detail, kindParts: kindParts,
        parentWords: parentWords, isEvent: isEvent)
      if !fields.display.isEmpty { fields.displayHolder = [shown.name] }
    }
    // NB: a span known only by an opaque id, or by the name of another
    // record (the currency most of them share), is known by its start (a
    // Firefly III budget limit's `start`, beside its `end`).
    let fieldsHolder = fields.displayHolder.flatMap { shape(at: $0[...], in: record) } ?? record
    func titledByAnother(_ fields: ResourcePlan.Fields) -> Bool {
      fields.title.map { $0.count == (fields.displayHolder?.count ?? 0) + 1 } == true
        && Vocabulary.namesAnotherRecord(fields.title?.last ?? "", in: fieldsHolder)
    }
    if kind == .list, fields.titleIsID || titledByAnother(fields), id?.key.map({ $0.count == 1 && Vocabulary.idKeys.contains($0[0]) }) == true,
      fields.display.contains(where: { Self.isDate($0.format) && Vocabulary.spanRank($0.key) == 2 }),
      let start = fields.display.first(where: { Self.isDate($0.format) && Vocabulary.spanRank($0.key) == 0 })
    {
      fields.title = (fields.displayHolder ?? []) + [start.key]
      fields.titleOr = []
      if start.format == .timestamp { fields.titleFormat = .timestamp }
      fields.titleIsID = false
      fields.titleIsRequired = false
      fields.display.removeAll { $0.key == start.key }
    }
    // NB: a record known only by the name of a currency, which most of them
    // share, is known by its date: a piggy bank event by when it was made,
    // an exchange rate by its day.
    if kind == .list, titledByAnother(fields), Vocabulary.normalized(fields.title?.last ?? "").contains("currency"),
      let date = fields.display.filter({ Self.isDate($0.format) }).min(by: { Vocabulary.dateRank($0.key) < Vocabulary.dateRank($1.key) })
    {
      fields.display.append((key: fields.title?.last ?? "", format: .text))
      fields.title = (fields.displayHolder ?? []) + [date.key]
      fields.titleOr = []
      if date.format == .timestamp { fields.titleFormat = .timestamp }
      fields.titleIsRequired = false
      fields.display.removeAll { $0.key == date.key }
    }
    // NB: a record known only by its id whose name is in one of several
    // objects, each named after a value of its `type` (a Square catalog
    // object's `item_data.name` for an `ITEM`, `category_data.name` for a
    // `CATEGORY`), is titled by each in turn.
    let typeValues = ["type", "kind"].map { schemas.property($0, of: record)?.enumValues ?? [] }.first { !$0.isEmpty }
    if kind == .list, fields.titleIsID, fields.displayHolder == nil, let types = typeValues {
      // NB: each object named after a value of the record's type, in the order of the type's values.
      let kinds = types.map(Vocabulary.normalized)
      var found: [(order: Int, path: [String])] = []
      for property in record.properties {
        let spelled = Vocabulary.normalized(property.name)
        guard let order = kinds.firstIndex(where: { spelled == $0 || spelled == $0 + "data" || spelled == $0 + "details" }),
          let inner = schemas.property(property.name, of: record), inner.type == "object", !isMoney(inner),
          let choice = ownTitle(of: inner, nested: true), choice.path.count == 1, choice.rank < Self.textRank
        else { continue }
        found.append((order, [property.name] + choice.path))
      }
      let named = found.sorted { $0.order < $1.order }.map(\.path)
      if named.count >= 2 {
        fields.title = named[0]
        fields.titleOr = Array(named.dropFirst().prefix(8))
        fields.titleIsID = false
        fields.titleIsRequired = false
        let used = Set(named.map { $0[0] })
        fields.display.removeAll { used.contains($0.key) }
        for key in used { fields.displayPaths[key] = nil }
      }
    }
    // NB: an event with no text of its own is what its one object says
    // happened (a Netlify audit entry's `payload.action`), not its id.
    if isEvent, fields.titleIsID, let holder = fields.displayHolder, holder.count == 1,
      let action = fields.display.first(where: { $0.format == .text && Vocabulary.actionKeys.contains(Vocabulary.normalized($0.key)) })
    {
      fields.title = holder + [action.key]
      fields.titleOr = []
      fields.titleIsID = false
      fields.titleIsRequired = false
      fields.display.removeAll { $0.key == action.key }
    }
    return fields
  }

  /// The object at `path` in `record`: through a property's object, or the
  /// items of its array at ``ResourcePlan/Fields/firstElement``.
  private mutating func shape(at path: ArraySlice<String>, in record: SchemaShape) -> SchemaShape? {
    var shape = record
    for key in path {
      if key == ResourcePlan.Fields.firstElement {
        guard shape.type == "array", let items = shape.items else { return nil }
        shape = schemas.shape(of: items)
      } else {
        guard let inner = schemas.property(key, of: shape) else { return nil }
        shape = inner
      }
    }
    return shape.type == "object" || !shape.properties.isEmpty ? shape : nil
  }

  /// The property that holds the record's page on the web: an HTML link
  /// (`html_url`, `url_public_html`), a permalink or home page; else a
  /// `url` or `self` whose examples lead off the API's host (a site's
  /// address), or with no example, on a record known by its id.
  /// Never the API's own URL of the record (`https://api.example.com/v2/articles/1`).
  private mutating func webPage(of record: SchemaShape, examples: [OpenAPIJSON], identifiedByID: Bool, recordWord: String) -> String? {
    let strings = record.properties.filter { schemas.shape(of: $0.schema).type == "string" }.map(\.name)
    let html = strings.filter { name in
      let lower = name.lowercased()
      return lower.contains("html") && (lower.contains("url") || lower.contains("link") || lower.contains("location"))
    }
    // NB: the page anyone may open (`url_public_html`) before its owner's (`url_private_html`).
    if let page = html.first(where: { name in !["private", "admin", "edit"].contains { name.lowercased().contains($0) } }) ?? html.first {
      return page
    }
    if let named = ["web_url", "permalink_url", "permalink", "homepage", "website", "webpage_url", "public_url"].first(where: strings.contains) {
      return named
    }
    let apiHost = document.serverURL.flatMap { URLComponents(string: $0)?.host }
    // NB: a URL named after the record is where it leads: a link's `link_url`.
    if let named = record.properties.first(where: { strings.contains($0.name) && Vocabulary.normalized($0.name) == Vocabulary.normalized(recordWord) + "url" }) {
      let host = exampleURL(of: named.name, in: examples, schema: named.schema).flatMap { URLComponents(string: $0)?.host }
      if host == nil || host != apiHost { return named.name }
    }
    for name in ["url", "self"] where strings.contains(name) {
      let shape = schemas.property(name, of: record)
      let texts = examples.compactMap { $0[name]?.string } + [shape?.example?.string].compactMap { $0 }
      let shown = texts.compactMap { URLComponents(string: $0) }.filter { $0.host != nil }
      if !shown.isEmpty { return shown.allSatisfy({ $0.host != apiHost && detailPath(named: $0.string ?? "") == nil }) ? name : nil }
      if identifiedByID { return name }
    }
    return nil
  }

  /// The first URL the examples give a property, else its (or its items') `example`.
  private func exampleURL(of name: String, in examples: [OpenAPIJSON], schema: OpenAPIJSON) -> String? {
    func url(_ value: OpenAPIJSON?) -> String? { value?.string ?? value?.elements?.first { _ in true }?.string }
    let resolved = document.resolve(schema)
    return examples.lazy.compactMap { url($0[name]) }.first ?? url(resolved?["example"]) ?? url(resolved?["items"].flatMap(document.resolve)?["example"])
  }

  /// The detail path `url` names, less the server's (`/people/{id}/` for `…/api/people/1/`).
  private func detailPath(named url: String) -> String? {
    guard let components = URLComponents(string: url), components.host != nil else { return nil }
    var segments = components.path.split(separator: "/").map(String.init)
    let base = document.serverURL.flatMap { URLComponents(string: $0) }?.path.split(separator: "/").map(String.init) ?? []
    if segments.starts(with: base) { segments.removeFirst(base.count) }
    return getPaths.sorted().first { path in
      let pattern = path.split(separator: "/").map(String.init)
      guard pattern.count == segments.count, pattern.filter(Vocabulary.isParameter).count == 1, pattern.last.map(Vocabulary.isParameter) == true else {
        return false
      }
      return zip(pattern, segments).allSatisfy { Vocabulary.isParameter($0) || $0 == $1 }
    }
  }

  /// The rank from which a title is a text rather than a name.
  static let textRank = 200
  /// The rank of an event's description (its message, one better): before
  /// any name, and never an id, since many events say the same.
  static let eventTextRank = 6
  /// The rank of a name of another record (`deviceName` beside `deviceId`):
  /// after every text, a digest too (a Harbor artifact is its `digest`, not
  /// its `repository_name`), before a type.
  static let otherNameRank = textRank + Vocabulary.textKeys.count + 1
  /// The rank of a user name on a record that is no person: after the texts
  /// that say what it is, before a digest (an Adyen API credential is its
  /// `username` before its optional `description`).
  static let userNameRank = textRank + Vocabulary.textKeys.count - 1
  /// The rank of a `type` that titles a row: after every text and name.
  static let typeRank = textRank + Vocabulary.textKeys.count + 25
  /// The longest example of a text that may title a row; longer is data.
  static let shortText = 80

  /// How good a title `record` has: lower is better, `Int.max` for none.
  mutating func titleRank(of record: SchemaShape) -> Int {
    titleChoice(of: record)?.rank ?? .max
  }

  /// The record's title, by the rules of ``fields(of:path:kind:examples:recordWord:operation:)``;
  /// one level down, in an object named like one of `pathWords` too
  /// (NCBI's `gene` for `/gene/id/{gene_ids}`).
  mutating func titleChoice(
    of record: SchemaShape, pathWords: [String] = [], holderWords: [String]? = nil, kindWords: [String] = [], parentWords: Set<String> = []
  ) -> TitleChoice? {
    let recordWords = Set(pathWords.map { Vocabulary.normalized(Vocabulary.singular($0)) })
    let ownWords = Set(([pathWords.last].compactMap { $0 } + kindWords).map { Vocabulary.normalized(Vocabulary.singular($0)) })
    let own = ownTitle(
      of: record, nested: false, recordWords: recordWords, ownWords: ownWords, parentWords: parentWords,
      isEvent: Vocabulary.isEvent(words: [pathWords.last].compactMap { $0 } + kindWords))
    let choice = titleChoice(of: record, own: own, pathWords: pathWords, holderWords: holderWords, recordWords: recordWords, parentWords: parentWords)
    // NB: a record that groups records of its own kind and has no title of
    // its own that is always there (a Firefly III transaction's nullable
    // `group_title`) is known by its first one (`transactions[0].description`).
    if own == nil, choice?.isRequired != true {
      // NB: of the last word's parts too (`transactions-without-budget`), and of the record's kind.
      let parts = ([pathWords.last].compactMap { $0 } + kindWords).flatMap { $0.split { !$0.isLetter && !$0.isNumber } }
      // NB: and its schema's name, where the path does not name it (`TransactionRead` at `/rules/{id}/test`), whole
      // but for a word that says how it is sent (`Read`): a `MutatingWebhookConfiguration` is no `webhook`.
      let schemaWord = record.name.flatMap { name in
        let spelled = Vocabulary.normalized(String(name.split(separator: ".").last ?? ""))
        let sent = ["read", "response", "array", "object", "model", "dto", "item", "entity"].first { spelled.hasSuffix($0) && spelled.count > $0.count }
        return sent.map { String(spelled.dropLast($0.count)) } ?? spelled
      }
      let groupWords = recordWords.union(parts.map { Vocabulary.normalized(Vocabulary.singular(String($0))) }).union([schemaWord].compactMap { $0 })
      if let first = firstOfGroup(in: record, groupWords: groupWords) { return first }
    }
    return choice
  }

  private mutating func titleChoice(
    of record: SchemaShape, own: TitleChoice?, pathWords: [String], holderWords: [String]?, recordWords: Set<String>, parentWords: Set<String>
  ) -> TitleChoice? {
    // NB: a name of something else (Kubernetes' `driverName`) or a text
    // (a priority class's `description`) loses to the name of the record's
    // own metadata (`metadata.name`).
    if let own, !Vocabulary.titleKeys.contains(own.path[0].lowercased()), !Vocabulary.messageKeys.contains(own.path[0].lowercased()) {
      for holder in ["metadata", "attributes"] {
        guard let inner = schemas.property(holder, of: record),
          var choice = ownTitle(of: inner, nested: true, recordWords: recordWords, parentWords: parentWords),
          Vocabulary.titleKeys.contains(choice.path[0].lowercased())
        else { continue }
        choice.path.insert(holder, at: 0)
        choice.isRequired = choice.isRequired && record.required.contains(holder)
        return choice
      }
    }
    if let own, own.rank < Self.textRank { return own }
    // NB: a record that lists its names (Docker's `Names`, `RepoTags`) is
    // known by the first, before a text (an image's `Comment`).
    let names = record.properties.first { property in
      let shape = schemas.shape(of: property.schema)
      return Vocabulary.isNameList(property.name) && shape.type == "array" && shape.items.map { schemas.shape(of: $0).type == "string" } == true
    }
    // NB: or its `domains` (a certificate's), beside what else it says:
    // an object that is only domains is a list of them, not one record.
    let domains = record.properties.count > 1 ? record.properties.first { property in
      Vocabulary.normalized(property.name) == "domains" && schemas.shape(of: property.schema).items.map { schemas.shape(of: $0).type == "string" } == true
    } : nil
    if let names = names ?? domains {
      return TitleChoice(path: [names.name, ResourcePlan.Fields.firstElement], isRequired: false, rank: Self.textRank - 5)
    }
    let named = record.properties.map(\.name).filter { name in (holderWords ?? pathWords).contains { Vocabulary.sameWord(name, $0) } }
    // NB: an object named like the record is its own (a commit's `commit`):
    // its name, else its text (`commit.message`), beats a text beside it.
    // Another (`user`, `profile`) names the record only when nothing does.
    // NB: with no holder of its own, a record inside it (an object with an
    // id) but who added or changed it: a member's `principal`, not its
    // `added_by`; never an address or options, which have no id.
    var usual: [String] = []
    var inside: [String] = []
    if own == nil {
      let names = record.properties.map(\.name)
      usual = names.filter { Vocabulary.ownHolders.contains($0.lowercased()) }
      // NB: a person known by whom it signs in as: an Okta app user's `credentials.userName`.
      if !recordWords.isDisjoint(with: Vocabulary.personWords) { usual += names.filter(Vocabulary.isCredentialHolder) }
      // NB: or an object beside its id (a grant's `client` beside `client_id`): the record it is about.
      inside = names.filter { name in
        guard !Vocabulary.ownHolders.contains(name.lowercased()), !named.contains(name), !Vocabulary.isActorStamp(name) else { return false }
        // NB: and one the record relates to the parent (a memo relation's `relatedMemo`).
        return schemas.property(name, of: record).map { inner in
          inner.type != "array"
            && (inner.properties.contains { Vocabulary.idKeys.contains($0.name) }
              || (!inner.properties.isEmpty && (Vocabulary.isRelated(name) || Vocabulary.namesRecordBesideItsID(name, in: record))))
        } == true
      }
    }
    var best = own
    for holder in named + usual + inside {
      // NB: a record the row relates to the parent is read as the row's own, its texts too (a memo relation's `relatedMemo.snippet`).
      let isNamed = named.contains(holder) || (inside.contains(holder) && Vocabulary.isRelated(holder))
      guard let inner = schemas.property(holder, of: record), inner.type == "object" || !inner.properties.isEmpty,
        // NB: the parent's name is on every row in the record's own object too (Firefly III's `attributes.currency_name`).
        var choice = ownTitle(of: inner, nested: !isNamed, recordWords: recordWords, parentWords: parentWords)
          ?? (inside.contains(holder) || isNamed ? titleInside(inner, recordWords: recordWords) : nil),
        choice.rank < Self.textRank || isNamed || [Self.otherNameRank, Self.otherNameRank + 25].contains(choice.rank),
        // NB: of what a credential holds, only the user name: never its label, never its secret.
        !Vocabulary.isCredentialHolder(holder) || Vocabulary.userNameKeys.contains(Vocabulary.normalized(choice.path[0]))
      else { continue }
      choice.path.insert(holder, at: 0)
      choice.rank += choice.rank < Self.textRank ? 100 : 50
      choice.isRequired = choice.isRequired && record.required.contains(holder)
      if choice.rank < Self.textRank { return choice }
      if choice.rank < best?.rank ?? .max { best = choice }
    }
    return best
  }

  /// The title of a record held inside another that has no name of its
  /// own: its profile's name (Okta's `device.profile.displayName`), else
  /// what identifies it (a Gitness space's `identifier`).
  private mutating func titleInside(_ inner: SchemaShape, recordWords: Set<String>) -> TitleChoice? {
    for holder in inner.properties.map(\.name) where Vocabulary.ownHolders.contains(holder.lowercased()) {
      guard let deeper = schemas.property(holder, of: inner), var choice = ownTitle(of: deeper, nested: true, recordWords: recordWords) else { continue }
      choice.path.insert(holder, at: 0)
      choice.isRequired = false
      return choice
    }
    guard case .key(let key)? = identifierLike(in: inner, links: false) else { return nil }
    return TitleChoice(path: key, isRequired: false, rank: Self.textRank - 110)
  }

  /// The title of the first record of a group the record is (a Firefly III
  /// transaction group's `transactions`): an array named like the record,
  /// beside its fields or in the object that holds them, whose items have a
  /// name or a text they require.
  private mutating func firstOfGroup(in record: SchemaShape, groupWords: Set<String>) -> TitleChoice? {
    let holders = [([String](), record)] + record.properties.compactMap { property -> ([String], SchemaShape)? in
      guard Vocabulary.ownHolders.contains(property.name.lowercased()), let inner = schemas.property(property.name, of: record) else { return nil }
      return ([property.name], inner)
    }
    for (path, holder) in holders {
      for property in holder.properties where groupWords.contains(Vocabulary.normalized(Vocabulary.singular(property.name))) {
        let shape = schemas.shape(of: property.schema)
        guard shape.type == "array", let items = shape.items else { continue }
        // NB: of what every member has: a split's `description`, not the `source_name` it may lack.
        var member = schemas.shape(of: items)
        member.properties.removeAll { !member.required.contains($0.name) }
        guard let title = ownTitle(of: member, nested: false), title.isRequired else { continue }
        return TitleChoice(path: path + [property.name, ResourcePlan.Fields.firstElement] + title.path, isRequired: false, rank: title.rank + 100)
      }
    }
    return nil
  }

  /// The best title among `record`'s own string properties. A user name
  /// (`login`, `username`) titles a person; on another record (a
  /// repository's credentials) its name comes first. A number named after
  /// the record (`InvoiceNumber` of `/Invoices`) is its name.
  private mutating func ownTitle(
    of record: SchemaShape, nested: Bool, recordWords: Set<String> = [], ownWords: Set<String> = [], parentWords: Set<String> = [],
    isEvent: Bool = false
  ) -> TitleChoice? {
    var best: TitleChoice?
    var runnerUp: TitleChoice?
    // NB: read only when a user name is a candidate: titles are chosen for
    // every operation, and most records have none.
    lazy var isPerson =
      !recordWords.isDisjoint(with: Vocabulary.personWords)
      || record.properties.contains { property in
        let spelled = Vocabulary.normalized(property.name)
        return ["avatar", "email", "firstname", "givenname"].contains { spelled.contains($0) }
      }
    let isSecret = !recordWords.isEmpty && recordWords.contains(where: Vocabulary.isSecretKind)
    for (name, schema) in record.properties {
      let lower = name.lowercased()
      guard !Vocabulary.isSecretName(name), !(isSecret && Vocabulary.tokenValueKeys.contains(Vocabulary.normalized(name))) else { continue }
      let shape = schemas.shape(of: schema)
      if Vocabulary.isIDName(name) {
        // NB: an id of another record that reads as words is its name (an Okta grant's
        // `scopeId`, `okta.users.read`): it titles a row after every text, before an opaque id.
        // NB: never the parent's the path names, the same on every row (a version's `dataset_id`).
        if !nested, !Vocabulary.idKeys.contains(name), !parentWords.contains(String(Vocabulary.normalized(name).dropLast(2))), shape.type == "string",
          let example = shape.example?.string, Vocabulary.readsAsWords(example)
        {
          let isRequired = record.required.contains(name) && !shape.isNullable
          let choice = TitleChoice(path: [name], isRequired: isRequired, rank: Self.otherNameRank + (isRequired ? 0 : 25))
          if best.map({ choice.rank < $0.rank }) ?? true { (runnerUp, best) = (best, choice) }
        }
        continue
      }
      guard shape.type == "string", shape.enumValues.isEmpty, !Vocabulary.isDeprecated(name, shape), !shape.isEncoded,
        !["date", "date-time", "password"].contains(shape.format ?? ""), !isTypeTag(name, shape, of: record)
      else { continue }
      // NB: an AIP resource name (`memos/123`) is an id, not a title.
      if Vocabulary.isResourceName(name, shape) { continue }
      // NB: nor a text that is the parent a placeholder names (a preview's `camera` at `/preview/{camera_name}/…`).
      if !nested, Vocabulary.isParent(name, parentWords: parentWords) { continue }
      let base: Int
      if isEvent, !nested, Vocabulary.isMessageName(name) || Vocabulary.normalized(name).hasSuffix("description") {
        // NB: an event is what it says (a log line's `message`, an audit
        // entry's `displayMessage` or `operation_description`), not the label
        // or the actor it shares with many others (Overseerr's `label`,
        // Okta's `actor.displayName`, Harbor's `username`).
        base = Vocabulary.isMessageName(name) ? Self.eventTextRank - 1 : Self.eventTextRank
      } else if lower == "name", !nested, Vocabulary.nameYieldsToTitle(in: record, parentWords: parentWords) {
        continue
      } else if !nested, let kind = Vocabulary.kindNamed(by: name), ownWords.contains(where: { $0 == kind || $0.hasSuffix(kind) }) {
        // NB: a name or title named after the record's kind is its own,
        // before a plain one: an edition's `edition_title` beside the
        // `title` of its dataset, a command's `commandName` ("Refresh
        // Artist") beside its `name` ("RefreshArtist"). At the rank of an
        // event's text, it is no id either: many editions are "January 2025".
        base = Self.eventTextRank
      } else if let index = Vocabulary.titleKeys.firstIndex(of: lower) {
        // NB: on another record a user name is whom it signs in as (an
        // Adyen webhook's `username`): it says less than any text.
        // NB: nor is the user name of an author beside its id (a figshare
        // note's `user_name` beside `user_id`): the note is its `abstract`.
        let ofAnother = Vocabulary.namesAnotherRecord(name, in: record) && !ownWords.contains { Vocabulary.normalized(name).hasPrefix($0) }
        base = ofAnother ? Self.otherNameRank : index < 3 && !isPerson ? Self.userNameRank : index
      } else if !recordWords.isEmpty, lower.hasSuffix("number"), recordWords.contains(where: { Vocabulary.normalized(name) == $0 + "number" }) {
        base = 40
      } else if ownWords.contains(Vocabulary.normalized(name)) || (lower == "version" && !ownWords.isDisjoint(with: Vocabulary.versionWords)),
        shape.example?.string.map({ $0.count <= Self.shortText }) ?? true
      {
        // NB: a short text named after the record is what it is: a label
        // value's `value`; not a certificate request's `csr`, which is data.
        base = 45
      } else if lower.hasSuffix("name"), lower.count > 4, Vocabulary.namesOwnKind(String(Vocabulary.normalized(name).dropLast(4)), ownWords: ownWords),
        !Vocabulary.namesParent(name, parentWords: parentWords),
        shape.example?.string.map({ $0.count <= Self.shortText }) ?? true
      {
        // NB: of several names, the one named after the record's kind is its
        // own: a biosample's `sample_name`, not its `geo_loc_name`.
        base = 44
      } else if lower.hasSuffix("name") || lower.hasSuffix("title") || lower.hasSuffix("label") {
        // NB: a name of another record (a stop's `deviceName` beside its
        // `deviceId`) is the same on many rows: it says less than a text (the
        // stop's `address`), and titles a row only when nothing else does.
        // NB: a name of the parent the path names (a version's `edition_title`
        // at `/editions/{edition}/versions`) is on every row: never a title.
        if Vocabulary.namesParent(name, parentWords: parentWords) { continue }
        // NB: nor the account's default of another record (Firefly III's
        // `primary_currency_name`), the same on every row of every list.
        if Vocabulary.namesAccountDefault(name, in: record) { continue }
        let ofAnother = Vocabulary.namesAnotherRecord(name, in: record) && !ownWords.contains { Vocabulary.normalized(name).hasPrefix($0) }
        base = ofAnother ? Self.otherNameRank : 50
      } else if let index = Vocabulary.textKeys.firstIndex(of: Vocabulary.isPlaceAddress(name) ? "address" : lower), !nested {
        // NB: a link says least of all what a record is, less than its id (a
        // figshare version's API `url`), but for a record that is a link.
        if Vocabulary.linkKeys.contains(lower), record.properties.contains(where: { Vocabulary.idKeys.contains($0.name) }),
          !recordWords.contains(where: { $0.contains("link") || $0.contains("url") })
        {
          continue
        }
        // NB: of a span's addresses (a trip's `startAddress`, `endAddress`), its start.
        base = Self.textRank + index + (Vocabulary.linkKeys.contains(lower) ? 100 : 0) + (Vocabulary.spanRank(name) == 2 ? 1 : 0)
      } else if !nested, record.required.contains(name), shape.format == nil, !shape.isNullable,
        record.properties.contains(where: { Vocabulary.linkKeys.contains($0.name.lowercased()) })
      {
        // NB: a text the record always has, whatever its name, says more
        // than its link (a Xero manual journal's `Narration`, not its `Url`).
        base = Self.textRank + Vocabulary.textKeys.count + 5
      } else if lower == "type", !nested, !Vocabulary.isMediaType(shape) {
        // NB: a type that varies from row to row (a payment method's `visa`)
        // says more than an opaque id, and less than any text, required or
        // not (an Adyen webhook's `type` is most often `standard`).
        base = Self.typeRank
      } else {
        continue
      }
      let isRequired = record.required.contains(name) && !shape.isNullable
      let choice = TitleChoice(path: [name], isRequired: isRequired, rank: base + (isRequired ? 0 : 25))
      if best.map({ choice.rank < $0.rank }) ?? true {
        runnerUp = best
        best = choice
      } else if runnerUp.map({ choice.rank < $0.rank }) ?? true {
        runnerUp = choice
      }
    }
    // NB: a name the record may lack falls back to its next name (an
    // invoice's `invoice_number`), not to a text, which says less than its id.
    // NB: nor to one spelled for machines (`cleanTitle`), nor to the name of the generator of its own name (`generateName`).
    if let next = runnerUp, next.rank < Self.textRank, best?.isRequired == false, let name = next.path.first,
      !Vocabulary.isSpelledForMachines(name), !name.lowercased().hasPrefix("generate")
    {
      best?.fallback = next.path
    }
    // NB: a name written as an object of its own (a taxon's
    // `current_scientific_name: {name, authority}`) is the record's formal
    // name, before a common one (`curator_common_name`).
    if !nested, best.map({ $0.rank >= 50 }) ?? true,
      let formal = record.properties.first(where: { property in
        let spelled = Vocabulary.normalized(property.name)
        guard spelled.hasSuffix("name"), spelled.count > 4, !Vocabulary.isActorStamp(property.name),
          let inner = schemas.property(property.name, of: record), inner.type == "object",
          let name = schemas.property("name", of: inner)
        else { return false }
        return name.type == "string" && !Vocabulary.namesParent(property.name, parentWords: parentWords)
      })
    {
      best = TitleChoice(path: [formal.name, "name"], isRequired: false, rank: 49)
    }
    // NB: a whole number named after the record is what it is, before its
    // link: a figshare version's `version`, not its API `url`. (Not before
    // nothing: a count's `count` is no name, its `gene_type` is.)
    if !nested, let link = best, link.rank >= Self.textRank + 100,
      let number = record.properties.first(where: { property in
        let shape = schemas.shape(of: property.schema)
        return shape.type == "integer" && ownWords.contains(Vocabulary.normalized(property.name)) && !Vocabulary.isDeprecated(property.name, shape)
      })
    {
      let isRequired = record.required.contains(number.name) && schemas.property(number.name, of: record)?.isNullable != true
      best = TitleChoice(path: [number.name], isRequired: isRequired, rank: Self.textRank + 90)
    }
    return best
  }

  /// Whether a property tells the record's type, the same on every row:
  /// Stripe's `object: "customer"`, Kubernetes' `kind`, JSON:API's `type`
  /// beside `attributes`, a `type` of one value. Never a title or a field.
  /// A `type` that varies (a command's `engineStop`, a payment method's
  /// `visa`), or a `kind` beside an API `group`, is neither: it is what
  /// the record is.
  mutating func isTypeTag(_ name: String, _ shape: SchemaShape, of record: SchemaShape) -> Bool {
    let lower = name.lowercased()
    guard Vocabulary.typeTags.contains(lower) else { return false }
    // NB: a `kind` beside an API `group`, in no object of its own kind,
    // names an object of any kind (Argo CD's resource nodes, Kubernetes'
    // API resources): it varies, and says what the record is.
    if lower == "kind", schemas.property("group", of: record) != nil, schemas.property("apiVersion", of: record) == nil { return false }
    guard lower == "type" else { return true }
    // NB: JSON:API's `attributes` declare the record's fields; a map of
    // free-form attributes beside a `type` (Traccar's commands) is not that.
    return shape.enumValues.count == 1 || schemas.property("attributes", of: record).map { !$0.properties.isEmpty } == true
  }

  /// The record's id, by the rules of ``fields(of:path:kind:examples:recordWord:operation:)``.
  private mutating func identity(of record: SchemaShape, path: String, kind: ResourcePlan.Kind, recordWord: String, holders: [String]) -> ResourcePlan.Fields.ID? {
    let partsOfPath = Set(Vocabulary.pathWords(path).map { Vocabulary.normalized(Vocabulary.singular($0)) })
    // NB: first the property named like the parameter of the record's own
    // detail path, what a drill-down sends: `team_member_id` for
    // `/profiles/{team_member_id}`, `code` for `/currencies/{code}`, `identifier`
    // for `/gitspaces/{gitspace_identifier}`; else the record's own id.
    for parameter in detailParameters(of: path, kind: kind) {
      let wanted = Vocabulary.normalized(parameter)
      let named = record.properties.filter { property in
        let name = Vocabulary.normalized(property.name)
        return name == wanted || (name.count >= 3 && wanted.hasSuffix(name) && Vocabulary.identifierKeys.prefix(7).contains(name))
      }
      for property in named.sorted(by: { Vocabulary.normalized($0.name) == wanted && Vocabulary.normalized($1.name) != wanted }) {
        let shape = schemas.shape(of: property.schema)
        // NB: what the detail path takes is the id even where the schema
        // lets it be null (Square's): such a row is known by its position.
        // NB: not one the document deprecates (Square's `evidence_id`, for its `id`).
        if Vocabulary.isIDType(shape), !Vocabulary.isSecretName(property.name), !Vocabulary.isDeprecated(property.name, shape) { return .key([property.name]) }
      }
      // NB: or one level down, in the record's own object: Kubernetes'
      // `metadata.name` for `/namespaces/{namespace}/pods/{name}`.
      for holder in record.properties.map(\.name) where Vocabulary.ownHolders.contains(holder.lowercased()) {
        guard let inner = schemas.property(holder, of: record),
          let property = inner.properties.first(where: { Vocabulary.normalized($0.name) == wanted }),
          Vocabulary.isIDType(schemas.shape(of: property.schema)), !Vocabulary.isSecretName(property.name)
        else { continue }
        return .key([holder, property.name])
      }
    }
    if let own = ownID(of: record, recordWord: recordWord, excluding: partsOfPath) { return own }
    // NB: a JSON Web Key (RFC 7517: `kty`, `kid`) is known by its key id.
    if record.properties.contains(where: { $0.name == "kty" }), let kid = schemas.property("kid", of: record), kid.type == "string" {
      return .key(["kid"])
    }
    // NB: or named after the record's schema: a Google place's `place_id` at `/textsearch`.
    if let schema = record.name.flatMap(Vocabulary.commandWord), Vocabulary.normalized(schema) != Vocabulary.normalized(recordWord),
      let own = ownID(of: record, recordWord: schema, excluding: partsOfPath)
    {
      return own
    }
    // NB: a record named by a property named like the record itself: an
    // event type's `event_type` (`/webhooks/event-types`, `/events/types`).
    // NB: not an event's `event`, which is its type, the same on many rows.
    let names = [Vocabulary.normalized(recordWord)] + Vocabulary.lastTwoWords(of: path.split(separator: "/").map(String.init)).map(Vocabulary.normalized)
    if !Vocabulary.isEvent(words: [recordWord]), let named = record.properties.first(where: { names.contains(Vocabulary.normalized($0.name)) }),
      schemas.shape(of: named.schema).type == "string", !schemas.shape(of: named.schema).isNullable
    {
      return .key([named.name])
    }
    if let url = ["url", "self", "href", "uri"].first(where: { schemas.property($0, of: record)?.type == "string" }), hasDetailPath(path, kind: kind) {
      return .fromURL([url])
    }
    let named = record.properties.map(\.name).filter { name in holders.contains { Vocabulary.sameWord(name, $0) } }
    let usual = record.properties.map(\.name).filter { Vocabulary.ownHolders.contains($0.lowercased()) }
    for holder in named + usual {
      guard let inner = schemas.property(holder, of: record),
        case .key(let key)? = ownID(of: inner, recordWord: Vocabulary.singular(holder), excluding: partsOfPath)
          ?? ownID(of: inner, recordWord: recordWord, excluding: partsOfPath)
      else { continue }
      return .key([holder] + key)
    }
    return nil
  }

  /// Whether `record` requires the property at `path`, at each level, and never leaves it null.
  mutating func isRequired(_ path: [String], in record: SchemaShape) -> Bool {
    var shape = record
    for key in path {
      guard shape.required.contains(key), let next = schemas.property(key, of: shape), !next.isNullable else { return false }
      shape = next
    }
    return true
  }

  /// An id among what identifies a record (`key`, `code`, `slug`,
  /// `accession`, `sha`, …, or a name ending so: `project_key`), a string
  /// or an integer that is never null; a link (`url`, `href`, `uri`) only
  /// with `links`.
  private mutating func identifierLike(in record: SchemaShape, links: Bool) -> ResourcePlan.Fields.ID? {
    var best: (rank: Int, name: String)?
    let keys = links ? Vocabulary.identifierKeys : Vocabulary.identifierKeys.filter { !Vocabulary.linkKeys.contains($0) }
    for (name, schema) in record.properties {
      let lower = Vocabulary.normalized(name)
      let rank =
        keys.firstIndex(of: lower)
        ?? Vocabulary.identifierKeys.prefix(7).firstIndex { lower.hasSuffix($0) && lower.count > $0.count }.map { $0 + 50 }
      guard let rank, best.map({ rank < $0.rank }) ?? true, !Vocabulary.isSecretName(name), !Vocabulary.namesAnotherRecord(name, in: record) else { continue }
      let shape = schemas.shape(of: schema)
      // NB: a deprecated identifier (Google's `reference`) may leave the answers.
      guard Vocabulary.isIDType(shape), !shape.isNullable, !Vocabulary.isDeprecated(name, shape), !["date", "date-time"].contains(shape.format ?? "") else { continue }
      best = (rank, name)
    }
    return best.map { .key([$0.name]) }
  }

  /// An id among `record`'s own properties: `id`, …, `<kind>_id`, or an
  /// AIP resource name; one that is an object (`_id: {server, user}`)
  /// gives its first string property that the path does not name already
  /// (`user` in `/servers/{id}/members`).
  private mutating func ownID(of record: SchemaShape, recordWord: String, excluding partsOfPath: Set<String> = []) -> ResourcePlan.Fields.ID? {
    let kind = Vocabulary.normalized(recordWord)
    let named = record.properties.map(\.name).filter { name in
      let lower = Vocabulary.normalized(name)
      // NB: or an abbreviation of the kind: a taxonomy's `tax_id`, an
      // organization's `org_id`; not the id of a record the kind's first
      // word names (a dataset edition's `dataset_id`).
      let words = recordWord.split { $0 == "-" || $0 == "_" || $0 == " " }.map { Vocabulary.normalized(String($0)) }
      let firstWord = words.first ?? ""
      let abbreviated =
        name.contains("_") && lower.hasSuffix("id") && lower.count >= 5 && firstWord.hasPrefix(lower.dropLast(2)) && firstWord != lower.dropLast(2)
      // NB: or named after the kind's last word: an expense claim's `ClaimID`.
      let lastWord = words.count > 1 ? words.last ?? "" : ""
      return !kind.isEmpty && (lower == kind + "id" || lower == kind + "uuid" || lower == kind + "key" || abbreviated || (!lastWord.isEmpty && lower == lastWord + "id"))
    }
    let resourceNames = record.properties.filter { $0.name == "name" && Vocabulary.isResourceName($0.name, schemas.shape(of: $0.schema)) }.map(\.name)
    // NB: an id the schema requires first: an optional one may be missing from a real answer.
    let candidates = Vocabulary.idKeys.filter { key in record.properties.contains { $0.name == key } } + named + resourceNames
    for name in candidates.filter(record.required.contains) + candidates.filter({ !record.required.contains($0) }) {
      guard let shape = schemas.property(name, of: record), !shape.isNullable else { continue }
      switch shape.type {
      case "string", "integer", "number":
        if !["date", "date-time"].contains(shape.format ?? "") { return .key([name]) }
      case "object":
        let inner = shape.properties.filter { schemas.shape(of: $0.schema).type == "string" }.map(\.name)
        if let first = inner.first(where: { !partsOfPath.contains(Vocabulary.normalized($0)) }) ?? inner.first { return .key([name, first]) }
      default:
        continue
      }
    }
    return nil
  }

  /// The parameters that name one record of a list at `path` in its
  /// detail paths (`/pets/{petId}` for `/pets`), or a detail's last one.
  func detailParameters(of path: String, kind: ResourcePlan.Kind) -> [String] {
    if kind == .detail {
      guard let last = path.split(separator: "/").last.map({ String($0) }), Vocabulary.isParameter(last) else { return [] }
      return [String(last.dropFirst().dropLast())]
    }
    let base = path.hasSuffix("/") ? String(path.dropLast()) : path
    return getPaths.compactMap { candidate in
      guard candidate.hasPrefix(base + "/") else { return nil }
      var rest = candidate.dropFirst(base.count + 1)
      if rest.hasSuffix("/") { rest = rest.dropLast() }
      return Vocabulary.isParameter(String(rest)) && !rest.contains("/") ? String(rest.dropFirst().dropLast()) : nil
    }.sorted()
  }

  /// Whether a list at `path` has a detail path below it (`/pokemon/` and
  /// `/pokemon/{id}/`), or `path` is one: then a record's URL ends in its id.
  func hasDetailPath(_ path: String, kind: ResourcePlan.Kind) -> Bool {
    if kind == .detail { return true }
    let base = path.hasSuffix("/") ? String(path.dropLast()) : path
    return getPaths.contains { candidate in
      guard candidate.hasPrefix(base + "/") else { return false }
      let rest = candidate.dropFirst(base.count + 1)
      let segment = rest.hasSuffix("/") ? rest.dropLast() : rest
      return Vocabulary.isParameter(String(segment)) && !segment.contains("/")
    }
  }

  /// The fields beside the title, most human first: names and short texts (`bio`, `company`, a status), counts, dates
  /// (other short texts too when no name-like one is there); links (`*_url`) last, only in a detail. Never ids, type
  /// tags, or what the title, subtitle, picture and web page show.
  private mutating func displayFields(
    of record: SchemaShape, leaving taken: Set<String>, title titleKey: String?, limit: Int, detail: Bool, kindParts: Set<String> = [],
    parentWords: Set<String> = [], isEvent: Bool = false, titledByID: Bool = false, related: [(key: String, path: [String])] = []
  ) -> [(key: String, format: ResourcePlan.Fields.Format)] {
    // NB: the name of another record the row holds comes after its own names and choices, before its counts;
    // a second one after its amounts (a transaction's `Total` before the second of `BankAccount` and `Contact`).
    var ranked: [(rank: Int, key: String, format: ResourcePlan.Fields.Format)] = related.enumerated().map { ($0.offset == 0 ? 12 : 26, $0.element.key, .text) }
    var otherTexts: [String] = []
    var hasNameLikeText = false
    // NB: a one-letter text is a code for machines (a JSON Web Key's modulus `n`), not for a list's rows.
    for (name, schema) in record.properties
    where !taken.contains(name) && !Vocabulary.isIDName(name) && !Vocabulary.isSecretName(name) && !Vocabulary.repeats(name, title: titleKey)
      && !Vocabulary.bookkeepingKeys.contains(Vocabulary.normalized(name)) && (detail || name.count > 1 || schemas.shape(of: schema).type != "string")
      // NB: in a list, the name of the parent the path names is the same on every row, and so is the account's
      // default of another record (Firefly III's `primary_currency_name`).
      && (detail || !(Vocabulary.namesParent(name, parentWords: parentWords) || Vocabulary.isParent(name, parentWords: parentWords)))
      && (detail || !Vocabulary.namesAccountDefault(name, in: record) && !Vocabulary.isRestatedAmount(name, in: record))
      && (detail || !Vocabulary.saysHowToWriteAmounts(name) && !Vocabulary.isFileLocation(name))
      && (detail || name.lowercased() != "name" || !Vocabulary.nameIsParents(in: record, parentWords: parentWords))
      && !Vocabulary.isTwin(name, in: record)
    {
      let shape = schemas.shape(of: schema)
      // NB: in a record the document deprecates whole (Square's `V1Order`), what it holds is no more deprecated than it.
      guard record.isDeprecated || !Vocabulary.isDeprecated(name, shape), !shape.isEncoded, !isTypeTag(name, shape, of: record) else { continue }
      let lower = name.lowercased()
      // NB: a `uri` is one too (an OAuth client's `client_uri`, `jwks_uri`).
      let isLink =
        lower.hasSuffix("url") || lower.hasSuffix("uri") || lower.hasSuffix("href") || ["uri", "url"].contains(shape.format ?? "")
      // NB: a value named after a word of the record's kind is what the
      // record is about: an exchange rate's `rate`, a balance's `balance`;
      // not a long text, which is data (a file's `content`, a request's `csr`).
      if ["string", "number", "integer"].contains(shape.type ?? ""), shape.format.map({ !$0.contains("date") }) ?? true, !isLink,
        kindParts.contains(Vocabulary.normalized(name)), lower == "message" || !Vocabulary.messageKeys.contains(lower),
        shape.example?.string.map({ $0.count <= Self.shortText }) ?? true
      {
        ranked.append((5, name, shape.type == "integer" ? .integer : shape.type == "number" ? .number : .text))
        continue
      }
      switch (shape.type, shape.format) {
      case ("string", _) where shape.format == SchemaShape.microsoftDate || shape.example?.string?.hasPrefix("/Date(") == true:
        ranked.append((30, name, .timestamp))
      case ("string", "date-time"), ("string", "date"), ("string", "dateTime"), ("string", "datetime"):
        ranked.append((30, name, .date))
      case ("string", _) where isLink:
        if detail { ranked.append((40, name, .url)) }
      case ("string", _) where shape.enumValues.count > Self.codeListSize:
        // NB: a code from a long list (Xero's `CurrencyCode`, a country, a time zone) says less than an amount.
        ranked.append((28, name, .text))
      case ("string", _) where !shape.enumValues.isEmpty:
        ranked.append((10, name, .text))
        hasNameLikeText = true
      case ("string", nil) where Vocabulary.isDateName(name):
        // NB: a date the schema does not say is one (`published_date`) is
        // shown as the API writes it: it may not be ISO 8601.
        ranked.append((30, name, .text))
      case ("string", let format?) where Vocabulary.numberTextFormats.contains(format.lowercased()):
        // NB: an amount written as text (Firefly III's `current_amount`, format `amount`) is a count, not a code.
        ranked.append((25, name, .text))
      case ("string", let format) where format == nil || ["email", "string", "text"].contains(format):
        // NB: an address is an email however it is spelled (`EmailAddress`, `email_address`).
        // NB: and a place's address is an address however it is spelled (`formatted_address`, `street_address`).
        let spelled = Vocabulary.normalized(name)
        let human = spelled.contains("email") ? "email" : ["address", "formattedaddress"].contains(spelled) || Vocabulary.isPlaceAddress(name) ? "address" : lower
        if Vocabulary.isMediaType(shape) {
          // NB: a media type says little in a list, and is no name.
          if detail { ranked.append((35, name, .text)) } else { otherTexts.append(name) }
        } else if Vocabulary.humanTextKeys.contains(human) || lower.hasSuffix("name") || lower.hasSuffix("title")
          || Vocabulary.namesRecordBesideItsID(name, in: record)
        {
          let rank = Vocabulary.humanTextKeys.firstIndex(of: human) ?? 9
          ranked.append((rank, name, .text))
          hasNameLikeText = hasNameLikeText || (rank < 20 && !["email", "model"].contains(human))
        } else if !Vocabulary.isResourceName(name, shape) {
          // NB: in a list, never a text that is data (an Argo CD credential's `tlsClientCertData`), nor one
          // whose example is longer than a row shows (an Okta signing request's `csr`).
          if detail {
            ranked.append((35, name, .text))
          } else if !spelled.hasSuffix("data"), shape.example?.string.map({ $0.count <= Self.shortText }) ?? true {
            otherTexts.append(name)
          }
        }
      case ("integer", _) where Vocabulary.isTimestamp(name, shape, in: record), ("number", _) where Vocabulary.isTimestamp(name, shape, in: record):
        // NB: a time written as a number since 1970 is a date (OpenAI's `created_at`, Gitness' `created`).
        ranked.append((30, name, .timestamp))
      case ("integer", _) where Vocabulary.isActorStamp(name) || Vocabulary.namesReference(name),
        ("number", _) where Vocabulary.isActorStamp(name) || Vocabulary.namesReference(name):
        // NB: a number that says who made the record (Gitness' `created_by`) or which one it
        // refers to (Harbor's `creator_ref`) is another record's id: no row reads it.
        if detail { ranked.append((45, name, shape.type == "integer" ? .integer : .number)) }
      case ("integer", _), ("number", _):
        // NB: a `number` may be a fraction (an amount, a latitude), which an
        // integer field would leave out of every row that has one.
        var rank = lower.contains("count") || lower.hasPrefix("total") || lower.hasPrefix("num") ? 20 : 25
        if Vocabulary.isOrderingName(name) { rank = 45 }
        if shape.type == "integer", Vocabulary.isYear(name) { rank = 18 }
        ranked.append((rank, name, shape.type == "integer" ? .integer : .number))
      case ("object", _) where isMoney(shape):
        // NB: an amount of money in an object of its own (a Square payment's `amount_money`), the record's own first.
        // NB: and of the record's own, the whole before its parts (an order's `total_price_money`, not its `total_tax_money`).
        ranked.append((Vocabulary.isOwnAmount(name) ? (Vocabulary.isWholeAmount(name) ? 14 : 15) : 27, name, .money))
      default:
        continue
      }
    }
    // NB: a list with no name-like text shows its other short texts (issue 41: a person's height was dropped).
    // An address says who, not what: it does not stand for a name (Traccar's audit rows keep their `actionType`).
    // NB: an event's texts are what happened (an audit entry's `operation`, `resource`), whoever did it.
    // NB: and a row titled by its id, which has no name to say what it is (a stored completion's `model`).
    if !hasNameLikeText || isEvent || titledByID { ranked += otherTexts.map { (35, $0, .text) } }
    // NB: of fields that rank alike, the one the document writes first (a position's `latitude` before its `longitude`).
    let place = Dictionary(record.properties.enumerated().map { ($1.name, $0) }, uniquingKeysWith: min)
    // NB: a list's row shows two amounts at most (a payment's `amount_money` and `app_fee_money`, not its four others).
    if !detail {
      let amounts = ranked.filter { $0.format == .money }.sorted { ($0.rank, place[$0.key] ?? .max) < ($1.rank, place[$1.key] ?? .max) }
      let dropped = Set(amounts.dropFirst(Self.listMoneyLimit).map(\.key))
      ranked.removeAll { dropped.contains($0.key) }
    }
    var sorted = ranked.sorted { ($0.rank, place[$0.key] ?? .max) < ($1.rank, place[$1.key] ?? .max) }
    // NB: a row of timestamps says little: a list shows three dates at
    // most, and its other short texts after them (a dev server's `branch`).
    if !detail {
      let dates = sorted.filter { Self.isDate($0.format) }
      if dates.count > Self.listDateLimit {
        // NB: a date every record has before one most lack (an OpenAI batch's `created_at`, not its `cancelled_at`), and a span's start before its end.
        func order(_ key: String) -> (Int, Int, Int, Int) {
          let always = record.required.contains(key) && schemas.property(key, of: record)?.isNullable != true
          return (always ? 0 : 1, Vocabulary.dateRank(key), Vocabulary.spanRank(key), place[key] ?? .max)
        }
        let kept = Set(dates.sorted { order($0.key) < order($1.key) }.prefix(Self.listDateLimit).map(\.key))
        sorted.removeAll { Self.isDate($0.format) && !kept.contains($0.key) }
        if hasNameLikeText, !isEvent, !titledByID { sorted += otherTexts.map { (40, $0, .text) } }
      }
    }
    // NB: a row with more to show than it can shows first what the record
    // requires: a transaction's `amount` and `date` before the names of
    // the budget, bill and category it may have.
    if !detail, sorted.count > limit {
      let required = sorted.filter { field in record.required.contains(field.key) && schemas.property(field.key, of: record)?.isNullable != true }
      if !required.isEmpty, required.count < sorted.count {
        sorted = required + sorted.filter { field in !required.contains { $0.key == field.key } }
      }
    }
    // NB: a list's row keeps the date that says most when it has any: a
    // booking's `start_at`, which its texts, counts or `created_at` crowded out.
    if !detail, sorted.count > limit, limit > 1 {
      func isDate(_ field: (rank: Int, key: String, format: ResourcePlan.Fields.Format)) -> Bool {
        Self.isDate(field.format) || (field.format == .text && Vocabulary.isDateName(field.key))
      }
      func order(_ field: (rank: Int, key: String, format: ResourcePlan.Fields.Format)) -> (Int, Int, Int) {
        (Vocabulary.dateRank(field.key), Vocabulary.spanRank(field.key), place[field.key] ?? .max)
      }
      let shown = sorted.prefix(limit).filter(isDate)
      let shownRank = shown.map { Vocabulary.dateRank($0.key) }.min() ?? .max
      if let best = sorted.filter(isDate).min(by: { order($0) < order($1) }), Vocabulary.dateRank(best.key) < shownRank {
        let replaced = shown.max { order($0) < order($1) }
        let slot = replaced.flatMap { old in sorted.firstIndex { $0.key == old.key } } ?? limit - 1
        sorted.removeAll { $0.key == best.key }
        if replaced != nil { sorted[slot] = best } else { sorted.insert(best, at: slot) }
      }
    }
    // NB: and the whole amount the record comes to, when names and states crowded it out (a Xero bank transaction's
    // `Total` beside its `BankAccount` and `Contact`): in the place of the last field that is neither a date nor required.
    if !detail, sorted.count > limit, limit > 2 {
      let amounts: Set<ResourcePlan.Fields.Format> = [.number, .integer, .money]
      let shown = sorted.prefix(limit)
      if !shown.contains(where: { amounts.contains($0.format) && Vocabulary.isOwnAmount($0.key) }),
        let whole = sorted.dropFirst(limit).first(where: { amounts.contains($0.format) && Vocabulary.isWholeAmount($0.key) }),
        let slot = shown.indices.last(where: { index in
          !Self.isDate(shown[index].format) && !record.required.contains(shown[index].key) && !amounts.contains(shown[index].format)
        })
      {
        sorted.removeAll { $0.key == whole.key }
        sorted[slot] = whole
      }
    }
    return sorted.prefix(limit).map { (key: $0.key, format: $0.format) }
  }

  /// The most values of a choice that a row shows before its amounts; a
  /// longer list is of codes (currencies, countries, time zones).
  static let codeListSize = 20

  /// The most names of other records a row shows.
  static let relatedNameLimit = 2

  /// The names of the other records the record holds, each a field of its
  /// own, with its path: a transaction's `Contact` (its `Contact.Name`), an
  /// issue's `createdBy` (its `createdBy.username`), a history event's
  /// `artist` and `album`. A holder is another record when it has an id
  /// and a name of its own (or says who made or changed the record); never
  /// the parent the path names, the record's own object (`attributes`,
  /// `metadata`), a `parent`, a picture or a file.
  private mutating func relatedNames(
    of record: SchemaShape, leaving taken: Set<String>, parentWords: Set<String>, kindParts: Set<String>
  ) -> [(key: String, path: [String])] {
    var names: [(key: String, path: [String])] = []
    for property in record.properties where names.count < Self.relatedNameLimit {
      let name = property.name
      let spelled = Vocabulary.normalized(name)
      guard !name.hasPrefix("_"), !taken.contains(name), !Vocabulary.ownHolders.contains(name), spelled != "parent",
        !Vocabulary.namesParent(name, parentWords: parentWords), !Vocabulary.isParent(name, parentWords: parentWords),
        !Vocabulary.pictureWords.contains(where: { spelled.contains(Vocabulary.normalized($0)) }),
        let inner = schemas.property(name, of: record), inner.type == "object", !isMoney(inner),
        inner.properties.contains(where: { Vocabulary.isIDName($0.name) }) || Vocabulary.isActorStamp(name) || Vocabulary.accountWords.contains(spelled),
        let choice = ownTitle(of: inner, nested: true), choice.path.count == 1, choice.rank < Self.textRank,
        !Vocabulary.normalized(choice.path[0]).hasPrefix("file")
      else { continue }
      // NB: nor the `name` of a record of the row's own, which is the row's name again (a site's
      // `published_deploy`, which holds the `site_id`).
      if choice.path == ["name"], inner.properties.contains(where: { property in kindParts.contains { Vocabulary.normalized(property.name) == $0 + "id" } }) {
        continue
      }
      // NB: nor a name the record holds beside it (`artistName` beside `artist`).
      if record.properties.contains(where: { $0.name != name && Vocabulary.normalized($0.name).hasPrefix(spelled) && schemas.shape(of: $0.schema).type == "string" }) {
        continue
      }
      names.append((name, [name] + choice.path))
    }
    return names
  }

  /// The family name beside a given name that titles a person, at the same
  /// level: `last_name` beside `first_name`, `family_name` beside
  /// `given_name`, `User.LastName` beside `User.FirstName`.
  private mutating func familyName(after title: [String], in record: SchemaShape) -> [String]? {
    guard let given = title.last, ["firstname", "givenname"].contains(Vocabulary.normalized(given)) else { return nil }
    var holder = record
    for key in title.dropLast() {
      guard let inner = schemas.property(key, of: holder) else { return nil }
      holder = inner
    }
    let family = holder.properties.first { property in
      ["lastname", "familyname", "surname"].contains(Vocabulary.normalized(property.name)) && schemas.shape(of: property.schema).type == "string"
    }
    return family.map { title.dropLast() + [$0.name] }
  }

  /// The most amounts of money a list's row shows.
  static let listMoneyLimit = 2

  /// Whether an object is an amount of money (``MoneyAmount``): an
  /// `amount` or `value` beside a `currency` or `currency_code` text, and
  /// little else. A whole-number amount only where its description says it
  /// is in the currency's smallest unit (Square's "smallest denomination",
  /// Adyen's "minor units"); a fraction, or a text in a number's format.
  mutating func isMoney(_ shape: SchemaShape) -> Bool {
    guard shape.type == "object", (2...4).contains(shape.properties.count),
      let currencyKey = ["currency", "currency_code", "currencyCode"].first(where: { key in shape.properties.contains { $0.name == key } }),
      schemas.property(currencyKey, of: shape)?.type == "string",
      let amountKey = ["amount", "value"].first(where: { key in shape.properties.contains { $0.name == key } }),
      let amount = schemas.property(amountKey, of: shape)
    else { return false }
    switch amount.type {
    case "integer":
      let said = ((amount.description ?? "") + " " + (shape.description ?? "")).lowercased()
      return ["smallest", "minor unit", "cents", "lowest denominat"].contains { said.contains($0) }
    case "number": return true
    case "string": return amount.format.map { Vocabulary.numberTextFormats.contains($0.lowercased()) } ?? false
    default: return false
    }
  }

  /// The property that holds the record's picture: a string named like
  /// one (`avatar_url`, `image`, `photo_url`) that is an image's URL (its
  /// format is `uri`, its name ends in `url`, or the examples show a URL),
  /// or such a string inside an object property (`sprites.front_default`).
  /// Never an icon's name (`octicon: "repo"`).
  mutating func picture(of record: SchemaShape, examples: [OpenAPIJSON]) -> [String]? {
    func isPicture(_ name: String) -> Bool {
      let lower = Array(name.lowercased().utf8)
      return Vocabulary.pictureWordBytes.contains { Vocabulary.bytes(lower, contain: $0) }
    }
    func isURL(_ name: String, _ shape: SchemaShape, in examples: [OpenAPIJSON]) -> Bool {
      guard shape.type == "string", !["binary", "byte"].contains(shape.format ?? "") else { return false }
      let shown = examples.compactMap { $0[name]?.string } + [shape.example?.string].compactMap { $0 }
      if let text = shown.first { return Vocabulary.isHTTPURL(text) }
      let lower = name.lowercased()
      // NB: not a name ending in `src`: PhotoPrism's `ThumbSrc` says where a thumb came from.
      return ["uri", "url"].contains(shape.format ?? "") || lower.hasSuffix("url") || lower.hasSuffix("uri")
    }
    for (name, schema) in record.properties where isPicture(name) {
      if isURL(name, schemas.shape(of: schema), in: examples) { return [name] }
    }
    for (name, schema) in record.properties {
      let shape = schemas.shape(of: schema)
      // NB: never the face of who changed the record (a Netlify variable's `updated_by.avatar_url`).
      guard shape.type == "object", !Vocabulary.isActorStamp(name) else { continue }
      // NB: an object with an id named after it is another record, whose
      // picture is not this one's (a Xero contact's `BrandingTheme.LogoUrl`
      // beside `BrandingTheme.BrandingThemeID`), but for an avatar.
      let isAnotherRecord = shape.properties.contains { Vocabulary.normalized($0.name) == Vocabulary.normalized(name) + "id" }
      let inner = examples.compactMap { $0[name] }
      for (key, innerSchema) in shape.properties where isPicture(key) || isPicture(name) {
        if isAnotherRecord && !key.lowercased().contains("avatar") { continue }
        if isURL(key, schemas.shape(of: innerSchema), in: inner) { return [name, key] }
      }
    }
    return nil
  }

}
