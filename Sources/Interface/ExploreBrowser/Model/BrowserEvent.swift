package import ExploreCore
package import ExploreTerminal
package import Foundation

/// Something that happened to the browser: a key, a resize, or the outcome
/// of an effect it asked for. ``BrowserState/handle(_:)`` reduces it.
package enum BrowserEvent: Sendable {
  case key(Key)
  case resized(ScreenSize)
  /// A page of level `level`'s `source` arrived; `replacing` after a refresh.
  case pageLoaded(level: Int, source: PageSource, sections: [ItemSection], paging: PageInfo, replacing: Bool)
  case pageFailed(level: Int, source: PageSource, message: String)
  /// The pages of a refresh of level `level`'s list arrived, all of them,
  /// at `at` (for the status line of `-i --watch`).
  case refreshed(level: Int, generation: Int, sections: [ItemSection], paging: PageInfo, at: Date? = nil)
  /// A ``BrowserEffect/prepareRefresh(_:)`` was worked out; applied only if
  /// nothing newer came since.
  case refreshPrepared(PreparedRefresh)
  /// A refresh of level `level`'s list failed; what is shown stays.
  case refreshFailed(level: Int, generation: Int, message: String)
  /// `--watch`'s timer: refresh the current level, as `r` does.
  case refreshTimer
  case childrenLoaded(level: Int, row: RowPath, item: Item)
  /// The portrait of level `level`'s record arrived.
  case pictureLoaded(level: Int, picture: BrowserPicture)
  case childrenFailed(level: Int, row: RowPath, message: String)
  /// A remote search has nothing to show (the query was cleared or is invalid).
  case searchIdle(level: Int, note: String?)
  /// Something to tell the user on the status line (a rate-limit wait, a
  /// page that would not open).
  case notice(String)
  /// A remote search failed.
  case searchFailed(level: Int, query: String, message: String)
  /// A remote search's request went out (after the debounce): the status
  /// line says "searching…" until its results, failure or idle arrive.
  case searchStarted(level: Int, query: String)
  /// `-i --watch`'s pace changed (slower while the rate limit runs low):
  /// the status line's `auto 4s` follows.
  case refreshPaced(seconds: Int)
  /// `f` added an item to the favorites or removed it: its rows' ★
  /// follows, and `message` says what happened.
  case favoriteChanged(ItemKey, isFavorite: Bool, message: String)
  /// A request has been out for a second or more ("waiting for
  /// api.github.com · 4 s · retry 2 of 4", from a `WaitNotice`), for the
  /// status line; `nil` once no request waits.
  case waiting(String?)
}
