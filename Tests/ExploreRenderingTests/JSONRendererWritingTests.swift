import ExploreCore
import ExploreRendering
import ExploreTestSupport
import Foundation
import Testing

extension RenderingTests {
  /// ``JSONRenderer/render(_:)`` writes items straight to bytes; these tests
  /// hold it to the text of the `JSONValue` it used to build, on the sample
  /// documents and on random ones with every awkward case: reserved and
  /// repeated field keys, keys that differ only in normalisation, nested
  /// children, escapes, odd numbers and dates.
  @Suite struct JSONRendererWritingTests {
    @Test(arguments: SampleDocuments.all.map(\.name))
    func sampleDocumentsMatchTheValuePath(name: String) throws {
      let document = try #require(SampleDocuments.all.first { $0.name == name }).document
      let fast = try JSONRenderer.render(document)
      let reference = JSONRenderer.value(for: document).serialized()
      #expect(fast == reference, "\(Self.firstDifference(fast, reference))")
    }

    /// The first line where two texts differ, for a readable failure.
    static func firstDifference(_ lhs: String, _ rhs: String) -> String {
      let left = lhs.split(separator: "\n", omittingEmptySubsequences: false)
      let right = rhs.split(separator: "\n", omittingEmptySubsequences: false)
      for index in 0..<max(left.count, right.count) {
        let mine = index < left.count ? String(left[index]) : "<end>"
        let theirs = index < right.count ? String(right[index]) : "<end>"
        if mine != theirs { return "line \(index + 1): \(mine.debugDescription) instead of \(theirs.debugDescription)" }
      }
      return "no line differs"
    }

    @Test func randomDocumentsMatchTheValuePath() throws {
      var random = SeededRandom(seed: 140)
      for round in 0..<300 {
        let document = Self.randomDocument(&random)
        let fast = try JSONRenderer.render(document)
        let reference = JSONRenderer.value(for: document).serialized()
        #expect(fast == reference, "round \(round): \(Self.firstDifference(fast, reference))")
        if fast != reference { break }
      }
    }

    @Test func streamedRandomDocumentsMatchTheWholeDocument() throws {
      var random = SeededRandom(seed: 141)
      for round in 0..<200 {
        let document = Self.randomDocument(&random)
        var writer = JSONDocumentWriter(
          provider: document.provider, resource: document.resource, message: document.message,
          notices: document.notices)
        var text = ""
        for section in document.sections {
          text += writer.openSection(id: section.id, title: section.title)
          var rest = section.items[...]
          while !rest.isEmpty {
            let count = random.int(in: 0...3)
            text += writer.append(Array(rest.prefix(count)))
            rest = rest.dropFirst(count)
          }
          text += writer.closeSection(paging: section.paging)
        }
        text += writer.finish()
        let whole = try JSONRenderer.render(document) + "\n"
        #expect(text == whole, "round \(round): \(Self.firstDifference(text, whole))")
        if text != whole { break }
      }
    }

    static let keys = [
      "stars", "id", "kind", "title", "subtitle", "url", "children", "field_id", "Zeta", "a b", "quote\"d",
      "caf\u{E9}", "cafe\u{301}", "日本", "", "a\u{0}", "stars",
    ]
    static let texts = [
      "octocat", "", "line\nbreak", "tab\there", "quote \" and \\", "\u{1B}[31mred", "東京 ☀️", "\u{2028}", "\u{7F}", "/path",
    ]

    static func randomDocument(_ random: inout SeededRandom) -> OutputDocument {
      let sections = (0..<random.int(in: 0...3)).map { index in
        ItemSection(
          id: "section-\(index)", title: texts.randomElement(using: &random)!,
          items: randomItems(&random, depth: 0),
          paging: random.int(in: 0...2) == 0
            ? nil
            : PageInfo(
              number: random.int(in: 0...1) == 0 ? nil : random.int(in: 1...9),
              totalPages: random.int(in: 0...1) == 0 ? nil : random.int(in: 1...9),
              totalCount: random.int(in: 0...1) == 0 ? nil : random.int(in: 0...9_999)))
      }
      return OutputDocument(
        provider: "github", resource: texts.randomElement(using: &random)!, sections: sections,
        notices: (0..<random.int(in: 0...2)).map { _ in texts.randomElement(using: &random)! },
        message: random.int(in: 0...1) == 0 ? nil : texts.randomElement(using: &random)!)
    }

    static func randomItems(_ random: inout SeededRandom, depth: Int) -> [Item] {
      // NB: runs of items with the same field keys, as real lists have,
      // broken now and then by an item with other keys.
      var shared = randomKeys(&random)
      return (0..<random.int(in: 0...8)).map { _ in
        if random.int(in: 0...4) == 0 { shared = randomKeys(&random) }
        let children = depth < 2 && random.int(in: 0...3) == 0 ? randomItems(&random, depth: depth + 1) : nil
        return Item(
          id: String(random.int(in: 0...999_999)), kind: random.int(in: 0...5) == 0 ? "user" : "repository",
          title: texts.randomElement(using: &random)!,
          subtitle: random.int(in: 0...2) == 0 ? nil : texts.randomElement(using: &random)!,
          fields: shared.map { ItemField(key: $0, label: $0, value: randomValue(&random)) },
          webURL: random.int(in: 0...2) == 0 ? nil : URL(string: "https://github.com/octocat/\(random.int(in: 0...99))"),
          children: children)
      }
    }

    static func randomKeys(_ random: inout SeededRandom) -> [String] {
      (0..<random.int(in: 0...7)).map { _ in keys.randomElement(using: &random)! }
    }

    static func randomValue(_ random: inout SeededRandom) -> FieldValue {
      switch random.int(in: 0...8) {
      case 0: .text(texts.randomElement(using: &random)!)
      case 1: .integer(random.int(in: -1_000_000...1_000_000))
      case 2: .number([0.5, -0.0, 1e20, 3, 4.25, .nan, .infinity, 1 / 3, 123_456_789.125].randomElement(using: &random)!)
      case 3: .bool(random.int(in: 0...1) == 0)
      case 4:
        .date(
          Date(
            timeIntervalSince1970: random.int(in: 0...4) == 0
              ? Double(random.int(in: -20_000_000_000...20_000_000_000)) + 0.5
              : Double(random.int(in: -20_000_000_000...20_000_000_000))))
      case 5: .url(URL(string: "https://example.com/\(random.int(in: 0...9))?q=a%20b")!)
      case 6: .list((0..<random.int(in: 0...3)).map { _ in texts.randomElement(using: &random)! })
      default: .none
      }
    }
  }
}
