import ExploreTerminal
package import Foundation
import ExploreCore

/// Prints a document's lines on a terminal at once, with room kept for
/// its pictures (``PictureReservation``), and draws each picture into its
/// place when it arrives.
///
/// ```swift
/// let stage = PictureStage(lines: lines, slots: slots, screenRows: 40, width: 120, write: write)!
/// stage.start()                          // the text, as far as the screen allows
/// stage.arrived(slot: 0, drawing: lines) // a picture drawn where it belongs
/// stage.finish()                         // the rest; pictures that never came stay blank
/// ```
///
/// A terminal can only draw where its screen is: a line scrolled away is
/// out of reach. So the stage prints lines only as far as keeps the first
/// picture not drawn yet on the screen: the first screenful at once, the
/// rest as the pictures above it arrive (or fail), in order. Each picture
/// is drawn from the cursor's line below the text, moving up over the
/// rows printed since (a line wider than the screen counts as the rows it
/// folds into) and back (`ESC 7`, `ESC 8`), in one write.
///
/// Thread-safe: pictures arrive from many tasks; every write happens under
/// one lock, so the cursor is never moved by two at once.
package final class PictureStage: @unchecked Sendable {
  private let lines: [String]
  private let slots: [PictureReservation.Slot]
  /// The screen rows each line takes.
  private let lineRows: [Int]
  private let screenRows: Int
  private let write: @Sendable (String) -> Void
  // NB: @unchecked: the state below is read and written only while `lock` is held.
  private let lock = NSLock()
  private var printed = 0
  /// What each slot shows when it came: its lines; `[]` for a picture that
  /// failed (its room stays blank); `nil` while it has not come.
  private var drawings: [[String]?]
  private var drawn: [Bool]

  /// A stage for `lines` with pictures in `slots` (their lines counted in
  /// `lines`), on a screen of `screenRows` × `width`; `nil` when a
  /// picture's box does not fit on the screen with the line under it, or
  /// a slot lies outside the lines: then the text must wait for the
  /// pictures.
  package init?(lines: [String], slots: [PictureReservation.Slot], screenRows: Int, width: Int, write: @escaping @Sendable (String) -> Void) {
    let lineRows = lines.map { max(1, (DisplayWidth.of($0) + max(width, 1) - 1) / max(width, 1)) }
    for slot in slots {
      guard slot.line >= 0, slot.line + slot.rows <= lines.count, slot.rows > 0 else { return nil }
      guard lineRows[slot.line..<slot.line + slot.rows].reduce(0, +) <= screenRows - 1 else { return nil }
    }
    self.lines = lines
    self.slots = slots
    self.lineRows = lineRows
    self.screenRows = screenRows
    self.write = write
    drawings = Array(repeating: nil, count: slots.count)
    drawn = Array(repeating: false, count: slots.count)
  }

  /// The slots of the picture `picture`, by index.
  package func slots(of url: URL) -> [Int] {
    slots.indices.filter { slots[$0].picture.url == url }
  }

  /// The slot at `index`.
  package func slot(_ index: Int) -> PictureReservation.Slot { slots[index] }

  /// Prints the lines the screen has room for before any picture comes.
  package func start() {
    lock.withLock { advance() }
  }

  /// Draws `drawing` (``PictureComposer/drawing(of:columns:rows:)``) into
  /// the slot at `index`, now if its lines are printed, else when they
  /// are; `[]` leaves its room blank. Prints the lines that no longer wait.
  package func arrived(slot index: Int, drawing: [String]) {
    lock.withLock {
      guard drawings[index] == nil else { return }
      drawings[index] = drawing
      advance()
    }
  }

  /// Prints every line not printed yet; a picture that has not come stays
  /// blank.
  package func finish() {
    lock.withLock {
      for index in drawings.indices where drawings[index] == nil { drawings[index] = [] }
      advance()
    }
  }

  /// Whether every line is printed.
  package var isFinished: Bool {
    lock.withLock { printed == lines.count }
  }

  // MARK: Under the lock

  /// Prints the lines that may be printed, and draws every picture that
  /// came and whose lines are printed.
  private func advance() {
    var output = ""
    while true {
      let limit = printableLimit()
      if printed < limit {
        for line in lines[printed..<limit] { output += line + "\n" }
        printed = limit
      }
      var drewAny = false
      for index in slots.indices where !drawn[index] {
        guard let drawing = drawings[index], slots[index].line + slots[index].rows <= printed else { continue }
        output += sequence(drawing, in: slots[index])
        drawn[index] = true
        drewAny = true
      }
      // NB: a drawn picture may let more lines go; a pass that drew none
      // after printing all it could is the last.
      if !drewAny || printed == lines.count { break }
    }
    if !output.isEmpty { write(output) }
  }

  /// How many lines may be printed: all, or as many as keep the top of
  /// the first picture not drawn on the screen, above the cursor's line.
  private func printableLimit() -> Int {
    guard let top = slots.indices.filter({ !drawn[$0] }).map({ slots[$0].line }).min() else { return lines.count }
    var limit = max(printed, top)
    var rows = lineRows[top..<limit].reduce(0, +)
    while limit < lines.count, rows + lineRows[limit] <= screenRows - 1 {
      rows += lineRows[limit]
      limit += 1
    }
    return limit
  }

  /// The bytes that draw `drawing` into `slot` from the cursor's line and
  /// put the cursor back.
  private func sequence(_ drawing: [String], in slot: PictureReservation.Slot) -> String {
    guard !drawing.isEmpty else { return "" }
    let up = lineRows[slot.line..<printed].reduce(0, +)
    var text = "\u{1B}7\u{1B}[\(up)A"
    for (row, line) in drawing.prefix(slot.rows).enumerated() {
      if row > 0 { text += "\u{1B}[1B" }
      text += "\u{1B}[\(slot.column + 1)G" + line
    }
    return text + "\u{1B}8"
  }
}
