import ExploreCore
import ExploreNetworking
import ExploreTestSupport
import Foundation

extension LoopbackHarness {
  /// What a default client did for `GET /user` once faults were injected.
  struct Attempt {
    var response: HTTPResponse
    /// What it told the user (`inform`).
    var notes: [String]
    /// The waits it asked for (recorded, never slept).
    var sleeps: [Duration]
  }

  /// Injects `faults`, then sends `GET /user` through ``client(cache:retryPolicy:maximumRateLimitWait:notes:log:sleeps:)``
  /// with its defaults, recording its notes and sleeps.
  func getUser(after faults: [LoopbackFault]) async throws -> Attempt {
    try await server.inject(faults)
    let sleeps = Sleeps()
    let notes = Lines()
    let response = try await client(notes: notes, sleeps: sleeps).send(HTTPRequest(url: url("/user")))
    return Attempt(response: response, notes: notes.all, sleeps: sleeps.all)
  }
}
