/// The size of the terminal in character cells.
package struct ScreenSize: Sendable, Hashable {
  package var width: Int
  package var height: Int

  package init(width: Int, height: Int) {
    self.width = max(width, 10)
    self.height = max(height, 3)
  }
}
