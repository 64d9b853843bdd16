/// A provider as the CLI holds it: everything it declares
/// (``descriptor``) and how to connect one to its API (``connect(_:)``).
///
/// A built-in provider is a Swift type that declares its resources
/// statically (``Provider/definition``); a provider declared at run time,
/// from a declaration file, makes its resources from that file and uses
/// ``init(metadata:resources:make:)`` directly. Both are the same thing to
/// the CLI: help, completions, paging, search and every output come from
/// the descriptor, and every request goes through the loader.
///
/// ```swift
/// let providers = [GitHub.definition, RickAndMorty.definition, declared]
/// let loader = providers[0].connect(context)
/// let page = try await loader.load(request, at: .first)
/// ```
public struct ProviderDefinition: Sendable {
  /// What help, completions and the parser know about the provider.
  public let descriptor: ProviderDescriptor
  private let makeLoader: @Sendable (ProviderContext) -> any ResourceLoader

  /// A provider whose resources load on a value of `P`, which `make`
  /// builds from the context each time a command connects.
  ///
  /// - Parameters:
  ///   - metadata: its names, base URL, favorites and paging limits.
  ///   - resources: its resources, each with its handler, in the order
  ///     help lists them.
  ///   - make: the value the handlers receive, connected through the
  ///     context's transport.
  public init<P: Sendable>(
    metadata: ProviderMetadata, resources: [Resource<P>], make: @escaping @Sendable (ProviderContext) -> P
  ) {
    let table = ResourceTable(provider: metadata.name, resources: resources)
    self.descriptor = ProviderDescriptor(metadata: metadata, resources: resources.map(\.descriptor))
    self.makeLoader = { context in ConnectedResources(instance: make(context), table: table) }
  }

  /// The provider's name on the command line.
  public var name: String { descriptor.name }

  /// A loader of the provider's resources that reaches its API through
  /// `context`.
  public func connect(_ context: ProviderContext) -> any ResourceLoader {
    makeLoader(context)
  }
}

/// A value of `P` with the resources whose handlers it serves.
private struct ConnectedResources<P: Sendable>: ResourceLoader {
  var instance: P
  var table: ResourceTable<P>

  func load(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
    try await table.load(request, at: cursor, on: instance)
  }

  func expand(_ items: [Item], by expansion: ExpansionDescriptor, for request: ResourceRequest) async throws -> [Item] {
    try await table.expand(items, by: expansion, for: request, on: instance)
  }
}
