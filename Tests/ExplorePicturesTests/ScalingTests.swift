@testable import ExplorePictures
import Testing

@Suite struct ScalingTests {
  static func uniform(width: Int, height: Int, _ pixel: [UInt8]) -> Picture {
    Picture(width: width, height: height, pixels: Array([[UInt8]](repeating: pixel, count: width * height).joined()), hasAlpha: pixel[3] != 255)
  }

  @Test(arguments: [(300, 300, 20, 20), (1, 1, 3, 4), (37, 11, 200, 120), (64, 48, 7, 7), (300, 300, 300, 300)])
  func aUniformPictureStaysUniform(_ width: Int, _ height: Int, _ targetWidth: Int, _ targetHeight: Int) {
    let scaled = PictureScaler.scale(Self.uniform(width: width, height: height, [200, 100, 50, 255]), width: targetWidth, height: targetHeight)
    #expect(scaled.width == targetWidth && scaled.height == targetHeight)
    #expect(scaled.pixels == Self.uniform(width: targetWidth, height: targetHeight, [200, 100, 50, 255]).pixels)
  }

  @Test func eachTargetPixelAveragesTheAreaItCovers() {
    // 4 × 1: black, white, 100, 200 → 2 × 1: 127.5 and 150.
    let picture = Picture(width: 4, height: 1, pixels: [0, 0, 0, 255, 255, 255, 255, 255, 100, 100, 100, 255, 200, 200, 200, 255], hasAlpha: false)
    #expect(PictureScaler.scale(picture, width: 2, height: 1).pixels == [128, 128, 128, 255, 150, 150, 150, 255])
    // 3 → 2: the middle pixel is split between both.
    let three = Picture(width: 3, height: 1, pixels: [0, 0, 0, 255, 90, 90, 90, 255, 180, 180, 180, 255], hasAlpha: false)
    #expect(PictureScaler.scale(three, width: 2, height: 1).pixels == [30, 30, 30, 255, 150, 150, 150, 255])
  }

  @Test func transparentPixelsDoNotDarkenTheirNeighbours() {
    // A transparent black pixel beside an opaque red one: red at half alpha, not dark red.
    let picture = Picture(width: 2, height: 1, pixels: [0, 0, 0, 0, 255, 0, 0, 255], hasAlpha: true)
    #expect(PictureScaler.scale(picture, width: 1, height: 1).pixels == [255, 0, 0, 128])
  }

  static let placements: [(width: Int, height: Int, columns: Int, rows: Int?, expected: (Int, Int))] = [
    (300, 300, 20, nil, (20, 10)),  // square: cells are twice as tall as wide
    (300, 150, 20, nil, (20, 5)),
    (150, 300, 20, nil, (20, 20)),
    (150, 300, 20, 10, (10, 10)),  // too tall: fewer columns
    (1, 1000, 20, 4, (1, 4)),
    (1000, 1, 20, nil, (20, 1)),  // at least one row
    (264, 264, 20, nil, (20, 10)),
  ]

  @Test(arguments: placements.indices)
  func placementsKeepTheAspectRatio(_ index: Int) {
    let (width, height, columns, rows, expected) = Self.placements[index]
    let placement = PicturePlacement(width: width, height: height, columns: columns, rows: rows)
    #expect((placement.columns, placement.rows) == expected)
  }

  @Test func pixelSizesFitTheBoxAndKeepTheAspectRatio() {
    let placement = PicturePlacement(width: 300, height: 300, columns: 20)
    #expect(placement.pixelSize(width: 300, height: 300, across: 10, down: 20) == (200, 200))
    #expect(placement.pixelSize(width: 300, height: 300, across: 1, down: 2) == (20, 20))
    let wide = PicturePlacement(width: 61, height: 45, columns: 6)
    #expect((wide.columns, wide.rows) == (6, 2))
    #expect(wide.pixelSize(width: 61, height: 45, across: 10, down: 20) == (54, 40))
    let custom = PicturePlacement(width: 100, height: 100, columns: 10, cell: CellSize(width: 8, height: 16))
    #expect(custom.pixelSize(width: 100, height: 100, across: 8, down: 16) == (80, 80))
  }
}
