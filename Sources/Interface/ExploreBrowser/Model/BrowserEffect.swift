package import ExploreCore
package import Foundation

/// Work the browser asks its runtime to do; the outcome comes back as a
/// ``BrowserEvent``. The state machine itself performs no I/O.
package enum BrowserEffect: Sendable, Hashable {
  /// Load the next page of a level's list or remote search; with
  /// `restart`, start again from the first page (refresh).
  case loadPage(level: Int, request: ResourceRequest, source: PageSource, restart: Bool)
  /// Load the first `pages` pages of a level's list again (`r`, `--watch`);
  /// the answer comes back as ``BrowserEvent/refreshed(level:generation:sections:paging:)``
  /// with `generation`.
  case refreshLevel(level: Int, request: ResourceRequest, pages: Int, generation: Int)
  /// Work out a large list's refresh away from the loop that reads keys
  /// (``RefreshWork/prepare()``); the result comes back as
  /// ``BrowserEvent/refreshPrepared(_:)``.
  case prepareRefresh(RefreshWork)
  /// Load the children of one row through the provider's batched expansion.
  case loadChildren(level: Int, row: RowPath, item: Item, expansion: ExpansionDescriptor, request: ResourceRequest)
  /// The remote search text changed: debounce, then search (switch to latest).
  case updateSearch(level: Int, request: ResourceRequest, text: String)
  /// Load the picture of a detail level's record, `columns` cells wide;
  /// the answer comes back as ``BrowserEvent/pictureLoaded(level:picture:)``,
  /// and a picture that fails is left out.
  case loadPicture(level: Int, item: Item, columns: Int)
  /// A level was left: cancel its loads and forget its pages.
  case discardLevel(Int)
  /// Open a page in the browser.
  case openURL(URL)
  /// Add the item to the provider's favorites, or remove it if it is one.
  case toggleFavorite(Item)
  case quit
}
