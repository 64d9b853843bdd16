public import Foundation

/// Everything the CLI knows about a provider before it makes a request:
/// its ``ProviderMetadata`` and the descriptors of its resources.
///
/// A provider does not write one: ``Provider/descriptor`` derives it from
/// ``Provider/metadata`` and ``Provider/resources``. The metadata's
/// properties read as the descriptor's own (`descriptor.name`,
/// `descriptor.favorites`).
@dynamicMemberLookup
public struct ProviderDescriptor: Sendable {
  /// The provider's names, base URL, favorites and paging limits.
  public var metadata: ProviderMetadata
  public var resources: [ResourceDescriptor]

  /// The descriptor of a provider with `metadata` and `resources`.
  public init(metadata: ProviderMetadata, resources: [ResourceDescriptor]) {
    self.metadata = metadata
    self.resources = resources
  }

  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ProviderMetadata, Value>) -> Value {
    get { metadata[keyPath: keyPath] }
    set { metadata[keyPath: keyPath] = newValue }
  }

  /// The resource whose path is `path`, matching aliases of its last word.
  ///
  /// - Complexity: O(*r*) in the number of resources.
  public func resource(named path: [String]) -> ResourceDescriptor? {
    resources.first { $0.isNamed(path) }
  }

  /// The base URL from `environment`, or the default.
  public func baseURL(in environment: [String: String]) -> URL {
    if let value = environment[metadata.baseURLEnvironmentVariable], !value.isEmpty, let url = URL(string: value) {
      return url
    }
    return metadata.defaultBaseURL
  }
}
