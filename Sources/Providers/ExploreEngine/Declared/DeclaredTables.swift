import ExploreCore
import ExploreNetworking
import ExploreTables
import ExploreDeclarations
import Foundation

/// A declaration's tables, their names resolved (a join's list, a
/// reference's detail resource) and made into resources that the engine
/// runs: the declared runtime is this mapping, not a second interpreter.
struct DeclaredTables: Sendable {
  var declaration: ProviderDeclaration
  var hooks: TableHooks<DeclaredAPI>
  /// The detail resources references load their records through.
  var routes: ReferenceRoutes
  var advice: AuthAdvice

  init(declaration: ProviderDeclaration, hooks: TableHooks<DeclaredAPI>) {
    self.declaration = declaration
    self.hooks = hooks
    self.routes = ReferenceRoutes(
      declaration.resources.compactMap { resource in
        resource.detail.map {
          ReferenceRoutes.Route(resource: resource.name, path: PathTemplate($0.path), item: $0.item, batch: $0.batch, missing: $0.missing)
        }
      })
    self.advice = AuthAdvice(provider: declaration.name, auth: declaration.auth, tokenVariable: declaration.tokenVariable)
  }

  /// The resource `resource` declares.
  func resource(_ resource: ResourceDeclaration) -> Resource<DeclaredAPI> {
    let options = resource.options.map(\.queryOption)
    let mapping = resource.mapping ?? ItemMapping(kind: "item", id: .key("id"), title: "name")
    let expanders = resource.expansions.map { expander($0, of: mapping, pageSize: resource.list?.paging.pageSize) }
    let expansions = zip(resource.expansions, expanders).map { expansion, expander in
      Expansion(ExpansionDescriptor(name: expansion.name, summary: expansion.summary, childKind: expander.childKind, cost: expander.cost)) {
        api, items, request in try await expander.run(api, items, request)
      }
    }
    let advice = advice
    if let detail = resource.detail {
      let table = DetailTable(
        path: PathTemplate(detail.path), item: detail.item, title: detail.title, sections: detail.sections.map { section($0, of: detail.item) })
      let byName = Dictionary(zip(resource.expansions.map(\.name), expanders.map(\.run)), uniquingKeysWith: { first, _ in first })
      let hooks = hooks
      var descriptor = ResourceDescriptor(
        path: resource.path, aliases: resource.aliases, summary: resource.summary, discussion: resource.discussion, kind: .detail,
        arguments: resource.arguments.map(\.descriptor), options: options.map(\.descriptor), preferredLayout: .detail,
        shows: PathTemplate(detail.path).placeholders.last.map { ShownItem(kind: detail.item.kind, argument: $0) },
        examples: resource.examples)
      descriptor.group = resource.group
      return Resource(descriptor, expansions: expansions) { api, request, _ in
        let engine = try api.tableEngine()
        return try await advice.explaining(sentToken: engine.client.credential != nil, apiBaseURL: engine.client.urls.baseURL) {
          try await engine.detailPage(
            table, request: request, of: api, hooks: hooks, expand: { name, items in try await byName[name]?(api, items, request) ?? items })
        }
      }
    }
    guard let list = resource.list else { preconditionFailure("A validated declaration's resource is a list or a detail view") }
    var descriptor = ResourceDescriptor(
      path: resource.path, aliases: resource.aliases, summary: resource.summary, discussion: resource.discussion,
      arguments: resource.arguments.map(\.descriptor), options: options.map(\.descriptor), paging: list.paging,
      search: list.searchParameter == nil ? nil : .remote, examples: resource.examples)
    descriptor.group = resource.group
    descriptor.searchIsRequired = list.searchIsRequired
    let command = "explore \(declaration.name) \(resource.name)"
    return Resource(descriptor, expansions: expansions) { api, request, cursor in
      // NB: a list the API answers only to a search is refused without one, before any request.
      if list.searchIsRequired, (request.search ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
        throw RequiredSearchError(command: command, parameter: list.searchParameter ?? "")
      }
      let engine = try api.tableEngine()
      return try await advice.explaining(sentToken: engine.client.credential != nil, apiBaseURL: engine.client.urls.baseURL) {
        try await engine.listPage(list, options: options, title: nil, request: request, at: cursor)
      }
    }
  }

  /// An expansion as it runs: on the items of `mapping`, with the kind of
  /// its children and what a page may cost.
  struct Expander: Sendable {
    var childKind: String
    var cost: ExpansionCost?
    var run: @Sendable (DeclaredAPI, [Item], ResourceRequest) async throws -> [Item]
  }

  /// What `expansion` of the items of `mapping` runs.
  func expander(_ expansion: ExpansionDeclaration, of mapping: ItemMapping, pageSize: Int?) -> Expander {
    let table: ExpansionTable
    let childKind: String
    var limit = expansion.budget ?? ExpansionDeclaration.singleListBudget
    var cost: ExpansionCost?
    switch expansion.form {
    case .custom(let name):
      let handler = hooks.expansions[name]
      return Expander(childKind: name, cost: nil) { api, items, request in try await handler?(api, items, request) ?? items }
    case .records(let record, let children, let item):
      table = .records(record: PathTemplate(record), children: children, item: item)
      childKind = item.kind
      limit = expansion.budget ?? pageSize ?? ExpansionDeclaration.singleListBudget
    case .references(let reference):
      let target = self.target(of: reference, in: mapping)
      table = .references(reference, target)
      childKind = if case .route(let route) = target { route.item.kind } else { reference }
    case .join(let join):
      let list = self.list(join.list)
      table = .join(join.reference, list)
      childKind = list.mapping.kind
      (cost, limit) = (list.joinCost, .max)
    }
    let advice = advice
    let name = expansion.name
    let budget = limit
    return Expander(childKind: childKind, cost: cost ?? .requests(budget)) { api, items, _ in
      let engine = try api.tableEngine()
      return try await advice.explaining(sentToken: engine.client.credential != nil, apiBaseURL: engine.client.urls.baseURL) {
        try await engine.expand(items, table, name: name, budget: budget)
      }
    }
  }

  /// What `section` of a detail whose record `mapping` maps runs.
  func section(_ section: SectionDeclaration, of mapping: ItemMapping) -> RelatedSection {
    let source: RelatedSection.Source =
      switch section.form {
      case .embedded(let records, let item): .embedded(records, item)
      case .references(let reference): .references(reference, target(of: reference, in: mapping))
      case .referenced(let join): .referenced(join.reference, list(join.list))
      case .referring(let join): .referring(join.reference, list(join.list))
      case .sharing(let join): .sharing(join.reference, list(join.list))
      case .custom(let name): .custom(name)
      }
    return RelatedSection(title: section.title, emptyNote: section.emptyNote, source)
  }

  /// Where the records `mapping`'s reference named `name` loads from:
  /// the detail resource it names, else the one its URLs match.
  func target(of name: String, in mapping: ItemMapping) -> ReferenceTarget {
    guard let resource = mapping.references.first(where: { $0.name == name })?.resource, let route = routes.route(named: resource) else {
      return .matched
    }
    return .route(route)
  }

  /// The list of the list resource named `name`, which validation checked.
  func list(_ name: String) -> ListEndpoint {
    guard let list = declaration.resources.first(where: { $0.name == name })?.list else {
      preconditionFailure("A validated declaration's join names a list resource, not '\(name)'")
    }
    return list
  }
}
