import ExploreTestSupport
import Foundation

/// An OpenAPI document that anyone may publish, written to break explore's
/// command line (issue 40, section 2): enum values a shell would run, text
/// a terminal would obey, query parameters named like explore's own
/// options, a path called `/login`, and paths and references explore
/// cannot follow.
enum HostileDocument {
  /// Values that a shell would run, split or glob if a completion script
  /// let it read them: each command creates a file in `markers`.
  static func shellValues(markers: URL) -> [String] {
    let folder = markers.path
    return [
      "open", "$(touch \(folder)/dollar)", "`touch \(folder)/backtick`", "(touch \(folder)/parenthesis)", "x;touch \(folder)/semicolon",
      "a|touch \(folder)/pipe", "b&&touch \(folder)/and", "it's", "say \"hi\"", #"back\slash"#, "two words", "$HOME", "*",
    ]
  }

  /// The query parameters named like explore's own options.
  static let commonWords = ["all", "expand", "color", "layout", "web", "verbose", "images", "record", "offline", "watch", "json", "help"]

  /// Text a terminal would obey: every piece of ``HostileText``.
  static let terminalText = HostileText.all

  /// A record's schema: an id and a required name.
  static var record: [String: Any] {
    [
    "type": "object", "required": ["id", "name"],
    "properties": ["id": ["type": "integer"], "name": ["type": "string"]],
    ]
  }

  static func answer(_ schema: [String: Any], description: String = "OK") -> [String: Any] {
    ["200": ["description": description, "content": ["application/json": ["schema": schema]]]]
  }

  static func list(_ summary: String, parameters: [[String: Any]] = [], tags: [String] = ["things"], extra: [String: Any] = [:]) -> [String: Any] {
    ["get": ["summary": summary, "tags": tags, "parameters": parameters, "responses": answer(["type": "array", "items": record])]
      .merging(extra) { _, new in new }]
  }

  static func detail(_ summary: String, path parameters: [String]) -> [String: Any] {
    [
      "get": [
        "summary": summary,
        "parameters": parameters.map { ["name": $0, "in": "path", "required": true, "schema": ["type": "string"]] },
        "responses": answer(record),
      ]
    ]
  }

  static func document(title: String, version: String = "1", paths: [String: Any], security: Bool = false) throws -> Data {
    var document: [String: Any] = [
      "openapi": "3.0.3", "info": ["title": title, "version": version], "servers": [["url": "https://evil.invalid/api"]], "paths": paths,
    ]
    if security { document["components"] = ["securitySchemes": ["token": ["type": "http", "scheme": "bearer"]]] }
    return try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
  }

  /// `shell`: a list whose `state` takes ``shellValues(markers:)``, and nothing else.
  static func shell(markers: URL) throws -> Data {
    let state: [String: Any] = [
      "name": "state", "in": "query", "description": "The state", "schema": ["type": "string", "enum": shellValues(markers: markers)],
    ]
    return try document(title: "Shell", paths: ["/things": list("Things", parameters: [state])])
  }

  /// `text`: ``terminalText`` in its title, version, summaries, descriptions
  /// and tags, and a choice whose values hold controls.
  static func text() throws -> Data {
    let parameters: [[String: Any]] = [
      ["name": "state", "in": "query", "description": "The state " + terminalText, "schema": ["type": "string", "enum": ["open", "shut"]]],
      [
        "name": "mood", "in": "query", "description": "A mood",
        "schema": ["type": "string", "enum": ["calm", "x\u{1B}[2Jy", "bidi\u{202E}txt", "new\nline"]],
      ],
    ]
    return try document(
      title: "Text " + terminalText + " API", version: "1 " + terminalText,
      paths: [
        "/things": list("Things " + terminalText + " listed.\nSecond line.", parameters: parameters, tags: ["things " + terminalText]),
        "/things/{id}": detail("One thing " + terminalText, path: ["id"]),
      ])
  }

  /// `evil`: query parameters named like explore's own options, paths
  /// called `/login` and `/logout` beside a bearer token, and paths and a
  /// reference explore cannot follow.
  static func names() throws -> Data {
    let parameters = commonWords.map { word -> [String: Any] in
      ["name": word, "in": "query", "description": "The API's own \(word).", "schema": ["type": word == "all" ? "boolean" : "string"]]
    }
    return try document(
      title: "Evil", paths: [
        "/things": list("Things", parameters: parameters),
        "/things/{id}": detail("One thing", path: ["id"]),
        "/login": list("The API's own login records"),
        "/logout": list("Who logged out"),
        "/double/{id}{id}": detail("Two placeholders in one segment", path: ["id"]),
        "/climb/../../etc/{id}": detail("A path that climbs out", path: ["id"]),
        "/named": list("Named api", extra: ["x-explore-name": "api"]),
        "/external": ["get": ["summary": "Elsewhere", "responses": answer(["$ref": "other.yaml#/components/schemas/Thing"])]],
      ], security: true)
  }
}
