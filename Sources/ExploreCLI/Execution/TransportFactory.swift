package import ExploreCore
import ExploreNetworking
package import Foundation

/// Builds the transport a provider talks through: the network with the
/// cache, a recorder wrapping it (`--record DIR`), or a replay of the
/// fixtures (`--offline`).
package enum TransportFactory {
  /// - Parameters:
  ///   - inform: user-facing notes, such as waits for a rate limit.
  ///   - log: request log lines for `--verbose`, tokens already redacted.
  /// - Throws: ``OfflineFixturesMissingError`` when offline with no fixtures.
  package static func transport(
    for provider: ProviderDescriptor,
    options: CommonOptions,
    environment: [String: String],
    directories: ExploreDirectories,
    workingDirectory: URL,
    inform: @escaping @Sendable (String) -> Void,
    log: @escaping @Sendable (String) -> Void
  ) throws -> any HTTPTransport {
    let baseURL = provider.baseURL(in: environment)
    if options.offline {
      let executable = FixturesLocation.currentExecutable
      guard let directory = FixturesLocation.folder(
        named: provider.fixturesFolder, environment: environment, executable: executable, workingDirectory: workingDirectory
      ) else {
        // NB: the first root is the one to name: EXPLORE_FIXTURES_DIR, or beside the binary.
        let root = FixturesLocation.roots(environment: environment, executable: executable, workingDirectory: workingDirectory)[0]
        throw OfflineFixturesMissingError(provider: provider.name, directory: root.appendingPathComponent(provider.fixturesFolder, isDirectory: true))
      }
      return ReplayTransport(directory: directory, baseURL: baseURL, defaultBaseURL: provider.defaultBaseURL)
    }
    var configuration = HTTPClient.Configuration(apiBaseURL: baseURL)
    configuration.cache = options.noCache ? nil : HTTPCache(directory: directories.cache)
    configuration.inform = inform
    configuration.log = options.verbose ? log : nil
    let client = HTTPClient(configuration: configuration)
    guard let record = options.record else { return client }
    let recordRoot = URL(fileURLWithPath: record, isDirectory: true, relativeTo: workingDirectory).standardizedFileURL
    return RecordingTransport(
      recording: client,
      into: recordRoot.appendingPathComponent(provider.fixturesFolder, isDirectory: true),
      baseURL: baseURL,
      defaultBaseURL: provider.defaultBaseURL
    )
  }
}
