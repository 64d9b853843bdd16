public import Foundation

/// What a provider is given to do its work: where its API is, how to reach
/// it, and where it may keep files.
public struct ProviderContext: Sendable {
  /// The API's base URL, from the provider's environment variable or its
  /// default.
  public var baseURL: URL

  /// Sends requests: the network with cache and retries, a recorder, or a
  /// replay of fixtures. The provider does not know which.
  public var transport: any HTTPTransport

  /// The process environment, for tokens such as `GH_TOKEN`.
  public var environment: [String: String]

  public var directories: ExploreDirectories

  /// Reads all of standard input, for `login --with-token`. Returns `nil`
  /// when there is nothing to read.
  public var readStandardInput: @Sendable () -> String?

  /// Tells the user something on standard error, such as "waiting 12 s for
  /// the rate limit". Never pass a secret.
  public var inform: @Sendable (String) -> Void

  /// Where `--verbose` notes go, such as the display fields a response
  /// lacked; a no-op without `--verbose`.
  public var log: @Sendable (String) -> Void

  public init(
    baseURL: URL,
    transport: any HTTPTransport,
    environment: [String: String] = [:],
    directories: ExploreDirectories,
    readStandardInput: @escaping @Sendable () -> String? = { nil },
    inform: @escaping @Sendable (String) -> Void = { _ in },
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.baseURL = baseURL
    self.transport = transport
    self.environment = environment
    self.directories = directories
    self.readStandardInput = readStandardInput
    self.inform = inform
    self.log = log
  }
}
