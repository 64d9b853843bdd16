import ExploreCore
import ExploreTables
import ExploreDeclarations
import Foundation
import Testing

/// A declaration is read strictly: a key that is none of its table's gets
/// the nearest one ("did you mean"), an empty name, title, path or kind is
/// refused with what to write, each at its JSON path; a declaration of
/// format 1 still reads, and one is written as format 2.
@Suite struct DeclarationStrictnessTests {
  static func declaration(list: String = #""path": "/things/""#, item: String = #""kind": "thing", "id": "id", "title": "name""#) -> String {
    #"{"explore": 1, "name": "things", "summary": "Things", "baseURL": "https://things.example", "resources": [{"name": "things", "summary": "S", "list": {\#(list), "item": {\#(item)}}}]}"#
  }

  /// The path and reason the decoder gives, as the declaration's reader prints them.
  static func refusal(_ json: String) -> String? {
    do {
      _ = try JSONDecoder().decode(ProviderDeclaration.self, from: Data(json.utf8))
      return nil
    } catch let DecodingError.dataCorrupted(context) {
      return context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined() + ": " + context.debugDescription
    } catch {
      return "\(error)"
    }
  }

  @Test(arguments: [
    (declaration(list: #""path": "/things/", "serach": "q""#), ".resources[0].list.serach: 'serach' is not a key here. Did you mean 'search'?"),
    (declaration(list: #""path": "/things/", "title": """#), ".resources[0].list.title: it is empty; write the section's title"),
    (declaration(list: #""path": """#), ".resources[0].list.path: it is empty; write the list's path"),
    (declaration(item: #""kind": "", "id": "id", "title": "name""#), ".resources[0].list.item.kind: it is empty; write the item's kind"),
    (declaration(item: #""kind": "thing", "id": "id", "title": "name", "feilds": []"#), "'feilds' is not a key here. Did you mean 'fields'?"),
    (declaration(list: #""path": "/things/", "paging": {"pageNumber": {}}"#), ".resources[0].list.paging.pageNumber: 'pageNumber' is not a key here. Did you mean 'pageNumbers'?"),
    (declaration(list: #""path": "/things/", "paging": {"pageNumbers": {"size": 10}}"#), "'size' is not a key here. Did you mean"),
    (declaration(item: #""kind": "thing", "id": "id", "title": "name", "fields": [{"key": "a", "format": "integr"}]"#), "did you mean 'integer'?"),
  ])
  func aLooseDeclarationIsRefusedAtItsPlaceWithWhatToWrite(json: String, expected: String) {
    let refusal = Self.refusal(json)
    #expect(refusal?.contains(expected) == true, "\(refusal ?? "accepted")")
  }

  @Test func formatOneStillReadsAndIsWrittenAsFormatTwo() throws {
    let declaration = try JSONDecoder().decode(ProviderDeclaration.self, from: Data(Self.declaration().utf8))
    #expect(declaration.format == 1 && declaration.resources.first?.list?.title == "Things")
    var written = declaration
    written.format = ProviderDeclaration.currentFormat
    let text = String(decoding: try JSONEncoder().encode(written), as: UTF8.self)
    #expect(text.contains(#""explore":2"#))
    let again = try JSONDecoder().decode(ProviderDeclaration.self, from: Data(text.utf8))
    #expect(again.resources.first?.list?.path == ["things", ""] && again.resources.first?.list?.name == "things")
  }

  @Test func aPathThatEndsInASlashIsTitledAndNamedByItsLastWord() throws {
    let list = try JSONDecoder().decode(ProviderDeclaration.self, from: Data(Self.declaration().utf8)).resources[0].list
    #expect(list?.title == "Things" && list?.name == "things")
    #expect(list?.emptyNote(search: "x", filtered: false) == "No things match 'x'.")
  }
}
