import ExploreCore
import ExploreTables
import Foundation
import Testing

@Suite struct DeclarationRulesTests {
  static func declaration(_ resources: String, name: String = "things", extra: String = "") -> String {
    #"{"explore": 1, "name": "\#(name)", "summary": "Things", "baseURL": "https://things.example"\#(extra), "resources": [\#(resources)]}"#
  }

  static let list = #"{"path": "/things", "item": {"kind": "thing", "id": "id", "title": "name"}}"#

  static func problem(_ json: String) -> String? {
    do {
      try JSONDecoder().decode(ProviderDeclaration.self, from: Data(json.utf8)).validate()
      return nil
    } catch let error as DeclarationError {
      return error.description
    } catch {
      return "\(error)"
    }
  }

  @Test(arguments: [
    (declaration(#"{"name": "things", "summary": "S", "list": \#(list)}"#, name: "Things"), "its name must be lowercase"),
    (declaration(#"{"name": "things", "summary": "S"}"#), "exactly one of 'list' and 'detail'"),
    (declaration(#"{"name": "things", "summary": "S", "list": \#(list)}, {"name": "things", "summary": "S", "list": \#(list)}"#), "declared twice"),
    (
      declaration(#"{"name": "thing", "summary": "S", "detail": {"path": "/things/{id}", "item": {"kind": "t", "id": "id", "title": "n"}}}"#),
      "has the placeholders {id}, and its arguments are none"
    ),
    (declaration(#"{"name": "things", "summary": "S", "list": \#(list)}"#, extra: #", "auth": {"scheme": "query"}"#), "needs a 'name'"),
    (
      declaration(#"{"name": "things", "summary": "S", "options": [{"parameter": "k", "summary": "K", "kind": "choice"}], "list": \#(list)}"#),
      "a choice without values"
    ),
    (
      declaration(#"{"name": "things", "summary": "S", "list": \#(list)}"#, extra: #", "pagingLimits": {"concurrency": 0, "maxPages": 10}"#),
      "its pagingLimits.concurrency is 0; give the pages in flight at once as a number from 1 to 32."
    ),
    (
      declaration(#"{"name": "things", "summary": "S", "list": \#(list)}"#, extra: #", "pagingLimits": {"concurrency": 4, "maxPages": -1}"#),
      "its pagingLimits.maxPages is -1; give the pages --all loads without --max-pages as a number from 1 to 100,000."
    ),
    (declaration(#"{"name": "things", "summary": "S", "list": \#(list)}"#).replacingOccurrences(of: "https://things.example", with: "ftp://x"), "not an http or https address"),
  ])
  func aDeclarationThatBreaksARuleIsRefusedWithWhatToFix(json: String, expected: String) {
    let problem = Self.problem(json)
    #expect(problem?.contains(expected) == true, "\(problem ?? "accepted")")
  }

  @Test func aNewerFormatIsRefusedNotHalfRead() {
    let json = Self.declaration(#"{"name": "things", "summary": "S", "list": \#(Self.list)}"#).replacingOccurrences(of: #""explore": 1"#, with: #""explore": 3"#)
    #expect(Self.problem(json)?.contains("format 3, and this explore reads format 1 to 2: update explore") == true)
  }

  @Test func aGoodDeclarationIsAccepted() {
    #expect(Self.problem(Self.declaration(#"{"name": "things", "summary": "S", "list": \#(Self.list)}"#)) == nil)
  }
}
