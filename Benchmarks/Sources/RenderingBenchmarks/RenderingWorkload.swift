import ExploreCore
import ExploreRendering
import Foundation

/// A document of repositories shaped like GitHub's: a title, a description,
/// a web address and seven fields of every kind a provider uses. Every 10th
/// description holds CJK text and an emoji, so the slow paths of width
/// measurement are timed too.
enum RenderingWorkload {
  /// The moment relative dates count from: 2026-11-21T00:00:00Z.
  static let now = Date(timeIntervalSince1970: 1_795_132_800)

  static func document(rows: Int) -> OutputDocument {
    let items = (0..<rows).map(item)
    let section = ItemSection(
      id: "repositories", title: "Repositories", items: items,
      paging: PageInfo(number: 1, totalPages: 1, totalCount: rows))
    return OutputDocument(provider: "github", resource: "repositories", sections: [section])
  }

  static func item(_ number: Int) -> Item {
    let name = "octocat/project-\(number)"
    let description =
      number % 10 == 0
      ? "東京の天気 ☀️ weather widgets for project \(number)"
      : "A small library for parsing \(number % 7 == 0 ? "\"quoted\" text" : "command lines") and more, number \(number)"
    return Item(
      id: String(1_000_000 + number), kind: "repository", title: name, subtitle: description,
      fields: [
        ItemField(key: "stars", label: "Stars", value: .integer(number * 37 % 250_000)),
        ItemField(key: "forks", label: "Forks", value: .integer(number * 11 % 9_000)),
        ItemField(key: "language", label: "Language", value: number % 5 == 0 ? .none : .text(["Swift", "Rust", "Go", "C"][number % 4])),
        ItemField(key: "updated", label: "Updated", value: .date(now.addingTimeInterval(-Double(number * 3_607)))),
        ItemField(key: "topics", label: "Topics", value: .list(["cli", "parser", "tool-\(number % 13)"])),
        ItemField(key: "archived", label: "Archived", value: .bool(number % 17 == 0)),
        ItemField(key: "score", label: "Score", value: .number(Double(number % 1_000) / 8)),
      ],
      webURL: URL(string: "https://github.com/\(name)"))
  }
}
