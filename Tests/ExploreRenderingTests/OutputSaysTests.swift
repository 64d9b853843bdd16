import ExploreCore
import ExploreRendering
import ExploreTerminal
import Foundation
import Testing

extension RenderingTests {
  /// What the output says: children's columns headed once per section, a
  /// detail that says each thing once, and a piped detail in the API's
  /// keys only.
  @Suite struct OutputSaysTests {
    static func character(_ id: Int, _ name: String, status: String, episodes: Int, origin: String) -> Item {
      Item(
        id: "\(id)", kind: "character", title: name, subtitle: status,
        fields: [
          ItemField(key: "status", label: "Status", value: .text(status)),
          ItemField(key: "episodes", label: "Episodes", value: .integer(episodes)),
          ItemField(key: "origin", label: "Origin", value: .text(origin)),
        ])
    }

    static func episode(_ id: Int, _ name: String, code: String, characters: [Item]) -> Item {
      Item(
        id: "\(id)", kind: "episode", title: name, subtitle: "\(code) · October 1, 2017",
        fields: [
          ItemField(key: "code", label: "Code", value: .text(code)),
          ItemField(key: "airDate", label: "Air date", value: .text("October 1, 2017")),
        ],
        children: characters)
    }

    static let episodes = OutputDocument(
      provider: "rickmorty", resource: "episodes",
      sections: [
        ItemSection(
          id: "episodes", title: "Episodes",
          items: [
            episode(1, "Pilot", code: "S01E01", characters: [character(1, "Glorb", status: "Dead", episodes: 2, origin: "Jelly Cloud")]),
            episode(2, "Lawnmower Dog", code: "S01E02", characters: [character(2, "Snuffles", status: "Alive", episodes: 1, origin: "Earth")]),
          ])
      ])

    static func render(_ document: OutputDocument, layout: LayoutStyle = .list, isTerminal: Bool = true) -> [String] {
      let options = RenderOptions(layout: layout, width: 100, isTerminal: isTerminal, now: Date(timeIntervalSince1970: 0))
      return TextRenderer.render(document, options: options).split(separator: "\n").map(String.init)
    }

    @Test func childrenAreHeadedOncePerSectionAboveTheirFirstRow() throws {
      let lines = Self.render(Self.episodes)
      let header = try #require(lines.firstIndex { $0.contains("CHARACTER") })
      #expect(lines[header] == "   CHARACTER  STATUS  EPISODES  ORIGIN")
      #expect(lines[header - 1].hasPrefix("Pilot"))
      #expect(lines[header + 1] == "└─ Glorb      Dead           2  Jelly Cloud")
      #expect(lines.filter { $0.contains("CHARACTER") }.count == 1, "once per section: \(lines)")
      // Piped rows stay rows, for scripts.
      #expect(!Self.render(Self.episodes, isTerminal: false).joined().contains("CHARACTER"))
    }

    @Test func aStreamHeadsChildrenOnceAcrossItsPages() {
      let options = RenderOptions(layout: .list, width: 100, isTerminal: true, now: Date(timeIntervalSince1970: 0))
      let section = Self.episodes.sections[0]
      var writer = TextStreamWriter(options: options, message: nil, notices: [])
      let text = writer.append([section.items[0]], of: section) + writer.append([section.items[1]], of: section)
      #expect(text.components(separatedBy: "CHARACTER").count == 2, "\(text)")
    }

    @Test func aDetailSaysEachThingOnce() {
      let user = Item(
        id: "midsize", kind: "user", title: "midsize", subtitle: "Midsize",
        fields: [
          ItemField(key: "name", label: "Name", value: .text("Midsize")),
          ItemField(key: "login", label: "Login", value: .text("midsize")),
          ItemField(key: "followers", label: "Followers", value: .integer(3)),
        ])
      let card = Self.render(OutputDocument(provider: "github", resource: "user", sections: [ItemSection(id: "profile", title: "Profile", items: [user])]), layout: .detail)
      #expect(card == ["midsize", "Name:      Midsize", "Followers: 3"])
      let episode = Self.render(
        OutputDocument(provider: "rickmorty", resource: "episode", sections: [ItemSection(id: "info", title: "Info", items: [Self.episode(30, "The Rickchurian Mortydate", code: "S03E10", characters: [])])]),
        layout: .detail)
      #expect(Array(episode.prefix(3)) == ["The Rickchurian Mortydate", "Code:     S03E10", "Air date: October 1, 2017"])
      // Piped: the API's keys, and the title only where no field says it.
      let piped = Self.render(OutputDocument(provider: "github", resource: "user", sections: [ItemSection(id: "profile", title: "Profile", items: [user])]), layout: .detail, isTerminal: false)
      #expect(piped == ["name\tMidsize", "login\tmidsize", "followers\t3"])
      let pipedEpisode = Self.render(
        OutputDocument(provider: "rickmorty", resource: "episode", sections: [ItemSection(id: "info", title: "Info", items: [Self.episode(30, "The Rickchurian Mortydate", code: "S03E10", characters: [])])]),
        layout: .detail, isTerminal: false)
      #expect(Array(pipedEpisode.prefix(3)) == ["name\tThe Rickchurian Mortydate", "code\tS03E10", "airDate\tOctober 1, 2017"])
      #expect(!pipedEpisode.contains { $0.hasPrefix("title\t") || $0.hasPrefix("subtitle\t") })
    }
  }
}
