import ExploreArguments
import ExploreCore
import ExplorePictureLoading
import ExploreRendering
import ExploreTerminal
import ExploreTerminalGraphics

extension ResourceRunner {
  /// Shows `document` through the pager (``Pager``) when it is a detail
  /// longer than the terminal's screen, so that its start (the portrait,
  /// the title) does not scroll away; `false`, having printed nothing,
  /// when it is not paged: `--json`, output that is no terminal, a layout
  /// other than the detail, a text that fits the screen, `--no-pager`, or
  /// `EXPLORE_PAGER` or `PAGER` set to `""` or `cat`. A pager that cannot
  /// start or fails leaves the text to be printed.
  ///
  /// NB: a pager cannot draw into a page it has shown, so a paged detail
  /// waits for its pictures, and shows them as half blocks: `less -R`
  /// passes colours and nothing else.
  func writePaged(_ document: OutputDocument, items: [Item], pictures: PictureSession?) async -> Bool {
    let options = command.options
    guard !options.json, io.outputIsTerminal, renderOptions().layout == .detail, let screenRows = io.terminalRows(),
      let pager = Pager.command(environment: environment, noPager: options.noPager)
    else { return false }
    // NB: the length with room kept for the pictures, as it will be shown.
    let measured = TextRenderer.renderLines(document, options: renderOptions(pictures: pictures?.reservation())).lines
    let width = max(renderOptions().width, 1)
    let rows = measured.reduce(0) { $0 + max(1, (DisplayWidth.of($1) + width - 1) / width) }
    guard rows > screenRows - 1 else { return false }
    if let pictures {
      await pictures.prepare(items, layout: renderOptions().layout)
      if var composer = pictures.board.composer {
        composer.protocol = .blocks
        pictures.board.composer = composer
      }
    }
    let text = TextRenderer.render(document, options: renderOptions(pictures: pictures?.board)) + "\n"
    if await io.page(pager, text, environment) { return true }
    io.writeOutput(text)
    return true
  }
}
