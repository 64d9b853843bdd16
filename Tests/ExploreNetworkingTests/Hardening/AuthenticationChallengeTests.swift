import ExploreCore
@testable import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

/// A 401 that asks for a login (`WWW-Authenticate`) is a response like any
/// other: FoundationNetworking before swiftlang/swift-corelibs-foundation#5457
/// held the task forever, waiting for a credential explore never offers.
@Suite(.serialized) struct AuthenticationChallengeTests {
  @Test(arguments: [#"Basic realm="api""#, #"Bearer realm="api", error="invalid_token""#])
  func a401WithAChallengeIsReturnedWithItsBody(_ challenge: String) async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let encoded = try #require(challenge.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
    let client = hostile.client(requestTimeout: .seconds(20))
    let task = Task { try await client.send(HTTPRequest(url: hostile.url("/headers?status=401&www-authenticate=\(encoded)"))) }
    let answered = await Watchdog.finishes(within: 120) { _ = await task.result }
    try #require(answered, "the 401 never came back")
    let response = try await task.value
    #expect(response.status == 401)
    #expect(response.headers["www-authenticate"] == challenge)
    #expect(ErrorBody(response.body).message == "hostile headers")
    let error = try #require(throws: APIError.self) { try response.requireSuccess("the user") }
    #expect(error.kind == .unauthorized)
    // The URLSession task is cancelled after the fact and leaves nothing behind.
    let drained = await Watchdog.finishes(within: 120) {
      while client.session.pendingCount > 0 { try? await Task.sleep(for: .milliseconds(20)) }
    }
    #expect(drained)
  }
}
