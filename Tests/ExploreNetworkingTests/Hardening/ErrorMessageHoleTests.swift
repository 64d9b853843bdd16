import ExploreCore
@testable import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

/// Messages say only what happened and never print a hole (issue 21,
/// class 11): "even after retrying" after one request, "resets at  local
/// time" with no time.
@Suite struct ErrorMessageHoleTests {
  static let url = URL(string: "https://api.github.com/users/octocat")!
  static let utc = TimeZone(identifier: "UTC")!

  @Test func aServerErrorAfterOneRequestDoesNotSayItWasRetried() {
    let error = APIError(.server(status: 500), what: "user octocat", url: Self.url, status: 500)
    #expect(error.description == "The API server of api.github.com failed with HTTP 500 for user octocat. This is usually temporary: try again in a few minutes.")
  }

  @Test(arguments: [(1, "1 retry"), (4, "4 retries")])
  func aRetriedServerErrorSaysHowManyRetries(_ retries: Int, _ text: String) {
    let error = APIError(.server(status: 503), what: "user octocat", url: Self.url, status: 503, retries: retries)
    #expect(error.description == "The API server of api.github.com failed with HTTP 503 for user octocat, even after \(text). This is usually temporary: try again in a few minutes.")
  }

  @Test func aTransportFailureSaysHowManyRetriesOnlyWhenThereWereSome() {
    let once = APIError(.transport(reason: .cannotConnect), what: "user octocat", url: Self.url)
    #expect(once.description.hasPrefix("Could not reach api.github.com for user octocat: "))
    let retried = APIError(.transport(reason: .cannotConnect), what: "user octocat", url: Self.url, retries: 2)
    #expect(retried.description.hasPrefix("Could not reach api.github.com for user octocat after 2 retries: "))
  }

  @Test func theClientCountsItsRetriesIntoTheError() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    try await hostile.server.inject([LoopbackFault(match: "/api/items/3", action: .status(503))])
    // NB: patient timeouts: on a loaded machine the first exchange can take
    // most of a minute (a clean-clone CI run saw 78 s with a build beside
    // it), and a retry that would end after the total timeout is not made.
    let client = hostile.client(
      requestTimeout: .seconds(600), totalTimeout: .seconds(600),
      retryPolicy: RetryPolicy(maximumRetries: 2, baseDelay: .milliseconds(1), maximumTotalTime: .seconds(600)))
    let response = try await client.send(HTTPRequest(url: hostile.url("/items/3")))
    #expect(response.retries == 2)
    let error = try #require(throws: APIError.self) { try response.requireSuccess("item 3") }
    #expect(error.description == "The API server of 127.0.0.1 failed with HTTP 503 for item 3, even after 2 retries. This is usually temporary: try again in a few minutes.")
  }

  @Test func aRateLimitWithoutAResetTimeLeavesTheSentenceOut() {
    let error = APIError(.rateLimited(.primary(resetsAt: nil, limit: 5000)), url: Self.url, status: 403, timeZone: Self.utc)
    #expect(error.description == "The API rate limit of api.github.com (5000 requests an hour) is used up. Try again after the reset.")
  }

  @Test func aRateLimitWithAResetTimeNamesIt() {
    let error = APIError(
      .rateLimited(.primary(resetsAt: Date(timeIntervalSince1970: 1_700_000_000), limit: 60)), url: Self.url, status: 403, timeZone: Self.utc)
    #expect(error.description == """
      The API rate limit of api.github.com (60 requests an hour) is used up; it resets at 22:13:20 local time. \
      Authenticating (signing in or setting a token) gives a much higher limit; otherwise try again after the reset.
      """)
  }

  @Test func aResetThatCannotBeShownIsLeftOut() {
    let error = APIError(.rateLimited(.primary(resetsAt: Date(timeIntervalSince1970: .nan), limit: 60)), url: Self.url, timeZone: Self.utc)
    #expect(!error.description.contains("resets at"))
    #expect(!error.description.contains("  "))
  }

  @Test(arguments: [
    APIError(.notFound(what: " "), url: ErrorMessageHoleTests.url),
    APIError(.undecodable(endpoint: "", jsonPath: "", reason: ""), url: ErrorMessageHoleTests.url),
    APIError(.validation(messages: ["", " "]), url: ErrorMessageHoleTests.url, status: 422, serverMessage: " "),
    APIError(.unexpectedStatus(418), what: "", url: ErrorMessageHoleTests.url, status: 418, serverMessage: "\n"),
    APIError(.rateLimited(.secondary(retryAfter: nil)), serverMessage: ""),
    APIError(.transport(reason: .other("  ")), url: URL(string: "file:///x")!),
    APIError(.responseTooLarge(limit: 1024), what: ""),
    APIError(.unsupportedScheme(""), what: nil, url: nil),
    APIError(.transport(reason: .deadlineExceeded(limit: .seconds(30))), what: " "),
  ])
  func noMessageHasAHole(_ error: APIError) {
    let text = error.description
    #expect(!text.contains("  "), "a double space: \(text)")
    #expect(!text.contains(" ."), "a space before a period: \(text)")
    #expect(!text.contains(" :"), "a space before a colon: \(text)")
    #expect(!text.contains("()"), "empty parentheses: \(text)")
    #expect(!text.contains("``"), "an empty path: \(text)")
    #expect(!text.contains(": ."), "an empty reason: \(text)")
  }
}
