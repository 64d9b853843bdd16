/// What `f` did: the sentence for the status line, and whether the item is
/// a favorite now, so that its rows' ★ follows.
package struct FavoriteToggle: Sendable, Hashable {
  package var message: String
  package var isFavorite: Bool

  package init(message: String, isFavorite: Bool) {
    self.message = message
    self.isFavorite = isFavorite
  }
}
