import ExploreCore
package import ExploreNetworking
import ExploreTables

/// What the resources of a declared provider load with: the API's client,
/// how the provider signs in, and the hooks and routes of its tables.
package struct DeclaredAPI: TableOwner {
  /// The client, without a token: each load adds the one it reads then.
  package let client: RESTClient
  /// The provider's sign-in, when its declaration has an `auth`.
  package let signIn: DeclaredSignIn?
  let hooks: MappingHooks
  let routes: ReferenceRoutes

  /// The engine of one load, with the token read now: the provider's
  /// variable, else the login stored for the base URL's origin.
  ///
  /// - Throws: ``ExploreCore/InvalidCredentialError`` for a token that
  ///   cannot be sent (a control character), ``ExploreSignIn/LoginStoreError``
  ///   when the stored logins cannot be read: the load stops and says why,
  ///   as GitHub's does, rather than go out without the token.
  package func tableEngine() throws -> TableEngine {
    var client = client
    client.credential = try signIn?.credential()
    return TableEngine(client: client, hooks: hooks, routes: routes)
  }
}
