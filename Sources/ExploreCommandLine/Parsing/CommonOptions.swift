package import ExploreCore
package import ExploreRendering
package import ExploreTerminalGraphics

/// The options every resource shares, parsed from anywhere on the command
/// line: paging, expansion, search, output and transport choices.
package struct CommonOptions: Sendable, Hashable {
  /// What `--expand` asked for.
  package enum Expansion: Sendable, Hashable {
    /// `--expand`: the resource's first expansion.
    case defaultExpansion
    /// `--expand=name`.
    case named(String)
  }

  package var page: Int?
  package var limit: Int?
  package var all = false
  /// `--max-pages N`: the most pages `--all` or `--changes` loads.
  package var maxPages: Int?
  package var expand: Expansion?
  package var search: String?
  package var json = false
  package var layout: LayoutStyle?
  package var color: ColorChoice = .auto
  /// `--images`, else `EXPLORE_IMAGES`, else `auto`.
  package var images: PictureMode = .auto
  package var offline = false
  package var record: String?
  package var noCache = false
  package var web = false
  package var verbose = false
  package var interactive = false
  /// `--changes`: compare the whole list with the last saved snapshot.
  package var changes = false
  /// `--watch [SECONDS]`: the seconds between refreshes of the list.
  package var watch: Int?
  /// `--watch-count N`: the refreshes `--watch` makes before it ends.
  package var watchCount: Int?

  package init() {}
}
