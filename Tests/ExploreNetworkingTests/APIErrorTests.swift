import ExploreCore
@testable import ExploreNetworking
import Foundation
import Testing

@Suite struct APIErrorTests {
  static let url = URL(string: "https://api.github.com/users/octocat")!

  static func response(_ status: Int, headers: HTTPHeaders = [:], body: String = "") -> HTTPResponse {
    HTTPResponse(status: status, headers: headers, body: Data(body.utf8), url: url)
  }

  static func error(of response: HTTPResponse, what: String = "user octocat") throws -> APIError {
    do {
      try response.requireSuccess(what)
    } catch let error as APIError {
      return error
    }
    Issue.record("expected requireSuccess to throw for HTTP \(response.status)")
    throw CancellationError()
  }

  @Test(arguments: [200, 201, 204, 299])
  func passesSuccessThrough(_ status: Int) throws {
    let response = Self.response(status, body: "{}")
    #expect(try response.requireSuccess("anything") == response)
  }

  @Test func unauthorizedSaysToAuthenticate() throws {
    let error = try Self.error(of: Self.response(401, body: #"{"message":"Bad credentials"}"#))
    #expect(error.kind == .unauthorized)
    #expect(error.description.contains("Bad credentials"))
    #expect(error.description.contains("Authenticate"))
    #expect(error.category == .runtime)
  }

  @Test func forbiddenSaysToCheckScopes() throws {
    let error = try Self.error(of: Self.response(403, headers: ["x-ratelimit-remaining": "4999"], body: #"{"message":"Resource not accessible by personal access token"}"#))
    #expect(error.kind == .forbidden)
    #expect(error.description.contains("scopes"))
    #expect(error.description.contains("Resource not accessible"))
  }

  @Test func notFoundNamesWhatWasMissing() throws {
    let error = try Self.error(of: Self.response(404, body: #"{"message":"Not Found"}"#), what: "user nobody-here")
    #expect(error.kind == .notFound(what: "user nobody-here"))
    #expect(error.description.hasPrefix("Could not find user nobody-here"))
    // NB: the URL asked for shows a base URL that repeats the path (issue 42).
    #expect(error.description.contains(" at \(Self.url.absoluteString)."))
  }

  /// A 404 no API explains (empty, or a proxy's HTML page) says which
  /// server answered what to which URL, that the address may be wrong,
  /// and only then that the thing may not exist.
  @Test(arguments: [("", [:], "an empty body"), ("<html>404</html>", ["content-type": "text/html; charset=utf-8"], "a text/html body")])
  func anUnexplainedNotFoundSaysWhatAnswered(body: String, headers: [String: String], said: String) throws {
    var error = try Self.error(
      of: HTTPResponse(status: 404, headers: HTTPHeaders(headers), body: Data(body.utf8), url: URL(string: "http://127.0.0.1:8080/users/midsize")!),
      what: "a GitHub user named 'midsize'")
    #expect(error.kind == .unexplainedNotFound(what: "a GitHub user named 'midsize'", bodyType: body.isEmpty ? "" : "text/html"))
    #expect(error.description.hasPrefix("The server at 127.0.0.1:8080 answered HTTP 404 with \(said)"))
    #expect(error.description.contains("to http://127.0.0.1:8080/users/midsize, which asked for a GitHub user named 'midsize'."))
    #expect(error.description.contains("such as a proxy, or from a wrong API address: check the address."))
    #expect(error.description.hasSuffix("If it is right, a GitHub user named 'midsize' does not exist."))
    #expect(!error.description.hasPrefix("Could not find"))
    error.addressSource = "EXPLORE_GITHUB_API_URL"
    #expect(error.description.contains("check the address (EXPLORE_GITHUB_API_URL)."))
  }

  @Test func validationQuotesGitHubMessages() throws {
    let body = #"{"message":"Validation Failed","errors":[{"resource":"Search","field":"q","code":"custom","message":"The search is longer than 256 characters."},{"resource":"Label","code":"invalid","field":"color"}]}"#
    let error = try Self.error(of: Self.response(422, body: body), what: "search users")
    #expect(error.kind == .validation(messages: ["The search is longer than 256 characters.", "Label color is invalid"]))
    #expect(error.description.contains("The search is longer than 256 characters."))
    #expect(error.description.contains("Label color is invalid"))
    #expect(error.description.contains("Validation Failed"))
  }

  @Test func validationWithOnlyAMessageQuotesIt() throws {
    let error = try Self.error(of: Self.response(422, body: #"{"message":"Only 1000 results are available"}"#))
    #expect(error.kind == .validation(messages: ["Only 1000 results are available"]))
  }

  @Test func primaryRateLimitGivesTheLocalResetTimeAndHowToRaiseIt() throws {
    let reset = 1_700_000_000
    let response = Self.response(403, headers: ["x-ratelimit-remaining": "0", "x-ratelimit-limit": "60", "x-ratelimit-reset": "\(reset)"],
                                 body: #"{"message":"API rate limit exceeded for 1.2.3.4."}"#)
    var error = try Self.error(of: response)
    let resetDate = Date(timeIntervalSince1970: TimeInterval(reset))
    #expect(error.kind == .rateLimited(.primary(resetsAt: resetDate, limit: 60)))
    error.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
    // 1_700_000_000 is 22:13:20 UTC, 23:13:20 in Berlin in November.
    #expect(error.description.contains("23:13:20 local time"))
    #expect(error.description.contains("Authenticat"))
    #expect(error.description.contains("60 requests an hour"))
  }

  @Test func secondaryRateLimitFromRetryAfter() throws {
    let error = try Self.error(of: Self.response(403, headers: ["retry-after": "30"], body: #"{"message":"slow down"}"#))
    #expect(error.kind == .rateLimited(.secondary(retryAfter: .seconds(30))))
    #expect(error.description.contains("30 s"))
  }

  @Test func secondaryRateLimitFromTheMessage() throws {
    let body = #"{"message":"You have exceeded a secondary rate limit. Please wait a few minutes before you try again."}"#
    let error = try Self.error(of: Self.response(403, headers: ["x-ratelimit-remaining": "4000"], body: body))
    #expect(error.kind == .rateLimited(.secondary(retryAfter: nil)))
    #expect(error.description.contains("secondary rate limit"))
  }

  @Test func tooManyRequestsIsARateLimit() throws {
    let error = try Self.error(of: Self.response(429, headers: ["Retry-After": "2"]))
    #expect(error.kind == .rateLimited(.secondary(retryAfter: .seconds(2))))
  }

  @Test(arguments: [500, 502, 503, 504])
  func serverErrorsSayItIsTemporary(_ status: Int) throws {
    let error = try Self.error(of: Self.response(status))
    #expect(error.kind == .server(status: status))
    #expect(error.description.contains("HTTP \(status)"))
    #expect(error.isTransient)
  }

  @Test func otherStatusesAreUnexpected() throws {
    let error = try Self.error(of: Self.response(409, body: #"{"message":"Conflict"}"#))
    #expect(error.kind == .unexpectedStatus(409))
    #expect(error.description.contains("Conflict"))
  }

  @Test(arguments: [
    (NSURLErrorCannotConnectToHost, APIError.TransportFailure.cannotConnect),
    (NSURLErrorCannotFindHost, .cannotFindHost),
    (NSURLErrorDNSLookupFailed, .cannotFindHost),
    (NSURLErrorTimedOut, .timedOut),
    (NSURLErrorNotConnectedToInternet, .notConnected),
    (NSURLErrorNetworkConnectionLost, .connectionLost),
    (NSURLErrorSecureConnectionFailed, .secureConnectionFailed),
  ])
  func mapsURLErrorCodes(_ code: Int, _ expected: APIError.TransportFailure) throws {
    let error = try #require(APIError.transport(NSError(domain: NSURLErrorDomain, code: code), url: Self.url, what: nil))
    #expect(error.kind == .transport(reason: expected))
    #expect(error.description.contains("api.github.com"))
  }

  @Test func refusedConnectionIsMinus1004AndRetryable() throws {
    let error = try #require(APIError.transport(NSError(domain: NSURLErrorDomain, code: -1004), url: Self.url, what: "user octocat"))
    #expect(error.kind == .transport(reason: .cannotConnect))
    #expect(APIError.TransportFailure.cannotConnect.isRetryable)
    #expect(error.description.contains("refused"))
  }

  @Test func cancellationIsNotATransportFailure() {
    #expect(APIError.transport(NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled), url: Self.url, what: nil) == nil)
    #expect(APIError.transport(CancellationError(), url: Self.url, what: nil) == nil)
  }

  @Test func descriptionsNeverShowCaseNames() throws {
    let errors: [APIError] = [
      APIError(.unauthorized), APIError(.forbidden), APIError(.notFound(what: "x")),
      APIError(.validation(messages: [])), APIError(.rateLimited(.primary(resetsAt: nil, limit: nil))),
      APIError(.rateLimited(.secondary(retryAfter: nil))), APIError(.server(status: 500)),
      APIError(.transport(reason: .timedOut)), APIError(.undecodable(endpoint: "GET /x", jsonPath: "a.b", reason: "r")),
      APIError(.unexpectedStatus(400)),
    ]
    for error in errors {
      for name in ["unauthorized", "forbidden", "notFound", "rateLimited", "undecodable", "unexpectedStatus", "timedOut"] {
        #expect(!error.description.contains(name), "\(error.description)")
      }
      #expect(error.description.hasSuffix("."))
    }
  }
}
