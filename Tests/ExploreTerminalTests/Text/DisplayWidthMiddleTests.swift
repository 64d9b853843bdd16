@testable import ExploreTerminal
import Testing

/// Cutting a name in the middle keeps both its ends, so that names that
/// share a long start stay apart.
@Suite struct DisplayWidthMiddleTests {
  @Test(arguments: [
    ("hundredk-f000123", 11, "hundr…00123"),
    ("hundredk-f000123", 16, "hundredk-f000123"),
    ("hundredk-f000123", 15, "hundred…f000123"),
    ("abc", 2, "a…"),
    ("abc", 0, ""),
    ("東京タワーの見える部屋", 9, "東京…部屋"),
    ("Quillon Dask of the Outer Rim", 28, "Quillon Dask … the Outer Rim"),
  ])
  func keepsTheStartAndTheEnd(_ text: String, width: Int, expected: String) {
    let cut = DisplayWidth.truncateMiddle(text, to: width)
    #expect(cut == expected)
    #expect(DisplayWidth.of(cut) <= max(width, 0))
  }

  @Test func namesThatDifferAtTheirEndStayApartAtAnyWidthFromThree() {
    let names = (120...129).map { "hundredk-f000\($0)" }
    for width in 3...16 {
      #expect(Set(names.map { DisplayWidth.truncateMiddle($0, to: width) }).count == names.count, "at \(width) columns")
    }
    #expect(Set(names.map { DisplayWidth.truncate($0, to: 14) }).count == 1, "cut at the end, they read the same")
  }
}
