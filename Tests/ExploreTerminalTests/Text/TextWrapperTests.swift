import ExploreCore
import ExploreTerminal
import Foundation
import Testing

@Suite struct TextWrapperTests {
  @Test func wrapsWithAHangingIndent() {
    let text = "  --limit <n>   The number of rows to show across pages; the page size stays fixed."
    let wrapped = TextWrapper.wrap(text, width: 40, indent: 16)
    #expect(
      wrapped == """
          --limit <n>   The number of rows to
                        show across pages; the
                        page size stays fixed.
        """)
    for line in wrapped.split(separator: "\n") {
      #expect(DisplayWidth.of(String(line)) <= 40)
    }
  }

  @Test func shortTextIsUnchanged() {
    #expect(TextWrapper.wrap("OVERVIEW: explore web APIs", width: 80, indent: 2) == "OVERVIEW: explore web APIs")
    #expect(TextWrapper.wrap("", width: 80, indent: 2) == "")
  }

  @Test func measuresDisplayWidth() {
    // Each word is 4 columns wide but 2 characters long.
    let wrapped = TextWrapper.wrap("東京 東京 東京 東京", width: 10, indent: 0)
    #expect(wrapped == "東京 東京\n東京 東京")
  }

  @Test func longWordsStayWhole() {
    let url = "https://github.com/apple/swift-argument-parser/blob/main/README.md"
    let wrapped = TextWrapper.wrap("See \(url) for more.", width: 30, indent: 2)
    #expect(wrapped == "See\n  \(url)\n  for more.")
  }

  @Test func lineBreaksStartIndentedLines() {
    #expect(TextWrapper.wrap("first\n  second\n\nthird", width: 40, indent: 4) == "first\n    second\n\n    third")
  }

  @Test func tinyWidthsStillMakeProgress() {
    let wrapped = TextWrapper.wrap("one two three four five six", width: 0, indent: 0)
    #expect(wrapped.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 10 })
    #expect(wrapped.replacingOccurrences(of: "\n", with: " ") == "one two three four five six")
  }
}
