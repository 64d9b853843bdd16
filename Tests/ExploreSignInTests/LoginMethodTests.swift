import ExploreCore
import ExploreNetworking
@testable import ExploreSignIn
import Testing

/// `login`'s options, the same for every provider, for a service with a
/// tool and one without.
@Suite struct LoginMethodTests {
  static let plain = SignInService(
    name: "Zoo", loginCommand: "explore zoo login", tokenVariables: ["ZOO_TOKEN"],
    clientIDVariable: "ZOO_CLIENT_ID", defaultScopes: ["read", "feed"]
  )
  static let withTool = SignInService(
    name: "Zoo", loginCommand: "explore zoo login", tokenVariables: ["ZOO_TOKEN"],
    tool: SignInService.Tool(
      flag: "from-zoo", summary: "Take the Zoo CLI's token.", name: "the Zoo CLI", source: "zoo token", signInCommand: "zoo login"
    )
  )

  static func login(flags: Set<String> = [], options: [String: [String]] = [:]) -> ResourceRequest {
    ResourceRequest(path: ["login"], options: options, flags: flags)
  }

  @Test func theOptionsNameTheToolTheVariableAndTheDefaultScopes() {
    #expect(LoginMethod.options(for: Self.plain).map(\.name) == ["with-token", "web", "client-id", "scopes"])
    #expect(LoginMethod.options(for: Self.withTool).map(\.name) == ["with-token", "from-zoo", "web", "client-id", "scopes"])
    let plain = LoginMethod.options(for: Self.plain)
    #expect(plain[2].summary == "The client id of your OAuth app (else ZOO_CLIENT_ID).")
    #expect(plain[3].defaultValue == "read,feed")
    #expect(LoginMethod.options(for: Self.withTool)[4].defaultValue == nil)
  }

  @Test func theDeviceFlowTakesTheClientIDFromTheOptionThenTheVariable() throws {
    let fromVariable = try LoginMethod(Self.login(), service: Self.plain, environment: ["ZOO_CLIENT_ID": " c1 "])
    #expect(fromVariable == .deviceFlow(.init(clientID: "c1", scopes: ["read", "feed"], opensBrowser: false)))
    let given = try LoginMethod(
      Self.login(flags: ["web"], options: ["client-id": ["c2"], "scopes": ["a,b c"]]), service: Self.plain,
      environment: ["ZOO_CLIENT_ID": "c1"]
    )
    #expect(given == .deviceFlow(.init(clientID: "c2", scopes: ["a", "b", "c"], opensBrowser: true)))
    let missing = #expect(throws: DeviceAuthorizationError.self) {
      try LoginMethod(Self.login(), service: Self.plain, environment: ["ZOO_CLIENT_ID": " "])
    }
    #expect(missing?.category == .usage)
  }

  @Test func tokenSourcesExcludeEachOtherAndTheDeviceFlowsOptions() throws {
    #expect(try LoginMethod(Self.login(flags: ["with-token"]), service: Self.withTool, environment: [:]) == .standardInput)
    #expect(try LoginMethod(Self.login(flags: ["from-zoo"]), service: Self.withTool, environment: [:]) == .tool)
    let both = #expect(throws: LoginError.self) {
      try LoginMethod(Self.login(flags: ["with-token", "from-zoo"]), service: Self.withTool, environment: [:])
    }
    #expect(both?.description == "--with-token and --from-zoo each give explore a token; choose one.")
    #expect(both?.category == .usage)
    let clientID = #expect(throws: LoginError.self) {
      try LoginMethod(Self.login(flags: ["with-token"], options: ["client-id": ["c"]]), service: Self.plain, environment: [:])
    }
    #expect(clientID?.description == "--client-id belongs to the browser sign-in; leave it out with --with-token.")
  }

  @Test func standardInputGivesItsFirstNonBlankLine() throws {
    #expect(try LoginMethod.token(fromStandardInput: "\n  \n  zoo_token  \nsecond\n", service: Self.plain) == "zoo_token")
    let empty = #expect(throws: LoginError.self) { try LoginMethod.token(fromStandardInput: nil, service: Self.plain) }
    #expect(empty?.description == "No token arrived on standard input. Pipe one in: `explore zoo login --with-token < token.txt`.")
    #expect(empty?.category == .runtime)
  }

  @Test(arguments: [
    ("ZOO_TOKEN", "Zoo rejected the token in ZOO_TOKEN (expired or revoked). Set ZOO_TOKEN to a valid token, or unset it and run `explore zoo login`."),
    ("stored login", "Zoo rejected your stored sign-in (stored login): the token expired or was revoked. Run `explore zoo login` to sign in again."),
    ("zoo token", "Zoo rejected the token from the Zoo CLI (zoo token): it expired or was revoked. Run `zoo login` and try again, or run `explore zoo login` without --from-zoo."),
    ("standard input", "Zoo rejected the token from standard input (expired or revoked). Run `explore zoo login` to sign in again."),
  ])
  func aRejectedTokenNamesItsSource(source: String, message: String) {
    #expect(TokenRejectedError(source: source, service: Self.withTool).description == message)
  }
}
