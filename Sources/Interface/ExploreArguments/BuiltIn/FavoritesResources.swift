package import ExploreCore

/// The `favorites`, `favorites add <id…>` and `favorites remove <id…>`
/// resources the CLI adds to every provider that declares favoritable kinds
/// (``ProviderMetadata/favorites``), so they are parsed, documented and
/// completed like the provider's own resources without naming a provider.
///
/// ```text
/// explore github favorites add octocat defunkt
/// explore rickmorty favorites
/// ```
package enum FavoritesResources {
  /// What a favorites command does.
  package enum Action: Sendable, Hashable {
    case list, add, remove
  }

  static let listPath = ["favorites"]
  static let addPath = ["favorites", "add"]
  static let removePath = ["favorites", "remove"]
  /// The option that picks the kind when a provider has several.
  package static let kindOption = "kind"

  /// Whether `resource` is the `favorites` list the CLI adds (a provider
  /// cannot declare a resource of that name).
  package static func isList(_ resource: ResourceDescriptor) -> Bool {
    resource.path == listPath
  }

  /// `provider` with the favorites resources appended, or unchanged when it
  /// has no favoritable kind.
  package static func adding(to provider: ProviderDescriptor) -> ProviderDescriptor {
    let kinds = usableKinds(of: provider)
    guard !kinds.isEmpty else { return provider }
    precondition(
      !provider.resources.contains { $0.path.first == listPath[0] },
      "Provider '\(provider.name)' declares favoritable kinds and its own 'favorites' resource; the CLI provides 'favorites' itself"
    )
    var options: [OptionDescriptor] = []
    if kinds.count > 1 {
      options.append(OptionDescriptor(
        name: kindOption,
        summary: "The kind of favorites to use.",
        kind: .value(name: "kind"),
        allowedValues: kinds.map(\.favoritable.kind),
        defaultValue: kinds[0].favoritable.kind
      ))
    }
    let single = kinds.count == 1 ? kinds[0] : nil
    let argumentName = single?.argument.name ?? "id"
    let what = kinds.map(\.favoritable.plural).joined(separator: " or ")
    let list = ResourceDescriptor(
      path: listPath,
      summary: "Your favorite \(what), loaded fresh.",
      discussion: "Favorites are kept in $XDG_DATA_HOME/explore/favorites.json (~/.local/share/explore by default). "
        + "Each is loaded again, several at a time and through the cache; one that no longer exists upstream is shown marked, not dropped.",
      kind: .list,
      options: options,
      examples: ["favorites", "favorites --json"]
    )
    let add = ResourceDescriptor(
      path: addPath,
      summary: "Add one or more \(what) to your favorites.",
      discussion: "Give one or more ids separated by spaces. One that is already a favorite is reported and left as it is.",
      kind: .action,
      arguments: [ArgumentDescriptor(
        name: argumentName,
        summary: (single?.argument.summary).map { "\($0) Give one or more." } ?? "One or more ids.",
        rule: single?.argument.rule
      )],
      options: options,
      examples: ["favorites add <\(argumentName)>"]
    )
    let remove = ResourceDescriptor(
      path: removePath,
      summary: "Remove one or more \(what) from your favorites.",
      discussion: "Give one or more ids separated by spaces. One that is not a favorite is reported; that is not an error.",
      kind: .action,
      arguments: [ArgumentDescriptor(name: argumentName, summary: "One or more ids of favorites.")],
      options: options,
      examples: ["favorites remove <\(argumentName)>"]
    )
    var extended = provider
    extended.resources += [list, add, remove]
    return extended
  }

  /// The action `resource` stands for, or `nil` for the provider's own resources.
  package static func action(of resource: ResourceDescriptor, in provider: ProviderDescriptor) -> Action? {
    guard !provider.favorites.isEmpty else { return nil }
    switch resource.path {
    case listPath: return .list
    case addPath: return .add
    case removePath: return .remove
    default: return nil
    }
  }

  /// Whether `resource` takes several ids (`favorites add a b c`).
  package static func takesSeveralIDs(_ resource: ResourceDescriptor) -> Bool {
    resource.kind == .action && (resource.path == addPath || resource.path == removePath)
  }

  /// A favoritable kind with the detail resource's argument that loads it.
  package struct UsableKind {
    package var favoritable: FavoritableKind
    package var argument: ArgumentDescriptor
  }

  /// The provider's favoritable kinds whose detail resource exists.
  package static func usableKinds(of provider: ProviderDescriptor) -> [UsableKind] {
    provider.favorites.map { favoritable in
      guard let detail = provider.resource(named: favoritable.detailResource),
        let argument = detail.arguments.first(where: { $0.name == favoritable.argumentName })
      else {
        preconditionFailure(
          "Provider '\(provider.name)' declares favoritable kind '\(favoritable.kind)' with detail resource '\(favoritable.detailResource.joined(separator: " "))' and argument '\(favoritable.argumentName)', which it does not have"
        )
      }
      return UsableKind(favoritable: favoritable, argument: argument)
    }
  }
}
