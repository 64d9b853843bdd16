public import ExploreCore
public import ExploreNetworking

/// A provider that talks to its API through one ``ExploreNetworking/RESTClient``:
/// what lets it declare resources, expansions and related sections as
/// tables (``ListEndpoint``) instead of handlers.
///
/// ```swift
/// public struct StarWars: RESTProvider {
///   public let client: RESTClient
///   …
/// }
/// ```
public protocol RESTProvider: Provider, RESTClientOwner {}

/// What the handlers of declared tables receive: anything that holds the
/// ``ExploreNetworking/RESTClient`` they load with. A ``RESTProvider`` is
/// one; so is a provider declared at run time, whose resources are made
/// from a declaration file.
public protocol RESTClientOwner: Sendable {
  /// The client every declared list is loaded with.
  var client: RESTClient { get }
}
