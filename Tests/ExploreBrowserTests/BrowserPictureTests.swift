@testable import ExploreBrowser
import ExploreCore
import ExploreTerminal
import Foundation
import Testing

/// A detail level's portrait: asked for once, when its record arrives and
/// pictures are shown; laid out above the sections, which keep their rows.
@Suite struct BrowserPictureTests {
  static let portrait = ItemPicture(url: URL(string: "https://town.invalid/p7.png")!)

  /// A browser on `town person p7`, with or without pictures, before its page.
  static func detail(showsPictures: Bool = true, width: Int = 60) -> BrowserState {
    var style = BrowserStyle(useColor: true)
    style.showsPictures = showsPictures
    var state = BrowserState(
      provider: Town.descriptor, resource: Town.person, request: ResourceRequest(path: ["person"], arguments: ["id": "p7"]),
      size: ScreenSize(width: width, height: 24), style: style
    )
    _ = state.start()
    return state
  }

  static func record(picture: ItemPicture? = portrait) -> [ItemSection] {
    var person = Town.person(7)
    person.picture = picture
    return [
      ItemSection(id: "info", title: "Info", items: [person]),
      ItemSection(id: "friends", title: "Friends", items: [Town.person(8), Town.person(9)]),
    ]
  }

  static func pictureEffects(_ effects: [BrowserEffect]) -> [BrowserEffect] {
    effects.filter { if case .loadPicture = $0 { true } else { false } }
  }

  @Test func theRecordsPictureIsAskedForOnceAtTheWidthOfThePortrait() throws {
    var state = Self.detail()
    let first = state.handle(.pageLoaded(level: 0, source: .list, sections: Self.record(), paging: .single, replacing: false))
    var person = Town.person(7)
    person.picture = Self.portrait
    #expect(Self.pictureEffects(first) == [.loadPicture(level: 0, item: person, columns: BrowserPicture.maximumColumns)])
    let again = state.handle(.pageLoaded(level: 0, source: .list, sections: Self.record(), paging: .single, replacing: true))
    #expect(Self.pictureEffects(again).isEmpty)
  }

  @Test func aNarrowScreenAsksForANarrowerPortrait() {
    var state = Self.detail(width: 20)
    let effects = state.handle(.pageLoaded(level: 0, source: .list, sections: Self.record(), paging: .single, replacing: false))
    #expect(Self.pictureEffects(effects).map { effect in
      if case .loadPicture(_, _, let columns) = effect { columns } else { 0 }
    } == [20 - BrowserLayout.gutterWidth])
  }

  @Test(arguments: [(false, true), (true, false)])
  func noPictureIsAskedForWithoutPicturesOrWithoutOne(showsPictures: Bool, hasPicture: Bool) {
    var state = Self.detail(showsPictures: showsPictures)
    let sections = Self.record(picture: hasPicture ? Self.portrait : nil)
    let effects = state.handle(.pageLoaded(level: 0, source: .list, sections: sections, paging: .single, replacing: false))
    #expect(Self.pictureEffects(effects).isEmpty)
  }

  /// A place with residents: the residents' portraits are theirs, never the
  /// place's (`-i rickmorty location 3` showed character 8's as its own).
  @Test func aRecordWithoutAPictureBorrowsNoneFromItsSections() {
    var state = Self.detail()
    var friends = [Town.person(8), Town.person(9)]
    for index in friends.indices {
      friends[index].picture = ItemPicture(url: URL(string: "https://town.invalid/p\(8 + index).png")!)
    }
    let sections = [
      ItemSection(id: "info", title: "Info", items: [Town.person(7)]),
      ItemSection(id: "friends", title: "Friends", items: friends),
    ]
    let effects = state.handle(.pageLoaded(level: 0, source: .list, sections: sections, paging: .single, replacing: false))
    #expect(Self.pictureEffects(effects).isEmpty)
    #expect(!BrowserScreen.lines(for: state).contains { $0.contains("▀") })
  }

  @Test func aListAsksForNoPicture() {
    var style = BrowserStyle(useColor: true)
    style.showsPictures = true
    var state = BrowserState(provider: Town.descriptor, resource: Town.people, request: ResourceRequest(path: ["people"]), size: .init(width: 60, height: 24), style: style)
    _ = state.start()
    let effects = state.handle(.pageLoaded(level: 0, source: .list, sections: Self.record(), paging: .single, replacing: false))
    #expect(Self.pictureEffects(effects).isEmpty)
  }

  @Test func thePortraitShowsAboveTheSectionsAndTheRowsKeepTheirLines() throws {
    var state = Self.detail()
    _ = state.handle(.pageLoaded(level: 0, source: .list, sections: Self.record(), paging: .single, replacing: false))
    let before = BrowserScreen.lines(for: state)
    let picture = BrowserPicture(lines: ["\u{1B}[38;2;1;2;3m▀▀\u{1B}[0m", "\u{1B}[38;2;4;5;6m▀▀\u{1B}[0m"], columns: 2)
    _ = state.handle(.pictureLoaded(level: 0, picture: picture))
    let after = BrowserScreen.lines(for: state)
    #expect(after.count == before.count)
    #expect(after[1].hasSuffix(picture.lines[0]))
    #expect(after[2].hasSuffix(picture.lines[1]))
    #expect(after[3].trimmingCharacters(in: .whitespaces).isEmpty)
    // The sections follow, shifted by the picture and its blank line.
    #expect(Array(after[4...]).prefix(before.count - 5) == Array(before[1...]).prefix(before.count - 5))
    // The cursor is on the record's row, which is not a picture line.
    #expect(state.selectedItem?.id == "p7")
    let cursorLine = try #require(after.firstIndex { $0.contains("›") })
    #expect(after[cursorLine].contains("Person 7"))
    _ = state.handle(.key(.down))
    #expect(state.selectedItem?.id == "p8")
  }

  @Test func aScreenNarrowerThanThePortraitShowsNone() {
    var state = Self.detail(width: 40)
    _ = state.handle(.pageLoaded(level: 0, source: .list, sections: Self.record(), paging: .single, replacing: false))
    let without = BrowserScreen.lines(for: state)
    _ = state.handle(.pictureLoaded(level: 0, picture: BrowserPicture(lines: ["▀▀▀"], columns: 30)))
    #expect(BrowserScreen.lines(for: state)[1].contains("▀"))
    _ = state.handle(.resized(ScreenSize(width: 20, height: 24)))
    #expect(!BrowserScreen.lines(for: state).joined().contains("▀"))
    _ = state.handle(.resized(ScreenSize(width: 40, height: 24)))
    #expect(BrowserScreen.lines(for: state) != without)
  }
}
