import ExploreTerminal
import ExploreArguments
import ExploreCore
import ExplorePictures
import ExplorePictureLoading
import ExploreTerminalGraphics
import ExploreRendering
import ExploreStorage
import ExploreTerminal

extension ResourceRunner {
  /// The pictures of this run (`--images`), or `nil` when it shows none:
  /// `--json`, `--web`, a layout the user is not taken to want them in
  /// (``PictureWish``: the list, or a resource's own grid under `auto`), `--images none`, `items` without
  /// pictures (then the terminal is never asked; `nil` items: a stream,
  /// whose pages are not there yet), or `auto` where no protocol fits (a
  /// pipe, a terminal that shows none). The session's notice (how to turn
  /// pictures on, or tmux dropping them) is said here, once per user
  /// (``SaidNotes``), or every time under `--verbose`.
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
    if let notice = pictures.notice, verbose || io.sayOnce(Self.note(of: notice), ExploreDirectories(environment: environment, home: Self.home(environment))) {
      progress.clear()
      io.writeMessage(notice + "\n")
    }
    return pictures.showsPictures ? pictures : nil
  }

  /// Prints `document` on the terminal before its pictures arrive, and
  /// draws each into its place as it comes (``PictureStage``); `false`,
  /// having printed nothing, where that cannot be done, and the caller
  /// writes the document whole once its pictures are there: `--json`,
  /// output that is no terminal, a terminal that does not say its rows,
  /// a picture's box taller than the screen, and `--verbose` (whose notes
  /// about each picture would come between the lines).
  func writeTextFirst(_ document: OutputDocument, pictures: PictureSession) async -> Bool {
    let options = command.options
    guard !options.json, !options.verbose, io.outputIsTerminal, let screenRows = io.terminalRows(),
      let reservation = pictures.reservation()
    else { return false }
    let rendered = TextRenderer.renderLines(document, options: renderOptions(pictures: reservation))
    guard let slots = reservation.slots(at: rendered.pictureAnchors), !slots.isEmpty,
      let stage = PictureStage(
        lines: rendered.lines, slots: slots, screenRows: screenRows, width: renderOptions().width, write: io.writeOutput)
    else { return false }
    stage.start()
    await pictures.draw(on: stage, slots: slots, shape: reservation.shape)
    stage.finish()
    return true
  }

  /// Which remembered note `notice` is.
  static func note(of notice: String) -> SaidNotes.Note {
    notice == PictureChoice.turnOnNote ? .picturesOff : .tmuxPassthrough
  }

}
