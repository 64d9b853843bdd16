import ExploreCore
import ExploreReplay
import ExploreTestSupport
import Foundation

/// A guide example's provider answered from the fixtures in `folder`
/// (`<folder>/<fixtures folder>/*.json`), through a `StubTransport` in front
/// of the replay, so a test counts the requests a load made, as the guide's
/// section 8 shows.
func replayedProvider<P: Provider>(_ type: P.Type, fixtures folder: TemporaryFolder) -> (P, StubTransport) {
  let base = P.metadata.defaultBaseURL
  let fixtures = folder.url.appendingPathComponent(P.metadata.fixturesFolder)
  let replay = ReplayTransport(directory: fixtures, baseURL: base, defaultBaseURL: base)
  let transport = StubTransport { try replay.response(for: $0) }
  let context = ProviderContext(baseURL: base, transport: transport, directories: ExploreDirectories(environment: [:], home: folder.url))
  return (P(context: context), transport)
}
