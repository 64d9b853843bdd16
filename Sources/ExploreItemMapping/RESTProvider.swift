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
public protocol RESTProvider: Provider {
  /// The client every declared list is loaded with.
  var client: RESTClient { get }
}
