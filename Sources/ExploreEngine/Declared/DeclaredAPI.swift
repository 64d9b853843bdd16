import ExploreCore
import ExploreTables
package import ExploreNetworking

/// What the resources of a declared provider load with: the API's client,
/// with the user's token when there is one, and how the provider signs in.
package struct DeclaredAPI: RESTClientOwner {
  package let client: RESTClient
  /// The provider's sign-in, when its declaration has an `auth`.
  package let signIn: DeclaredSignIn?
}
