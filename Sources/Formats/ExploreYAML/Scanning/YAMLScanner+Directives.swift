extension YAMLScanner {
  /// A directive at the start of a line: `%YAML 1.2`, `%TAG !e! prefix`,
  /// or a reserved one, which YAML says to ignore.
  mutating func fetchDirective() throws(YAMLError) {
    unwindIndent(to: -1)
    try removeSimpleKey()
    allowSimpleKey = false
    let start = mark
    forward()
    let name = word()
    let kind: YAMLToken.Kind
    switch name {
    case "YAML":
      let version = parameter()
      let parts = version.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
        throw start.error(.invalidDirective("%YAML " + version))
      }
      guard parts[0] == "1" else { throw start.error(.unsupportedVersion(version)) }
      kind = .versionDirective(version)
    case "TAG":
      let handle = parameter()
      let prefix = parameter()
      guard Self.isTagHandle(handle), !prefix.isEmpty, prefix.utf8.first.map({ !$0.isFlowIndicator }) ?? false else {
        throw start.error(.invalidDirective("%TAG " + handle + " " + prefix))
      }
      kind = .tagDirective(handle: handle, prefix: try percentDecoded(prefix, start: start))
    default:
      while !text[index].isBreakOrEnd, !(text[index] == .hash && text[index - 1].isBlank) {
        forward()
      }
      kind = .reservedDirective
    }
    while text[index].isBlank {
      forward()
    }
    if text[index] == .hash, text[index - 1].isBlank {
      while !text[index].isBreakOrEnd {
        forward()
      }
    }
    guard text[index].isBreakOrEnd else { throw start.error(.invalidDirective(lineText(from: start))) }
    append(kind, at: start)
  }

  /// The characters up to the next space, tab, line break or end.
  mutating func word() -> String {
    let start = index
    while !text[index].isBlankOrBreakOrEnd {
      forward()
    }
    return String(decoding: text[start..<index], as: UTF8.self)
  }

  /// The next word after spaces and tabs on this line, or "" when there is none.
  mutating func parameter() -> String {
    while text[index].isBlank {
      forward()
    }
    return text[index] == .hash ? "" : word()
  }

  /// The rest of the line from `start`, for an error.
  func lineText(from start: YAMLMark) -> String {
    var end = start.offset
    while !text[end].isBreakOrEnd {
      end += 1
    }
    return String(decoding: text[start.offset..<end], as: UTF8.self)
  }

  /// `!`, `!!`, or `!` word characters `!`.
  static func isTagHandle(_ handle: String) -> Bool {
    let bytes = Array(handle.utf8)
    guard bytes.first == .exclamation else { return false }
    if bytes.count == 1 { return true }
    return bytes.last == .exclamation && bytes.dropFirst().dropLast().allSatisfy(\.isWordCharacter)
  }

  /// A tag at `index` (its `!`), as its handle and its suffix with `%XX` escapes decoded.
  ///
  /// `!<tag:yaml.org,2002:str>` is verbatim (the empty handle); `!` alone is
  /// the non-specific tag; `!local` has the handle `!`, `!!str` the handle
  /// `!!`, and `!e!thing` the handle `!e!`.
  mutating func scanTag() throws(YAMLError) -> (handle: String, suffix: String) {
    let start = mark
    forward()
    let handle: String
    let suffix: String
    if text[index] == .lessThan {
      forward()
      let uriStart = index
      while text[index].isURICharacter {
        forward()
      }
      guard text[index] == .greaterThan, index > uriStart else { throw start.error(.invalidTag(lineText(from: start))) }
      let uri = String(decoding: text[uriStart..<index], as: UTF8.self)
      forward()
      handle = ""
      suffix = try percentDecoded(uri, start: start)
    } else {
      var end = index
      while text[end].isWordCharacter {
        end += 1
      }
      if text[end] == .exclamation {
        handle = "!" + String(decoding: text[index..<end], as: UTF8.self) + "!"
        forward(end - index + 1)
      } else {
        handle = "!"
      }
      let suffixStart = index
      while text[index].isURICharacter, text[index] != .exclamation, !text[index].isFlowIndicator {
        forward()
      }
      suffix = try percentDecoded(String(decoding: text[suffixStart..<index], as: UTF8.self), start: start)
      if suffix.isEmpty, handle != "!" { throw start.error(.invalidTag(handle)) }
    }
    guard text[index].isBlankOrBreakOrEnd || (flowLevel > 0 && text[index].isFlowIndicator) else {
      var end = index
      while !text[end].isBlankOrBreakOrEnd {
        end += 1
      }
      throw start.error(.invalidTag(String(decoding: text[start.offset..<end], as: UTF8.self)))
    }
    return (handle, suffix)
  }

  /// `text` with its `%XX` escapes decoded.
  func percentDecoded(_ text: String, start: YAMLMark) throws(YAMLError) -> String {
    guard text.utf8.contains(.percent) else { return text }
    var bytes: [UInt8] = []
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == .percent else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next()?.hexValue, let low = iterator.next()?.hexValue else { throw start.error(.invalidTag(text)) }
      bytes.append(high << 4 | low)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension UInt8 {
  /// A character of a tag handle's name: `0-9`, `A-Z`, `a-z` or `-`.
  var isWordCharacter: Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) || self == .hyphen
  }

  /// A character of a URI as YAML's tags take them: word characters, `%`
  /// and ``#;/?:@&=+$,_.!~*'()[]``.
  var isURICharacter: Bool {
    switch self {
    case UInt8(ascii: "%"), UInt8(ascii: "#"), UInt8(ascii: ";"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: ":"),
      UInt8(ascii: "@"), UInt8(ascii: "&"), UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "$"), UInt8(ascii: ","),
      UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "~"), UInt8(ascii: "*"), UInt8(ascii: "'"),
      UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"):
      true
    default:
      isWordCharacter
    }
  }

  /// The value of a hex digit, or `nil`.
  var hexValue: UInt8? {
    switch self {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
