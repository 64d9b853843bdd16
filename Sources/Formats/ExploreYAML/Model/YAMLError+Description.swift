extension YAMLError {
  /// `Line L, column C: ` then what is wrong and what to do, in one line.
  public var description: String {
    "Line \(line), column \(column): \(reason.sentence)"
  }
}

extension YAMLError.Reason {
  /// What is wrong, then what to do.
  var sentence: String {
    switch self {
    case .inputTooLarge(let bytes, let limit):
      "the document is \(bytes) bytes, more than the \(limit) bytes explore reads as YAML. Use a smaller document, or split it."
    case .notUTF8Encoding:
      "the document is UTF-16 or UTF-32 text. Save it as UTF-8, the encoding explore reads YAML in."
    case .invalidUTF8:
      "this byte is not UTF-8 text. Save the document as UTF-8, the encoding explore reads YAML in."
    case .controlCharacter(let code):
      "the control character \(Self.codePoint(code)) is not allowed in YAML. Remove it, or write it as an escape in a double-quoted string."
    case .tabIndentation:
      "a tab indents this line, and YAML indents with spaces only. Replace the tab with spaces."
    case .unexpectedCharacter(let character):
      "\(Self.quote(character)) cannot start a value here. Put the value in quotes if it is text."
    case .commentWithoutSpace:
      "a comment needs a space before its '#'. Add a space, or quote the value if the '#' belongs to it."
    case .unterminatedQuote(let double):
      "the \(double ? "double" : "single")-quoted string that starts here has no closing \(double ? "\"" : "'"). Close it."
    case .unterminatedFlowCollection(let opening):
      "the text ends inside the \(Self.quote(opening)) that opens here. Close it with \(Self.quote(opening == "[" ? "]" : "}"))."
    case .invalidEscape(let escape):
      "\(Self.quote(escape)) is not an escape of YAML's double-quoted strings. Write \\\\ for a backslash, or use single quotes."
    case .invalidUnicodeEscape(let escape):
      "\(Self.quote(escape)) is not a Unicode character (a surrogate, or beyond U+10FFFF). Write the character itself, or a valid code point."
    case .documentMarkerInScalar:
      "a line inside this quoted string starts with a document marker ('---' or '...'). Indent the line."
    case .insufficientIndentation:
      "this line continues a value but is not indented more than the collection around it. Indent it further."
    case .invalidBlockScalarHeader:
      "a block scalar's header ('|' or '>') takes only '+' or '-' and one digit 1-9, then a comment or the end of the line. Move the text to the next lines."
    case .blockScalarLeadingSpaces:
      "an empty line at the start of this block scalar has more spaces than its first line of text. Remove the spaces, or give the indentation as a digit after '|' or '>'."
    case .expectedColon:
      "this key has no ':' after it on its line (a key must be on one line, at most 1,024 characters long). Add the ':', or indent the line if it continues a value."
    case .sequenceEntryNotAllowed:
      "a '- ' entry cannot start here. Put the sequence on its own lines, or quote the value if the '-' belongs to it."
    case .explicitKeyNotAllowed:
      "a '? ' key cannot start here. Put it on a line of its own, or quote the value if the '?' belongs to it."
    case .mappingValueNotAllowed:
      "a ': ' cannot start a value here: its key spans lines or is indented wrongly. Put the key on one line, or quote the value if the ':' belongs to it."
    case .blockCollectionOnDocumentStartLine:
      "a block collection cannot start on the line of '---'. Start it on the next line."
    case .missingAnchorName:
      "'&' and '*' need a name right after them. Add the name, or quote the value if the character belongs to it."
    case .invalidTag(let tag):
      "the tag \(Self.quote(tag)) is malformed. Write a core tag such as !!str, or remove it."
    case .invalidDirective(let directive):
      "the directive \(Self.quote(directive)) is malformed: %YAML takes a version such as 1.2, %TAG a handle and a prefix. Fix it or remove it."
    case .unsupportedVersion(let version):
      "the document is YAML \(Self.quote(version)), and explore reads YAML 1.x. Change the %YAML line."
    case .tooDeep(let limit):
      "collections nest more than \(limit) deep here, more than explore reads. Flatten the document."
    case .unexpected(let found, let expected):
      "found \(found) where \(expected) should be. Check the indentation and the brackets above."
    case .contentAfterDocument:
      "there is more content after the document's end. Start another document with '---', or indent this line if it belongs to the document."
    case .directiveWithoutDocument:
      "a directive must be followed by a document that starts with '---'. Add the '---', or remove the directive."
    case .duplicateDirective(let name):
      "the directive \(Self.quote(name)) appears twice for one document. Remove one."
    case .undeclaredTagHandle(let handle):
      "the tag handle \(Self.quote(handle)) is not declared by a %TAG directive. Declare it, or write the tag in full."
    case .aliasWithProperties:
      "an alias cannot have an anchor or a tag of its own. Remove the '&' or '!' part before it."
    case .duplicateProperty(let what):
      "this node has two \(what). Remove one."
    case .multipleDocuments:
      "a second document starts here, and explore reads one. Keep one document in the file."
    case .duplicateKey(let key, let firstLine):
      "the key \(Self.quote(key)) appears twice in this mapping (first on line \(firstLine)). Remove or rename one."
    case .nonScalarKey:
      "this key is a sequence or a mapping, which JSON keys cannot be. Use text as the key."
    case .unknownAnchor(let name):
      "the alias *\(Self.escaped(name)) names no anchor defined before it. Define &\(Self.escaped(name)) on a node above it."
    case .recursiveAlias(let name):
      "the alias *\(Self.escaped(name)) is inside the node its anchor names, so it would never end. Remove the alias."
    case .aliasExpansionTooLarge(let limit):
      "the aliases of this document expand to more than \(limit) nodes and bytes of text (an alias bomb?). explore stops here; use fewer aliases."
    case .unsupportedTag(let tag):
      "explore reads only the core schema's tags (!!str, !!int, !!float, !!bool, !!null, !!seq, !!map), not \(Self.quote(tag)). Remove the tag."
    case .tagMismatch(let tag, let text):
      "the tag \(Self.quote(tag)) does not fit \(Self.quote(text)). Remove the tag, or change the value."
    case .invalidMerge:
      "the value of a merge key '<<' must be a mapping, an alias of one, or a sequence of them. Fix the value, or quote '<<' to make it a plain key."
    case .noJSONForm(let text):
      "\(Self.quote(text)) is a number JSON cannot hold. Quote it to keep it as text."
    }
  }

  /// `'text'`, cut at 40 characters, with control and invisible characters escaped.
  static func quote(_ text: String) -> String {
    "'" + escaped(text) + "'"
  }

  /// `text` cut at 40 characters, with control and invisible characters written as `\u{…}`.
  static func escaped(_ text: String) -> String {
    var result = ""
    for (index, scalar) in text.unicodeScalars.enumerated() {
      if index == 40 {
        result += "…"
        break
      }
      if isPlainlyVisible(scalar.value) {
        result.unicodeScalars.append(scalar)
      } else {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return result
  }

  /// Whether a character shows as itself: not a control, a format
  /// character (bidirectional overrides and isolates, zero widths), a
  /// line or paragraph separator, nor a private or unassigned plane.
  static func isPlainlyVisible(_ code: UInt32) -> Bool {
    switch code {
    case 0x20..<0x7F, 0xA1..<0xAD, 0xAE..<0x2000, 0x2030..<0x2060, 0x2070..<0xD800, 0xF900..<0xFEFF, 0xFF00..<0xFFF0, 0x10000..<0xE0000: true
    default: false
    }
  }

  /// `U+0007`.
  static func codePoint(_ code: UInt32) -> String {
    let hex = String(code, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
