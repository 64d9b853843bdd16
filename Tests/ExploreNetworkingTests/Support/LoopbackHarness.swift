import ExploreCore
import ExploreHTTPCache
import ExploreNetworking
import ExploreTestSupport
import Foundation

/// A loopback server serving fixtures this suite writes itself (mount `api`),
/// and clients configured for it.
struct LoopbackHarness {
  static let token = "test-token-loopback-SECRET"

  let server: LoopbackServer
  let fixtures: TemporaryFolder
  let cacheFolder: TemporaryFolder

  var apiBase: URL { server.baseURL(for: "api") }
  var credential: Credential { Credential(secret: Self.token, source: "test") }

  init() throws {
    fixtures = try TemporaryFolder()
    cacheFolder = try TemporaryFolder()
    try Self.writeFixtures(into: fixtures)
    server = try LoopbackServer.start(useCorpus: false, token: Self.token, fixtures: fixtures.url, maxSeconds: 300)
  }

  func stop() {
    server.stop()
    fixtures.remove()
    cacheFolder.remove()
  }

  func url(_ relative: String) -> URL {
    URL(lenient: apiBase.absoluteString + relative)!
  }

  /// A client for the `api` mount that records its sleeps instead of sleeping.
  func client(
    cache: HTTPCache? = nil,
    // NB: the sleeps are recorded, not slept, but the policy's total time
    // is checked against the clock too: a machine busy enough to hold a
    // test for half a minute must not turn a retry into a failure.
    retryPolicy: RetryPolicy = RetryPolicy(baseDelay: .milliseconds(1), maximumDelay: .milliseconds(5), maximumTotalTime: .seconds(600)),
    maximumRateLimitWait: Duration = .seconds(60),
    notes: Lines = Lines(),
    log: Lines? = nil,
    sleeps: Sleeps? = Sleeps()
  ) -> HTTPClient {
    var logLine: (@Sendable (String) -> Void)? = nil
    if let log {
      logLine = { line in log.append(line) }
    }
    var configuration = HTTPClient.Configuration(
      apiBaseURL: apiBase,
      defaultHeaders: ["Accept": "application/json", "X-Api-Version": "2022-11-28"],
      cache: cache,
      retryPolicy: retryPolicy,
      maximumRateLimitWait: maximumRateLimitWait,
      inform: { notes.append($0) },
      log: logLine,
      apiName: "Loopback",
      requestTimeout: .seconds(10))
    if let sleeps {
      configuration.sleep = { duration in sleeps.append(duration) }
    }
    return configuration.makeClient()
  }

  static func writeFixtures(into folder: TemporaryFolder) throws {
    try folder.write(#"""
      { "request": { "method": "GET", "path": "/items?page=1" },
        "response": { "status": 200,
          "headers": { "content-type": "application/json; charset=utf-8",
                       "link": "<https://api.example.invalid/items?page=2>; rel=\"next\", <https://api.example.invalid/items?page=2>; rel=\"last\"" },
          "body": { "items": [ { "id": 1, "name": "one" }, { "id": 2, "name": "two" } ] } } }
      """#, to: "api/GET-items-page-1.json")
    try folder.write(#"""
      { "request": { "method": "GET", "path": "/character?page=2&name=rick%20sanchez" },
        "response": { "status": 200, "headers": { "content-type": "application/json" },
          "body": { "results": [ { "id": 1, "name": "Rick Sanchez" } ] } } }
      """#, to: "api/GET-character-page-2-name-rick-sanchez.json")
    try folder.write(#"""
      { "request": { "method": "GET", "path": "/user" },
        "response": { "status": 200, "headers": { "content-type": "application/json" },
          "body": { "login": "tester", "id": 7, "bio": null, "extra": { "nested": [1, 2] } } } }
      """#, to: "api/GET-user.json")
    try folder.write(#"""
      { "request": { "method": "POST", "path": "/things" },
        "response": { "status": 201, "headers": { "content-type": "application/json" }, "body": { "created": true } } }
      """#, to: "api/POST-things.json")
    try folder.write(#"""
      { "request": { "method": "GET", "path": "/search?q=x" },
        "response": { "status": 422, "headers": { "content-type": "application/json" },
          "body": { "message": "Validation Failed",
                    "errors": [ { "resource": "Search", "field": "q", "code": "invalid" },
                                { "message": "The listed users cannot be searched." } ] } } }
      """#, to: "api/GET-search-q-x.json")
  }
}

extension HTTPClient.Configuration {
  func makeClient() -> HTTPClient { HTTPClient(configuration: self) }
}

/// Lines collected from `inform` or `log`.
typealias Lines = Recorded<String>

/// Durations a client asked to sleep for; it does not really sleep.
typealias Sleeps = Recorded<Duration>
