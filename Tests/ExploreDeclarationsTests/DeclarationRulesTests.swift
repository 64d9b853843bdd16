import ExploreCore
import ExploreTables
import ExploreDeclarations
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
    (declaration(#"{"name": "things", "summary": "S", "list": \#(list)}"#, name: String(repeating: "t", count: 65)), "at most 64 characters"),
    (
      declaration(#"{"name": "things", "summary": "S", "list": \#(list)}"#, extra: #", "auth": {"scheme": "header", "name": "Host"}"#),
      "its auth header name 'Host' cannot carry the token: it is a header explore or the HTTP connection sets itself"
    ),
    (
      declaration(#"{"name": "things", "summary": "S", "list": \#(list)}"#, extra: #", "auth": {"scheme": "header", "name": "X-Key\r\nX: 1"}"#),
      "its auth header name 'X-Key\\u{D}\\u{A}X: 1' cannot carry the token: it holds a line break"
    ),
    (
      declaration(#"{"name": "things", "summary": "S", "list": \#(list)}"#).replacingOccurrences(of: "https://things.example", with: "https://me:pw@things.example"),
      "its baseURL holds a user name or password"
    ),
    (
      declaration(#"{"name": "things", "summary": "S", "list": \#(list)}"#).replacingOccurrences(of: "https://things.example", with: "https://things.example?token=t"),
      "its baseURL holds a query"
    ),
  ])
  func aDeclarationThatBreaksARuleIsRefusedWithWhatToFix(json: String, expected: String) {
    let problem = Self.problem(json)
    #expect(problem?.contains(expected) == true, "\(problem ?? "accepted")")
  }

  /// What a command line, a shell or a terminal would read as something
  /// else (issue 40): an option or expansion name that is no word, a
  /// choice's value with a control or invisible character, a path that
  /// climbs out of the base path, a placeholder named twice.
  @Test(arguments: [
    (
      #"{"name": "things", "summary": "S", "options": [{"parameter": "state", "option": "$(touch x)", "summary": "S"}], "list": \#(list)}"#,
      "its option name '$(touch x)' must be ASCII letters, digits, '-' and '_'"
    ),
    (
      #"{"name": "things", "summary": "S", "options": [{"parameter": "日本", "summary": "S"}], "list": \#(list)}"#,
      "its parameter '日本' has no letter or digit to name an option; name it with \"option\""
    ),
    (
      #"{"name": "things", "summary": "S", "options": [{"parameter": "mood", "summary": "S", "kind": "choice", "values": ["calm", "x\u001b[2Jy"]}], "list": \#(list)}"#,
      #"its option '--mood' has the value "x\u{1B}[2Jy", which holds a control or invisible character"#
    ),
    (
      #"{"name": "things", "summary": "S", "options": [{"parameter": "mood", "summary": "S", "kind": "choice", "values": ["bidi\u202Etxt"]}], "list": \#(list)}"#,
      "which holds a control or invisible character"
    ),
    (
      #"{"name": "thing", "summary": "S", "arguments": [{"name": "id", "summary": "I"}], "detail": {"path": "/a/../../etc/{id}", "item": {"kind": "t", "id": "id", "title": "n"}}}"#,
      "its path /a/../../etc/{id} has the segment '..', which would send the request out of the API's base path; write the path without it."
    ),
    (
      #"{"name": "things", "summary": "S", "list": {"path": "/a/%2E%2e/b", "item": {"kind": "t", "id": "id", "title": "n"}}}"#,
      "has the segment '%2E%2e'"
    ),
    (
      #"{"name": "thing", "summary": "S", "arguments": [{"name": "id", "summary": "I"}], "detail": {"path": "/a/{id}/b/{id}", "item": {"kind": "t", "id": "id", "title": "n"}}}"#,
      "its path /a/{id}/b/{id} has the placeholder {id} twice; give each placeholder its own name and argument."
    ),
    (
      #"{"name": "things", "summary": "S", "list": \#(list), "expansions": [{"name": "a b", "summary": "E", "record": "/t/{id}", "children": "c", "item": {"kind": "c", "id": "id", "title": "n"}}]}"#,
      "its expansion name 'a b' must be ASCII letters, digits, '-' and '_'"
    ),
  ])
  func aNameOrValueAShellOrTerminalWouldMisreadIsRefused(resource: String, expected: String) {
    let problem = Self.problem(Self.declaration(resource))
    #expect(problem?.contains(expected) == true, "\(problem ?? "accepted")")
  }

  @Test func valuesWithSpacesQuotesAndShellCharactersArePrintableAndAccepted() {
    let values = #"["open", "two words", "it's", "say \"hi\"", "$(x)", "`x`", "a;b", "a|b", "back\\slash", "é", "🐈"]"#
    let resource = #"{"name": "things", "summary": "S", "options": [{"parameter": "v", "summary": "V", "kind": "choice", "values": \#(values)}], "list": \#(Self.list)}"#
    #expect(Self.problem(Self.declaration(resource)) == nil)
  }

  @Test func aNewerFormatIsRefusedNotHalfRead() {
    let json = Self.declaration(#"{"name": "things", "summary": "S", "list": \#(Self.list)}"#).replacingOccurrences(of: #""explore": 1"#, with: #""explore": 3"#)
    #expect(Self.problem(json)?.contains("format 3, and this explore reads format 1 to 2: update explore") == true)
  }

  @Test func aGoodDeclarationIsAccepted() {
    #expect(Self.problem(Self.declaration(#"{"name": "things", "summary": "S", "list": \#(Self.list)}"#)) == nil)
  }
}
