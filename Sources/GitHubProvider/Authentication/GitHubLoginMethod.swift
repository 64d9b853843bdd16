import ExploreCore
import ExploreNetworking
import Foundation

/// How `explore github login` gets its token, from its options.
enum GitHubLoginMethod: Sendable, Hashable {
  /// What the device flow needs.
  struct DeviceFlowOptions: Sendable, Hashable {
    var clientID: String
    var scopes: [String]
    /// `--web`: open the page without asking.
    var opensBrowser: Bool
  }

  /// `--with-token`: a token piped in.
  case standardInput
  /// `--from-gh`: the GitHub CLI's token.
  case githubCLI
  /// The OAuth device flow, the default.
  case deviceFlow(DeviceFlowOptions)

  /// The variable that gives the OAuth app's client id.
  static let clientIDVariable = "EXPLORE_GITHUB_CLIENT_ID"
  /// The scopes asked for without `--scopes`: enough to read your profile.
  static let defaultScopes = "read:user"

  /// The method `request` asks for.
  ///
  /// - Throws: ``GitHubLoginError`` for options that do not go together,
  ///   ``DeviceAuthorizationError`` when the device flow has no client id.
  init(_ request: ResourceRequest, environment: [String: String]) throws {
    let withToken = request.flag("with-token")
    let fromGH = request.flag("from-gh")
    if withToken, fromGH { throw GitHubLoginError(.conflictingSources) }
    if withToken || fromGH {
      if request.flag("web") { throw GitHubLoginError(.deviceFlowOnly("--web")) }
      if request.option("client-id") != nil { throw GitHubLoginError(.deviceFlowOnly("--client-id")) }
      self = withToken ? .standardInput : .githubCLI
      return
    }
    let given = request.option("client-id") ?? environment[Self.clientIDVariable]
    guard let clientID = given?.trimmingCharacters(in: .whitespaces), !clientID.isEmpty else {
      throw DeviceAuthorizationError(.missingClientID, service: GitHub.signIn)
    }
    let scopes = (request.option("scopes") ?? Self.defaultScopes)
      .split(whereSeparator: { $0 == "," || $0 == " " })
      .map(String.init)
    self = .deviceFlow(DeviceFlowOptions(clientID: clientID, scopes: scopes, opensBrowser: request.flag("web")))
  }
}
