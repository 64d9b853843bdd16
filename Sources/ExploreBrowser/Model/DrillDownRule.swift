package import ExploreCore

/// Chooses what `d` opens for a selected item, from the provider's
/// descriptor alone, so it works for any provider.
///
/// The rule, in order of preference:
/// 1. the current resource, when it is a list whose one required argument
///    is named after the item's kind and accepts the item's id (a follower
///    of octocat opens that user's followers, as the seed's "get followers"
///    button did);
/// 2. the first list resource whose one required argument is named after
///    the item's kind and accepts the id (a repository's user → followers);
/// 3. the detail resource that shows items of the item's kind
///    (``ExploreCore/ResourceDescriptor/shows``, a declared API's
///    `pokemon-detail`), else the one named after the kind, whose argument
///    accepts the id (a Rick and Morty episode → `episode 1`).
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
      let required = resource.arguments.filter { !$0.isOptional }
      guard required.count == 1, let argument = required.first else { return nil }
      guard argument.rule?.accepts(item.id) ?? true else { return nil }
      return argument
    }
    func named(_ resource: ResourceDescriptor) -> Bool {
      argument(of: resource)?.name == item.kind
    }
    func shown(_ resource: ResourceDescriptor) -> ArgumentDescriptor? {
      guard resource.kind == .detail, let shows = resource.shows, shows.kind == item.kind,
        let argument = argument(of: resource), argument.name == shows.argument
      else { return nil }
      return argument
    }
    let candidates: [ResourceDescriptor?] = [
      current.kind == .list && named(current) ? current : nil,
      provider.resources.first { $0.kind == .list && named($0) },
      provider.resources.first { shown($0) != nil },
      provider.resources.first { $0.kind == .detail && $0.path == [item.kind] && argument(of: $0) != nil },
    ]
    guard let resource = candidates.lazy.compactMap({ $0 }).first, let argument = argument(of: resource) else { return nil }
    return (resource, ResourceRequest(path: resource.path, arguments: [argument.name: item.id]))
  }
}
