import ExploreCore
import Foundation
import ExploreTables
import ExploreNetworking

extension ResourceDeclaration {
  /// The resource this declares, with its handler: a list or a detail view
  /// loaded through the declared tables.
  func resource(advice: AuthAdvice) -> Resource<DeclaredAPI> {
    let arguments = self.arguments.map(\.descriptor)
    let options = self.options.map(\.queryOption)
    if let detail {
      var descriptor = ResourceDescriptor(
        path: path, aliases: aliases, summary: summary, discussion: discussion, kind: .detail, arguments: arguments,
        options: options.map(\.descriptor), preferredLayout: .detail, examples: examples)
      descriptor.group = group
      return Resource(descriptor) { api, request, _ in
        try await advice.explaining(sentToken: api.client.credential != nil, apiBaseURL: api.client.urls.baseURL) {
          try await detail.load(with: api.client, path: PathTemplate(detail.path).components(request))
        }
      }
    }
    guard let list else {
      preconditionFailure("A validated declaration's resource is a list or a detail view")
    }
    let expansions = self.expansions.map { expansion in
      Expansion<DeclaredAPI>.records(
        expansion.name, summary: expansion.summary, at: PathTemplate(expansion.record), children: expansion.children,
        mapping: expansion.item, pageSize: list.paging.pageSize ?? ExpansionDeclaration.singleListBudget
      )
    }
    var descriptor = ResourceDescriptor(
      path: path, aliases: aliases, summary: summary, discussion: discussion, arguments: arguments,
      options: options.map(\.descriptor), paging: list.paging, search: list.searchParameter == nil ? nil : .remote, examples: examples)
    descriptor.group = group
    descriptor.searchIsRequired = list.searchIsRequired
    return Resource(descriptor, expansions: expansions) { api, request, cursor in
      var endpoint = list
      endpoint.path = try PathTemplate(ListEndpoint.text(of: list.path)).components(request)
      let query = request.query(options, search: list.searchParameter)
      if list.searchIsRequired, (request.search ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
        throw RequiredSearchError(command: "explore \(advice.provider) \(path.joined(separator: " "))", parameter: list.searchParameter ?? "")
      }
      let (items, paging) = try await advice.explaining(sentToken: api.client.credential != nil, apiBaseURL: api.client.urls.baseURL) {
        try await api.client.page(endpoint, query: query, at: cursor)
      }
      return .list(
        id: list.name, title: list.title, items: items, paging: paging,
        emptyNote: list.emptyNote(search: list.searchParameter == nil ? nil : request.search, filtered: !request.query(options).isEmpty)
      )
    }
  }
}

extension DetailDeclaration {
  /// The record at `path`, then each section of records inside it.
  func load(with client: RESTClient, path: [String]) async throws -> ResourcePage {
    let (item, body) = try await client.getItem(self.item, path, what: "\(self.item.kind) \(path.last(where: { !$0.isEmpty }) ?? "")")
    var sections = [ItemSection(id: self.item.kind, title: title ?? self.item.kind.capitalized, items: [item])]
    for section in self.sections {
      let related = RelatedSection.embedded(section.records, title: section.title, mapping: section.item, emptyNote: section.emptyNote)
      sections.append(
        ItemSection(id: related.id, title: related.title, items: try await related.load(client, item, body), emptyNote: related.emptyNote))
    }
    return ResourcePage(sections: sections)
  }
}

extension ArgumentDeclaration {
  /// The argument as the command line knows it, with its rule.
  var descriptor: ArgumentDescriptor {
    switch rule {
    case .text:
      ArgumentDescriptor(name: name, summary: summary, rule: ValueRule("text without '/'") { !$0.isEmpty && !$0.contains("/") })
    case .wholeNumber:
      ArgumentDescriptor(name: name, summary: summary, rule: ValueRule("a whole number, such as 1") { Int($0) != nil })
    }
  }
}

extension OptionDeclaration {
  /// The option and the query parameter it sends.
  var queryOption: QueryOption {
    var option: QueryOption
    switch kind {
    case .text: option = .text(parameter, summary: summary)
    case .wholeNumber: option = .wholeNumber(parameter, summary: summary)
    case .flag: option = .flag(parameter, summary: summary)
    case .choice: option = .choice(parameter, summary: summary, values: values)
    }
    if let name = self.option { option.descriptor.name = name }
    return option
  }
}
