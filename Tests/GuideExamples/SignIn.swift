import ExploreCore
import ExploreNetworking
import Foundation

/// Sign-in for an API with OAuth's device flow (RFC 8628): `login` shows a
/// code, waits for the user, and stores the token for the API's host;
/// every request then finds it.
enum ZooSignIn {
  static let service = SignInService(
    name: "Zoo", loginCommand: "explore zoo login", tokenVariables: ["ZOO_TOKEN"],
    clientRegistrationAdvice: "Register an app at https://zoo.example/apps and pass its id with --client-id."
  )

  /// `zoo-logins.json` in explore's config folder: private, locked, atomic.
  static func store(_ context: ProviderContext) -> LoginStore {
    LoginStore(directory: context.directories.config, fileName: "zoo-logins.json", service: service)
  }

  /// The credential of every request: `ZOO_TOKEN`, else the stored login.
  static func credential(_ context: ProviderContext) throws -> Credential? {
    try store(context).credential(environment: context.environment, baseURL: context.baseURL, warn: context.inform)
  }

  /// `login --client-id ID [--web]`: the code, the browser, the wait, the token stored.
  static func logIn(_ request: ResourceRequest, context: ProviderContext) async throws -> ResourcePage {
    guard let clientID = request.option("client-id") else {
      throw DeviceAuthorizationError(.missingClientID, service: service)
    }
    let web = URL(string: "https://zoo.example/oauth")!
    let flow = DeviceAuthorization(
      codeURL: web.appendingPathComponent("device/code"), tokenURL: web.appendingPathComponent("token"),
      clientID: clientID, scopes: ["read"], service: service, transport: context.signInTransport, sleep: context.sleep
    )
    let grant = try await flow.signIn(context: context, opensBrowser: request.flag("web"))
    let host = LoginStore.hostKey(for: context.baseURL)
    try store(context).save(.init(token: grant.credential.secret, login: nil), forHost: host)
    return ResourcePage(message: "Logged in to Zoo")
  }
}
