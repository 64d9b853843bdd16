import ExploreCore
import ExploreRendering
import Foundation
import Testing

extension RenderingTests {
  @Suite struct JSONRendererTests {
    func parse(_ document: OutputDocument) throws -> [String: Any] {
      let text = try JSONRenderer.render(document)
      let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
      return try #require(object as? [String: Any])
    }

    @Test func oneDocumentWithTheContractShape() throws {
      let text = try JSONRenderer.render(SampleDocuments.repositories)
      // One top-level value: a second document after it would not parse.
      let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      #expect(Set(root.keys) == ["provider", "resource", "sections", "notices", "message"])
      #expect(root["provider"] as? String == "github")
      #expect(root["resource"] as? String == "search repos")
      #expect(root["message"] is NSNull)
      #expect(root["notices"] as? [String] == SampleDocuments.repositories.notices)

      let sections = try #require(root["sections"] as? [[String: Any]])
      #expect(sections.count == 1)
      #expect(sections[0]["id"] as? String == "repositories")
      #expect(sections[0]["title"] as? String == "Repositories")
      let paging = try #require(sections[0]["paging"] as? [String: Any])
      #expect(paging["page"] as? Int == 1)
      #expect(paging["pages"] as? Int == 34)
      #expect(paging["total"] as? Int == 1_000)
      #expect(paging["hasMore"] as? Bool == true)
    }

    @Test func itemsHaveStringIdsAndNativeFieldTypes() throws {
      let root = try parse(SampleDocuments.user)
      let sections = try #require(root["sections"] as? [[String: Any]])
      let items = try #require(sections[0]["items"] as? [[String: Any]])
      let user = try #require(items.first)
      #expect(user["id"] as? String == "583231")
      #expect(user["kind"] as? String == "user")
      #expect(user["title"] as? String == "octocat")
      #expect(user["subtitle"] as? String == "The Octocat")
      #expect(user["url"] as? String == "https://github.com/octocat")
      #expect(user["followers"] as? Int == 21_480)
      #expect(user["score"] as? Double == 4.25)
      #expect(user["hireable"] as? Bool == false)
      #expect(user["email"] is NSNull)
      #expect(user["blog"] as? String == "https://github.blog")
      #expect(user["organizations"] as? [String] == ["github", "octo-org"])
      #expect(user["created"] as? String == "2011-01-25T18:44:36Z")
      #expect(user["children"] == nil, "not expanded: no children key")
    }

    @Test func numbersAndBooleansAreNotStrings() throws {
      let text = try JSONRenderer.render(SampleDocuments.user)
      #expect(text.contains("\"followers\" : 21480"))
      #expect(text.contains("\"hireable\" : false"))
      #expect(text.contains("\"email\" : null"))
      #expect(text.contains("\"id\" : \"583231\""))
      #expect(text.contains("\"url\" : \"https://github.com/octocat\""), "slashes are not escaped")
    }

    @Test func childrenOnlyWhenExpanded() throws {
      let root = try parse(SampleDocuments.locationsExpanded)
      let sections = try #require(root["sections"] as? [[String: Any]])
      let locations = try #require(sections[0]["items"] as? [[String: Any]])
      let earth = try #require(locations.first)
      let residents = try #require(earth["children"] as? [[String: Any]])
      #expect(residents.map { $0["title"] as? String } == ["Beth Smith", "Bill", "Abadango Cluster Princess, Queen of the Gromflomites"])
      #expect(residents.map { $0["id"] as? String } == ["38", "45", "71"])
      #expect((residents[0]["children"] as? [[String: Any]])?.first?["title"] as? String == "Rick Potion #9")
      #expect((residents[1]["children"] as? [Any])?.isEmpty == true, "expanded, found nothing: []")
      #expect(residents[2]["children"] == nil, "not expanded: absent")
      #expect((locations[2]["children"] as? [Any])?.isEmpty == true)
    }

    @Test func unknownPagingIsNull() throws {
      let root = try parse(SampleDocuments.characterSections)
      let sections = try #require(root["sections"] as? [[String: Any]])
      let paging = try #require(sections[0]["paging"] as? [String: Any])
      #expect(paging["pages"] is NSNull)
      #expect(paging["total"] is NSNull)
      #expect(paging["hasMore"] as? Bool == true)
      #expect(sections[1]["paging"] is NSNull)
      #expect((sections[1]["items"] as? [Any])?.isEmpty == true)
    }

    @Test func anyUnicodeRoundTrips() throws {
      let tricky = "東京 👨‍👩‍👧 🇯🇵 cafe\u{301} \"quoted\" back\\slash\nnew line\ttab \u{1} \u{7F} \u{2028}"
      let document = OutputDocument(
        provider: "p", resource: "r",
        sections: [ItemSection(id: "s", title: tricky, items: [Item(id: "1", kind: "k", title: tricky, subtitle: nil)])],
        message: tricky)
      let root = try parse(document)
      #expect(root["message"] as? String == tricky)
      let sections = try #require(root["sections"] as? [[String: Any]])
      #expect(sections[0]["title"] as? String == tricky)
      #expect((sections[0]["items"] as? [[String: Any]])?.first?["title"] as? String == tricky)
    }

    @Test func reservedKeysAreNotOverwritten() throws {
      let item = Item(
        id: "1", kind: "k", title: "real title",
        fields: [
          ItemField(key: "title", label: "Title", value: .text("field title")),
          ItemField(key: "id", label: "Id", value: .integer(7)),
        ])
      let root = try parse(OutputDocument(provider: "p", resource: "r", sections: [ItemSection(id: "s", title: "S", items: [item])]))
      let object = try #require(((root["sections"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])?.first)
      #expect(object["title"] as? String == "real title")
      #expect(object["id"] as? String == "1")
      #expect(object["field_title"] as? String == "field title")
      #expect(object["field_id"] as? Int == 7)
    }

    @Test func keysAreSortedSoOutputIsStable() throws {
      let first = try JSONRenderer.render(SampleDocuments.locationsExpanded)
      let second = try JSONRenderer.render(SampleDocuments.locationsExpanded)
      #expect(first == second)
      let messageIndex = try #require(first.range(of: "\"message\""))
      let sectionsIndex = try #require(first.range(of: "\"sections\""))
      #expect(messageIndex.lowerBound < sectionsIndex.lowerBound)
    }
  }
}
