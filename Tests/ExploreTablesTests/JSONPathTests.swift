import ExploreCore
import ExploreTables
import Foundation
import Testing

@Suite struct JSONPathTests {
  @Test(arguments: [
    ("name", [JSONPath.Segment.key("name")]),
    ("origin.name", [.key("origin"), .key("name")]),
    ("types[*].type.url", [.key("types"), .each, .key("type"), .key("url")]),
    ("[*].name", [.each, .key("name")]),
    ("grid[*][*]", [.key("grid"), .each, .each]),
    (#"a\.b.c\[d\]"#, [.key("a.b"), .key("c[d]")]),
    ("", []),
  ])
  func aPathIsReadFromTheTextADeclarationWrites(text: String, segments: [JSONPath.Segment]) throws {
    let path = try JSONPath(parsing: text)
    #expect(path.segments == segments)
    #expect(path.description == text, "written back as read")
  }

  @Test(arguments: ["a..b", "a.", ".a", "a[1]", "a]", "a[*]b", #"a\"#])
  func aPathThatCannotBeReadSaysHowToWriteIt(text: String) {
    #expect(throws: JSONPathSyntaxError.self) { try JSONPath(parsing: text) }
  }

  @Test func aPathThroughArraysReadsWhatEachElementHolds() throws {
    let body = JSONValue.object([
      "types": .array([
        .object(["type": .object(["url": .string("https://x/type/12/")])]),
        .object(["slot": .integer(2)]),
        .object(["type": .object(["url": .string("https://x/type/4/")])]),
      ]),
      "name": .string("bulba"),
    ])
    #expect(body[try JSONPath(parsing: "types[*].type.url")] == .array([.string("https://x/type/12/"), .string("https://x/type/4/")]))
    #expect(body[try JSONPath(parsing: "name[*]")] == nil, "no array where the path expects one")
    #expect(body[try JSONPath(parsing: "types[*].missing")] == .array([]))
  }

  @Test func aPathTemplateFillsItsPlaceholdersInsideTheirSegments() throws {
    let template = PathTemplate("/repos/{owner}/{repo}/stargazers/")
    #expect(template.placeholders == ["owner", "repo"])
    #expect(try template.components(["owner": "apple", "repo": "swift"]) == ["repos", "apple", "swift", "stargazers", ""])
    #expect(try PathTemplate("/files/{name}.json").components(["name": "a/b"]) == ["files", "a/b.json"])
    #expect(throws: PathTemplateError.self) { try template.components(["owner": "apple"]) }
    // NB: a dot segment is kept here and refused by URLBuilder, the one rule of every provider (PathEscapeEndToEndTests).
    #expect(try template.components(["owner": "..", "repo": "x"]) == ["repos", "..", "x", "stargazers", ""])
  }
}
