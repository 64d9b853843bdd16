import ExploreCore
import ExploreTerminal
import Foundation
import Testing

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("", 0),
    ("octocat", 7),
    ("a b\tc", 4),  // a tab is a control character: 0
    ("東京", 4),
    ("東京タワー", 10),
    ("한국어", 6),
    ("Ｆｕｌｌ", 8),  // fullwidth forms
    ("ｱｲｳ", 3),  // halfwidth katakana stay narrow
    ("🍣", 2),
    ("👍🏽", 2),  // skin tone modifier: one glyph
    ("👨‍👩‍👧", 2),  // ZWJ family: one glyph
    ("👨‍👩‍👧 family", 9),
    ("🇯🇵", 2),  // flag: two regional indicators, one glyph
    ("🇯🇵🇫🇷", 4),
    ("❤️", 2),  // text-style heart with VS16 is drawn as emoji
    ("❤", 1),  // without it, text style
    ("1️⃣", 2),  // keycap sequence
    ("☺︎", 1),  // VS15 asks for text style
    ("e\u{301}", 1),  // combining acute accent
    ("café crème", 10),
    ("a\u{200B}b", 2),  // zero-width space
    ("\u{1B}[1mbold\u{1B}[0m", 4),
    ("\u{1B}[1;36mTitle\u{1B}[0m · \u{1B}[2m2\u{1B}[0m", 9),
    ("\u{1B}]8;;https://x.dev\u{07}link\u{1B}]8;;\u{07}", 4),  // OSC 8 hyperlink
    ("\r\n", 0),
  ])
  func measures(_ text: String, _ expected: Int) {
    #expect(DisplayWidth.of(text) == expected, "\(text.debugDescription)")
  }

  @Test func textThatFitsIsUnchanged() {
    #expect(DisplayWidth.truncate("octocat", to: 7) == "octocat")
    #expect(DisplayWidth.truncate("東京", to: 4) == "東京")
    #expect(DisplayWidth.truncate("octocat", to: 0) == "")
    #expect(DisplayWidth.truncate("octocat", to: -3) == "")
  }

  @Test func cutsWithAnEllipsis() {
    #expect(DisplayWidth.truncate("Rick Sanchez", to: 8) == "Rick Sa…")
    #expect(DisplayWidth.truncate("Rick Sanchez", to: 1) == "…")
    // A wide character that would straddle the limit is dropped whole.
    #expect(DisplayWidth.truncate("東京タワー", to: 6) == "東京…")
    #expect(DisplayWidth.truncate("東京タワー", to: 5) == "東京…")
    #expect(DisplayWidth.truncate("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", to: 4) == "👨‍👩‍👧…")
    #expect(DisplayWidth.truncate("cafe\u{301}s and more", to: 5) == "cafe\u{301}…")
  }

  @Test func keepsEscapesAndResetsAfterACut() {
    let styled = "\u{1B}[1mRick Sanchez\u{1B}[0m"
    let cut = DisplayWidth.truncate(styled, to: 5)
    #expect(cut == "\u{1B}[1mRick\u{1B}[0m…")
    #expect(DisplayWidth.of(cut) == 5)
  }

  static let samples = [
    "octocat", "東京タワー", "👨‍👩‍👧 family", "🇯🇵🇫🇷🇩🇪 flags", "cafe\u{301} cre\u{300}me", "Ｆｕｌｌｗｉｄｔｈ",
    "mixed 日本 and 🍣 text", "a\u{200B}b\u{200D}c", "\u{1B}[2mdim 東京\u{1B}[0m",
  ]

  @Test(arguments: samples)
  func truncationNeverExceedsTheWidthNorSplitsAGrapheme(_ text: String) {
    let characters = Set(text)
    for width in 0...(DisplayWidth.of(text) + 2) {
      let cut = DisplayWidth.truncate(text, to: width)
      #expect(DisplayWidth.of(cut) <= max(width, 0), "\(text) to \(width): \(cut)")
      if DisplayWidth.of(text) <= width {
        #expect(cut == text)
      } else if width > 0 {
        #expect(cut.hasSuffix("…"))
        // Every grapheme of the result (but the ellipsis) is one of the
        // original's, so none was split.
        for character in cut.dropLast() where character != "\u{1B}" {
          #expect(characters.contains(character) || "[0m".contains(character), "\(character.debugDescription) in \(cut)")
        }
        // Cutting keeps as much as fits: one more grapheme would not.
        #expect(DisplayWidth.of(cut) >= width - 2)
      }
    }
  }
}
