package import ExploreCore
package import ExploreTerminalGraphics

/// Whether a run shows pictures at all, before any protocol is chosen: a
/// picture costs a request, so the text layouts show them only where the
/// user can be taken to want them.
///
/// - The detail layout: one record, one picture; `--images` or
///   `EXPLORE_IMAGES` (else `auto`) decides how.
/// - The grid: only when the user asked for pictures, by choosing the grid
///   (`--layout grid`) or by naming a protocol (`--images blocks`,
///   `EXPLORE_IMAGES=kitty`). A resource whose own layout is the grid
///   (GitHub's followers) shows its names alone otherwise: a terminal that
///   merely can show pictures (`COLORTERM=truecolor`) does not turn a page of
///   100 names into 100 picture requests.
/// - The list layout: never.
///
/// ```swift
/// PictureWish.wants(mode: .auto, layout: .grid, layoutChosen: false)    // false: followers stay text
/// PictureWish.wants(mode: .blocks, layout: .grid, layoutChosen: false)  // true
/// PictureWish.wants(mode: .auto, layout: .grid, layoutChosen: true)     // true: --layout grid
/// ```
package enum PictureWish {
  /// Whether pictures are wanted in `layout`, with `mode` from `--images`
  /// (or `EXPLORE_IMAGES`, else `auto`).
  ///
  /// - Parameter layoutChosen: whether the user gave `--layout`, rather
  ///   than the resource's own layout applying.
  package static func wants(mode: PictureMode, layout: LayoutStyle, layoutChosen: Bool) -> Bool {
    switch layout {
    case .list: false
    case .detail: mode != .none
    case .grid: mode != .none && (layoutChosen || mode != .auto)
    }
  }
}
