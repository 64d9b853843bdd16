import ExploreCore
import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

extension HostileServer {
  /// The error a client with `retryPolicy` throws for `/headers?<query>`
  /// (a 429 or 403 with those headers), and the waits it asked for on the way.
  func headersError(_ query: String, retryPolicy: RetryPolicy = RetryPolicy(maximumRetries: 0)) async throws -> (error: APIError, sleeps: [Duration]) {
    let sleeps = Sleeps()
    let client = client(retryPolicy: retryPolicy, sleeps: sleeps)
    let error = try await #require(throws: APIError.self) {
      try await client.send(HTTPRequest(url: url("/headers?" + query)))
    }
    return (error, sleeps.all)
  }
}
