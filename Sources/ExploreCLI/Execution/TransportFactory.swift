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
      let directory = FixturesLocation.root(environment: environment)
        .appendingPathComponent(provider.fixturesFolder, isDirectory: true)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw OfflineFixturesMissingError(provider: provider.name, directory: directory)
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
