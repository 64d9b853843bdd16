package import ExploreArguments
package import ExploreCore
import ExploreAddedAPIs
import ExploreHTTPCache
import ExploreNetworking
package import ExploreReplay
package import Foundation

/// Builds the transport a provider talks through: the network with the
/// cache, a recorder wrapping it (`--record DIR`), or a replay of the
/// fixtures (`--offline`, found by ``FixturesLocation``).
package enum TransportFactory {
  /// The fixtures compiled into the running explore, which ``ExploreCommand``
  /// sets for the length of a run.
  ///
  /// NB: a task-local rather than a parameter of every runner on the way
  /// down to ``ProviderSession``: only the `--offline` path reads it, and a
  /// run's child tasks inherit it.
  @TaskLocal package static var embeddedFixtures = EmbeddedFixtures.none

  /// - Parameters:
  ///   - inform: user-facing notes, such as waits for a rate limit, or
  ///     that the cache is not used because its folder is not private.
  ///   - log: request log lines for `--verbose`, tokens already redacted.
  ///   - observeRequest: follows each request to the network, for the
  ///     notice of a long wait (``CommandIO/waitNotice``).
  /// - Throws: ``OfflineFixturesMissingError`` when offline with no fixtures.
  package static func transport(
    for provider: ProviderDescriptor,
    options: CommonOptions,
    environment: [String: String],
    directories: ExploreDirectories,
    workingDirectory: URL,
    inform: @escaping @Sendable (String) -> Void,
    log: @escaping @Sendable (String) -> Void,
    observeRequest: (@Sendable (URL) -> any RequestObserver)? = nil
  ) throws -> any HTTPTransport {
    let baseURL = provider.baseURL(in: environment)
    if options.offline {
      return try replay(for: provider, baseURL: baseURL, environment: environment, workingDirectory: workingDirectory)
    }
    var configuration = HTTPClient.Configuration(apiBaseURL: baseURL)
    if !options.noCache {
      let cache = HTTPCache(directory: directories.cache)
      // NB: a cache folder others may read would hold their copy of every
      // authenticated response: run without the cache, and say why.
      if let refusal = cache.folderRefusal() { inform(refusal) } else { configuration.cache = cache }
    }
    configuration.inform = inform
    configuration.log = options.verbose ? log : nil
    configuration.observeRequest = observeRequest
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

  /// What `explore api add` fetches a document given by URL through: the
  /// network, without the cache, with room for the largest documents.
  package static func documentTransport(environment: [String: String]) -> any HTTPTransport {
    var configuration = HTTPClient.Configuration(apiBaseURL: URL(string: "https://localhost")!)
    configuration.apiName = "the document's server"
    configuration.maximumResponseBytes = DocumentSource.maximumSize
    return HTTPClient(configuration: configuration)
  }

  /// The replay of `provider`'s fixtures, from the first place
  /// ``FixturesLocation`` finds them.
  ///
  /// - Throws: ``OfflineFixturesMissingError`` when there are none.
  package static func replay(
    for provider: ProviderDescriptor,
    baseURL: URL,
    environment: [String: String],
    executable: URL? = FixturesLocation.currentExecutable,
    workingDirectory: URL,
    embedded: EmbeddedFixtures = embeddedFixtures
  ) throws(OfflineFixturesMissingError) -> ReplayTransport {
    let folder = provider.fixturesFolder
    switch FixturesLocation.source(
      forFolder: folder, embedded: embedded, environment: environment, executable: executable, workingDirectory: workingDirectory
    ) {
    case .folder(let directory):
      return ReplayTransport(directory: directory, baseURL: baseURL, defaultBaseURL: provider.defaultBaseURL)
    case .embedded(let folder):
      return ReplayTransport(embedded: embedded, folder: folder, baseURL: baseURL, defaultBaseURL: provider.defaultBaseURL)
    case nil:
      // NB: the first root is the one to name: EXPLORE_FIXTURES_DIR, or beside the binary.
      let root = FixturesLocation.roots(environment: environment, executable: executable, workingDirectory: workingDirectory)[0]
      let reason: OfflineFixturesMissingError.Reason =
        FixturesLocation.environmentRoot(environment, workingDirectory: workingDirectory) == nil
        ? .noneBuiltIn : .environmentFolderLacksThem(builtIn: embedded[folder] != nil)
      throw OfflineFixturesMissingError(provider: provider.name, directory: root.appendingPathComponent(folder, isDirectory: true), reason: reason)
    }
  }
}
