import ExploreTables
package import ExploreDeclarations
package import ExploreCore
import ExploreNetworking
package import ExploreSignIn
import Foundation

/// How a declared provider with an `auth` signs in: its token from
/// `EXPLORE_<NAME>_TOKEN`, else from `explore <name> login --with-token`,
/// which keeps it (private, per API host) in `<name>-logins.json`.
package struct DeclaredSignIn: Sendable {
  package var providerName: String
  package var auth: AuthDeclaration
  package var service: SignInService
  package var store: LoginStore
  package var context: ProviderContext

  package init(declaration: ProviderDeclaration, auth: AuthDeclaration, context: ProviderContext) {
    self.providerName = declaration.name
    self.auth = auth
    self.service = Self.service(for: declaration)
    self.store = LoginStore(directory: context.directories.config, fileName: Self.loginsFileName(for: declaration.name), service: service)
    self.context = context
  }

  /// `<name>-logins.json`: the file, in explore's config folder, that keeps
  /// the tokens of the API named `name` (a name ``ProviderDeclaration/validate()``
  /// accepted, so never a path). `api remove` removes it with the API.
  package static func loginsFileName(for name: String) -> String {
    "\(name)-logins.json"
  }

  /// What `login` and its errors call the service.
  package static func service(for declaration: ProviderDeclaration) -> SignInService {
    SignInService(
      name: declaration.name, loginCommand: "explore \(declaration.name) login", tokenVariables: [declaration.tokenVariable],
      clientRegistrationAdvice: "This API takes a token only: `explore \(declaration.name) login --with-token < token.txt`.",
      clientIDVariable: nil, defaultScopes: []
    )
  }

  /// The token, from the variable or the stored login, as the declaration
  /// says it goes on the wire; `nil` without one.
  ///
  /// - Throws: ``ExploreCore/InvalidCredentialError`` for a token with a
  ///   control character, ``ExploreSignIn/LoginStoreError`` when the stored
  ///   logins cannot be read.
  package func credential() throws -> Credential? {
    try store.credential(environment: context.environment, baseURL: context.baseURL, scheme: auth.credentialScheme, warn: context.inform)
  }

  /// `login --with-token`: stores the first non-blank line of standard
  /// input for this API's host. Nothing checks it against the API, which
  /// declares no endpoint for that: the next request does.
  func logIn() throws -> ResourcePage {
    let token = try LoginMethod.token(fromStandardInput: context.readStandardInput(), service: service)
    let credential = try Credential(validating: token, scheme: auth.credentialScheme, source: "standard input")
    try Task.checkCancellation()
    let host = LoginStore.storageKey(for: context.baseURL)
    try store.save(LoginStore.Login(token: credential.secret, login: nil), for: context.baseURL)
    return ResourcePage(
      notices: store.overrideNotices(environment: context.environment),
      message: "Kept the token for \(host): explore \(providerName) sends it with every request, until 'explore \(providerName) logout'."
    )
  }

  /// `logout`: removes the stored token, if any.
  func logOut() throws -> ResourcePage {
    try store.logOut(baseURL: context.baseURL, displayHost: LoginStore.storageKey(for: context.baseURL), environment: context.environment)
  }
}
