package import ExploreCore

/// Chooses what `d` and Enter open for a selected item, from the
/// provider's descriptor alone, so it works for any provider; the one
/// place the browser decides it.
///
/// `d` follows the rule, in order of preference:
/// 1. the current resource, when it is a list whose one required argument
///    is named after the item's kind and accepts the item's id (a follower
///    of octocat opens that user's followers, as the seed's "get followers"
///    button did);
/// 2. the first list resource whose one required argument is named after
///    the item's kind and accepts the id (a repository's user → followers);
/// 3. the detail resource that shows items of the item's kind
///    (``ExploreCore/ResourceDescriptor/shows``, a declared API's
///    `person`), else the one named after the kind (or `<kind>-detail`),
///    whose one required argument accepts the id (a Rick and Morty episode
///    → `episode 1`): ``detail(for:in:)``, which Enter opens.
///
/// A resource whose argument is a free text (a search query) is never
/// chosen, because its argument is not named after a kind. When nothing
/// matches, the status line says so.
package enum DrillDownRule {
  /// The resource and request `d` opens for `item`, or `nil`.
  ///
  /// - Complexity: O(*r*) in the number of the provider's resources.
  package static func target(
    for item: Item, in provider: ProviderDescriptor, from current: ResourceDescriptor
  ) -> (resource: ResourceDescriptor, request: ResourceRequest)? {
    func argument(of resource: ResourceDescriptor) -> ArgumentDescriptor? {
      requiredArgument(of: resource, accepting: item.id)
    }
    func named(_ resource: ResourceDescriptor) -> Bool {
      argument(of: resource)?.name == item.kind
    }
    let candidates: [ResourceDescriptor?] = [
      current.kind == .list && named(current) ? current : nil,
      provider.resources.first { $0.kind == .list && named($0) },
    ]
    guard let resource = candidates.lazy.compactMap({ $0 }).first, let argument = argument(of: resource) else {
      return detail(for: item, in: provider)
    }
    return (resource, ResourceRequest(path: resource.path, arguments: [argument.name: item.id]))
  }

  /// The detail resource that shows `item`, and its request: step 3 of
  /// the rule, which Enter opens (a follower's profile, `user <login>`; a
  /// character, `character <id>`). The resource says it shows items of the
  /// item's kind (a table's detail, whose argument fills its path), else it is named after the item's
  /// kind (or `<kind>-detail`, as `api add` names a detail beside a list of
  /// the same name) and its one required argument accepts the item's id.
  ///
  /// - Complexity: O(*r*) in the number of the provider's resources.
  package static func detail(for item: Item, in provider: ProviderDescriptor) -> (resource: ResourceDescriptor, request: ResourceRequest)? {
    for resource in provider.resources where resource.kind == .detail {
      guard let shows = resource.shows, shows.kind == item.kind, let argument = requiredArgument(of: resource, accepting: item.id),
        argument.name == shows.argument
      else { continue }
      return (resource, ResourceRequest(path: resource.path, arguments: [argument.name: item.id]))
    }
    let names = [[item.kind], [item.kind + "-detail"]]
    for name in names {
      guard let resource = provider.resources.first(where: { $0.kind == .detail && $0.path == name }),
        let argument = requiredArgument(of: resource, accepting: item.id)
      else { continue }
      return (resource, ResourceRequest(path: resource.path, arguments: [argument.name: item.id]))
    }
    return nil
  }

  /// The one required argument of `resource`, when it accepts `id`.
  private static func requiredArgument(of resource: ResourceDescriptor, accepting id: String) -> ArgumentDescriptor? {
    let required = resource.arguments.filter { !$0.isOptional }
    guard required.count == 1, let argument = required.first, argument.rule?.accepts(id) ?? true else { return nil }
    return argument
  }
}
