import ExploreCore
import ExplorePictureLoading
import ExploreTerminalGraphics
import Testing

/// When the text layouts show pictures at all (``PictureWish``).
@Suite struct PictureWishTests {
  @Test(arguments: [
    (PictureMode.auto, LayoutStyle.grid, false, false),
    (.auto, .grid, true, true),
    (.blocks, .grid, false, true),
    (.kitty, .grid, false, true),
    (.none, .grid, true, false),
    (.auto, .detail, false, true),
    (.none, .detail, false, false),
    (.blocks, .list, true, false),
  ])
  func aGridShowsPicturesOnlyWhenAskedFor(mode: PictureMode, layout: LayoutStyle, layoutChosen: Bool, wanted: Bool) {
    #expect(PictureWish.wants(mode: mode, layout: layout, layoutChosen: layoutChosen) == wanted)
  }
}
