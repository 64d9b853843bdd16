import ExploreCommandLine
import ExploreCore
import ExplorePictures
import ExplorePictureLoading
import ExploreTerminalGraphics
import ExploreRendering
import ExploreTerminal

extension ResourceRunner {
  /// The pictures of this run (`--images`), or `nil` when it shows none:
  /// `--json`, `--web`, a layout the user is not taken to want them in
  /// (``PictureWish``: the list, or a resource's own grid under `auto`), `--images none`, `items` without
  /// pictures (then the terminal is never asked; `nil` items: a stream,
  /// whose pages are not there yet), or `auto` where no protocol fits (a
  /// pipe, a terminal that shows none). The session's notice (how to turn
  /// pictures on, or tmux dropping them) is said once, here.
  func pictureSession(_ session: ProviderSession, for items: [Item]?) async -> PictureSession? {
    let options = command.options
    guard !options.json, !options.web,
      PictureWish.wants(mode: options.images, layout: renderOptions().layout, layoutChosen: options.layout != nil),
      items?.contains(where: { $0.picture != nil }) ?? true
    else { return nil }
    let progress = session.progress, io = self.io, verbose = options.verbose
    let loader = PictureLoader(
      transport: session.transport, defaultBaseURL: command.provider.defaultBaseURL, baseURL: command.provider.baseURL(in: environment),
      note: { note in
        guard verbose else { return }
        progress.clear()
        io.writeMessage(note + "\n")
      })
    let pictures = await PictureSession(
      mode: options.images, environment: environment, outputIsTerminal: io.outputIsTerminal, loader: loader,
      cell: io.cellPixels().map { CellSize(width: $0.width, height: $0.height) } ?? .standard, ask: io.queryTerminal ?? { _ in .silent })
    if let notice = pictures.notice {
      progress.clear()
      io.writeMessage(notice + "\n")
    }
    return pictures.showsPictures ? pictures : nil
  }
}
