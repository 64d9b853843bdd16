/// The portrait of a detail level's record: lines of half blocks in 24-bit
/// (or 256) colour, shown above the level's sections.
///
/// The interactive mode redraws by lines, so its pictures are text: half
/// blocks whatever protocol `--images` names, since a picture that a pixel
/// protocol places would stay behind when a line under it changes.
package struct BrowserPicture: Sendable, Hashable {
  /// The lines, each at most ``columns`` cells wide, with their colours.
  package var lines: [String]
  /// The width the lines were made for; a screen narrower than this shows
  /// no picture rather than broken lines.
  package var columns: Int

  package init(lines: [String], columns: Int) {
    self.lines = lines
    self.columns = columns
  }

  /// The widest portrait, in cells, as the detail layout shows it.
  package static let maximumColumns = 30
}
