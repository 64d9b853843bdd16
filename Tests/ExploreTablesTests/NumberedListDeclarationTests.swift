import ExploreCore
import ExploreDeclarations
import ExploreTables
import Foundation
import Testing

/// The keys a list paged by number with a next URL in its body (the Rick
/// and Morty API's shape) is declared with: `pageNumbers`' `next`, `pages`
/// and `askFirstPage`, the list's `filteredNote` and `emptyAnswer`, each
/// read strictly, written back as read, and in the schema.
@Suite struct NumberedListDeclarationTests {
  static let list = #"""
    {"path": "/character", "records": "results", "search": "name", "title": "Characters", "name": "characters",
     "emptyNote": "There are no characters.", "filteredNote": "No characters match these filters.", "subject": "page {page} of characters",
     "emptyAnswer": {"at": "error", "equals": "There is nothing here"},
     "paging": {"pageNumbers": {"pageSize": 20, "total": "info.count", "next": "info.next", "pages": "info.pages", "askFirstPage": true}},
     "item": {"kind": "character", "id": "id", "title": "name"}}
    """#

  static func decode(_ json: String) throws -> ListEndpoint {
    try JSONDecoder().decode(ListEndpoint.self, from: Data(json.utf8))
  }

  @Test func theKeysReadIntoTheTable() throws {
    let list = try Self.decode(Self.list)
    #expect(
      list.paging == .pageNumbers(pageSize: 20, total: ["info", "count"], next: ["info", "next"], pages: ["info", "pages"], askFirstPage: true))
    #expect(list.filteredNote == "No characters match these filters.")
    #expect(list.emptyAnswer == EmptyAnswer(status: 404, at: ["error"], equals: "There is nothing here"))
  }

  @Test func theTableIsWrittenAsItWasRead() throws {
    let list = try Self.decode(Self.list)
    let again = try Self.decode(String(decoding: try JSONEncoder().encode(list), as: UTF8.self))
    #expect(again.paging == list.paging && again.filteredNote == list.filteredNote && again.emptyAnswer == list.emptyAnswer)
    let plain = try Self.decode(#"{"path": "/x", "paging": {"pageNumbers": {}}, "item": {"kind": "x", "id": "id", "title": "name"}}"#)
    let text = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
    #expect(!text.contains("askFirstPage") && !text.contains("emptyAnswer") && !text.contains("filteredNote"))
  }

  @Test(arguments: [
    (#""emptyAnswer": {"at": "error", "equal": "x"}"#, "'equal' is not a key here. Did you mean 'equals'?"),
    (#""emptyAnswer": {"status": 200, "at": "error", "equals": "x"}"#, "an empty answer is an error status"),
    (#""emptyAnswer": {"at": "error", "equals": ""}"#, "it is empty"),
    (#""filteredNote": """#, "it is empty"),
    (#""paging": {"pageNumbers": {"askFirstPage": "yes"}}"#, "askFirstPage"),
    (#""paging": {"offsetLimit": {"pages": "info.pages"}}"#, "'pages' is not a key here"),
  ])
  func aLooseKeyIsRefused(key: String, expected: String) {
    let json = #"{"path": "/x", \#(key), "item": {"kind": "x", "id": "id", "title": "name"}}"#
    do {
      _ = try Self.decode(json)
      Issue.record("\(key) must be refused")
    } catch {
      #expect("\(error)".contains(expected), "\(error)")
    }
  }

  @Test func theSchemaDescribesTheKeys() throws {
    let schema = String(decoding: try JSONEncoder().encode(ProviderDeclaration.jsonSchema), as: UTF8.self)
    for word in [#""emptyAnswer""#, #""filteredNote""#, #""askFirstPage""#, #""pages""#, #""equals""#] {
      #expect(schema.contains(word), "the schema lacks \(word)")
    }
  }

  @Test func anEmptyAnswerMatchesItsStatusAndExactText() {
    let empty = EmptyAnswer(at: ["error"], equals: "There is nothing here")
    #expect(empty.matches(status: 404, body: Data(#"{"error":"There is nothing here"}"#.utf8)))
    #expect(!empty.matches(status: 404, body: Data(#"{"error":"There is nothing here."}"#.utf8)))
    #expect(!empty.matches(status: 500, body: Data(#"{"error":"There is nothing here"}"#.utf8)))
    #expect(!empty.matches(status: 404, body: Data("<html>".utf8)))
  }
}
