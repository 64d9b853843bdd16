import ExploreCore
import ExploreNetworking
import ExploreSignIn
import Foundation

/// Sign-in for an API with OAuth's device flow (RFC 8628): `login` shows a
/// code, waits for the user, and stores the token for the API's host;
/// every request then finds it.
enum ZooSignIn {
  static let service = SignInService(
    name: "Zoo", loginCommand: "explore zoo login", tokenVariables: ["ZOO_TOKEN"],
    clientRegistrationAdvice: "Register an app at https://zoo.example/apps and pass its id with --client-id.",
    clientIDVariable: "EXPLORE_ZOO_CLIENT_ID", defaultScopes: ["read"]
  )

  /// `zoo-logins.json` in explore's config folder: private, locked, atomic.
  static func store(_ context: ProviderContext) -> LoginStore {
    LoginStore(directory: context.directories.config, fileName: "zoo-logins.json", service: service)
  }

  /// The credential of every request: `ZOO_TOKEN`, else the stored login.
  static func credential(_ context: ProviderContext) throws -> Credential? {
    try store(context).credential(environment: context.environment, baseURL: context.baseURL, warn: context.inform)
  }

  /// The `login` resource's options: `--with-token`, `--web`, `--client-id`, `--scopes`.
  static let loginOptions = LoginMethod.options(for: service)

  /// `login`: a token piped in, or the code, the browser and the wait; then the token stored.
  static func logIn(_ request: ResourceRequest, context: ProviderContext) async throws -> ResourcePage {
    let token: String
    switch try LoginMethod(request, service: service, environment: context.environment) {
    case .standardInput, .tool:
      token = try LoginMethod.token(fromStandardInput: context.readStandardInput(), service: service)
    case .deviceFlow(let options):
      let web = URL(string: "https://zoo.example/oauth")!
      let flow = DeviceAuthorization(
        codeURL: web.appendingPathComponent("device/code"), tokenURL: web.appendingPathComponent("token"),
        clientID: options.clientID, scopes: options.scopes, service: service,
        transport: context.signInTransport, sleep: context.sleep
      )
      token = try await flow.signIn(context: context, opensBrowser: options.opensBrowser).credential.secret
    }
    try store(context).save(.init(token: token, login: nil), for: context.baseURL)
    return ResourcePage(message: "Logged in to Zoo")
  }
}
