package import ExploreCore
import ExploreNetworking
public import ExplorePictures
public import ExploreTerminalGraphics
import Foundation

/// Pictures for one run: the protocol chosen once (``PictureChoice``, and
/// at most one query of the terminal), and a ``PictureLoader`` for the
/// provider's transport.
///
/// ```swift
/// let pictures = await PictureSession(mode: .auto, environment: environment, outputIsTerminal: true, loader: loader)
/// options.pictures = await pictures.layout(for: items, layout: .detail)
/// ```
public struct PictureSession: Sendable {
  /// The protocol pictures are shown with; `.none` shows none.
  public let `protocol`: PictureProtocol
  /// Builds each picture's bytes.
  public let renderer: PictureRenderer
  public let loader: PictureLoader
  /// The pixel size of one terminal cell.
  public let cell: CellSize
  /// What the text layouts show: the pictures of the items last given to
  /// ``prepare(_:layout:)``, so that a stream of pages holds one page's pictures.
  package let board = PictureBoard()

  /// A session with `protocol` chosen already.
  public init(protocol: PictureProtocol, renderer: PictureRenderer = PictureRenderer(), loader: PictureLoader, cell: CellSize = .standard) {
    self.protocol = `protocol`
    self.renderer = renderer
    self.loader = loader
    self.cell = cell
  }

  /// Chooses the protocol for `mode`: a named one as it is; for `auto`,
  /// nothing into a pipe, else from the environment, else from the
  /// terminal's answer to ``PictureQuery`` (asked through `ask`, at most
  /// once, only on a terminal).
  ///
  /// - Parameter ask: writes the query and reads the answer within its
  ///   budget; ``TerminalPictureQuery/ask(_:)`` on the controlling terminal by default.
  public init(
    mode: PictureMode, environment: [String: String], outputIsTerminal: Bool, loader: PictureLoader, cell: CellSize = .standard,
    ask: @Sendable ([UInt8]) async -> PictureQueryReply = { await TerminalPictureQuery.ask($0) }
  ) async {
    var choice = PictureChoice.choose(mode: mode, environment: environment, outputIsTerminal: outputIsTerminal, reply: nil)
    if case .query(let passthrough) = choice {
      let reply = await ask(passthrough ? PictureQuery.tmuxBytes : PictureQuery.bytes)
      choice = PictureChoice.choose(mode: mode, environment: environment, outputIsTerminal: outputIsTerminal, reply: reply)
    }
    var chosen = PictureProtocol.none, passthrough = false
    if case .use(let used, let wrapped) = choice { (chosen, passthrough) = (used, wrapped) }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    let palette256 = colorTerm != "truecolor" && colorTerm != "24bit" && (environment["TERM"] ?? "").hasSuffix("256color")
    self.init(protocol: chosen, renderer: PictureRenderer(tmuxPassthrough: passthrough, palette256: palette256), loader: loader, cell: cell)
  }

  /// Whether pictures are shown at all.
  public var showsPictures: Bool { `protocol` != .none }

  /// Fetches and decodes the pictures of `items` for `layout` and puts
  /// them on ``board``, in place of those of the items given before.
  package func prepare(_ items: [Item], layout: LayoutStyle) async {
    board.composer = nil
    board.composer = await self.layout(for: items, layout: layout)
  }

  /// Fetches the pictures of `items` for `layout` ahead of ``prepare(_:layout:)``,
  /// which then finds them kept: a stream's pages fetch theirs as they load.
  package func prefetch(_ items: [Item], layout: LayoutStyle) async {
    guard showsPictures, layout != .list else { return }
    let pixels = PictureComposer.pixels(grid: layout == .grid, cell: cell)
    _ = await loader.bytes(for: items.compactMap { $0.picture?.url(pixels: pixels) })
  }

  /// The pictures of `items` (not their children) for `layout`, fetched
  /// and decoded; `nil` for the list layout, with ``PictureProtocol/none``,
  /// or when no item has a picture. Pictures that fail are left out.
  package func layout(for items: [Item], layout: LayoutStyle) async -> PictureComposer? {
    guard showsPictures, layout != .list else { return nil }
    let pixels = PictureComposer.pixels(grid: layout == .grid, cell: cell)
    let declared = items.compactMap(\.picture)
    guard !declared.isEmpty else { return nil }
    let fetched = await loader.bytes(for: declared.map { $0.url(pixels: pixels) })
    var pictures: [URL: DecodedPicture] = [:]
    for picture in declared where pictures[picture.url] == nil {
      let address = picture.url(pixels: pixels)
      if let bytes = fetched[address], let decoded = await loader.decode(bytes, from: address) {
        pictures[picture.url] = decoded
      }
    }
    guard !pictures.isEmpty else { return nil }
    return PictureComposer(protocol: `protocol`, renderer: renderer, pictures: pictures, cell: cell)
  }
}
