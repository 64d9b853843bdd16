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

  /// What the user should be told once about how pictures are shown, on
  /// standard error: that `auto` shows none on this terminal and how to
  /// turn them on, or that tmux drops the chosen protocol; `nil` for nothing.
  public let notice: String?

  /// A session with `protocol` chosen already.
  public init(
    protocol: PictureProtocol, renderer: PictureRenderer = PictureRenderer(), loader: PictureLoader, cell: CellSize = .standard,
    notice: String? = nil
  ) {
    self.protocol = `protocol`
    self.renderer = renderer
    self.loader = loader
    self.cell = cell
    self.notice = notice
  }

  /// Chooses the protocol for `mode`: a named one as it is; for `auto`,
  /// nothing into a pipe, else from the environment, else from the
  /// terminal's answer to ``PictureQuery`` (asked through `ask`, at most
  /// once, only on a terminal). Inside tmux (`TMUX`), a kitty, iTerm2 or
  /// sixel picture becomes half blocks when tmux says its
  /// `allow-passthrough` is off (asked through `askTmux`), and ``notice`` says so.
  ///
  /// - Parameters:
  ///   - ask: writes the query and reads the answer within its budget;
  ///     ``TerminalPictureQuery/ask(_:)`` on the controlling terminal by default.
  ///   - askTmux: tmux's `allow-passthrough`; ``TmuxPassthroughProbe/ask(environment:)`` when `nil`.
  public init(
    mode: PictureMode, environment: [String: String], outputIsTerminal: Bool, loader: PictureLoader, cell: CellSize = .standard,
    ask: @Sendable ([UInt8]) async -> PictureQueryReply = { await TerminalPictureQuery.ask($0) },
    askTmux: (@Sendable () async -> TmuxPassthroughSetting)? = nil
  ) async {
    var choice = PictureChoice.choose(mode: mode, environment: environment, outputIsTerminal: outputIsTerminal, reply: nil)
    if case .query(let passthrough) = choice {
      let reply = await ask(passthrough ? PictureQuery.tmuxBytes : PictureQuery.bytes)
      choice = PictureChoice.choose(mode: mode, environment: environment, outputIsTerminal: outputIsTerminal, reply: reply)
    }
    var chosen = PictureProtocol.none, passthrough = false
    if case .use(let used, let wrapped) = choice { (chosen, passthrough) = (used, wrapped) }
    var notice: String?
    if passthrough && [.kitty, .iterm, .sixel].contains(chosen) {
      let setting = await (askTmux ?? { await TmuxPassthroughProbe.ask(environment: environment) })()
      if setting.protocol(for: chosen) != chosen {
        notice = TmuxPassthroughSetting.fallbackNote(from: chosen)
        chosen = setting.protocol(for: chosen)
      }
    }
    if mode == .auto && chosen == .none && PictureChoice.offersPictures(environment: environment, outputIsTerminal: outputIsTerminal) {
      notice = PictureChoice.turnOnNote
    }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    let palette256 = colorTerm != "truecolor" && colorTerm != "24bit" && (environment["TERM"] ?? "").hasSuffix("256color")
    self.init(
      protocol: chosen, renderer: PictureRenderer(tmuxPassthrough: passthrough, palette256: palette256), loader: loader, cell: cell,
      notice: notice)
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

  /// A layout that keeps the pictures' places empty
  /// (``PictureReservation``), with this session's geometry; `nil` when
  /// it shows no pictures.
  package func reservation() -> PictureReservation? {
    guard showsPictures else { return nil }
    return PictureReservation(shape: PictureComposer(protocol: `protocol`, renderer: renderer, pictures: [:], cell: cell))
  }

  /// Fetches and decodes the pictures of `stage`'s slots, in their order,
  /// ``PictureLoader/concurrency`` at a time, and hands each to the stage
  /// as it arrives, drawn for its box; a picture that fails leaves its
  /// slots blank. Returns when every picture has come or failed.
  package func draw(on stage: PictureStage, slots: [PictureReservation.Slot], shape: PictureComposer) async {
    var pictures: [ItemPicture] = []
    for slot in slots where !pictures.contains(slot.picture) { pictures.append(slot.picture) }
    let loader = self.loader, cell = self.cell
    _ = try? await pictures.boundedMap(width: loader.concurrency) { picture in
      let grid = stage.slots(of: picture.url).first.map { stage.slot($0).grid } ?? false
      let address = picture.url(pixels: PictureComposer.pixels(grid: grid, cell: cell))
      var decoded: DecodedPicture?
      if let bytes = await loader.bytes(for: [address])[address] {
        decoded = await loader.decode(bytes, from: address, fitting: shape.box(grid: grid)).map { shape.fitted($0, grid: grid) }
      }
      for index in stage.slots(of: picture.url) {
        let slot = stage.slot(index)
        stage.arrived(slot: index, drawing: decoded.map { shape.drawing(of: $0, columns: slot.columns, rows: slot.rows) } ?? [])
      }
    }
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
    let shape = PictureComposer(protocol: `protocol`, renderer: renderer, pictures: [:], cell: cell)
    let grid = layout == .grid, box = shape.box(grid: grid), loader = self.loader
    var unique: [(url: URL, address: URL, bytes: [UInt8])] = []
    for picture in declared where !unique.contains(where: { $0.url == picture.url }) {
      let address = picture.url(pixels: pixels)
      if let bytes = fetched[address] { unique.append((picture.url, address, bytes)) }
    }
    // NB: decoded side by side, as the memory budget lets them; each is
    // kept only at the size its box shows, its encoded bytes let go.
    let pictures = await withTaskGroup(of: (URL, DecodedPicture?).self) { group in
      for entry in unique {
        group.addTask {
          let decoded = await loader.decode(entry.bytes, from: entry.address, fitting: box)
          return (entry.url, decoded.map { shape.fitted($0, grid: grid) })
        }
      }
      var pictures: [URL: DecodedPicture] = [:]
      for await (url, decoded) in group {
        if let decoded { pictures[url] = decoded }
      }
      return pictures
    }
    guard !pictures.isEmpty else { return nil }
    return PictureComposer(protocol: `protocol`, renderer: renderer, pictures: pictures, cell: cell)
  }
}
