import ExploreBrowser
import ExploreArguments
import ExploreCommandRuntime
import ExploreCore
import ExplorePictureLoading
import ExplorePictures
import ExploreTerminalGraphics

extension InteractiveRunner {
  /// The portraits of the browser's detail levels, as half blocks: `nil`
  /// with `--images none`, without colour (`NO_COLOR`, `--color never`:
  /// half blocks are colour), or when `--images auto` finds no protocol for
  /// this terminal. The terminal is never queried: the browser shows half
  /// blocks whatever the protocol, so only whether the terminal has colour
  /// counts, which its environment says; nor is tmux, whose passthrough
  /// half blocks do not need.
  ///
  /// - Parameter note: says why a picture was left out, under `--verbose`.
  func pictureLoader(
    transport: any HTTPTransport, useColor: Bool, note: @escaping @Sendable (String) -> Void
  ) async -> BrowserController.PictureLoader? {
    let options = command.options
    guard options.images != .none, useColor else { return nil }
    let verbose = options.verbose
    let loader = PictureLoader(
      transport: transport, defaultBaseURL: command.provider.defaultBaseURL, baseURL: command.provider.baseURL(in: environment),
      note: { if verbose { note($0) } })
    let session = await PictureSession(
      mode: options.images, environment: environment, outputIsTerminal: true, loader: loader,
      cell: io.cellPixels().map { CellSize(width: $0.width, height: $0.height) } ?? .standard, ask: { _ in .silent },
      askTmux: { .unknown })
    guard session.showsPictures else { return nil }
    return { item, columns in
      guard var composer = await session.layout(for: [item], layout: .detail) else { return [] }
      composer.protocol = .blocks
      composer.detailColumns = columns
      return composer.lines(above: item, width: columns)
    }
  }
}
