public import ExploreCore
import Foundation

/// How a provider's `login` gets its token, from the options every sign-in
/// shares, so that `login` reads the same for every provider:
///
/// - `--with-token`: the first non-blank line of standard input;
/// - `--from-<tool>`, when the service names a ``SignInService/Tool``: what
///   a ``TokenCommand`` prints;
/// - otherwise OAuth's device flow (``DeviceAuthorization``) with
///   `--client-id` (else the service's variable), `--scopes` and `--web`.
///
/// ```swift
/// Resource(path: ["login"], summary: "Sign in.", kind: .action, options: LoginMethod.options(for: signIn)) { … }
/// switch try LoginMethod(request, service: signIn, environment: context.environment) { … }
/// ```
public enum LoginMethod: Sendable, Hashable {
  /// What the device flow needs.
  public struct DeviceFlowOptions: Sendable, Hashable {
    public var clientID: String
    public var scopes: [String]
    /// `--web`: open the page without asking.
    public var opensBrowser: Bool
  }

  /// `--with-token`: a token piped in.
  case standardInput
  /// `--from-<tool>`: the token another tool prints.
  case tool
  /// The OAuth device flow, the default.
  case deviceFlow(DeviceFlowOptions)

  /// The options of `login`, for its resource.
  public static func options(for service: SignInService) -> [OptionDescriptor] {
    var options: [OptionDescriptor] = [.flag("with-token", summary: "Read the token from standard input.")]
    if let tool = service.tool { options.append(.flag(tool.flag, summary: tool.summary)) }
    let clientIDSource = service.clientIDVariable.map { " (else \($0))" } ?? ""
    return options + [
      .flag("web", summary: "Open the sign-in page in the browser without asking."),
      OptionDescriptor(name: "client-id", summary: "The client id of your OAuth app\(clientIDSource).", kind: .value(name: "id")),
      OptionDescriptor(
        name: "scopes", summary: "The scopes to ask for, comma-separated\(service.scopesAdvice).", kind: .value(name: "scopes"),
        defaultValue: service.defaultScopes.isEmpty ? nil : service.defaultScopes.joined(separator: ",")
      ),
    ]
  }

  /// The method `request` asks for.
  ///
  /// - Throws: ``LoginError`` for options that do not go together,
  ///   ``DeviceAuthorizationError`` when the device flow has no client id.
  public init(_ request: ResourceRequest, service: SignInService, environment: [String: String]) throws {
    let withToken = request.flag("with-token")
    let toolFlag = service.tool.map { "--" + $0.flag }
    let fromTool = service.tool.map { request.flag($0.flag) } ?? false
    if withToken, fromTool { throw LoginError(.conflictingSources(toolFlag ?? ""), service: service) }
    if withToken || fromTool {
      for option in ["web", "client-id"] where request.flag(option) || request.option(option) != nil {
        throw LoginError(.deviceFlowOnly("--\(option)", others: ["--with-token"] + (toolFlag.map { [$0] } ?? [])), service: service)
      }
      self = withToken ? .standardInput : .tool
      return
    }
    let given = request.option("client-id") ?? service.clientIDVariable.flatMap { environment[$0] }
    guard let clientID = given?.trimmingCharacters(in: .whitespaces), !clientID.isEmpty else {
      throw DeviceAuthorizationError(.missingClientID, service: service)
    }
    let scopes = request.option("scopes").map { $0.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init) }
    self = .deviceFlow(DeviceFlowOptions(clientID: clientID, scopes: scopes ?? service.defaultScopes, opensBrowser: request.flag("web")))
  }

  /// The most of standard input that `--with-token` reads: 1 MiB, far
  /// beyond any token, so that `--with-token < /dev/zero` ends with an
  /// error instead of filling the memory.
  public static let tokenInputLimit = 1 << 20

  /// The token of `--with-token`: the first line of `input` that is not blank.
  ///
  /// - Throws: ``LoginError`` when there is none.
  public static func token(fromStandardInput input: String?, service: SignInService) throws -> String {
    let lines = (input ?? "").split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
    guard let token = lines.first(where: { !$0.isEmpty }) else { throw LoginError(.emptyInput, service: service) }
    return token
  }
}
