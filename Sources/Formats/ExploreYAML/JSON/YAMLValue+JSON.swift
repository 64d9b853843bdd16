extension YAMLValue {
  /// The value as JSON text (RFC 8259) in UTF-8, compact, with mappings'
  /// entries in their order.
  ///
  /// ```swift
  /// let json = try YAMLReader.read(Array("a: [1, x]".utf8)).jsonBytes()
  /// // {"a":[1,"x"]}
  /// ```
  ///
  /// Strings escape `"`, `\` and the control characters (C0, DEL, C1, and
  /// U+FFFE and U+FFFF); other characters are written as themselves. Integers are written in decimal; other
  /// numbers in Swift's shortest form that reads back the same (`0.1`,
  /// `1e+100`). `.inf` and `.nan`, which JSON cannot hold, are written as
  /// `null`: ``YAMLReader/readJSON(_:limits:)`` refuses them instead, with
  /// their line and column.
  ///
  /// The tree is walked with a stack of its own, so a deep one costs
  /// memory, not the call stack.
  ///
  /// - Complexity: O(*n*) in the size of the output.
  public func jsonBytes() -> [UInt8] {
    var output: [UInt8] = []
    var writer = YAMLJSONWriter()
    writer.write(self, to: &output)
    return output
  }
}

/// Writes a ``YAMLValue`` as JSON without recursion: the work to do is a
/// stack of values and of the punctuation between them.
struct YAMLJSONWriter {
  enum Work {
    case value(YAMLValue)
    case key(String)
    case byte(UInt8)
  }

  var work: [Work] = []

  mutating func write(_ value: YAMLValue, to output: inout [UInt8]) {
    work.append(.value(value))
    while let next = work.popLast() {
      switch next {
      case .byte(let byte):
        output.append(byte)
      case .key(let key):
        Self.write(string: key, to: &output)
        output.append(UInt8(ascii: ":"))
      case .value(let value):
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let bool): output.append(contentsOf: (bool ? "true" : "false").utf8)
        case .integer(let integer): output.append(contentsOf: String(integer).utf8)
        case .number(let number): output.append(contentsOf: (number.isFinite ? number.description : "null").utf8)
        case .string(let string): Self.write(string: string, to: &output)
        case .sequence(let items):
          output.append(UInt8(ascii: "["))
          work.append(.byte(UInt8(ascii: "]")))
          for (index, item) in items.enumerated().reversed() {
            work.append(.value(item))
            if index > 0 { work.append(.byte(UInt8(ascii: ","))) }
          }
        case .mapping(let entries):
          output.append(UInt8(ascii: "{"))
          work.append(.byte(UInt8(ascii: "}")))
          for (index, entry) in entries.enumerated().reversed() {
            work.append(.value(entry.value))
            work.append(.key(entry.key))
            if index > 0 { work.append(.byte(UInt8(ascii: ","))) }
          }
        }
      }
    }
  }

  /// `string` in double quotes, with `"`, `\` and the control characters
  /// escaped: C0 and DEL, C1 (U+0080-U+009F), and U+FFFE and U+FFFF, so that
  /// the JSON is also YAML that reads back as the same text.
  static func write(string: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var string = string
    string.withUTF8 { bytes in
      write(utf8: bytes, to: &output)
    }
    output.append(UInt8(ascii: "\""))
  }

  static func write(utf8 bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
      case 0x0A: output.append(contentsOf: #"\n"#.utf8)
      case 0x0D: output.append(contentsOf: #"\r"#.utf8)
      case 0x09: output.append(contentsOf: #"\t"#.utf8)
      case 0..<0x20, 0x7F: writeEscape(UInt32(byte), to: &output)
      case 0xC2 where index < bytes.count && (0x80...0x9F).contains(bytes[index]):
        writeEscape(UInt32(bytes[index]), to: &output)
        index += 1
      case 0xEF where index + 1 < bytes.count && bytes[index] == 0xBF && bytes[index + 1] >= 0xBE:
        writeEscape(bytes[index + 1] == 0xBE ? 0xFFFE : 0xFFFF, to: &output)
        index += 2
      default: output.append(byte)
      }
    }
  }

  /// `\u` and four hex digits.
  static func writeEscape(_ code: UInt32, to output: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    output.append(contentsOf: #"\u"#.utf8)
    for shift in [12, 8, 4, 0] {
      output.append(hex[Int((code >> UInt32(shift)) & 0xF)])
    }
  }
}
