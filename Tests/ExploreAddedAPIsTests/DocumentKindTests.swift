import ExploreAddedAPIs
import Foundation
import Testing

/// `explore api add` tells a declaration file from an OpenAPI document by
/// the top-level keys of its JSON alone, without reading the rest.
@Suite struct DocumentKindTests {
  @Test(arguments: [
    #"{"explore": 1, "name": "x"}"#,
    "\u{FEFF}  {\n\t\"name\": {\"explore\": \"nested\", \"openapi\": [1, {\"a\": \"}\"}]}, \"explore\": 2.5e1}",
    #"{"a": "\"explore\": \"}\"", "b": [[], {}, null, true, false, -1.5E+3], "explore": -1}"#,
    #"{"explore":1}"#,
    // NB: what follows the keys is not read: the declaration's own reader says where it breaks.
    #"{"explore": 1, "resources": [ "#,
  ])
  func aDeclarationIsAnObjectWithANumberAtExploreAndNoOpenAPI(_ text: String) {
    #expect(DocumentSource.isDeclaration(Data(text.utf8)))
  }

  @Test(arguments: [
    #"{"openapi": "3.0.3", "explore": 1}"#,
    #"{"explore": 1, "paths": {}, "openapi": "3.1.0"}"#,
    #"{"explore": "1"}"#,
    #"{"explore": true}"#,
    #"{"explore": null}"#,
    #"{"name": {"explore": 1}}"#,
    #"{"x": "unterminated, "explore": 1"#,
    #"[{"explore": 1}]"#,
    "openapi: 3.0.3\nexplore: 1\n",
    "",
    "{",
    #"{"explore" 1}"#,
    #"{"exploremore": 1, "xexplore": 1}"#,
  ])
  func anythingElseIsNot(_ text: String) {
    #expect(!DocumentSource.isDeclaration(Data(text.utf8)))
  }

  /// A document of many megabytes is told apart in one pass; nothing of
  /// its values is kept (the benchmark in BENCHMARKS.md measures the memory).
  @Test func aLargeDocumentIsReadToItsEnd() {
    let members = (0..<200_000).map { #""k\#($0)": {"a": [1, "\"}]"]}"# }.joined(separator: ",")
    #expect(DocumentSource.isDeclaration(Data("{\(members), \"explore\": 1}".utf8)))
    #expect(!DocumentSource.isDeclaration(Data("{\(members), \"explore\": 1, \"openapi\": \"3.1.0\"}".utf8)))
  }
}
