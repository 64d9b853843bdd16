import Foundation

/// A one-line progress indicator on stderr: "Loading page 12 of 42…".
///
/// Each update rewrites the line in place (`\r`, the text, then erase to the
/// end of the line, `ESC [K`); ``clear()`` erases it, so the output that
/// follows starts on a clean line. A disabled indicator (output is piped,
/// or `--json`) writes nothing at all.
///
/// ```swift
/// let progress = ProgressLine(enabled: isTerminal) { FileHandle.standardError.write(Data($0.utf8)) }
/// progress.update("Loading page 12 of 42…")
/// progress.clear()
/// ```
///
/// Safe to call from any thread or task: writes are serialised, and the
/// indicator remembers whether a line is showing so ``clear()`` erases only
/// what it drew.
// NB: `@unchecked Sendable` because the mutable state is guarded by `lock`;
// `Mutex` (Synchronization) needs macOS 15, and the package supports 13.
package final class ProgressLine: @unchecked Sendable {
  private let enabled: Bool
  private let width: Int?
  private let write: @Sendable (String) -> Void
  private let lock = NSLock()
  private var shown: String?

  /// An indicator that writes through `write` when `enabled`.
  ///
  /// - Parameters:
  ///   - enabled: `false` makes every call do nothing; pass whether stderr
  ///     is a terminal.
  ///   - width: The terminal width; longer text is cut with `…` so the line
  ///     never wraps (a wrapped line cannot be rewritten). `nil`: no limit.
  ///   - write: Writes raw text to stderr.
  package init(enabled: Bool, width: Int? = nil, write: @escaping @Sendable (String) -> Void) {
    self.enabled = enabled
    self.width = width
    self.write = write
  }

  /// Whether a line is showing now.
  package var isShowing: Bool {
    lock.withLock { shown != nil }
  }

  /// Shows `text` in place of the current line. Repeating the text shown
  /// writes nothing.
  package func update(_ text: String) {
    guard enabled else { return }
    var line = TerminalText.line(text)
    if let width { line = DisplayWidth.truncate(line, to: max(width - 1, 1)) }
    lock.withLock {
      guard shown != line else { return }
      shown = line
      write("\r\(line)\u{1B}[K")
    }
  }

  /// Erases the line, if one is showing.
  package func clear() {
    guard enabled else { return }
    lock.withLock {
      guard shown != nil else { return }
      shown = nil
      write("\r\u{1B}[K")
    }
  }
}
