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
    ("RepoTags[0]", [.key("RepoTags"), .element(0)]),
    ("attributes.transactions[0].description", [.key("attributes"), .key("transactions"), .element(0), .key("description")]),
    ("rows[12][*].x", [.key("rows"), .element(12), .each, .key("x")]),
    (#"a\.b.c\[d\]"#, [.key("a.b"), .key("c[d]")]),
    ("", []),
  ])
  func aPathIsReadFromTheTextADeclarationWrites(text: String, segments: [JSONPath.Segment]) throws {
    let path = try JSONPath(parsing: text)
    #expect(path.segments == segments)
    #expect(path.description == text, "written back as read")
  }

  @Test(arguments: ["a..b", "a.", ".a", "a[x]", "a[-1]", "a[+1]", "a[]", "a[0", "a]", "a[*]b", "a[0]b", "a[99999999999999999999]", #"a\"#])
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

  @Test func aPositionReadsThatElementAndNothingPastTheEnd() throws {
    let body = JSONValue.object([
      "RepoTags": .array([.string("swift:6.3"), .string("swift:latest")]),
      "transactions": .array([.object(["description": .string("Groceries")])]),
      "Names": .array([]),
    ])
    #expect(body.string(at: try JSONPath(parsing: "RepoTags[0]")) == "swift:6.3")
    #expect(body.string(at: try JSONPath(parsing: "RepoTags[1]")) == "swift:latest")
    #expect(body[try JSONPath(parsing: "RepoTags[2]")] == nil)
    #expect(body[try JSONPath(parsing: "Names[0]")] == nil, "an empty array has no first element")
    #expect(body.string(at: try JSONPath(parsing: "transactions[0].description")) == "Groceries")
    #expect(body[try JSONPath(parsing: "transactions[0]")]?.typeName == "an object")
    #expect(body[try JSONPath(parsing: "description[0]")] == nil, "no array where the path expects one")
    #expect(try JSONPath(parsing: "RepoTags[0]").goesThroughArrays)
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
