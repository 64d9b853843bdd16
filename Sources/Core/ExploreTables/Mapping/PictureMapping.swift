package import ExploreCore
/// Where an item's picture (``Item/picture``, which the grid and detail
/// layouts show with `--images`) comes from: the URL string at a path, and
/// the query item through which the server sizes it, if any.
///
/// ```swift
/// PictureMapping("avatar_url", sizeQueryItem: "s")   // GitHub: ?s=240 asks for 240 pixels
/// PictureMapping("image")                            // Rick and Morty's portraits
/// ```
///
/// A record without the key has no picture; a value that is not a URL is
/// left out with a note under `--verbose`.
package struct PictureMapping: Sendable {
  package var path: JSONPath
  package var sizeQueryItem: String?

  package init(_ path: JSONPath, sizeQueryItem: String? = nil) {
    self.path = path
    self.sizeQueryItem = sizeQueryItem
  }
}
