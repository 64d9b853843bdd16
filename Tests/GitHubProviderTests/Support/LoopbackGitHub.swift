import ExploreCore
import ExplorePaging
import ExploreNetworking
import ExploreTestSupport
import Foundation
@testable import GitHubProvider

/// A GitHub provider wired to the loopback server's `/github` mount through
/// the real `HTTPClient`, as the CLI wires it.
struct LoopbackGitHub {
  let server: LoopbackServer
  let github: GitHub
  let directories: ExploreDirectories
  let sleeps: SleepLog

  /// Records the waits `HTTPClient` asks for instead of sleeping.
  actor SleepLog {
    var durations: [Duration] = []
    func record(_ duration: Duration) { durations.append(duration) }
  }

  static func start(
    environment: [String: String] = [:],
    standardInput: String? = nil,
    directories: ExploreDirectories? = nil,
    maximumRateLimitWait: Duration = .seconds(60)
  ) throws -> LoopbackGitHub {
    let server = try LoopbackServer.start(useCorpus: false)
    let base = server.baseURL(for: "github")
    let sleeps = SleepLog()
    let client = HTTPClient(
      configuration: .init(
        apiBaseURL: base,
        maximumRateLimitWait: maximumRateLimitWait,
        sleep: { duration in await sleeps.record(duration) }
      )
    )
    let directories = try directories ?? GitHubTestSupport.temporaryDirectories()
    let github = GitHub(
      context: ProviderContext(
        baseURL: base, transport: client, environment: environment, directories: directories,
        readStandardInput: { standardInput }
      )
    )
    return LoopbackGitHub(server: server, github: github, directories: directories, sleeps: sleeps)
  }

  /// The requests the `/github` mount received, in order.
  func requests() async throws -> [LoopbackRequest] {
    try await server.requests().filter { $0.path.hasPrefix("/github/") }
  }

  /// A paginator over `request`, loading through the provider.
  func paginator(_ request: ResourceRequest) -> Paginator<Item> {
    let github = self.github
    return Paginator<Item> { cursor in
      let page = try await github.load(request, at: cursor)
      return Page(items: page.items, info: page.paging)
    }
  }
}
