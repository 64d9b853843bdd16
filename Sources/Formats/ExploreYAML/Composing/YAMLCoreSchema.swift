/// The YAML 1.2 core schema: what a scalar's text means, by its tag, or for
/// a plain scalar without a tag, by its form.
///
/// | form | value |
/// |---|---|
/// | `~`, `null`, `Null`, `NULL`, nothing | ``YAMLValue/null`` |
/// | `true`, `True`, `TRUE`, `false`, `False`, `FALSE` | ``YAMLValue/bool(_:)`` |
/// | `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+` | ``YAMLValue/integer(_:)``, or ``YAMLValue/number(_:)`` beyond `Int` |
/// | `[-+]?(\.[0-9]+\|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?.inf` (3 spellings), `.nan` (3 spellings) | ``YAMLValue/number(_:)`` |
/// | anything else | ``YAMLValue/string(_:)`` |
///
/// So YAML 1.1's booleans (`yes`, `on`, `y`), sexagesimals (`1:20`),
/// underscores in numbers (`1_000`) and dates stay text, as do `3.0.3` and
/// `2XX`.
enum YAMLCoreSchema {
  /// The value of a scalar.
  ///
  /// - Throws: a ``YAMLError`` at `mark` for a tag outside the core schema,
  ///   or one that does not fit the text.
  /// - Complexity: O(*n*) in the length of `text`.
  static func value(of text: String, style: YAMLScalarStyle, tag: YAMLTag?, at mark: YAMLMark) throws(YAMLError) -> YAMLValue {
    guard let tag else { return style == .plain ? plainValue(text) : .string(text) }
    func mismatch() -> YAMLError { mark.error(.tagMismatch(tag: tag.written, text: text)) }
    switch tag.name {
    case "!", YAMLTag.corePrefix + "str":
      return .string(text)
    case YAMLTag.corePrefix + "null":
      guard isNull(text) else { throw mismatch() }
      return .null
    case YAMLTag.corePrefix + "bool":
      guard let bool = bool(text) else { throw mismatch() }
      return .bool(bool)
    case YAMLTag.corePrefix + "int":
      guard let integer = integer(text) else { throw mismatch() }
      return integer
    case YAMLTag.corePrefix + "float":
      guard let number = integer(text) ?? float(text) else { throw mismatch() }
      if case .integer(let whole) = number { return .number(Double(whole)) }
      return number
    case YAMLTag.corePrefix + "seq", YAMLTag.corePrefix + "map":
      throw mismatch()
    default:
      throw mark.error(.unsupportedTag(tag.written))
    }
  }

  /// Refuses a collection's tag unless it is `!`, or `!!seq` on a
  /// sequence and `!!map` on a mapping.
  static func check(collectionTag tag: YAMLTag?, mapping: Bool, at mark: YAMLMark) throws(YAMLError) {
    guard let tag, tag.name != "!", tag.name != YAMLTag.corePrefix + (mapping ? "map" : "seq") else { return }
    switch tag.name {
    case YAMLTag.corePrefix + "str", YAMLTag.corePrefix + "null", YAMLTag.corePrefix + "bool", YAMLTag.corePrefix + "int",
      YAMLTag.corePrefix + "float", YAMLTag.corePrefix + "seq", YAMLTag.corePrefix + "map":
      throw mark.error(.tagMismatch(tag: tag.written, text: mapping ? "a mapping" : "a sequence"))
    default:
      throw mark.error(.unsupportedTag(tag.written))
    }
  }

  /// The value of a plain scalar without a tag.
  static func plainValue(_ text: String) -> YAMLValue {
    let utf8 = text.utf8
    guard let first = utf8.first else { return .null }
    // NB: most plain scalars are words; only these characters can start a
    // null, a boolean or a number.
    switch first {
    case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
      return isNull(text) ? .null : .string(text)
    case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
      return bool(text).map(YAMLValue.bool) ?? .string(text)
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
      return integer(text) ?? float(text) ?? .string(text)
    default:
      return .string(text)
    }
  }

  static func isNull(_ text: String) -> Bool {
    switch text {
    case "", "~", "null", "Null", "NULL": true
    default: false
    }
  }

  static func bool(_ text: String) -> Bool? {
    switch text {
    case "true", "True", "TRUE": true
    case "false", "False", "FALSE": false
    default: nil
    }
  }

  /// An integer in decimal (with a sign), `0o` octal or `0x` hex; beyond
  /// `Int`, the nearest `Double`.
  static func integer(_ text: String) -> YAMLValue? {
    var digits = Substring(text).utf8[...]
    var radix = 10
    var negative = false
    if digits.starts(with: "0x".utf8) || digits.starts(with: "0o".utf8) {
      radix = digits.dropFirst().first == UInt8(ascii: "x") ? 16 : 8
      digits = digits.dropFirst(2)
    } else if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      negative = sign == UInt8(ascii: "-")
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty else { return nil }
    var value = 0
    var overflow = false
    var approximate = 0.0
    for byte in digits {
      guard let digit = byte.hexValue, Int(digit) < radix else { return nil }
      if !overflow {
        let (product, productOverflow) = value.multipliedReportingOverflow(by: radix)
        let (sum, sumOverflow) = negative ? product.subtractingReportingOverflow(Int(digit)) : product.addingReportingOverflow(Int(digit))
        if productOverflow || sumOverflow {
          overflow = true
          approximate = Double(value)
        } else {
          value = sum
        }
      }
      if overflow { approximate = approximate * Double(radix) + (negative ? -Double(digit) : Double(digit)) }
    }
    // NB: beyond Int, a decimal is read again by Double for the nearest value.
    if overflow { return .number(radix == 10 ? Double(text) ?? approximate : approximate) }
    return .integer(value)
  }

  /// A float of the core schema's forms.
  static func float(_ text: String) -> YAMLValue? {
    switch text {
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity)
    case "-.inf", "-.Inf", "-.INF": return .number(-.infinity)
    case ".nan", ".NaN", ".NAN": return .number(.nan)
    default: break
    }
    let bytes = Array(text.utf8)
    var index = 0
    func digits() -> Int {
      let start = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - start
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
    let whole = digits()
    var fraction = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      fraction = digits()
    }
    guard whole > 0 || fraction > 0 else { return nil }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
      guard digits() > 0 else { return nil }
    }
    guard index == bytes.count else { return nil }
    // NB: Swift's Double reads `1.` and `.5` too, but not in every
    // version; write them out in full.
    var normalised = text
    if whole == 0 { normalised = normalised.replacingFirst(".", with: "0.") }
    return Double(normalised).map(YAMLValue.number)
  }
}

extension String {
  /// The text with the first `target` replaced.
  fileprivate func replacingFirst(_ target: Character, with replacement: String) -> String {
    guard let index = firstIndex(of: target) else { return self }
    return self[..<index] + replacement + self[self.index(after: index)...]
  }
}
