import ExploreCore
import ExplorePictureLoading
import ExplorePictures
import ExploreRendering
import ExploreTerminal
import ExploreTerminalGraphics
import ExploreTestSupport
import Foundation
import Testing

/// The exact bytes of pictures in the detail and grid layouts, for the
/// half blocks and kitty, on the small ``Portrait``.
@Suite struct PictureComposerTests {
  static let portraitURL = URL(string: "https://rickandmortyapi.com/api/character/avatar/1.jpeg")!
  static let otherURL = URL(string: "https://rickandmortyapi.com/api/character/avatar/2.jpeg")!

  static func composer(_ protocol: PictureProtocol) throws -> PictureComposer {
    let decoded = try PictureDecoder().decode(Portrait.png())
    return PictureComposer(protocol: `protocol`, renderer: PictureRenderer(), pictures: [portraitURL: decoded, otherURL: decoded])
  }

  static let items = [
    Item(id: "1", kind: "character", title: "Nim Vortabel", subtitle: "Human · Alive", picture: ItemPicture(url: portraitURL)),
    Item(id: "2", kind: "character", title: "Quillon Dask of the Outer Rim", picture: ItemPicture(url: otherURL)),
    Item(id: "3", kind: "character", title: "No picture"),
    Item(id: "4", kind: "character", title: "Gone", picture: ItemPicture(url: URL(string: "https://example.com/404.png")!)),
  ]

  static func document(_ items: [Item]) -> OutputDocument {
    OutputDocument(provider: "rickmorty", resource: "characters", sections: [ItemSection(id: "characters", title: "Characters", items: items)])
  }

  @Test(arguments: [PictureProtocol.blocks, .kitty]) func theDetailLayoutShowsThePictureAboveTheFields(_ protocol: PictureProtocol) throws {
    let item = Item(
      id: "1", kind: "character", title: "Nim Vortabel", subtitle: "Human · Alive",
      fields: [ItemField(key: "status", label: "Status", value: .text("Alive"))], picture: ItemPicture(url: Self.portraitURL))
    let options = RenderOptions(layout: .detail, width: 80, pictures: try Self.composer(`protocol`))
    let text = TextRenderer.render(Self.document([item]), options: options)
    try GoldenFile("detail-\(`protocol`).txt").verify(text + "\n")
    #expect(text.hasSuffix("Nim Vortabel\nHuman · Alive\nStatus: Alive"))
  }

  @Test(arguments: [PictureProtocol.blocks, .kitty]) func theGridShowsAThumbnailOverEachName(_ protocol: PictureProtocol) throws {
    let options = RenderOptions(layout: .grid, width: 60, pictures: try Self.composer(`protocol`))
    let text = TextRenderer.render(Self.document(Self.items), options: options)
    try GoldenFile("grid-\(`protocol`).txt").verify(text + "\n")
    // A cell as wide as the longest name (at most 28 columns), the longer one cut in the middle.
    #expect(text.contains("Nim Vortabel" + String(repeating: " ", count: 18) + "Quillon Dask … the Outer Rim\n"))
  }

  @Test func halfBlockThumbnailsKeepTheirCellsAligned() throws {
    let composer = try Self.composer(.blocks)
    let lines = try #require(composer.grid(Self.items, width: 60))
    // Two cells a row at 60 columns (28 + 2 + 28, the cells as wide as the
    // longest name allows): 7 lines of 14-column thumbnails, then the names.
    #expect(lines.count == 9)
    for line in lines[0..<7] {
      #expect(DisplayWidth.of(TerminalTextForTests.strip(line)) == 30 + 14)
    }
    #expect(lines[7] == "Nim Vortabel" + String(repeating: " ", count: 18) + "Quillon Dask … the Outer Rim")
    // The second row's cells have no picture: their names alone.
    #expect(lines[8] == "No picture" + String(repeating: " ", count: 20) + "Gone")
  }

  @Test func pixelThumbnailsReserveTheirLinesAndPlaceEachPictureAtItsColumn() throws {
    let composer = try Self.composer(.kitty)
    let lines = try #require(composer.grid(Array(Self.items.prefix(2)), width: 60))
    #expect(lines.count == 8)
    #expect(lines[0..<6].allSatisfy { $0.isEmpty })
    let placing = lines[6]
    #expect(placing.hasPrefix("\u{1B}[6A\u{1B}7\u{1B}[1G\u{1B}_G"))
    #expect(placing.contains("\u{1B}8\u{1B}7\u{1B}[31G\u{1B}_G"))
    #expect(placing.hasSuffix("\u{1B}8\u{1B}[6B"))
    #expect(placing.contains("c=14,r=7"))
  }

  @Test func withoutAnyPictureTheGridIsTheNamesGrid() throws {
    let composer = try Self.composer(.kitty)
    #expect(composer.grid([Self.items[2], Self.items[3]], width: 40) == nil)
    #expect(composer.lines(above: Self.items[2], width: 80).isEmpty)
    let options = RenderOptions(layout: .grid, width: 40, pictures: composer)
    #expect(TextRenderer.render(Self.document([Self.items[2], Self.items[3]]), options: options).hasSuffix("No picture  Gone"))
  }

  /// A page of logins that share their start: each cell shows a whole
  /// login, in the order of the page, left to right.
  @Test func namesThatShareTheirStartStayWholeAndInOrder() throws {
    let composer = try Self.composer(.blocks)
    let items = (1...10).map { number in
      Item(id: String(number), kind: "user", title: "hundredk-f0001\(number < 10 ? "0" : "")\(number)", picture: ItemPicture(url: Self.portraitURL))
    }
    let lines = try #require(composer.grid(items, width: 120))
    let names = lines.filter { !$0.contains("▀") }.flatMap { $0.split(separator: " ").map(String.init) }
    #expect(names == items.map(\.title))
  }

  @Test func theAskedSizeFollowsTheLayout() {
    #expect(PictureComposer.pixels(grid: false) == 300)
    #expect(PictureComposer.pixels(grid: true) == 140)
    let avatar = ItemPicture(url: URL(string: "https://avatars.githubusercontent.com/u/583231?v=4")!, sizeQueryItem: "s")
    #expect(avatar.url(pixels: 140).absoluteString == "https://avatars.githubusercontent.com/u/583231?v=4&s=140")
    let sized = ItemPicture(url: URL(string: "https://avatars.example/u/1?s=40&v=4")!, sizeQueryItem: "s")
    #expect(sized.url(pixels: 300).absoluteString == "https://avatars.example/u/1?v=4&s=300")
    #expect(ItemPicture(url: Self.portraitURL).url(pixels: 300) == Self.portraitURL)
  }
}

/// Removes the escape sequences of half blocks (`ESC [ … m`), to measure what shows.
enum TerminalTextForTests {
  static func strip(_ line: String) -> String {
    var result = ""
    var inEscape = false
    for scalar in line.unicodeScalars {
      if inEscape {
        if scalar == "m" { inEscape = false }
      } else if scalar == "\u{1B}" {
        inEscape = true
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// The replay fixture of character 1's portrait holds ``Portrait/png()``.
@Suite struct PortraitFixtureTests {
  @Test func theFixtureHoldsThePortrait() throws {
    let file = ProjectPaths.fixtures.appendingPathComponent("rickmorty/GET-character-avatar-1-jpeg.json")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    let response = try #require(object["response"] as? [String: Any])
    let base64 = try #require(response["bodyBase64"] as? String)
    #expect(Data(base64Encoded: base64) == Data(Portrait.png()))
    #expect((object["request"] as? [String: Any])?["path"] as? String == "/character/avatar/1.jpeg")
    let decoded = try PictureDecoder().decode(Portrait.png())
    #expect(decoded.format == .png)
    #expect(decoded.picture.width == Portrait.size && decoded.picture.height == Portrait.size)
    let pupil = decoded.picture[x: 27, y: 27]
    #expect([pupil.red, pupil.green, pupil.blue, pupil.alpha] == [0x10, 0x10, 0x18, 255])
  }
}
