import ExploreCore
import ExploreNetworking
import Foundation
import Testing

@Suite struct DecodingTests {
  struct Page: Decodable { var results: [Character] }
  struct Character: Decodable {
    var id: Int
    var name: String
    var origin: Place
    var nickname: String?
    var created: Date?
  }
  struct Place: Decodable { var name: String; var url: URL }

  static func response(_ body: String) -> HTTPResponse {
    HTTPResponse(status: 200, body: Data(body.utf8), url: URL(string: "https://rickandmortyapi.com/api/character")!)
  }

  static func character(_ id: Int, url: String = #""https://rickandmortyapi.com/api/location/1""#) -> String {
    #"{"id":\#(id),"name":"N\#(id)","origin":{"name":"Earth","url":\#(url)},"unknown_field":[1,2,{"x":null}]}"#
  }

  static func undecodable(_ body: String) throws -> (endpoint: String, jsonPath: String, reason: String, error: APIError) {
    do {
      _ = try response(body).decode(Page.self, endpoint: "GET /character")
    } catch let error as APIError {
      if case .undecodable(let endpoint, let path, let reason) = error.kind {
        return (endpoint, path, reason, error)
      }
    }
    Issue.record("expected an undecodable error")
    throw CancellationError()
  }

  @Test func ignoresUnknownFieldsAndMissingOptionals() throws {
    let body = #"{"info":{"count":2},"results":[\#(Self.character(1)),\#(Self.character(2))]}"#
    let page = try Self.response(body).decode(Page.self, endpoint: "GET /character")
    #expect(page.results.map(\.id) == [1, 2])
    #expect(page.results[0].nickname == nil)
  }

  @Test func namesTheJSONPathOfAWrongType() throws {
    let items = (0..<3).map { Self.character($0) } + [Self.character(3, url: "42")]
    let failure = try Self.undecodable(#"{"results":[\#(items.joined(separator: ","))]}"#)
    #expect(failure.jsonPath == "results[3].origin.url")
    #expect(failure.endpoint == "GET /character")
    #expect(failure.error.description.contains("`results[3].origin.url`"))
    #expect(failure.error.description.contains("GET /character"))
  }

  @Test func namesTheJSONPathOfAMissingField() throws {
    let failure = try Self.undecodable(#"{"results":[{"id":1,"name":"x"}]}"#)
    #expect(failure.jsonPath == "results[0].origin")
    #expect(failure.reason.contains("missing"))
  }

  @Test func namesTheJSONPathOfANull() throws {
    let failure = try Self.undecodable(#"{"results":[{"id":1,"name":null,"origin":{"name":"a","url":"https://x"}}]}"#)
    #expect(failure.jsonPath == "results[0].name")
    #expect(failure.reason.contains("null"))
  }

  @Test func reportsTruncatedJSON() throws {
    let failure = try Self.undecodable(#"{"results":[{"id":1,"na"#)
    #expect(failure.reason.contains("not valid JSON"))
  }

  @Test func reportsAnEmptyBody() throws {
    let failure = try Self.undecodable("")
    #expect(failure.reason.contains("empty"))
  }

  @Test(arguments: ["2017-11-04T18:48:46.250Z", "2011-01-25T18:44:36Z"])
  func readsDatesWithAndWithoutFractions(_ text: String) throws {
    let body = #"{"results":[{"id":1,"name":"x","origin":{"name":"a","url":"https://x"},"created":"\#(text)"}]}"#
    let page = try Self.response(body).decode(Page.self, endpoint: "GET /character")
    #expect(page.results[0].created != nil)
  }
}
