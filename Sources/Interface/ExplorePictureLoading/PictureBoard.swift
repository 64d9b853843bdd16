package import ExploreCore
import ExploreRendering
import Foundation

/// The pictures a run shows now, which its text layouts read: one
/// ``PictureComposer`` at a time, replaced page by page (``PictureSession/prepare(_:layout:)``).
package final class PictureBoard: PictureLayout, @unchecked Sendable {
  // NB: @unchecked: every access to `current` holds `lock`.
  private let lock = NSLock()
  private var current: PictureComposer?

  package init() {}

  /// The pictures shown; `nil` for none.
  package var composer: PictureComposer? {
    get { lock.withLock { current } }
    set { lock.withLock { current = newValue } }
  }

  package func lines(above item: Item, width: Int) -> [String] {
    composer?.lines(above: item, width: width) ?? []
  }

  package func grid(_ items: [Item], width: Int) -> [String]? {
    composer?.grid(items, width: width)
  }
}
