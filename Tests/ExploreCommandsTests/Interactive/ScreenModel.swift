/// What a terminal shows after some output, as lines of text, for golden
/// screens of `explore -i`: just enough of a terminal for what the browser
/// writes (``ScreenDiff``): cursor moves (`CSI row;col H`), clearing the
/// line's rest (`CSI K`) and the screen (`CSI 2J`), text and line feeds.
/// Styles (`CSI … m`), modes (`CSI ? … h/l`) and other sequences are read
/// and left out; a character takes one column.
struct ScreenModel {
  private(set) var lines: [[Character]]
  private var row = 0
  private var column = 0
  let columns: Int

  init(columns: Int, rows: Int) {
    self.columns = columns
    lines = Array(repeating: [], count: rows)
  }

  /// The screen after `output`, from a blank one.
  static func screen(after output: String, columns: Int, rows: Int) -> String {
    var model = ScreenModel(columns: columns, rows: rows)
    model.write(output)
    return model.text
  }

  /// The lines, without the spaces that end them.
  var text: String {
    lines.map { line in
      var text = String(line)
      while text.last == " " { text.removeLast() }
      return text
    }.joined(separator: "\n") + "\n"
  }

  mutating func write(_ output: String) {
    var characters = output.makeIterator()
    while let character = characters.next() {
      switch character {
      case "\u{1B}":
        guard let next = characters.next() else { return }
        if next == "[" { control(&characters) } else if next == "]" { skipString(&characters) }
      case "\r": column = 0
      case "\n", "\r\n":
        row = min(row + 1, lines.count - 1)
        if character == "\r\n" { column = 0 }
      default:
        guard character.unicodeScalars.allSatisfy({ $0.value >= 0x20 }) else { continue }
        put(character)
      }
    }
  }

  private mutating func put(_ character: Character) {
    guard row < lines.count, column < columns else { return }
    while lines[row].count < column { lines[row].append(" ") }
    if column < lines[row].count { lines[row][column] = character } else { lines[row].append(character) }
    column += 1
  }

  /// A control sequence after `CSI`: its parameters, then its final byte.
  private mutating func control(_ characters: inout String.Iterator) {
    var parameters = ""
    while let character = characters.next() {
      guard let scalar = character.unicodeScalars.first, scalar.value >= 0x40, scalar.value <= 0x7E else {
        parameters.append(character)
        continue
      }
      let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
      switch character {
      case "H":
        row = min(max((numbers.first.flatMap { $0 } ?? 1) - 1, 0), lines.count - 1)
        column = max((numbers.count > 1 ? numbers[1] ?? 1 : 1) - 1, 0)
      case "K":
        if row < lines.count, column < lines[row].count { lines[row].removeSubrange(column...) }
      case "J" where parameters == "2":
        lines = Array(repeating: [], count: lines.count)
      default:
        break
      }
      return
    }
  }

  /// An operating-system command, up to its BEL or ST.
  private mutating func skipString(_ characters: inout String.Iterator) {
    while let character = characters.next() {
      if character == "\u{07}" { return }
      if character == "\u{1B}" {
        _ = characters.next()
        return
      }
    }
  }
}
