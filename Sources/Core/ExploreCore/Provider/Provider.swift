/// An API that explore can browse. This is the plugin point: a provider
/// module conforms one type to it, and the CLI, help, completions, paging,
/// search, expansion, caching and JSON output work for it without the CLI
/// or the core knowing its name.
///
/// A provider declares each resource once, together with the handler that
/// loads it (as swift-format declares a rule with its metadata):
///
/// ```swift
/// public struct Forecasts: Provider {
///   public static let metadata = ProviderMetadata(
///     name: "forecasts", summary: "Weather forecasts",
///     defaultBaseURL: URL(string: "https://api.example.com")!,
///     baseURLEnvironmentVariable: "EXPLORE_FORECASTS_API_URL"
///   )
///   public static let resources: [Resource<Forecasts>] = [
///     Resource(path: ["cities"], summary: "Cities") { forecasts, request, cursor in
///       try await forecasts.loadCities(request, at: cursor)
///     }
///   ]
///   public init(context: ProviderContext) { … }
/// }
/// ```
///
/// The core resolves a request to its resource, checks it against the
/// resource's rules once, and calls the handler: see
/// ``Provider/load(_:at:)`` and ``Provider/expand(_:by:for:)``. A provider
/// has no `switch` over paths, and cannot skip validation.
///
/// The CLI holds a provider as its ``definition``, the same value a
/// provider declared at run time is (``ProviderDefinition``): the static
/// declarations here are the short way to write one in Swift.
public protocol Provider: ResourceLoader {
  /// The provider's names, base URL and favorites: everything about it but
  /// its resources.
  static var metadata: ProviderMetadata { get }

  /// The resources, each with its handler, in the order help lists them.
  static var resources: [Resource<Self>] { get }

  /// Makes a provider that reaches its API through `context`.
  init(context: ProviderContext)
}

extension Provider {
  /// Everything the CLI knows about the provider before it makes a
  /// request: ``metadata`` with the descriptors of ``resources``.
  ///
  /// Derived, so that what help documents and what the provider loads
  /// cannot disagree.
  public static var descriptor: ProviderDescriptor {
    ProviderDescriptor(metadata: metadata, resources: resources.map(\.descriptor))
  }
}
