package import ExploreCore
import Foundation

extension ItemMapping {
  /// The item `record` maps to.
  ///
  /// - Parameters:
  ///   - record: one JSON object.
  ///   - hooks: the functions of the mapping's custom formats and
  ///     subtitles, which a provider written in Swift registers.
  ///   - notes: where display fields that are missing or malformed are
  ///     noted; the decoding's current notes by default.
  /// - Throws: ``ItemMappingError`` when the record is not an object or
  ///   lacks its id, or its title unless ``titleMayBeMissing``.
  /// - Complexity: O(*f*) hash lookups for *f* fields, subtitle parts and
  ///   references, plus the length of the reference arrays.
  package func item(from record: JSONValue, hooks: MappingHooks = .none, notes: DecodingNotes? = DecodingNotes.current) throws -> Item {
    try item(from: record, at: MappingLocation(keys: [], index: nil), hooks: hooks, notes: notes)
  }

  /// The item of `record`, at `location` in the response.
  package func item(from record: JSONValue, at location: MappingLocation, hooks: MappingHooks, notes: DecodingNotes?) throws -> Item {
    if let wrapper, let inner = Self.unwrapped(record, wrapper) {
      var innerLocation = location
      innerLocation.path.append(wrapper)
      return try item(from: inner, at: innerLocation, hooks: hooks, notes: notes)
    }
    guard case .object = record else {
      throw ItemMappingError(jsonPath: location.describe(), reason: "expected an object but found \(record.typeName)")
    }
    let (id, idIsPosition) = try identifier(of: record, at: location, notes: notes)
    var mapped: [ItemField] = []
    mapped.reserveCapacity(fields.count)
    for field in fields {
      if let value = value(of: field, in: record, at: location, hooks: hooks, notes: notes) {
        mapped.append(ItemField(key: field.key, label: field.label, value: value))
      }
    }
    // NB: a title in a format of its own (a span's start written as a number since 1970) reads as that format says.
    var found = record[self.title]
    // NB: a record of another kind in the same list (a TV show among movies) has its title elsewhere.
    if found == nil || found == .null, !titleOr.isEmpty { found = titleOr.lazy.compactMap { record[$0] }.first { $0 != .null } ?? found }
    let format = titleFormat.flatMap { $0 == .text ? nil : $0 }
    let formatted = format.flatMap { format in found.flatMap { Self.convert($0, format, hooks: hooks) } }.flatMap(Self.titleText)
    let expected = format?.expected ?? "a string"
    let title: String
    switch (formatted, format, found) {
    case (let text?, _, _):
      title = text
    case (nil, nil, .string(let text)?):
      title = titleWith.reduce(into: text) { title, path in
        if case .string(let more)? = record[path], !more.allSatisfy(\.isWhitespace) { title += " " + more }
      }
    // NB: a whole number is a title as the API writes it (a version's `3`).
    case (nil, nil, .integer(let number)?):
      title = String(number)
    case _ where titleMayBeMissing:
      let reason = found.map { "expected \(expected) but found \($0.noteDescription)" } ?? "the field is missing"
      // NB: a record known by its position reads better by a short text of its own.
      let text = idIsPosition ? mapped.lazy.compactMap { field -> String? in if case .text(let text) = field.value { text } else { nil } }.first : nil
      notes?.add("\(location.describe(self.title, anyIndex: true)): \(reason), so the record's \(text == nil ? "id" : "first text") is its title")
      title = text.map { String($0.prefix(80)) } ?? id
    default:
      throw required(self.title, in: record, at: location, expected: expected)
    }
    var referenced: [String: [String]] = [:]
    for (index, reference) in references.enumerated() {
      let value = record[reference.path]
      if case .array(let elements)? = value {
        referenced[reference.name] = Self.referenceIDs(elements)
      } else if let single = value, let ids = Self.singleReference(single) {
        referenced[reference.name] = ids
      } else {
        referenced[reference.name] = []
        // NB: a field that reads the same path has noted it already; `null` is absent without a note.
        if referenceNotes[index], value != .null { note(value, expected: "an array", at: reference.path, location, notes) }
      }
    }
    return Item(
      id: id, kind: kind, title: title, subtitle: subtitle(of: record, hooks: hooks), fields: mapped,
      webURL: webURL(of: record, id: id, at: location, notes: notes), picture: picture(of: record, at: location, notes: notes),
      references: referenced
    )
  }

  /// The record's id, and whether it is its position (``idMayBeMissing``).
  private func identifier(of record: JSONValue, at location: MappingLocation, notes: DecodingNotes?) throws -> (String, Bool) {
    if case .position = id { return (Self.positionID(page: location.page ?? 1, row: (location.index ?? 0) + 1), true) }
    do {
      return (try identifier(of: record, at: location), false)
    } catch {
      guard idMayBeMissing else { throw error }
      let path: JSONPath =
        switch id {
        case .key(let path), .urlPath(let path), .lastPathSegment(let path): path
        case .position: []
        }
      notes?.add("\(location.describe(path, anyIndex: true)): \((error as? ItemMappingError)?.reason ?? "\(error)"), so the record's position is its id, and it has no detail")
      return (Self.positionID(page: location.page ?? 1, row: (location.index ?? 0) + 1), true)
    }
  }

  /// The id of a record that lacks its own (``idMayBeMissing``): `#2.3`
  /// for the third row of page 2, unique in a list and never an API's id.
  package static func positionID(page: Int, row: Int) -> String { "#\(page).\(row)" }

  /// Whether `id` is one ``positionID(page:row:)`` made.
  package static func isPositionID(_ id: String) -> Bool {
    let parts = id.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
    return id.hasPrefix("#") && parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
  }

  private func identifier(of record: JSONValue, at location: MappingLocation) throws -> String {
    switch id {
    case .key(let path):
      switch record[path] {
      case .string(let text)? where !text.isEmpty: return text
      case .integer(let number)?: return String(number)
      default: throw required(path, in: record, at: location, expected: "a non-empty string or an integer")
      }
    case .urlPath(let path):
      guard case .string(let url)? = record[path], let id = ReferenceID.parse(url) else {
        throw required(path, in: record, at: location, expected: "a URL that ends in the record's number")
      }
      return id
    case .lastPathSegment(let path):
      guard case .string(let url)? = record[path], let id = Self.lastPathSegment(of: url) else {
        throw required(path, in: record, at: location, expected: "a URL whose path ends in the record's id")
      }
      return id
    case .position:
      return Self.positionID(page: location.page ?? 1, row: (location.index ?? 0) + 1)
    }
  }

  /// The last non-empty segment of `url`'s path, percent-decoded, or
  /// `nil` when there is none.
  static func lastPathSegment(of url: String) -> String? {
    let path = url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
    guard let last = path.split(separator: "/", omittingEmptySubsequences: true).last, !last.contains(":") else { return nil }
    let segment = String(last).removingPercentEncoding ?? String(last)
    return segment.isEmpty ? nil : segment
  }

  private func required(_ path: JSONPath, in record: JSONValue, at location: MappingLocation, expected: String) -> ItemMappingError {
    let reason = record[path].map { "expected \(expected) but found \($0.noteDescription)" } ?? "the required field is missing"
    return ItemMappingError(jsonPath: location.describe(path), reason: reason)
  }

  private func value(
    of field: FieldMapping, in record: JSONValue, at location: MappingLocation, hooks: MappingHooks, notes: DecodingNotes?
  ) -> FieldValue? {
    switch record[field.path] {
    case nil:
      note(nil, expected: "", at: field.path, location, notes)
    case .null?:
      break
    case let json?:
      if let value = Self.convert(json, field.format, hooks: hooks) { return value }
      switch (field.format, json) {
      // NB: blank text, a time of 0 or less ("never"), or what a custom format leaves out.
      case (.text, .string), (.webAddress, .string), (.timestamp, .integer), (.timestamp, .number), (.custom, _): break
      default: note(json, expected: field.format.expected, at: field.path, location, notes)
      }
    }
    return field.absent
  }

  /// `json` as `format`, or `nil` when it is malformed (or blank text).
  static func convert(_ json: JSONValue, _ format: FieldFormat, hooks: MappingHooks) -> FieldValue? {
    switch (format, json) {
    case (.text, .string(let text)): return text.allSatisfy(\.isWhitespace) ? nil : .text(text)
    case (.integer, .integer(let number)): return .integer(number)
    case (.number, .integer(let number)): return .number(Double(number))
    case (.number, .number(let number)): return .number(number)
    case (.bool, .bool(let flag)): return .bool(flag)
    case (.count, .array(let elements)): return .integer(elements.count)
    case (.date, .string(let text)): return ISO8601Parsing.date(from: text).map(FieldValue.date)
    case (.timestamp, .integer(let number)): return unixTime(Double(number))
    case (.timestamp, .number(let number)): return unixTime(number)
    case (.timestamp, .string(let text)): return microsoftJSONDate(text)
    case (.money, _): return MoneyAmount.text(of: json).map(FieldValue.text)
    case (.url, .string(let text)): return URL(string: text).map(FieldValue.url)
    case (.webAddress, .string(let text)): return webAddress(text)
    case (.list, .array(let elements)):
      var texts: [String] = []
      texts.reserveCapacity(elements.count)
      for element in elements {
        guard case .string(let text) = element else { return nil }
        texts.append(text)
      }
      return .list(texts)
    case (.references, .array(let elements)): return .list(referenceIDs(elements))
    case (.references, _): return singleReference(json).map(FieldValue.list)
    case (.custom(let name), _):
      guard let read = hooks.formats[name] else { preconditionFailure("The custom format '\(name)' is registered in no MappingHooks given to the mapping") }
      return read(json)
    default: return nil
    }
  }

  /// The text a title in a format of its own reads: a date in ISO 8601
  /// (`2024-11-01T00:00:00Z`), a number as written; `nil` for none.
  static func titleText(_ value: FieldValue) -> String? {
    switch value {
    case .text(let text): text
    case .integer(let number): String(number)
    case .number(let number): String(number)
    case .bool(let flag): String(flag)
    case .date(let date): date.formatted(.iso8601)
    case .url(let url): url.absoluteString
    case .list(let texts): texts.isEmpty ? nil : texts.joined(separator: ", ")
    case .none: nil
    }
  }

  /// The date `number` says since 1970, read as seconds unless it is too
  /// large to be (after the year 5138): then as milliseconds, microseconds
  /// or nanoseconds. `nil` for 0 or less.
  static func unixTime(_ number: Double) -> FieldValue? {
    guard number.isFinite, number > 0 else { return nil }
    var seconds = number
    while seconds >= 100_000_000_000 { seconds /= 1000 }
    return .date(Date(timeIntervalSince1970: seconds))
  }

  /// The date of a Microsoft JSON date, the milliseconds since 1970 that
  /// .NET writes as `/Date(1511827200000+0000)/` (the zone says where the
  /// time was taken, not the instant); `nil` for any other text.
  static func microsoftJSONDate(_ text: String) -> FieldValue? {
    guard text.hasPrefix("/Date("), text.hasSuffix(")/") else { return nil }
    let inner = text.dropFirst(6).dropLast(2)
    let digits = inner.first == "-" ? inner.prefix(1) + inner.dropFirst().prefix(while: \.isNumber) : inner.prefix(while: \.isNumber)
    guard let milliseconds = Double(digits), milliseconds != 0 else { return nil }
    return .date(Date(timeIntervalSince1970: milliseconds / 1000))
  }

  /// A website as typed: a link with its scheme, else the text; `nil` when
  /// blank.
  static func webAddress(_ text: String) -> FieldValue? {
    let address = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !address.isEmpty else { return nil }
    let lowercased = address.lowercased()
    if lowercased.hasPrefix("http://") || lowercased.hasPrefix("https://"), let url = URL(string: address) {
      return .url(url)
    }
    return .text(address)
  }

  /// The id of one reference where an API links a single record (`"series":
  /// "https://…/series/2/"`, or a plain id), as a list of one; `nil` when
  /// `json` is neither.
  static func singleReference(_ json: JSONValue) -> [String]? {
    switch json {
    case .integer, .string:
      let ids = referenceIDs([json])
      return ids.isEmpty ? nil : ids
    default: return nil
    }
  }

  /// The ids of reference URLs (the number at the end of each) or of
  /// plain ids, in order, skipping anything else.
  static func referenceIDs(_ elements: [JSONValue]) -> [String] {
    elements.compactMap { element in
      switch element {
      case .integer(let number): String(number)
      case .string(let text): ReferenceID.parse(text)
      default: nil
      }
    }
  }

  private func subtitle(of record: JSONValue, hooks: MappingHooks) -> String? {
    func text(_ path: JSONPath) -> String? {
      guard case .string(let text)? = record[path], !text.allSatisfy(\.isWhitespace) else { return nil }
      return text
    }
    switch subtitle {
    case nil: return nil
    case .text(let path): return text(path)
    case .joined(let paths, let separator):
      let parts = paths.compactMap(text)
      return parts.isEmpty ? nil : parts.joined(separator: separator)
    case .custom(let name):
      guard let make = hooks.subtitles[name] else { preconditionFailure("The custom subtitle '\(name)' is registered in no MappingHooks given to the mapping") }
      return make(record)
    }
  }

  private func webURL(of record: JSONValue, id: String, at location: MappingLocation, notes: DecodingNotes?) -> URL? {
    switch webPage {
    case nil: return nil
    case .template(let template): return WebPageMapping.url(template, id: id)
    case .key(let path):
      let json = record[path]
      if case .string(let text)? = json, let url = URL(string: text) { return url }
      if json != .null { note(json, expected: "a URL", at: path, location, notes) }
      return nil
    }
  }

  private func picture(of record: JSONValue, at location: MappingLocation, notes: DecodingNotes?) -> ItemPicture? {
    guard let picture, let json = record[picture.path], json != .null else { return nil }
    if case .string(let text) = json, let url = URL(string: text) { return ItemPicture(url: url, sizeQueryItem: picture.sizeQueryItem) }
    note(json, expected: "a URL", at: picture.path, location, notes)
    return nil
  }

  /// Notes that the value at `path` was left out: missing (`found` is
  /// `nil`) or not what was `expected`.
  private func note(_ found: JSONValue?, expected: String, at path: JSONPath, _ location: MappingLocation, _ notes: DecodingNotes?) {
    guard let notes else { return }
    let reason = found.map { "expected \(expected) but found \($0.noteDescription)" } ?? "the field is missing"
    notes.add(reason, atPath: location.describe(path, anyIndex: true))
  }

  /// The record `wrapper` holds in `record`: an object, or the first object
  /// of an array (Xero answers `/Accounts/{id}` with `{"Accounts": [{…}]}`,
  /// the record asked for); `nil` when it holds neither.
  package static func unwrapped(_ record: JSONValue, _ wrapper: String) -> JSONValue? {
    guard case .object(let object) = record, let inner = object[wrapper] else { return nil }
    switch inner {
    case .object: return inner
    case .array(let elements): if case .object? = elements.first { return elements.first } else { return nil }
    default: return nil
    }
  }
}
