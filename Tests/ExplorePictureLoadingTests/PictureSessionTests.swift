import ExploreCore
@testable import ExplorePictureLoading
import ExplorePictureEncoding
import ExplorePictures
import ExploreTerminalGraphics
import ExploreTestSupport
import Foundation
import Testing

/// How a session chooses its protocol inside tmux and says so, the note
/// of `auto` when it shows nothing, and the memory and size of what it decodes.
@Suite struct PictureSessionTests {
  static func loader(_ transport: any HTTPTransport = StubTransport { _ in throw CancellationError() }, budget: PictureMemoryBudget = .shared)
    -> PictureLoader
  {
    PictureLoader(transport: transport, timeout: .seconds(600), budget: budget)
  }

  static let tmux = ["TERM": "screen-256color", "TMUX": "/tmp/tmux-0/default,1,0", "TMUX_PANE": "%0", "COLORTERM": "truecolor"]

  @Test(arguments: [
    (mode: PictureMode.kitty, setting: TmuxPassthroughSetting.off, shown: PictureProtocol.blocks, noted: true),
    (.iterm, .off, .blocks, true),
    (.sixel, .off, .blocks, true),
    (.kitty, .on, .kitty, false),
    (.iterm, .unknown, .iterm, false),
    (.blocks, .off, .blocks, false),
  ])
  func insideTmuxAPixelProtocolNeedsPassthrough(mode: PictureMode, setting: TmuxPassthroughSetting, shown: PictureProtocol, noted: Bool)
    async
  {
    let asked = Locked(0)
    let session = await PictureSession(
      mode: mode, environment: Self.tmux, outputIsTerminal: true, loader: Self.loader(), ask: { _ in .silent },
      askTmux: {
        asked.withLock { $0 += 1 }
        return setting
      })
    #expect(session.protocol == shown)
    #expect(session.renderer.tmuxPassthrough, "sequences stay wrapped for tmux")
    #expect(asked.withLock { $0 } == (mode == .blocks ? 0 : 1), "tmux is asked only for a protocol that needs it")
    if noted {
      #expect(session.notice == TmuxPassthroughSetting.fallbackNote(from: mode.named!))
      #expect(session.notice?.contains("tmux set -g allow-passthrough on") == true)
    } else {
      #expect(session.notice == nil)
    }
  }

  @Test func outsideTmuxTmuxIsNeverAsked() async {
    let session = await PictureSession(
      mode: .kitty, environment: ["TERM": "xterm-kitty"], outputIsTerminal: true, loader: Self.loader(),
      askTmux: { Issue.record("tmux was asked outside tmux"); return .off })
    #expect(session.protocol == .kitty && session.notice == nil)
  }

  /// `auto` inside tmux with kitty named by the environment (inherited
  /// `KITTY_WINDOW_ID`) and passthrough off: half blocks, said once.
  @Test func autoInsideTmuxFallsBackToHalfBlocks() async {
    var environment = Self.tmux
    environment["KITTY_WINDOW_ID"] = "1"
    let session = await PictureSession(
      mode: .auto, environment: environment, outputIsTerminal: true, loader: Self.loader(), askTmux: { .off })
    #expect(session.protocol == .blocks)
    #expect(session.notice == TmuxPassthroughSetting.fallbackNote(from: .kitty))
  }

  @Test(arguments: [
    (environment: ["TERM": "xterm"], terminal: true, noted: true),
    (["TERM": "xterm-256color", "NO_COLOR": "1"], true, false),
    (["TERM": "dumb"], true, false),
    (["TERM": "xterm"], false, false),
    (["TERM": "xterm", "COLORTERM": "truecolor"], true, false),
  ])
  func autoShowingNothingOnATerminalSaysHowToTurnThemOn(environment: [String: String], terminal: Bool, noted: Bool) async {
    let session = await PictureSession(
      mode: .auto, environment: environment, outputIsTerminal: terminal, loader: Self.loader(), ask: { _ in .silent },
      askTmux: { .on })
    #expect(session.notice == (noted ? PictureChoice.turnOnNote : nil))
    if noted {
      #expect(session.protocol == PictureProtocol.none)
      #expect(PictureChoice.turnOnNote.contains("--images") && PictureChoice.turnOnNote.contains("EXPLORE_IMAGES"))
    }
  }

  @Test func aNamedModeThatShowsNothingSaysNothing() async {
    let session = await PictureSession(mode: .none, environment: ["TERM": "xterm"], outputIsTerminal: true, loader: Self.loader())
    #expect(session.notice == nil)
  }

  /// Large pictures in a grid: each decoded at the smallest scale that
  /// fills its cell, then kept at the cell's pixel size without its bytes,
  /// while the decodes in flight stay within their memory budget.
  @Test func largePicturesAreKeptAtTheirCellsSizeWithinTheMemoryBudget() async throws {
    // A 1,200 × 1,200 JPEG (mid-grey) and a 600 × 400 PNG.
    let jpeg = SyntheticJPEG.manyScans(width: 1_200, height: 1_200, scans: 1)
    let png = PNGEncoder.encode(Picture(width: 600, height: 400, pixels: [UInt8](repeating: 200, count: 600 * 400 * 4), hasAlpha: false))
    let transport = StubTransport { request in
      HTTPResponse(status: 200, headers: [:], body: Data(request.url.path.hasSuffix(".png") ? png : jpeg), url: request.url)
    }
    let budget = PictureMemoryBudget(capacity: 4 << 20)
    let session = PictureSession(protocol: .kitty, loader: Self.loader(transport, budget: budget))
    let items = (0..<8).map { index in
      Item(id: "\(index)", kind: "user", title: "u\(index)", picture: ItemPicture(url: URL(string: "https://images.example/\(index).\(index % 2 == 0 ? "jpeg" : "png")")!))
    }
    let composer = try #require(await session.layout(for: items, layout: .grid))
    #expect(composer.pictures.count == 8)
    for (url, decoded) in composer.pictures {
      let expected = url.pathExtension == "png" ? (140, 93) : (140, 140)
      #expect((decoded.picture.width, decoded.picture.height) == expected, "\(url)")
      #expect(decoded.original == nil, "\(url): its bytes are not kept")
    }
    #expect(await budget.peak <= 4 << 20)
    #expect(await budget.peak > 0)
    #expect(await budget.reserved == 0)
    // A portrait that fits its cell keeps its bytes, to be sent as they are.
    let small = PictureSession(protocol: .kitty, loader: Self.loader(StubTransport { request in
      HTTPResponse(status: 200, headers: [:], body: Data(Portrait.png()), url: request.url)
    }))
    let portrait = try #require(await small.layout(for: [items[0]], layout: .grid))
    #expect(portrait.pictures.values.first?.original == Portrait.png())
  }
}

@Suite struct PictureMemoryBudgetTests {
  @Test func reservationsWaitUntilTheyFit() async {
    let budget = PictureMemoryBudget(capacity: 100)
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<20 {
        group.addTask {
          let reserved = await budget.reserve(30 + index % 3 * 10)
          #expect(await budget.reserved <= 100)
          await Task.yield()
          await budget.release(reserved)
        }
      }
    }
    #expect(await budget.peak <= 100)
    #expect(await budget.peak >= 60, "decodes that fit run side by side")
    #expect(await budget.reserved == 0)
  }

  @Test func aReservationLargerThanTheBudgetRunsAlone() async {
    let budget = PictureMemoryBudget(capacity: 100)
    let first = await budget.reserve(10)
    let gate = Task { await budget.reserve(1_000) }
    await Task.yield()
    #expect(await budget.reserved == 10, "it waits for the one in flight")
    await budget.release(first)
    #expect(await gate.value == 100)
    #expect(await budget.reserved == 100)
    await budget.release(100)
    #expect(await budget.reserved == 0)
  }
}

@Suite struct TmuxPassthroughSettingTests {
  @Test(arguments: [("on\n", TmuxPassthroughSetting.on), ("all\n", .on), ("off\n", .off), ("", .unknown), ("invalid option\n", .unknown)])
  func readsWhatTmuxPrints(_ reply: String, _ setting: TmuxPassthroughSetting) {
    #expect(TmuxPassthroughSetting(reply: reply) == setting)
  }

  @Test func asksForThePanesOwnSetting() {
    #expect(TmuxPassthroughSetting.arguments(pane: "%3") == ["show-options", "-A", "-p", "-v", "-t", "%3", "allow-passthrough"])
    #expect(TmuxPassthroughSetting.arguments(pane: nil) == ["show-options", "-g", "-v", "allow-passthrough"])
  }
}
