package import ExploreCore
package import Foundation

/// How ``TextRenderer`` lays a document out.
///
/// The command fills these from the terminal and the flags:
/// ```swift
/// let isTerminal = TerminalSize.isTerminal(1)
/// let options = RenderOptions(
///   layout: chosenLayout ?? resource.preferredLayout,
///   width: TerminalSize.width(environment: environment, fileDescriptor: 1),
///   isTerminal: isTerminal,
///   useColor: ColorPolicy.useColor(colorChoice, environment: environment, isTerminal: isTerminal)
/// )
/// ```
package struct RenderOptions: Sendable {
  /// List, grid or detail.
  package var layout: LayoutStyle
  /// The number of columns available; used only on a terminal.
  package var width: Int
  /// The width of a terminal that does not say: 80 columns.
  package static let defaultWidth = 80
  /// `true`: a human reads the output: headers, aligned columns, text cut
  /// with `…` to fit `width`. `false` (piped): tab-separated rows only, no
  /// truncation, exact values, as `gh` does.
  package var isTerminal: Bool
  /// Whether to style text with ANSI colour; see ``ColorPolicy``.
  package var useColor: Bool
  /// The moment relative times count from ("3 days ago"); fixed in tests.
  package var now: Date
  /// The pictures the grid and detail layouts show (`--images`); `nil` for text only.
  package var pictures: (any PictureLayout)?
  /// What section headers say in place of their count ("2,350", "100
  /// shown"): the interactive browser's count without the removed rows it
  /// still shows, or "searching “morty”…" while a search is out.
  package var headerCount: String?

  package init(
    layout: LayoutStyle = .list,
    width: Int = RenderOptions.defaultWidth,
    isTerminal: Bool = true,
    useColor: Bool = false,
    now: Date = Date(),
    pictures: (any PictureLayout)? = nil
  ) {
    self.layout = layout
    self.width = width
    self.isTerminal = isTerminal
    self.useColor = useColor
    self.now = now
    self.pictures = pictures
  }
}
