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

  /// Sends the exchanges whose answers are secrets, such as the token a
  /// sign-in returns: the same network as ``transport`` but never written
  /// to recorded fixtures. ``transport`` itself by default.
  public var signInTransport: any HTTPTransport

  /// The process environment, for tokens such as `GH_TOKEN`.
  public var environment: [String: String]

  public var directories: ExploreDirectories

  /// Reads all of standard input, for `login --with-token`. Returns `nil`
  /// when there is nothing to read; throws when it cannot be read or holds
  /// more than a token could (`LoginMethod.tokenInputLimit`).
  public var readStandardInput: @Sendable () throws -> String?

  /// Tells the user something on standard error, such as "waiting 12 s for
  /// the rate limit". Never pass a secret.
  public var inform: @Sendable (String) -> Void

  /// The user's terminal, if one is watching: a spinner, a browser, a
  /// yes/no question. ``ProviderTerminal/none`` by default.
  public var terminal: ProviderTerminal

  /// Waits, such as between two polls of a sign-in; injectable so tests
  /// move a test clock instead of sleeping. Throws when cancelled.
  public var sleep: @Sendable (Duration) async throws -> Void

  /// Where `--verbose` notes go, such as the display fields a response
  /// lacked; a no-op without `--verbose`.
  public var log: @Sendable (String) -> Void

  /// Where lists that page by cursor keep the cursors they saw, so that
  /// `--page N+1` after `--page N` costs one request; `nil` keeps none.
  public var cursorMemoryFile: URL?

  public init(
    baseURL: URL,
    transport: any HTTPTransport,
    environment: [String: String] = [:],
    directories: ExploreDirectories,
    readStandardInput: @escaping @Sendable () throws -> String? = { nil },
    inform: @escaping @Sendable (String) -> Void = { _ in },
    terminal: ProviderTerminal = .none,
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
    signInTransport: (any HTTPTransport)? = nil,
    log: @escaping @Sendable (String) -> Void = { _ in },
    cursorMemoryFile: URL? = nil
  ) {
    self.baseURL = baseURL
    self.transport = transport
    self.environment = environment
    self.directories = directories
    self.readStandardInput = readStandardInput
    self.inform = inform
    self.terminal = terminal
    self.sleep = sleep
    self.signInTransport = signInTransport ?? transport
    self.log = log
    self.cursorMemoryFile = cursorMemoryFile
  }
}
