import ExploreCore
package import ExploreItemMapping
package import ExploreNetworking

/// What the resources of a declared provider load with: the API's client,
/// with the user's token when there is one.
package struct DeclaredAPI: RESTClientOwner {
  package let client: RESTClient
}
