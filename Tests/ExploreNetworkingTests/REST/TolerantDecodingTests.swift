import ExploreCore
import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

@Suite struct TolerantDecodingTests {
  struct Profile: Decodable {
    var login: String
    @Tolerant var followers: Int?
    @Tolerant var createdAt: Date?
    @Tolerant var bio: String?

    enum CodingKeys: String, CodingKey {
      case login, followers, bio
      case createdAt = "created_at"
    }
  }

  static func client(log: @escaping @Sendable (String) -> Void) -> RESTClient {
    RESTClient(baseURL: URL(string: "https://api.example.invalid")!, transport: NoTransport(), log: log)
  }

  static func response(_ json: String) -> HTTPResponse {
    HTTPResponse(status: 200, body: Data(json.utf8), url: URL(string: "https://api.example.invalid/users/x")!)
  }

  @Test func missingAndMalformedDisplayFieldsAreAbsentWithANote() throws {
    let lines = LockedLines()
    let profile = try Self.client(log: lines.append).decode(
      Profile.self, from: Self.response(#"{"login":"x","created_at":"yesterday","bio":null}"#)
    )
    #expect(profile.login == "x")
    #expect(profile.followers == nil)
    #expect(profile.createdAt == nil)
    #expect(profile.bio == nil)
    let notes = lines.all
    #expect(notes.count == 2)
    #expect(notes.contains { $0.hasPrefix("GET /users/x: followers:") && $0.contains("missing") })
    #expect(notes.contains { $0.contains("created_at:") && $0.contains("left out") })
  }

  @Test func presentFieldsDecodeWithoutNotes() throws {
    let lines = LockedLines()
    let profile = try Self.client(log: lines.append).decode(
      Profile.self, from: Self.response(#"{"login":"x","followers":3,"created_at":"2011-01-25T18:44:36Z","bio":"hi"}"#)
    )
    #expect(profile.followers == 3)
    #expect(profile.createdAt == Date(timeIntervalSince1970: 1_295_981_076))
    #expect(profile.bio == "hi")
    #expect(lines.all.isEmpty)
  }

  @Test func oneFieldMissingFromEveryRowIsOneCountedLine() throws {
    let notes = DecodingNotes()
    let rows = try notes.collect {
      try JSONDecoder().decode([Profile].self, from: Data(#"[{"login":"a","bio":""},{"login":"b","bio":""},{"login":"c","bio":"","followers":1}]"#.utf8))
    }
    #expect(rows.map(\.login) == ["a", "b", "c"])
    #expect(notes.lines == [
      "[*].followers: the field is missing, so it is left out (2 times)",
      "[*].created_at: the field is missing, so it is left out (3 times)",
    ])
  }

  @Test func anIdentifyingFieldIsStillRequired() {
    #expect(throws: APIError.self) {
      try Self.client(log: { _ in }).decode(Profile.self, from: Self.response(#"{"followers":3}"#))
    }
  }

  /// Foundation's decoder throws an error of its own (not a `DecodingError`)
  /// for a number that does not fit; it used to fail the whole page.
  @Test(arguments: ["123456789012345678901234567890", "-9223372036854775809", "1e400", "1.5"])
  func anIntegerThatDoesNotFitIsLeftOutWithANote(_ number: String) throws {
    let lines = LockedLines()
    let rows = try Self.client(log: lines.append).decode(
      [Profile].self, from: Self.response(#"[{"login":"a","followers":\#(number),"bio":""},{"login":"b","followers":7,"bio":""}]"#)
    )
    #expect(rows.map(\.login) == ["a", "b"])
    #expect(rows.map(\.followers) == [nil, 7])
    #expect(lines.all == [
      "GET /users/x: [*].followers: the value does not fit an integer, so it is left out",
      "GET /users/x: [*].created_at: the field is missing, so it is left out (2 times)",
    ])
  }

  @Test func aRequiredIntegerThatDoesNotFitNamesTheProblem() throws {
    struct Identified: Decodable { var id: Int }
    let error = try #require(throws: APIError.self) {
      try Self.client(log: { _ in }).decode(Identified.self, from: Self.response(#"{"id":123456789012345678901234567890}"#))
    }
    guard case .undecodable(let endpoint, let path, let reason) = error.kind else {
      Issue.record("expected undecodable, got \(error.kind)")
      return
    }
    #expect(endpoint == "GET /users/x")
    #expect(["", "id"].contains(path), "Linux's decoder names no path here; macOS's names the field")
    #expect(reason == "a required value does not fit its type (such as an integer beyond 64 bits)")
  }

  @Test func withoutACollectorNothingIsNoted() throws {
    let profile = try JSONDecoder().decode(Profile.self, from: Data(#"{"login":"x","followers":"many"}"#.utf8))
    #expect(profile.followers == nil)
  }
}

/// A transport that is never asked for anything.
struct NoTransport: HTTPTransport {
  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    throw URLError(.unsupportedURL)
  }
}

/// Lines logged from any thread.
typealias LockedLines = Recorded<String>
