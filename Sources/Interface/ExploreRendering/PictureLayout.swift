package import ExploreCore

/// Pictures for the text layouts, made ready before rendering (the
/// renderers do no I/O): the lines above an item in the detail layout, and
/// the grid with a thumbnail in each cell. `ExplorePictureLoading` makes them.
package protocol PictureLayout: Sendable {
  /// The lines shown above `item`'s title in the detail layout; empty when it has no picture.
  func lines(above item: Item, width: Int) -> [String]
  /// The grid of `items`, each a thumbnail over its name, in `width`
  /// columns; `nil` to lay the names out as the grid does without pictures.
  func grid(_ items: [Item], width: Int) -> [String]?
}
