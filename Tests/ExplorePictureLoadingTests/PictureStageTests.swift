import ExploreCore
import ExplorePictureLoading
import ExploreTestSupport
import Foundation
import Testing

/// The text printed before its pictures, and each picture drawn into its
/// place as it arrives (``PictureStage``), checked on a terminal with its
/// scrollback (``ScrollbackScreen``): whatever order the pictures come in,
/// the lines end as the text with every picture in its box, nothing is
/// drawn above the screen, and no line waits for a picture it is not below.
@Suite struct PictureStageTests {
  /// What `write` received, in order.
  final class Output: @unchecked Sendable {
    private let lock = NSLock()
    private var writes: [String] = []
    func append(_ text: String) { lock.withLock { writes.append(text) } }
    var text: String { lock.withLock { writes.joined() } }
  }

  /// `text` as a terminal gets it: each `\n` as `\r\n` (the line
  /// discipline's `ONLCR`).
  static func onTerminal(_ text: String) -> String {
    text.replacingOccurrences(of: "\n", with: "\r\n")
  }

  static func picture(_ number: Int) -> ItemPicture {
    ItemPicture(url: URL(string: "https://pictures.example/\(number).png")!)
  }

  /// 80 lines of text on a 20-column screen; room for pictures at lines
  /// 2, 12 (two side by side), 30 and 70, 4 rows each.
  static let slots: [PictureReservation.Slot] = [
    .init(picture: picture(0), line: 2, column: 0, columns: 4, rows: 4, grid: true),
    .init(picture: picture(1), line: 12, column: 0, columns: 4, rows: 4, grid: true),
    .init(picture: picture(2), line: 12, column: 6, columns: 4, rows: 4, grid: true),
    .init(picture: picture(3), line: 30, column: 0, columns: 4, rows: 4, grid: true),
    .init(picture: picture(1), line: 70, column: 8, columns: 4, rows: 4, grid: true),
  ]

  static let lines: [String] = (0..<80).map { index in
    slots.contains { index >= $0.line && index < $0.line + $0.rows } ? "" : "text \(index)"
  }

  /// A slot's drawing: a letter for its picture, a row of it per row.
  static func drawing(_ slot: PictureReservation.Slot) -> [String] {
    let letter = String(Character(UnicodeScalar(UInt8(65 + Int(slot.picture.url.deletingPathExtension().lastPathComponent)!))))
    return Array(repeating: String(repeating: letter, count: slot.columns), count: slot.rows)
  }

  /// The lines as they should end: each box holding its drawing, or blank
  /// for a picture that failed.
  static func expected(failing: Set<Int> = []) -> String {
    var lines = Self.lines.map { Array($0) }
    for (index, slot) in slots.enumerated() where !failing.contains(index) {
      for (offset, text) in drawing(slot).enumerated() {
        var line = lines[slot.line + offset]
        while line.count < slot.column { line.append(" ") }
        for (column, character) in text.enumerated() {
          if slot.column + column < line.count { line[slot.column + column] = character } else { line.append(character) }
        }
        lines[slot.line + offset] = line
      }
    }
    return lines.map { String($0) }.joined(separator: "\n")
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func everyPictureEndsInItsBoxWhateverTheOrderAndNothingIsDrawnAboveTheScreen(seed: UInt64) throws {
    let output = Output()
    let stage = try #require(PictureStage(lines: Self.lines, slots: Self.slots, screenRows: 10, width: 20, write: output.append))
    stage.start()
    var screen = ScrollbackScreen(columns: 20, rows: 10)
    screen.write(Self.onTerminal(output.text))
    // Text first: every line up to a screenful below the first picture's top.
    #expect(screen.transcript == Self.lines.prefix(11).joined(separator: "\n"))
    var random = SeededRandom(seed: seed)
    for index in Self.slots.indices.shuffled(using: &random) {
      stage.arrived(slot: index, drawing: Self.drawing(Self.slots[index]))
    }
    stage.finish()
    screen = ScrollbackScreen(columns: 20, rows: 10)
    screen.write(Self.onTerminal(output.text))
    #expect(screen.movesPastTop == 0)
    #expect(screen.transcript == Self.expected())
    #expect(stage.isFinished)
  }

  @Test func aPictureThatFailsLeavesItsBoxBlankAndTheRestFollows() throws {
    let output = Output()
    let stage = try #require(PictureStage(lines: Self.lines, slots: Self.slots, screenRows: 10, width: 20, write: output.append))
    stage.start()
    stage.arrived(slot: 0, drawing: [])
    for index in Self.slots.indices.dropFirst() { stage.arrived(slot: index, drawing: Self.drawing(Self.slots[index])) }
    stage.finish()
    var screen = ScrollbackScreen(columns: 20, rows: 10)
    screen.write(Self.onTerminal(output.text))
    #expect(screen.movesPastTop == 0)
    #expect(screen.transcript == Self.expected(failing: [0]))
  }

  @Test func picturesThatNeverComeAreLeftBlankAtTheEnd() throws {
    let output = Output()
    let stage = try #require(PictureStage(lines: Self.lines, slots: Self.slots, screenRows: 10, width: 20, write: output.append))
    stage.start()
    stage.arrived(slot: 3, drawing: Self.drawing(Self.slots[3]))
    stage.finish()
    var screen = ScrollbackScreen(columns: 20, rows: 10)
    screen.write(Self.onTerminal(output.text))
    #expect(screen.movesPastTop == 0)
    #expect(screen.transcript == Self.expected(failing: [0, 1, 2, 4]))
  }

  @Test func aLineWiderThanTheScreenCountsTheRowsItFoldsInto() throws {
    var lines = Self.lines
    lines[7] = String(repeating: "w", count: 50)  // 3 rows at 20 columns
    lines[20] = String(repeating: "v", count: 41)
    let output = Output()
    let stage = try #require(PictureStage(lines: lines, slots: Self.slots, screenRows: 10, width: 20, write: output.append))
    stage.start()
    for index in Self.slots.indices.reversed() { stage.arrived(slot: index, drawing: Self.drawing(Self.slots[index])) }
    stage.finish()
    var screen = ScrollbackScreen(columns: 20, rows: 10)
    screen.write(Self.onTerminal(output.text))
    #expect(screen.movesPastTop == 0)
    let text = screen.transcript
    #expect(text.contains("AAAA") && text.contains("BBBB  CCCC") && text.contains("DDDD") && text.contains("        BBBB"))
  }

  @Test func aBoxTallerThanTheScreenIsRefused() {
    #expect(PictureStage(lines: Self.lines, slots: Self.slots, screenRows: 4, width: 20, write: { _ in }) == nil)
    #expect(PictureStage(lines: Self.lines, slots: Self.slots, screenRows: 5, width: 20, write: { _ in }) != nil)
  }
}
