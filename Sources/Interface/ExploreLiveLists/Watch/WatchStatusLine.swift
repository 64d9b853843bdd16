import ExploreTerminal
import ExploreRendering

/// The line `--watch` keeps at the bottom of a terminal, on standard error:
/// what is watched, how often, the last change and how to stop.
///
/// ```text
/// watching page 1 of 13 every 2 s · last change 08:47:12 −10 · 10 in from page 2 · Ctrl-C to stop
/// ```
///
/// Messages go above it (``say(_:)``), and so does the output: the
/// runner clears it before it writes and shows it again after.
struct WatchStatusLine {
  /// Where the line is drawn; disabled off a terminal.
  let line: ProgressLine
  /// `watching page 1 of 13 every 2 s`.
  let watched: String
  /// Says a message on standard error.
  let writeMessage: @Sendable (String) -> Void
  /// The last change's summary (``WatchChangeWriter/summary(for:)``).
  var lastChange: String?

  /// The line's text.
  var text: String {
    [watched, lastChange.map { "last change \($0)" }, "Ctrl-C to stop"].compactMap { $0 }.joined(separator: " · ")
  }

  /// Draws the line.
  func show() {
    line.update(text)
  }

  /// Erases the line, so that output starts on a clean one.
  func clear() {
    line.clear()
  }

  /// Writes `message` above the line.
  func say(_ message: String) {
    line.clear()
    writeMessage(message)
    show()
  }
}
