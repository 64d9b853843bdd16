public import ExploreCore
public import ExploreNetworking

/// A provider that talks to its API through one ``ExploreNetworking/RESTClient``:
/// what lets it declare resources, expansions and related sections as
/// tables (``ExploreTables/ListEndpoint``) instead of handlers.
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

/// An owner that says how each load's engine is made: with the token read
/// for that load, the functions its tables name, the routes of its
/// references. A declared provider is one.
package protocol TableOwner: RESTClientOwner {
  /// The engine of one load.
  func tableEngine() throws -> TableEngine
}

extension RESTClientOwner {
  /// The engine this owner's tables load with: a ``TableOwner``'s, else
  /// one on its client.
  package func tables() throws -> TableEngine {
    if let owner = self as? any TableOwner { return try owner.tableEngine() }
    return TableEngine(client: client)
  }
}
