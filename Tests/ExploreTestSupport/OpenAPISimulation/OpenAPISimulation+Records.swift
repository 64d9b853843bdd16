import Foundation

extension OpenAPISimulation {
  /// Where a generated value goes: its list, its record, and the request.
  struct Place {
    var list: String
    var record: Int
    /// The mount's URL and the base path, for links.
    var origin: String
    /// The request's path arguments, by parameter name.
    var arguments: [String: String]
    /// The same, by the letters and digits of the name (`ownerid`).
    var argumentsByKey: [String: String]
    /// The document's example of a record, for its properties' values.
    var example: Value?
    /// The seed of the record's values.
    var seed: UInt64

    init(list: String, record: Int, origin: String, arguments: [String: String], example: Value? = nil, seed: UInt64) {
      self.list = list
      self.record = record
      self.origin = origin
      self.arguments = arguments
      self.argumentsByKey = Dictionary(arguments.map { (OpenAPISimulation.normalized($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
      self.example = example
      self.seed = Seed.mix(seed ^ Seed.hash(list), UInt64(bitPattern: Int64(record)))
    }
  }

  /// Record `position` of `operation`'s list.
  func record(_ position: Int, of operation: Operation, arguments: [String: String], origin: String) -> Value? {
    guard let shape = operation.recordShape else { return nil }
    let place = Place(list: operation.template, record: position, origin: origin, arguments: arguments, example: exampleRecord(operation), seed: seed)
    var budget = 300
    let naming = Shape.Naming(Self.singular(Self.lastWord(operation.template)))
    var record = generate(shape, naming: naming, seed: place.seed, place, depth: 0, budget: &budget)
    makeOwnIDsUnique(in: &record, kind: naming.key, position: position)
    setIdentity(of: operation, position: position, place: place, in: &record)
    return record
  }

  /// The record's own ids (`id`, `uuid`, `uid`, `<kind>_id`) and the keys
  /// that name one record (`username`, `login`, `slug`, `key`, `kid`,
  /// `code`, a types list's `type`) made one per record, as a real API's
  /// are: another id (`owner_id`) is a reference, which repeats.
  func makeOwnIDsUnique(in record: inout Value, kind: String, position: Int) {
    let own: Set<String> = [
      "id", "uuid", "uid", "guid", "gid", kind + "id", kind + "uuid", "username", "login", "slug", "key", "kid", "handle", "code", kind,
    ]
    for (name, value) in record.entries {
      // NB: and one level down, in the record's own object (Kubernetes'
      // `metadata.uid`, JSON:API's `attributes`).
      if case .object = value, ["metadata", "attributes", "meta", "info"].contains(Self.normalized(name)) {
        for (inner, innerValue) in value.entries where ["id", "uid", "uuid", "guid"].contains(Self.normalized(inner)) {
          if let unique = Self.unique(innerValue, name: inner, position: position) { record.set(unique, at: [name, inner][...]) }
        }
        continue
      }
      guard own.contains(Self.normalized(name)), let unique = Self.unique(value, name: name, position: position) else { continue }
      record.set(unique, at: [name][...])
    }
  }

  /// `value` made the one of record `position`: a number, a UUID or a text
  /// that holds the position; `nil` for a value of another kind.
  static func unique(_ value: Value, name: String, position: Int) -> Value? {
    switch value {
    case .integer:
      return .integer(10_000 + position)
    case .string(let text) where text.count == 36 && text.filter({ $0 == "-" }).count == 4:
      let digits = String(position)
      return .string("00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits)
    case .string(let text) where !text.isEmpty:
      return .string("\(normalized(name))-\(position + 1)")
    default:
      return nil
    }
  }

  /// The document's example of one record of `operation`, if it gives one.
  func exampleRecord(_ operation: Operation) -> Value? {
    guard var example = operation.example else { return nil }
    for key in operation.recordsAt ?? [] { example = example[key] ?? .null }
    return example.array?.first
  }

  func setIdentity(of operation: Operation, position: Int, place: Place, in record: inout Value) {
    switch operation.identity {
    case .property(let path, _, _):
      record.set(identityValue(position, of: operation), at: path[...])
    case .link(let name):
      guard let detail = operation.detail, let id = identityText(position, of: operation) else { return }
      let segments = Self.segments(detail)
      var url = place.origin
      for (index, segment) in segments.enumerated() {
        switch segment {
        case .text(let text): url += "/" + text
        case .parameter(let parameter, let prefix, let suffix):
          let value = index == segments.count - 1 ? id : place.arguments[parameter] ?? "1"
          url += "/" + prefix + (value.addingPercentEncoding(withAllowedCharacters: Self.segmentCharacters) ?? value) + suffix
        }
      }
      record.set(.string(detail.hasSuffix("/") ? url + "/" : url), at: [name])
    case .none:
      break
    }
  }

  /// The identity of record `position`: a whole number, a UUID, or text
  /// that holds its number.
  func identityValue(_ position: Int, of operation: Operation) -> Value {
    var random = Seed(seed, operation.template, "identity")
    let base = 1000 + random.below(90) * 100
    switch operation.identity {
    case .link: return .string(String(base + position))
    case .property(_, true, _): return .integer(base + position)
    case .property(_, _, true):
      var generator = Seed(seed, operation.template, "uuid", String(position))
      return .string(Self.uuid(&generator))
    case .property(let path, _, _):
      let name = path.last ?? "id"
      let key = Self.normalized(name)
      if ["id", "uuid", "key"].contains(key) || key.hasSuffix("id") {
        let word = Self.normalized(Self.singular(Self.lastWord(operation.template))).prefix(12)
        return .string("\(word.isEmpty ? "item" : String(word))-\(position + 1)")
      }
      let example = path.reduce(exampleRecord(operation)) { $0?[$1] }?.string.flatMap(Self.usableExample)
      return .string("\(example ?? Self.humanized(name)) \(position + 1)")
    case .none: return .null
    }
  }

  func identityText(_ position: Int, of operation: Operation) -> String? {
    identityValue(position, of: operation).scalarText
  }

  /// The position of the record whose identity is `text`.
  func position(of text: String, in operation: Operation) -> Int? {
    state.withLock { state in
      if let known = state.positions[operation.template] { return known[text] }
      var positions: [String: Int] = [:]
      for position in 0..<operation.count {
        if let identity = identityText(position, of: operation) { positions[identity] = position }
      }
      state.positions[operation.template] = positions
      return positions[text]
    }
  }

  /// A value of `shape`, seeded by `seed` (its place in the record).
  func generate(_ shape: Shape, naming: Shape.Naming, seed: UInt64, _ place: Place, depth: Int, budget: inout Int, example: Value? = nil) -> Value {
    budget -= 1
    var random = Seed(raw: seed)
    switch shape.kind {
    case .choice:
      guard !shape.branches.isEmpty else { return .null }
      let branch = shape.branches[random.below(shape.branches.count)]
      return generate(branch, naming: naming, seed: Seed.mix(seed, 0xB4), place, depth: depth, budget: &budget, example: example)
    case .object:
      var entries: [(String, Value)] = []
      if shape.properties.isEmpty, let additional = shape.additional, depth < 3 {
        for index in 0..<random.below(3) {
          let inner = generate(additional, naming: naming, seed: Seed.mix(seed, UInt64(index) &+ 0xA11A), place, depth: depth + 1, budget: &budget)
          entries.append(("key\(index + 1)", inner))
        }
      }
      for property in shape.properties {
        let inner = Seed.mix(seed, property.naming.hash)
        var chance = Seed(raw: inner ^ 0x0E)
        if !property.isRequired, chance.oneIn(5) || budget <= 0 || depth >= 4 { continue }
        guard depth < 6 else { continue }
        if property.shape.nullable, chance.oneIn(10) {
          entries.append((property.name, .null))
          continue
        }
        if let argument = place.argumentsByKey[property.naming.key] {
          entries.append((property.name, property.shape.kind == .integer ? Int(argument).map(Value.integer) ?? .string(argument) : .string(argument)))
          continue
        }
        let innerExample = depth == 0 ? place.example?[property.name] : nil
        entries.append((property.name, generate(property.shape, naming: property.naming, seed: inner, place, depth: depth + 1, budget: &budget, example: innerExample)))
      }
      return .object(entries)
    case .array:
      guard let items = shape.items else { return .array([]) }
      let count = depth >= 3 || budget <= 0 ? min(shape.minItems, 1) : max(min(shape.minItems, 3), random.below(3))
      return .array(
        (0..<count).map { index in
          generate(items, naming: naming, seed: Seed.mix(seed, UInt64(index) &+ 0xA11A), place, depth: depth + 1, budget: &budget)
        })
    case .string:
      return .string(text(shape, naming: naming, number: place.record + 1, random: &random, example: example))
    case .integer:
      if !shape.enumValues.isEmpty { return shape.enumValues[random.below(shape.enumValues.count)] }
      if naming.key.hasSuffix("id") { return .integer(100 + random.below(5)) }
      let low = shape.minimum ?? 0
      let high = max(low, min(shape.maximum ?? (low + 1000), low + 1_000_000))
      return .integer(low + random.below(high - low + 1))
    case .number:
      return .number(Double(shape.minimum ?? 0) + Double(random.below(100_000)) / 100)
    case .boolean:
      return .bool(random.oneIn(2))
    case .unknown:
      if let given = shape.example ?? example { return given }
      return .string("\(naming.words) \(place.record + 1)")
    }
  }

  /// A text value: its enum, its format, or its example (or name) and the
  /// record's number.
  func text(_ shape: Shape, naming: Shape.Naming, number: Int, random: inout Seed, example: Value?) -> String {
    if !shape.enumValues.isEmpty { return shape.enumValues[random.below(shape.enumValues.count)].scalarText ?? "" }
    let key = naming.key
    let slug = key.isEmpty ? "value" : key
    switch shape.format ?? "" {
    case "date-time": return Self.date(&random) + "T\(Self.two(random.below(24))):\(Self.two(random.below(60))):\(Self.two(random.below(60)))Z"
    case "date": return Self.date(&random)
    case "uuid": return Self.uuid(&random)
    case "uri", "url", "uri-reference", "iri": return "https://example.com/\(slug)/\(number)"
    case "email": return "\(slug)\(number)@example.com"
    case "ipv4": return "10.0.\(random.below(256)).\(random.below(256))"
    case "hostname": return "host\(number).example.com"
    case "byte": return Data("\(slug)\(number)".utf8).base64EncodedString()
    case "int64", "int32": return String(random.below(1_000_000))
    default: break
    }
    if key.hasSuffix("url") || key.hasSuffix("uri") || key == "href" || key.hasSuffix("link") { return "https://example.com/\(slug)/\(number)" }
    if key.hasSuffix("id") || key.hasSuffix("uuid") || key.hasSuffix("key") || key.hasSuffix("token") || key.hasSuffix("hash") {
      return "\(slug)-\(random.below(5) + 1)"
    }
    if key.hasSuffix("date") || key.hasSuffix("time") || (key.hasSuffix("at") && key.count > 4) { return Self.date(&random) + "T10:00:00Z" }
    let base = (shape.example ?? example)?.string.flatMap(Self.usableExample) ?? naming.words
    return naming.isKind ? base : "\(base) \(number)"
  }

  static func date(_ random: inout Seed) -> String { "2024-\(two(1 + random.below(12)))-\(two(1 + random.below(28)))" }

  static func two(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }

  /// What a path segment may hold unescaped.
  static let segmentCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))

  static let kindNames: Set<String> = [
    "type", "kind", "object", "status", "state", "category", "role", "level", "severity", "visibility", "resourcetype", "currency", "locale",
    "language", "country", "timezone",
  ]

  /// An example short enough to stand for a value: one line, at most 40 characters.
  static func usableExample(_ text: String) -> String? {
    text.isEmpty || text.count > 40 || text.contains("\n") ? nil : text
  }

  /// `Display name` for `display_name` or `displayName`.
  static func humanized(_ name: String) -> String {
    var words = ""
    for character in name {
      if character == "_" || character == "-" || character == "." {
        words += " "
      } else if character.isUppercase, let last = words.last, last.isLowercase {
        words += " " + character.lowercased()
      } else {
        words.append(character)
      }
    }
    let trimmed = words.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty ? "Value" : trimmed.prefix(1).uppercased() + trimmed.dropFirst()
  }

  /// `toy` for `toys`, `category` for `categories`.
  static func singular(_ word: String) -> String {
    if word.hasSuffix("ies") { return word.dropLast(3) + "y" }
    if word.hasSuffix("ses") || word.hasSuffix("xes") { return String(word.dropLast(2)) }
    if word.hasSuffix("s"), !word.hasSuffix("ss") { return String(word.dropLast()) }
    return word
  }

  static func uuid(_ random: inout Seed) -> String {
    let hex = (0..<4).map { _ in String(format: "%08x", UInt32(truncatingIfNeeded: random.next())) }.joined()
    let characters = Array(hex)
    return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(characters[$0]) }.joined(separator: "-")
  }
}
