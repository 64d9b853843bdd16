/// A terminal with its scrollback, for checking output that draws into
/// lines it printed before (the pictures `PictureStage` draws after the
/// text): every line ever printed, the screen being the last `rows` of
/// them, and the cursor.
///
/// It follows what such output uses: text (a character a column, wrapping
/// at the right edge), `\r`, `\n` (scrolling at the bottom), `CSI n A` (up,
/// stopped at the screen's top), `CSI n B`, `CSI n G`, `CSI K`, `ESC 7` and
/// `ESC 8`. Styles (`CSI … m`) are left out; a picture sequence (kitty's
/// `ESC _ … ESC \`, sixel's `ESC P … ESC \`, iTerm2's `OSC 1337`) is left
/// out and its place noted in ``placements``.
///
/// A move up that would leave the screen (into lines a terminal can no
/// longer reach) is counted in ``movesPastTop``: output that draws into
/// its own lines must keep it at 0.
public struct ScrollbackScreen: Sendable {
  public let columns: Int
  public let rows: Int
  public private(set) var lines: [[Character]] = [[]]
  public private(set) var row = 0
  public private(set) var column = 0
  /// Moves up that would have left the screen.
  public private(set) var movesPastTop = 0
  /// Where each picture sequence was placed: line (in ``lines``) and column, from 0.
  public private(set) var placements: [(line: Int, column: Int)] = []
  private var saved: (row: Int, column: Int) = (0, 0)

  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The first line of ``lines`` on the screen.
  public var screenTop: Int { max(0, lines.count - rows) }

  /// Every line printed, the spaces that end them removed, joined with
  /// `\n`; the cursor's empty last line left out.
  public var transcript: String {
    var texts = lines.map { line -> String in
      var text = String(line)
      while text.last == " " { text.removeLast() }
      return text
    }
    if texts.last == "" { texts.removeLast() }
    return texts.joined(separator: "\n")
  }

  public mutating func write(_ output: String) {
    var characters = Array(output)[...]
    while let character = characters.popFirst() {
      switch character {
      case "\u{1B}":
        escape(&characters)
      case "\r":
        column = 0
      case "\n", "\r\n":
        if character == "\r\n" { column = 0 }
        lineFeed()
      default:
        guard character.unicodeScalars.allSatisfy({ $0.value >= 0x20 }) else { continue }
        if column >= columns {
          column = 0
          lineFeed()
        }
        while lines[row].count < column { lines[row].append(" ") }
        if column < lines[row].count { lines[row][column] = character } else { lines[row].append(character) }
        column += 1
      }
    }
  }

  private mutating func lineFeed() {
    row += 1
    if row == lines.count { lines.append([]) }
  }

  private mutating func escape(_ characters: inout ArraySlice<Character>) {
    guard let next = characters.popFirst() else { return }
    switch next {
    case "7": saved = (row, column)
    case "8": (row, column) = saved
    case "[": control(&characters)
    case "_", "P":
      placements.append((row, column))
      skipString(&characters)
    case "]":
      if characters.starts(with: Array("1337;")) { placements.append((row, column)) }
      skipString(&characters)
    default: break
    }
  }

  private mutating func control(_ characters: inout ArraySlice<Character>) {
    var parameters = ""
    while let character = characters.popFirst() {
      guard let scalar = character.unicodeScalars.first, scalar.value >= 0x40, scalar.value <= 0x7E else {
        parameters.append(character)
        continue
      }
      let count = max(Int(parameters) ?? 1, 1)
      switch character {
      case "A":
        if row - count < screenTop { movesPastTop += 1 }
        row = max(screenTop, row - count)
      case "B": row = min(lines.count - 1, row + count)
      case "G": column = min(max(count - 1, 0), columns - 1)
      case "K": if column < lines[row].count { lines[row].removeSubrange(column...) }
      default: break
      }
      return
    }
  }

  /// A string sequence, up to its BEL or ST (`ESC \`).
  private mutating func skipString(_ characters: inout ArraySlice<Character>) {
    while let character = characters.popFirst() {
      if character == "\u{07}" { return }
      if character == "\u{1B}" {
        _ = characters.popFirst()
        return
      }
    }
  }
}
