import Foundation

/// One Swift file of `Sources/`, read as text: what it declares at the top
/// level and the names its code uses, with comments and string literals
/// left out so that prose never counts as a use.
struct SwiftSource {
  /// The layer: the first folder under `Sources/`, such as `Core`.
  var layer: String
  /// The module: the folder under its layer, such as `ExploreCore`.
  var module: String
  /// The folder inside the module, such as `Provider/Keys`; `.` for the module's own folder.
  var folder: String
  /// The path under `Sources/`, such as `Core/ExploreCore/Provider/Resource.swift`.
  var path: String
  var text: String

  /// Every `.swift` file under `sources`, sorted by path.
  static func all(in sources: URL) throws -> [SwiftSource] {
    let root = sources.standardizedFileURL.path + "/"
    guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return [] }
    var files: [SwiftSource] = []
    for case let url as URL in walker where url.pathExtension == "swift" {
      let path = String(url.standardizedFileURL.path.dropFirst(root.count))
      var parts = path.split(separator: "/").map(String.init)
      // NB: a file directly in a layer's folder has no module; it is said
      // by `PackageShapeTests.everyModuleIsInALayer` under the module "".
      let layer = parts.removeFirst()
      let module = parts.count > 1 ? parts.removeFirst() : ""
      parts.removeLast()
      let text = try String(contentsOf: url, encoding: .utf8)
      files.append(
        SwiftSource(layer: layer, module: module, folder: parts.isEmpty ? "." : parts.joined(separator: "/"), path: path, text: text))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The lines that hold more than white space.
  var nonBlankLineCount: Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).count { !$0.allSatisfy(\.isWhitespace) }
  }

  /// The names of the types this file declares at the top level (in
  /// column 0): `struct`, `enum`, `class`, `actor`, `protocol` and
  /// `typealias`, whatever their access and modifiers.
  var declaredTypes: [String] {
    let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private", "open", "final", "indirect", "nonisolated"]
    let kinds: Set<Substring> = ["struct", "enum", "class", "actor", "protocol", "typealias"]
    return text.split(separator: "\n").compactMap { line in
      guard let first = line.first, first.isLetter else { return nil }
      var words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "=" || $0 == "{" })[...]
      while let word = words.first, modifiers.contains(word) { words = words.dropFirst() }
      guard let kind = words.first, kinds.contains(kind), let name = words.dropFirst().first else { return nil }
      return String(name)
    }
  }

  /// The file's code without its comments and without the contents of its
  /// string literals (interpolations included, which is acceptable here).
  var code: String {
    var output = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    func at(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "/", at(1) == "/" {
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
      } else if scalar == "/", at(1) == "*" {
        index += 2
        while index < scalars.count, !(scalars[index] == "*" && at(1) == "/") { index += 1 }
        index += 2
      } else if let hashes = Self.stringStart(scalars, at: index) {
        // NB: a raw string (`#"…"#`) ends at a quote followed by as many `#`
        // as it began with, and a backslash in it escapes nothing.
        index += hashes
        let multiline = at(1) == "\"" && at(2) == "\""
        let quotes = multiline ? 3 : 1
        index += quotes
        while index < scalars.count {
          if scalars[index] == "\\", hashes == 0 {
            index += 2
          } else if !multiline, scalars[index] == "\n" {
            break
          } else if (0..<quotes).allSatisfy({ at($0) == "\"" }), (0..<hashes).allSatisfy({ at(quotes + $0) == "#" }) {
            index += quotes + hashes
            break
          } else {
            index += 1
          }
        }
        output.append(contentsOf: "\"\"".unicodeScalars)
      } else {
        output.append(scalar)
        index += 1
      }
    }
    return String(output)
  }

  /// The number of `#` before a quote that opens a string literal at
  /// `index` (0 for a plain string), or `nil` when no string starts there.
  private static func stringStart(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
    var end = index
    while end < scalars.count, scalars[end] == "#" { end += 1 }
    return end < scalars.count && scalars[end] == "\"" ? end - index : nil
  }

  /// The capitalised identifiers the file's code names.
  var namesUsed: Set<String> {
    var names: Set<String> = []
    var current = ""
    for character in code + " " {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        if let first = current.first, first.isUppercase { names.insert(current) }
        current = ""
      }
    }
    return names
  }

  /// How many times the code calls `exit(`, as `exit(` or `Glibc.exit(`;
  /// not `_exit(`, whose name only ends so.
  var callsOfExit: Int {
    let code = Array(code.unicodeScalars), name = Array("exit(".unicodeScalars)
    var count = 0
    for start in code.indices.dropLast(name.count - 1) where Array(code[start..<start + name.count]) == name {
      let before = start > 0 ? code[start - 1] : " "
      if !(before.properties.isAlphabetic || before == "_" || ("0"..."9").contains(before)) { count += 1 }
    }
    return count
  }

  /// The tuple literals of the code whose first element is a name and
  /// whose later elements await (outside a closure), each as written, such
  /// as `(index, try await load(id))` or `(index, .success(try await load(id)))`.
  /// A call's arguments (`f(x, try await y)`) are no tuple.
  var tuplesAwaitingAfterTheirFirstElement: [String] {
    let code = code
    var found: [String] = []
    for match in code.matches(of: /(?:^|[\s{=\[:,(])\(\s*[A-Za-z_][A-Za-z0-9_.]*\s*,/) {
      var depth = 0, braces = 0, rest = ""
      var index = match.range.upperBound
      scan: while index < code.endIndex {
        let character = code[index]
        switch character {
        case "(", "[": depth += 1
        case ")", "]":
          if depth == 0 { break scan }
          depth -= 1
        case "{": braces += 1
        case "}": braces -= 1
        default: break
        }
        if braces == 0, character != "}" { rest.append(character) }
        index = code.index(after: index)
      }
      if rest.contains(/\bawait\b/) {
        let end = index < code.endIndex ? code.index(after: index) : index
        found.append(String(code[match.range.lowerBound..<end]).trimmingCharacters(in: .whitespacesAndNewlines))
      }
    }
    return found
  }
}
