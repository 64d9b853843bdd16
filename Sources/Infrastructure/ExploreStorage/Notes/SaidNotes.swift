public import ExploreCore
import ExploreFiles
public import Foundation

/// The notes explore says once, not on every run: kept in explore's
/// private state, `$XDG_STATE_HOME/explore/notes.json`, through the one
/// file layer (``DocumentStore``: locked, atomic, 0600 in a 0700 folder).
///
/// ```swift
/// let notes = SaidNotes(directories: directories)
/// if notes.sayOnce(.picturesOff) { print(PictureChoice.turnOnNote) }
/// ```
///
/// A note that cannot be remembered (a state folder that is not the
/// user's, a full disk, a corrupt file) is said, as before: being told
/// twice costs less than never being told.
public struct SaidNotes: Sendable {
  /// A note said once.
  public enum Note: String, Sendable, CaseIterable {
    /// `--images auto` found no way to show pictures on this terminal.
    case picturesOff = "pictures-off"
    /// tmux drops the chosen picture protocol, so half blocks are shown.
    case tmuxPassthrough = "tmux-passthrough"
  }

  private let store: DocumentStore<SaidNotesDocument>
  private let now: @Sendable () -> Date

  public init(directories: ExploreDirectories, now: @escaping @Sendable () -> Date = Date.init) {
    store = DocumentStore(url: directories.state.appendingPathComponent("notes.json", isDirectory: false), root: directories.state)
    self.now = now
  }

  /// Whether `note` is to be said now: `true` the first time (and it is
  /// remembered as said), `false` after; `true` whenever it cannot be
  /// remembered.
  ///
  /// - Complexity: one locked read-modify-write of a file of a few bytes,
  ///   or one read once the note was said.
  public func sayOnce(_ note: Note) -> Bool {
    if let document = try? store.read(), document.said[note.rawValue] != nil { return false }
    let date = now()
    let first = try? store.update(describing: "remember that a note was said") { document -> Bool in
      guard document.said[note.rawValue] == nil else { return false }
      document.said[note.rawValue] = date
      return true
    }
    return first ?? true
  }
}
