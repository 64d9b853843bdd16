import ExploreCore
import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

/// The messages of issue 34, item 10, against the loopback server: each
/// says what failed, why, and what to do, and none blames the network for
/// what the server sent.
@Suite(.serialized) struct NetworkMessageTests {
  struct Record: Decodable, Equatable {
    var id: Int
    var name: String
  }

  @Test func aBodyNestedTooDeepSaysSoRatherThanNotJSON() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let client = hostile.client()
    let deep = try await client.send(HTTPRequest(url: hostile.url("/deep/100000")))
    let error = try #require(throws: APIError.self) { try deep.decode([String].self, endpoint: "GET /deep") }
    #expect(error.kind == .undecodable(endpoint: "GET /deep", jsonPath: "", reason: JSONNesting.tooDeepReason))
    #expect(error.description.contains("nested deeper than 512 levels"))
    #expect(!error.description.contains("not valid JSON"))
    // A body within the bound that is not what was asked for is still said as such.
    let shallow = try await client.send(HTTPRequest(url: hostile.url("/deep/3")))
    let mismatch = try #require(throws: APIError.self) { try shallow.decode(Record.self, endpoint: "GET /deep") }
    #expect(!mismatch.description.contains("nested deeper"))
  }

  @Test func aBodyAfterAByteOrderMarkIsRead() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let response = try await hostile.client().send(HTTPRequest(url: hostile.url("/bom")))
    #expect(try response.decode(Record.self, endpoint: "GET /bom") == Record(id: 1, name: "after a BOM"))
    #expect(JSONNesting.exceeds(Data("[[[\"]]]]\"]]]".utf8), depth: 3) == false, "brackets in a string do not count")
    #expect(JSONNesting.exceeds(Data("[[[[1]]]]".utf8), depth: 3))
  }

  @Test(arguments: ["HTTP", "Http", "HTTPS"])
  func anUppercaseSchemeIsWrittenInLowercaseAndSent(scheme: String) async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let written = "\(scheme)://127.0.0.1:\(hostile.server.port)/api/items/4"
    let url = try #require(URL(lenient: written))
    #expect(url.scheme == scheme.lowercased())
    guard scheme == "HTTPS" else {
      let response = try await hostile.client().send(HTTPRequest(url: try #require(URL(string: written))))
      #expect(response.status == 200)
      #expect(response.url.absoluteString.hasPrefix("http://127.0.0.1:"))
      return
    }
  }

  @Test func aNotModifiedToARequestThatAskedNothingIsTheServersMistake() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let response = try await hostile.client().send(HTTPRequest(url: hostile.url("/not-modified")))
    #expect(response.status == 304)
    let error = try #require(throws: APIError.self) { try response.requireSuccess("item 1") }
    #expect(error.description == """
      The API answered HTTP 304 (Not Modified) for item 1, which only answers a request that asks whether something changed, \
      and explore did not ask; so there is nothing to show. The server's answer is wrong, not the command: \
      try again later, and report it to the API's maintainers if it goes on.
      """)
    #expect(!error.description.contains("arguments"))
  }

  @Test func aStatusOutsideFourHundredsIsNotBlamedOnTheArguments() {
    let redirect = APIError(.unexpectedStatus(300), what: "item 1", status: 300)
    #expect(!redirect.description.contains("arguments"))
    #expect(redirect.description.contains("it comes from the server, not from the command"))
    let conflict = APIError(.unexpectedStatus(409), what: "item 1", status: 409)
    #expect(conflict.description.hasSuffix("Check the command's arguments and try again."))
  }

  @Test func aCarriageReturnInTheServersTextStaysOnTheErrorLine() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let message = #"{"message":"first part\rsecond part\r\n\u2028third\tpart"}"#
    try await hostile.server.inject([LoopbackFault(match: "/api/items/9", action: .status(400, body: message))])
    let response = try await hostile.client().send(HTTPRequest(url: hostile.url("/items/9")))
    let error = try #require(throws: APIError.self) { try response.requireSuccess("item 9") }
    #expect(error.description == "The API answered HTTP 400 for item 9: first part second part third part. Check the command's arguments and try again.")
    #expect(!error.description.contains { $0.isNewline })
  }

  @Test func aServersTextIsQuotedUpToABound() {
    let long = String(repeating: "x", count: 10_000)
    let error = APIError(.unexpectedStatus(400), what: "item 1", status: 400, serverMessage: long)
    #expect(error.description.count < 800)
    #expect(error.description.contains(String(repeating: "x", count: 500) + "…"))
  }

  @Test func aRetryAfterOnA503IsSaidAndWaitedFor() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    try await hostile.server.inject([LoopbackFault(match: "/api/items/3", times: 1, action: .status(503, retryAfter: 24))])
    let sleeps = Sleeps()
    let notes = Lines()
    let client = hostile.client(retryPolicy: RetryPolicy(maximumRetries: 3, random: { 0 }), sleeps: sleeps, notes: notes)
    let response = try await client.send(HTTPRequest(url: hostile.url("/items/3")))
    #expect(response.status == 200)
    #expect(sleeps.all == [.seconds(24)])
    #expect(notes.all == ["Hostile answered HTTP 503; waiting 24 s before retry 1 of 3, as it asked (explore waits at most 60 s)…"])
  }

  @Test func aSecondaryLimitsWaitIsSaidTooAsBefore() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    try await hostile.server.inject([LoopbackFault(match: "/api/items/3", times: 1, action: .status(429, retryAfter: 2))])
    let notes = Lines()
    let client = hostile.client(retryPolicy: RetryPolicy(maximumRetries: 3, random: { 0 }), notes: notes)
    _ = try await client.send(HTTPRequest(url: hostile.url("/items/3")))
    #expect(notes.all == ["Hostile asked to slow down; waiting 2 s…"])
  }

  @Test func aTokenOfAMegabyteIsRefusedBeforeAnyRequestWithoutBlamingTheNetwork() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let secret = String(repeating: "t", count: 1 << 20)
    let error = try #require(throws: InvalidCredentialError.self) { try Credential(validating: secret, source: "GH_TOKEN") }
    #expect(error.description == """
      The token (from GH_TOKEN) is 1024 KB long, so explore does not send it: it sends at most 16 KB, and real tokens are well under 1 KB. \
      Set it again as the token alone (a file or a page pasted whole is the usual cause); a stored login is replaced by signing in again.
      """)
    #expect(!error.description.contains(secret.prefix(64)))
    let unchecked = Credential(secret: secret, scheme: .bearer, source: "a test")
    await #expect(throws: InvalidCredentialError.self) {
      try await hostile.client().send(HTTPRequest(url: hostile.url("/items/1"), credential: unchecked))
    }
    #expect(try await hostile.server.requestCount() == 0)
    #expect(throws: Never.self) { try Credential(validating: String(repeating: "t", count: Credential.maximumSecretBytes), source: "GH_TOKEN") }
  }
}
