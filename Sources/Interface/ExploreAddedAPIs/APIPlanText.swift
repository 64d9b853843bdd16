import ExploreTables
package import ExploreDeclarations
import ExploreCore
import ExploreTerminal
import Foundation

/// The plan of a declared provider as `explore api show` prints it: each
/// resource with its command line, its path, its paging and how its
/// records map, then what the document left out, with why.
///
/// Nearly every word of it is the document's (its title, summaries, paths,
/// property and parameter names, tags, the reasons that quote them), so
/// each line it prints passes the terminal's sieve (``printed(_:)``): a
/// document's escape sequences and controls never reach the terminal.
package struct APIPlanText: Sendable {
  package var declaration: ProviderDeclaration

  package init(_ declaration: ProviderDeclaration) {
    self.declaration = declaration
  }

  /// The whole plan.
  package var text: String {
    var lines = ["\(declaration.name) — \(declaration.summary)", "  base URL: \(declaration.baseURL.absoluteString)"]
    if let auth = declaration.auth {
      let name = auth.name.map { " \($0)" } ?? ""
      let prefix = auth.prefix.map { " (the token after '\($0.trimmingCharacters(in: .whitespaces))')" } ?? ""
      lines.append("  auth: \(auth.scheme.rawValue)\(name)\(prefix), from \(declaration.tokenVariable) or 'explore \(declaration.name) login --with-token'")
    }
    if let source = declaration.source {
      lines.append("  from: \(ProviderDeclaration.storableLocation(source.document).location)" + (source.title.map { " (\($0)" + (source.version.map { " \($0)" } ?? "") + ")" } ?? ""))
      if !source.only.isEmpty { lines.append("  only: \(source.only.joined(separator: ", "))") }
    }
    lines.append("")
    lines.append("RESOURCES:")
    for resource in declaration.resources {
      lines.append(contentsOf: Self.describe(resource))
    }
    if let source = declaration.source, !source.renamed.isEmpty {
      lines.append("")
      lines.append("RENAMED (\(source.renamed.count)), not to clash with explore's own:")
      lines += source.renamed.map(Self.describe)
    }
    if let source = declaration.source, !source.leftOut.isEmpty {
      lines.append("")
      lines.append("LEFT OUT (\(source.leftOut.count)):")
      lines += source.leftOut.map { "  \($0.operation): \($0.reason)" }
    }
    if let source = declaration.source, !source.groups.isEmpty {
      lines.append("")
      lines.append("TAGS AND PATH PREFIXES (for --only):")
      lines += source.groups.map { "  \($0.name): \($0.operations) operation\($0.operations == 1 ? "" : "s")" }
    }
    return Self.printed(lines)
  }

  /// What `api add` prints: the resources made, and how many operations
  /// were left out.
  package func summary(added: Bool) -> String {
    var lines = ["Added '\(declaration.name)' with \(declaration.resources.count) resource\(declaration.resources.count == 1 ? "" : "s"):"]
    lines += declaration.resources.map { resource in
      let arguments = resource.arguments.map { " <\($0.name)>" }.joined()
      return "  explore \(declaration.name) \(resource.name)\(arguments) — \(resource.summary)"
    }
    if let renamed = declaration.source?.renamed, !renamed.isEmpty {
      lines.append("Renamed \(renamed.count) name\(renamed.count == 1 ? "" : "s") that would be explore's own:")
      lines += renamed.map(Self.describe)
    }
    if let leftOut = declaration.source?.leftOut, !leftOut.isEmpty {
      // NB: the reads left out come first; what is not a GET is counted.
      let notReads = leftOut.filter { !$0.operation.hasPrefix("GET ") && $0.reason == Self.onlyReads }
      let others = leftOut.filter { !($0.reason == Self.onlyReads && !$0.operation.hasPrefix("GET ")) }
      lines.append("Left out \(leftOut.count) operation\(leftOut.count == 1 ? "" : "s"):")
      lines += others.prefix(Self.leftOutShown).map { "  \($0.operation): \($0.reason)" }
      if others.count > Self.leftOutShown {
        lines.append("  … \(others.count - Self.leftOutShown) more: 'explore api show \(declaration.name)' lists them all.")
      }
      if !notReads.isEmpty {
        lines.append("  \(notReads.count) operation\(notReads.count == 1 ? "" : "s") other than GET: \(Self.onlyReads).")
      }
    }
    // NB: a large document is added whole; its tags and prefixes say what `--only` can narrow it to.
    if let source = declaration.source, declaration.resources.count > Self.manyResources, source.only.isEmpty, !source.groups.isEmpty {
      lines.append("That is many resources; to keep fewer, add it again with --only and a tag or path prefix, such as:")
      lines += source.groups.prefix(12).map { "  \($0.name): \($0.operations) operation\($0.operations == 1 ? "" : "s")" }
    }
    return Self.printed(lines)
  }

  /// `lines` as printed: each through ``ExploreTerminal/TerminalText/line(_:)``
  /// (escape sequences, controls and invisible characters removed, a line
  /// break in a document's text a space), then one a line.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  package static func printed(_ lines: [String]) -> String {
    lines.map(TerminalText.line).joined(separator: "\n") + "\n"
  }

  /// Why an operation other than `GET` is left out.
  static let onlyReads = "only GET operations become resources"
  /// The most left-out operations `api add` prints with their reasons.
  static let leftOutShown = 10
  /// Past this many resources, `api add` suggests `--only`.
  static let manyResources = 40

  static func describe(_ resource: ResourceDeclaration) -> [String] {
    let arguments = resource.arguments.map { " <\($0.name)>" }.joined()
    var lines = ["  \(resource.name)\(arguments) — \(resource.summary)"]
    if let list = resource.list {
      lines.append("    GET \(ListEndpoint.text(of: list.path))" + (list.records.segments.isEmpty ? "" : ", records at \(list.records)"))
      lines.append(
        "    paging: \(describe(list.paging))" + (list.searchParameter.map { "; --search sends \($0)" + (list.searchIsRequired ? " (required)" : "") } ?? ""))
      lines.append("    item: \(describe(list.mapping))")
    }
    if let detail = resource.detail {
      lines.append("    GET \(detail.path)")
      lines.append("    item: \(describe(detail.item))")
      if let batch = detail.batch { lines.append("    many at once: GET \(batch.path), ids joined by '\(batch.separator)'") }
      for section in detail.sections { lines.append("    section \(section.title): \(describe(section.form))") }
    }
    for option in resource.options {
      lines.append("    --\(option.option ?? QueryOption.optionName(option.parameter)) sends \(option.parameter)")
    }
    for expansion in resource.expansions {
      lines.append("    --expand \(expansion.name): \(describe(expansion.form))" + (expansion.budget.map { ", at most \($0) requests a page" } ?? ""))
    }
    return lines
  }

  /// `  GET /notifications: --all is --api-all: --all is one of explore's own options …`.
  static func describe(_ renamed: SourceDeclaration.Renamed) -> String {
    "  \(renamed.operation): \(renamed.from) is \(renamed.to): \(renamed.reason)"
  }

  static func describe(_ paging: ListPaging) -> String {
    let perPage = paging.pageSize.map { "\($0) a page" } ?? "the page size learned from page 1"
    let total = paging.total.map { ", total at \($0)" } ?? ""
    switch paging {
    case .single: return "one answer"
    case .pageNumbers(let size, _, let parameter, let sizeParameter, _, _, _):
      return "\(parameter)=N" + (sizeParameter.flatMap { name in size.map { ", \(name)=\($0)" } } ?? ", \(perPage)") + total
    case .offsetLimit(let size, _, let offset, let limit):
      let size = size.map(String.init) ?? "the size"
      return "\(offset)=(N−1)·\(size), \(limit)=\(size)" + total
    case .nextURL(let next, _, _): return "next URL at \(next), \(perPage)" + total
    case .linkHeader(let size, let sizeParameter):
      return "Link header" + (sizeParameter.flatMap { name in size.map { ", \(name)=\($0)" } } ?? ", \(perPage)")
    case .cursor(let parameter, let next, let size, let sizeParameter):
      return "cursor at \(next), sent as \(parameter)" + (sizeParameter.flatMap { name in size.map { ", \(name)=\($0)" } } ?? ", \(perPage)")
    case .keyset(let parameter, let record, let size, let sizeParameter, let hasMore):
      return "\(parameter)=<the \(record.rawValue) record's id>" + (sizeParameter.flatMap { name in size.map { ", \(name)=\($0)" } } ?? ", \(perPage)")
        + (hasMore.map { ", more while \($0) is true" } ?? "")
    }
  }

  static func describe(_ form: SectionDeclaration.Form) -> String {
    switch form {
    case .embedded(let records, _): "the records at \(records)"
    case .references(let reference): "the records its \(reference) refer to"
    case .referenced(let join): "the \(join.list) its \(join.reference) refer to"
    case .referring(let join): "the \(join.list) whose \(join.reference) refer to it"
    case .sharing(let join): "the other \(join.list) that share its \(join.reference)"
    case .custom(let name): "custom (\(name))"
    }
  }

  static func describe(_ form: ExpansionDeclaration.Form) -> String {
    switch form {
    case .records(let record, let children, _): "GET \(record) for each item, children at \(children)"
    case .references(let reference): "the records each item's \(reference) refer to"
    case .join(let join): "the \(join.list) each item's \(join.reference) refer to, every page loaded once"
    case .custom(let name): "custom (\(name))"
    }
  }

  static func describe(_ mapping: ItemMapping) -> String {
    let id: String
    switch mapping.id {
    case .key(let path): id = "\(path)"
    case .urlPath(let path): id = "the number ending \(path)"
    case .lastPathSegment(let path): id = "the last segment of \(path)"
    case .position: id = "its position (the records have none)"
    }
    var text = "\(mapping.kind), id \(id)\(mapping.idMayBeMissing ? " (else its position)" : ""), title \(mapping.title)"
    text += mapping.titleOr.map { " or \($0)" }.joined() + (mapping.titleMayBeMissing ? " (else the id)" : "")
    if !mapping.fields.isEmpty { text += ", fields " + mapping.fields.map { $0.path.description }.joined(separator: ", ") }
    if let picture = mapping.picture { text += ", picture \(picture.path)" }
    if !mapping.references.isEmpty {
      text += ", references " + mapping.references.map { "\($0.name)" + ($0.resource.map { " (\($0))" } ?? " (by URL)") }.joined(separator: ", ")
    }
    return text
  }
}
