import ExploreCore
import ExploreSearch
import Testing

@Suite struct TextMatchTests {
  @Test(arguments: [
    ("José", "jose", true),
    ("jose", "José", true),
    ("Smith", "SMITH", true),
    ("Zoë Saldaña", "zoe saldana", true),
    ("Ärger im Büro", "ARGER buro", true),
    ("Rick Sanchez", "sanchez rick", true),
    ("Rick Sanchez", "  rick  ", true),
    ("Rick Sanchez", "", true),
    ("Rick Sanchez", "morty", false),
    ("Rick Sanchez", "rick smith", false),
    ("Jose", "josef", false),
    ("Smith", "smyth", false),
  ])
  func matchesIgnoringCaseAndDiacritics(text: String, query: String, expected: Bool) {
    #expect(TextMatch.matches(text, query: query) == expected)
  }

  @Test func wordsMayMatchDifferentTexts() {
    #expect(TextMatch.matches(["Rick Sanchez", "Human"], query: "rick human"))
    #expect(!TextMatch.matches(["Rick Sanchez", "Human"], query: "rick alien"))
  }

  @Test func filterKeepsOrderAndLooksAtTitlesSubtitlesAndTextFields() {
    let items = [
      Item(id: "1", kind: "character", title: "José Smith", subtitle: "Human"),
      Item(id: "2", kind: "character", title: "Morty Smith", subtitle: "Human"),
      Item(
        id: "3", kind: "character", title: "Birdperson",
        fields: [ItemField(key: "origin", label: "Origin", value: .text("Bird World"))]),
      Item(
        id: "4", kind: "user", title: "octocat",
        fields: [
          ItemField(key: "langs", label: "Languages", value: .list(["Swift", "Élixir"])),
          ItemField(key: "followers", label: "Followers", value: .integer(3938)),
        ]),
    ]
    #expect(items.filter { $0.matches(query: "SMITH") }.map(\.id) == ["1", "2"])
    #expect(items.filter { $0.matches(query: "jose human") }.map(\.id) == ["1"])
    #expect(items.filter { $0.matches(query: "world") }.map(\.id) == ["3"])
    #expect(items.filter { $0.matches(query: "elixir") }.map(\.id) == ["4"])
    #expect(items.filter { $0.matches(query: "3938") }.isEmpty, "numbers are not searched as text")
  }
}
