/// A parsed and validated command for one resource, as the provider sees it.
public struct ResourceRequest: Sendable, Hashable {
  /// The resource's path, such as `["search", "users"]`.
  public var path: [String]
  /// Positional arguments by name.
  public var arguments: [String: String]
  /// Resource-specific option values by option name, in the order given.
  /// Options left out that have a default carry the default.
  public var options: [String: [String]]
  /// Resource-specific flags that were given.
  public var flags: Set<String>
  /// The `--search` text, for resources with ``SearchSupport/remote``.
  public var search: String?
  /// The expansion `--expand` asked for, if any.
  public var expansion: String?

  public init(
    path: [String],
    arguments: [String: String] = [:],
    options: [String: [String]] = [:],
    flags: Set<String> = [],
    search: String? = nil,
    expansion: String? = nil
  ) {
    self.path = path
    self.arguments = arguments
    self.options = options
    self.flags = flags
    self.search = search
    self.expansion = expansion
  }

  /// The last value of option `name`, if given or defaulted.
  public func option(_ name: String) -> String? { options[name]?.last }

  /// Whether flag `name` was given.
  public func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The resource's full name, such as `search users`.
  public var resourceName: String { path.joined(separator: " ") }
}
