/// A resource of a provider, declared together with the handler that
/// loads it: `followers <user>` and the function that loads a page of
/// followers. `P` is what the handler receives: the provider itself for a
/// built-in ``Provider``, or whatever a provider declared at run time
/// loads with (``ProviderDefinition/init(metadata:resources:make:)``).
///
/// ```swift
/// static let user = ArgumentKey("user", summary: "A GitHub username.")
///
/// static let followers = Resource<GitHub>(
///   path: ["followers"], summary: "The users who follow a user.",
///   arguments: [user.descriptor], paging: .linkHeader(pageSize: 100, sizeParameter: "per_page")
/// ) { github, request, cursor in
///   try await github.loadFollowers(of: request[user], at: cursor)
/// }
/// ```
///
/// The handler receives a request that has passed every rule of
/// ``descriptor`` (required arguments are present, so `request[user]` is a
/// `String`), and the cursor of the page to load (``PageCursor/first`` for
/// resources that do not page).
public struct Resource<P: Sendable>: Sendable {
  /// Loads one page of a list, the sections of a detail view, or performs
  /// an action.
  public typealias Handler = @Sendable (P, ResourceRequest, PageCursor) async throws -> ResourcePage

  /// What the CLI parses, validates, documents and completes.
  public let descriptor: ResourceDescriptor
  let handler: Handler
  let expansions: [Expansion<P>]

  /// A resource described by `descriptor`, whose `--expand` choices are
  /// `expansions` (they replace `descriptor.expansions`).
  public init(_ descriptor: ResourceDescriptor, expansions: [Expansion<P>] = [], load: @escaping Handler) {
    var descriptor = descriptor
    if !expansions.isEmpty {
      precondition(
        descriptor.expansions.isEmpty,
        "Resource '\(descriptor.name)': declare its expansions once, as Expansion values, not also in the descriptor"
      )
      descriptor.expansions = expansions.map(\.descriptor)
    }
    self.descriptor = descriptor
    self.handler = load
    self.expansions = expansions
  }

  /// A resource declared in place; the parameters are those of
  /// ``ResourceDescriptor/init(path:aliases:summary:discussion:kind:arguments:options:paging:search:expansions:preferredLayout:shows:isTrackable:examples:changeTitles:itemsHaveWebPages:)``.
  public init(
    path: [String],
    aliases: [String] = [],
    summary: String,
    discussion: String? = nil,
    kind: ResourceKind = .list,
    arguments: [ArgumentDescriptor] = [],
    options: [OptionDescriptor] = [],
    paging: ListPaging = .single,
    search: SearchSupport? = nil,
    expansions: [Expansion<P>] = [],
    preferredLayout: LayoutStyle = .list,
    shows: ShownItem? = nil,
    isTrackable: Bool = false,
    examples: [String] = [],
    changeTitles: ChangeTitles? = nil,
    itemsHaveWebPages: Bool = true,
    load: @escaping Handler
  ) {
    self.init(
      ResourceDescriptor(
        path: path, aliases: aliases, summary: summary, discussion: discussion, kind: kind,
        arguments: arguments, options: options, paging: paging, search: search,
        preferredLayout: preferredLayout, shows: shows, isTrackable: isTrackable, examples: examples,
        changeTitles: changeTitles, itemsHaveWebPages: itemsHaveWebPages
      ),
      expansions: expansions,
      load: load
    )
  }

  /// The expansion named `name`, if the resource offers it.
  func expansion(named name: String) -> Expansion<P>? {
    expansions.first { $0.descriptor.name == name }
  }
}
