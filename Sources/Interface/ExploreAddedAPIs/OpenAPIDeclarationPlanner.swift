import ExploreAPIVocabulary
import ExploreArguments
import ExploreCore
package import ExploreDeclarations
package import ExploreOpenAPI
import ExploreOpenAPIPlanner
import ExploreTables
package import Foundation

/// Turns an OpenAPI document into a ``ExploreTables/ProviderDeclaration``:
/// the plan ``ExploreOpenAPIPlanner/OpenAPIPlan`` makes (the same rules as
/// `new-provider --openapi`), written as the declared tables, with every
/// operation left out and why, and the document's tags and path prefixes
/// with their counts (``ExploreTables/SourceDeclaration``).
///
/// ```swift
/// let document = try OpenAPIDocument(data: yaml)
/// let declaration = try OpenAPIDeclarationPlanner(name: "pokeapi", location: "openapi.yml").declaration(of: document)
/// declaration.resources.map(\.name)   // ["ability", "ability-detail", …]
/// ```
///
/// No size is refused: every `GET` operation that maps becomes a resource,
/// since a declaration costs no build; `--only` narrows a large document.
package struct OpenAPIDeclarationPlanner: Sendable {
  /// The provider's name.
  package var name: String
  /// The document's path or URL, as given.
  package var location: String
  /// `--only`: tags and path prefixes to keep.
  package var only: [String] = []
  /// `--base-url`, over the document's first server.
  package var baseURL: URL?
  /// `--auth`, over the document's security schemes.
  package var auth: AuthDeclaration?

  package init(name: String, location: String, only: [String] = [], baseURL: URL? = nil, auth: AuthDeclaration? = nil) {
    self.name = name
    self.location = location
    self.only = only
    self.baseURL = baseURL
    self.auth = auth
  }

  /// The declaration of `document`'s resources.
  ///
  /// - Throws: ``APIAddError`` when the document names no absolute server
  ///   URL and none was given, or when no operation maps to a resource.
  package func declaration(of document: OpenAPIDocument) throws -> ProviderDeclaration {
    let plan: OpenAPIPlan
    do {
      plan = try OpenAPIPlan(document, providerName: name, only: only, limit: .max, positionIDs: true)
    } catch {
      throw APIAddError(name: name, problem: .notOpenAPI(location, error.description))
    }
    guard var base = Self.baseURL(given: baseURL, document: document), base.host != nil, base.scheme == "http" || base.scheme == "https"
    else {
      throw APIAddError(name: name, problem: .noBaseURL(location, document.serverURL ?? document.serverPath))
    }
    var leftOut = plan.unmapped.map(Self.leftOut)
    // NB: a server address with a user name, a password or a query is
    // kept without them: they may be credentials, and would be printed.
    if ProviderDeclaration.credentialProblem(in: base) != nil,
      let plain = URL(string: ProviderDeclaration.storableLocation(base.absoluteString).location)
    {
      base = plain
      leftOut.append(
        .init(operation: "server", reason: "its user name, password or query, which may be credentials; the base URL is \(plain.absoluteString)"))
    }
    var credential: AuthDeclaration? =
      auth
      ?? plan.credential.map {
        switch $0 {
        case .bearer: AuthDeclaration(scheme: .bearer, about: plan.credentialAbout)
        case .header(let header): AuthDeclaration(scheme: .header, name: header, prefix: plan.credentialPrefix, about: plan.credentialAbout)
        case .query(let item): AuthDeclaration(scheme: .query, name: item, about: plan.credentialAbout)
        case .cookie(let name): AuthDeclaration(scheme: .cookie, name: name, about: plan.credentialAbout)
        }
      }
    // NB: a document whose security scheme names a header that cannot
    // carry a token (`Host`, a colon, a line break) is added without it,
    // and says so: `--auth` gives the right one.
    if auth == nil, let problem = credential?.nameProblem {
      leftOut.append(
        .init(operation: "security scheme", reason: "its \(problem); add the API again with --auth header:NAME, --auth query:NAME or --auth cookie:NAME"))
      credential = nil
    }
    // NB: what explore adds to the provider (`help`; `login` and `logout`
    // with a credential) and its own options keep their names: a resource
    // or an option of the document that would take one is renamed, and
    // the plan says so. No document is refused for a name.
    let commands = ProviderDeclaration(name: name, summary: "", baseURL: base, auth: credential, resources: []).ownCommandWords
    var renamed: [SourceDeclaration.Renamed] = []
    var resources: [ResourceDeclaration] = []
    var plans: [ResourcePlan] = []
    var taken: Set<String> = []
    for resource in plan.resources {
      let operation = "GET \(resource.path)"
      if let problem = ResourcePlanner.pathProblem(resource.path) {
        leftOut.append(.init(operation: operation, reason: problem))
        continue
      }
      var declared = Self.resource(resource)
      var notes = Self.fitOptions(of: &declared, operation: operation)
      if let first = declared.path.first, let what = commands[first] {
        let name = (["api-" + first] + declared.path.dropFirst()).joined(separator: " ")
        notes.renamed.append(.init(operation: operation, from: declared.name, to: name, reason: "'\(first)' is \(what)"))
        declared.name = name
      }
      do {
        let probe = ProviderDeclaration(name: self.name, summary: "", baseURL: base, resources: [declared])
        try probe.validate()
        guard taken.insert(declared.name).inserted else {
          leftOut.append(.init(operation: operation, reason: "its name '\(declared.name)' is another resource's"))
          continue
        }
        resources.append(declared)
        plans.append(resource)
        leftOut += notes.leftOut
        renamed += notes.renamed
      } catch {
        leftOut.append(.init(operation: operation, reason: "\(error)"))
      }
    }
    guard !resources.isEmpty else {
      let reads = leftOut.filter { $0.operation.hasPrefix("GET ") } + leftOut.filter { !$0.operation.hasPrefix("GET ") }
      throw APIAddError(name: name, problem: .nothingMapped(location, reads.map { "\($0.operation): \($0.reason)" }))
    }
    Self.plan(references: plans, in: &resources)
    Self.plan(drillDowns: plans, in: &resources)
    let title = document.title ?? name
    let source = SourceDeclaration(
      document: location, title: document.title, version: document.root["info"]?["version"]?.scalarText, only: only, leftOut: leftOut,
      renamed: renamed, groups: plan.groups.map { SourceDeclaration.Group(name: $0.name, operations: $0.operations) }
    )
    return ProviderDeclaration(
      name: name, summary: Vocabulary.sentence(title), baseURL: base, auth: credential, resources: resources, source: source)
  }

  /// Makes the options of `resource` fit explore's command line, and says
  /// what it changed: an option named like one of explore's own (`--all`,
  /// `--json`) is `--api-all`, still sending `all`; a choice with a value
  /// that holds a control or invisible character takes any text instead;
  /// a parameter whose name has no letter or digit, or that would have
  /// another's option name, is left out.
  static func fitOptions(
    of resource: inout ResourceDeclaration, operation: String
  ) -> (leftOut: [SourceDeclaration.LeftOut], renamed: [SourceDeclaration.Renamed]) {
    var leftOut: [SourceDeclaration.LeftOut] = []
    var renamed: [SourceDeclaration.Renamed] = []
    var names: Set<String> = []
    resource.options = resource.options.compactMap { option in
      var option = option
      var name = option.commandLineName
      guard !name.isEmpty else {
        leftOut.append(.init(operation: operation, reason: "parameter \(option.parameter) has no letter or digit to name an option"))
        return nil
      }
      if ProviderDeclaration.explorersOwnOptions.contains(name) {
        let own = CommonOption.named(name)?.descriptor.summary ?? (name == "help" ? "Show help information." : "Show the version.")
        option.option = "api-" + name
        renamed.append(
          .init(
            operation: operation, from: "--" + name, to: "--api-" + name,
            reason: "--\(name) is one of explore's own options (\(own.prefix(1).lowercased() + own.dropFirst().prefix { $0 != "." })); "
              + "--api-\(name) sends \(option.parameter)"))
        name = "api-" + name
      }
      if option.kind == .choice, let value = option.values.first(where: { !ProviderDeclaration.isPrintable($0) }) {
        leftOut.append(
          .init(
            operation: operation,
            reason: "the values of parameter \(option.parameter) are not offered: \(value.debugDescription) holds a control or invisible "
              + "character; --\(name) takes any text"))
        option.kind = .text
        option.values = []
      }
      guard names.insert(name).inserted else {
        leftOut.append(.init(operation: operation, reason: "parameter \(option.parameter) would be --\(name), another parameter's option; the first is kept"))
        return nil
      }
      return option
    }
    return (leftOut, renamed)
  }

  /// The base URL: `--base-url`, with the path of a server the document
  /// gives without a host (`/api/v1`) when it has no path of its own; else
  /// the document's server.
  static func baseURL(given: URL?, document: OpenAPIDocument) -> URL? {
    guard let given else { return document.serverURL.flatMap(URL.init(string:)) }
    guard let path = document.serverPath, given.path.isEmpty || given.path == "/" else { return given }
    var text = given.absoluteString
    while text.hasSuffix("/") { text.removeLast() }
    return URL(string: text + path) ?? given
  }

  /// A warning when the base URL's path repeats the path that the
  /// document's paths start with (`--base-url https://pokeapi.co/api/v2`
  /// for paths `/api/v2/pokemon`), which sends every request to
  /// `/api/v2/api/v2/…`; `nil` when it does not.
  package static func baseURLWarning(_ base: URL, document: OpenAPIDocument) -> String? {
    let basePath = base.path.split(separator: "/").map(String.init)
    guard !basePath.isEmpty else { return nil }
    let paths = document.operations.map { $0.path.split(separator: "/").map(String.init) }
    let repeating = paths.filter { $0.starts(with: basePath) }.count
    guard !paths.isEmpty, repeating * 2 > paths.count else { return nil }
    let root = "\(base.scheme ?? "https")://\(base.host ?? "")\(base.port.map { ":\($0)" } ?? "")"
    return "The base URL \(base.absoluteString) ends in /\(basePath.joined(separator: "/")), and \(repeating) of the document's \(paths.count) paths start with it too: "
      + "requests go to /\(basePath.joined(separator: "/"))/\(basePath.joined(separator: "/"))/…, which the API will not know. "
      + "If they 404, add the API again with --base-url \(root)."
  }

  /// References where a record's URLs name one of the detail resources
  /// kept (its document's examples show them): each a reference to that
  /// resource, an expansion of the list's items into its records, and a
  /// section of the detail view.
  static func plan(references plans: [ResourcePlan], in resources: inout [ResourceDeclaration]) {
    var details: [String: String] = [:]
    for (plan, resource) in zip(plans, resources) where plan.kind == .detail && plan.arguments.count == 1 {
      details[plan.path] = resource.name
    }
    for (index, plan) in plans.enumerated() {
      for target in plan.fields.referenceTargets {
        guard let detail = details[target.detailPath] else { continue }
        let reference = ReferenceMapping(target.name, from: JSONPath([target.name]), resource: detail)
        let label = label(target.name)
        if var list = resources[index].list {
          list.mapping.references.append(reference)
          resources[index].list = list
          let name = Vocabulary.commandWord(target.name) ?? target.name
          guard !resources[index].expansions.contains(where: { $0.name == name }) else { continue }
          resources[index].expansions.append(
            ExpansionDeclaration(name: name, summary: "The \(label.lowercased()) of each \(plan.recordKind)", .references(target.name)))
        } else if var detailView = resources[index].detail {
          detailView.item.references.append(reference)
          detailView.sections.append(SectionDeclaration(title: label, .references(target.name), emptyNote: "no \(label.lowercased())"))
          resources[index].detail = detailView
        }
      }
    }
  }

  /// Rows that open a detail view (Enter in `-i`), and by the id it takes.
  /// A list opens the detail that shows its kind; one whose records no
  /// detail shows (a user's followers) takes the kind of the detail its
  /// records' link names (`url` → `/users/{username}`, the id the link's
  /// last segment), else of the one that answers the same schema (`User`),
  /// else of the one whose placeholder its id fills (`user.id` →
  /// `/users/{user_id}`). Where the detail takes another property than the
  /// list's id (`username`, not `id`), the rows are known by that one,
  /// unless the list pages by its records' ids (`since`), which it keeps.
  static func plan(drillDowns plans: [ResourcePlan], in resources: inout [ResourceDeclaration]) {
    let details = plans.indices.filter { plans[$0].kind == .detail && plans[$0].arguments.count == 1 }
    let same = { (a: String, b: String) in Vocabulary.normalized(a) == Vocabulary.normalized(b) }
    for (index, plan) in plans.enumerated() where plan.kind == .list {
      // NB: a list paged by its last record's id (`since`, `after`) keeps the
      // id it sends: known by a username, its next page would be asked for by one.
      guard var list = resources[index].list, !Self.pagesByRecordID(list.paging) else { continue }
      let detail: Int
      if let shown = details.first(where: { plans[$0].recordKind == plan.recordKind }) {
        detail = shown
      } else if let link = plan.fields.selfTarget, let named = details.first(where: { plans[$0].path == link.detailPath }) {
        list.mapping.kind = plans[named].recordKind
        list.mapping.id = .lastPathSegment(JSONPath([link.name]))
        list.mapping.idMayBeMissing = true
        resources[index].list = list
        continue
      } else if let schema = plan.recordSchema, let answering = details.first(where: { plans[$0].recordSchema == schema }) {
        detail = answering
      } else if case .key(let key)? = plan.fields.id, key.count > 1, let filled = details.first(where: { same(plans[$0].arguments[0], key.joined()) }) {
        list.mapping.kind = plans[filled].recordKind
        resources[index].list = list
        continue
      } else {
        continue
      }
      list.mapping.kind = plans[detail].recordKind
      if let taken = plan.recordProperties.first(where: { same($0, plans[detail].arguments[0]) }), plan.fields.id != .key([taken]) {
        list.mapping.id = .key(JSONPath([taken]))
        list.mapping.idMayBeMissing = true
      }
      resources[index].list = list
    }
  }

  /// Whether a list asks for its next page by a record's id (`keyset`).
  static func pagesByRecordID(_ paging: ListPaging) -> Bool {
    if case .keyset = paging { return true }
    return false
  }

  /// `GET /pets: only …` as an operation and its reason.
  static func leftOut(_ line: String) -> SourceDeclaration.LeftOut {
    guard let colon = line.range(of: ": ") else { return .init(operation: line, reason: "") }
    return .init(operation: String(line[..<colon.lowerBound]), reason: String(line[colon.upperBound...]))
  }

  /// One planned resource as a declared one.
  static func resource(_ plan: ResourcePlan) -> ResourceDeclaration {
    let arguments = plan.arguments.map { argument in
      ArgumentDeclaration(
        name: argument, summary: plan.argumentSummaries[argument] ?? "The \(argument).",
        rule: plan.wholeNumberArguments.contains(argument) ? .wholeNumber : .text)
    }
    let options = plan.options.map { option in
      var declared = OptionDeclaration(parameter: option.name, summary: option.summary)
      switch option.kind {
      case .text: break
      case .wholeNumber: declared.kind = .wholeNumber
      case .flag: declared.kind = .flag
      case .choices(let values):
        declared.kind = .choice
        declared.values = values
      }
      if option.isRequired { declared.summary = "Required by the API. " + declared.summary }
      return declared
    }
    let item = mapping(plan)
    var resource = ResourceDeclaration(name: plan.words.joined(separator: " "), summary: plan.summary, arguments: arguments, options: options)
    resource.group = plan.group
    switch plan.kind {
    case .detail:
      resource.detail = DetailDeclaration(path: plan.path, item: item)
    case .list:
      var list = ListEndpoint(
        ListEndpoint.components(of: plan.path), item, in: JSONPath(plan.recordsPath), paging: plan.paging, search: plan.searchParameter)
      list.searchIsRequired = plan.searchParameter != nil && plan.searchIsRequired
      // NB: a section is titled by the resource's last word, as a user
      // reads it, where the path's differs: `Images`, not `Json`, for
      // Docker's `/images/json`; `Api credentials`, not `Apicredentials`.
      if let word = plan.words.last?.replacingOccurrences(of: "-", with: " "), let noun = list.path.last(where: { !$0.isEmpty }), noun != word {
        list.declaredTitle = word.prefix(1).uppercased() + word.dropFirst()
      }
      resource.list = list
    }
    return resource
  }

  /// How the records become items.
  static func mapping(_ plan: ResourcePlan) -> ItemMapping {
    let id: ItemIdentity =
      switch plan.fields.id {
      case .fromURL(let key)?: .lastPathSegment(JSONPath(key))
      case .key(let key)?: .key(JSONPath(key))
      case nil: .position
      }
    let fields = plan.fields.display.map { field in
      let path = plan.fields.displayPaths[field.key]
      let full = (plan.fields.displayHolder ?? []) + (path ?? [field.key])
      return FieldMapping(field.key, label(field.key), format(field.format), at: path == nil && plan.fields.displayHolder == nil ? nil : ResourcePlan.Fields.jsonPath(full))
    }
    return ItemMapping(
      kind: plan.recordKind, id: id, title: plan.fields.titlePath, titleWith: plan.fields.titleWith.map(JSONPath.init),
      titleOr: plan.fields.titleOr.map(JSONPath.init),
      titleFormat: plan.fields.titleFormat.map(format),
      subtitle: plan.fields.subtitle.map { .text(JSONPath([$0])) }, webPage: plan.fields.webPage.map { .key(JSONPath([$0])) },
      picture: plan.picture.map { PictureMapping(JSONPath($0)) }, fields: fields, wrapper: plan.wrapper,
      titleMayBeMissing: !plan.fields.titleIsRequired, idMayBeMissing: plan.fields.id != nil && !plan.fields.idIsRequired)
  }

  /// The field format of a planned one.
  static func format(_ format: ResourcePlan.Fields.Format) -> FieldFormat {
    switch format {
    case .text: .text
    case .integer: .integer
    case .number: .number
    case .date: .date
    case .timestamp: .timestamp
    case .money: .money
    case .url: .url
    }
  }

  /// `Created at` for `created_at`.
  static func label(_ key: String) -> String {
    let words = (Vocabulary.commandWord(key) ?? key).replacingOccurrences(of: "-", with: " ")
    return words.prefix(1).uppercased() + words.dropFirst()
  }
}
