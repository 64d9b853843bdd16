import ExploreTestSupport
import Foundation

/// A small API that `explore api add` adds from its own OpenAPI document,
/// for the tests of what an added API does with its token (issue 40,
/// section 2): `/gadgets/openapi.json` declares `GET /items` and
/// `GET /items/{id}`, its server is this mount, and its API key goes where
/// the query says (`?in=query&name=a%20b` by default `in=query`,
/// `name=api_key`).
///
/// `/items/404` answers 404 and `/items/603` a body that is not JSON, so
/// that a test reads the messages a failed request gives.
enum Gadgets {
  static let mountName = "gadgets"

  /// The mount, with the base URL variable `EXPLORE_<provider>_API_URL`
  /// left to the test (the API's name is chosen at `api add`).
  static func mount() -> LoopbackMount {
    var router = LoopbackRouter()
    router.get("/openapi.json") { call in
      let place = call.request.queryValue("in") ?? "query"
      let name = call.request.queryValue("name") ?? "api_key"
      let server = call.request.queryValue("server") ?? call.mountURL.absoluteString
      return LoopbackResponse(
        status: 200, headers: [("content-type", "application/json")], body: document(server: server, keyIn: place, keyName: name))
    }
    router.get("/items") { _ in .json((1...3).map { ["id": $0, "name": "Gadget \($0)"] }) }
    router.get("/items/:id") { call in
      switch call["id"] {
      case "404": .json(["message": "no such gadget"], status: 404)
      case "603": LoopbackResponse(status: 200, headers: [("content-type", "application/json")], body: Data(#"{"id": ["#.utf8))
      case let id?: .json(["id": Int(id) ?? 0, "name": "Gadget \(id)"])
      case nil: nil
      }
    }
    return LoopbackMount(name: mountName, router: router)
  }

  /// The OpenAPI document: two operations, one API key.
  static func document(server: String, keyIn place: String, keyName: String) -> Data {
    let record: [String: Any] = [
      "type": "object", "required": ["id", "name"],
      "properties": ["id": ["type": "integer"], "name": ["type": "string"]],
    ]
    func answer(_ schema: [String: Any]) -> [String: Any] {
      ["200": ["description": "ok", "content": ["application/json": ["schema": schema]]]]
    }
    let document: [String: Any] = [
      "openapi": "3.0.3",
      "info": ["title": "Gadgets", "version": "1"],
      "servers": [["url": server]],
      "components": ["securitySchemes": ["key": ["type": "apiKey", "in": place, "name": keyName]]],
      "security": [["key": [String]()]],
      "paths": [
        "/items": ["get": ["summary": "The gadgets", "responses": answer(["type": "array", "items": record])]],
        "/items/{id}": [
          "get": [
            "summary": "One gadget",
            "parameters": [["name": "id", "in": "path", "required": true, "schema": ["type": "integer"]]],
            "responses": answer(record),
          ]
        ],
      ],
    ]
    return (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
  }

  /// The address of the document on `server`, with its key `in` a place
  /// and called `name`, percent-encoded.
  static func documentURL(on server: LoopbackServer, keyIn place: String = "query", keyName name: String = "api_key") -> String {
    var components = URLComponents(url: server.baseURL(for: mountName).appendingPathComponent("openapi.json"), resolvingAgainstBaseURL: false)!
    components.percentEncodedQuery = "in=\(place)&name=\(name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? name)"
    return components.string!
  }

  /// The requests for the API's items, as the server saw them.
  static func itemRequests(_ server: LoopbackServer) async throws -> [LoopbackRequest] {
    try await server.requests().filter { $0.path.hasPrefix("/\(mountName)/items") }
  }
}
