import Foundation
import ExploreCore
import ExploreNetworking
import ExplorePaging
import ExploreTables
import ExploreTestSupport

/// One list resource tried step by step, as a user would type each
/// command, against the simulation of its document: each answer is
/// compared with the records the simulation served for that request.
struct ListTrial {
  var resource: DeclaredResource
  var list: SimulatedList
  var simulation: OpenAPISimulation
  var loader: any ResourceLoader
  /// Every resource of the declaration, for the detail.
  var resources: [DeclaredResource]
  /// Whether explore offers `--page` and `--all` for it.
  var pages: Bool
  var limits: PagingLimits

  private var firstPage: [Item] = []
  private var firstServed: ServedList?
  /// The record shown in the list whose detail and search are tried.
  private var listed: (item: Item, position: Int)?

  init(
    resource: DeclaredResource, list: SimulatedList, simulation: OpenAPISimulation, loader: any ResourceLoader, resources: [DeclaredResource],
    pages: Bool, limits: PagingLimits
  ) {
    self.resource = resource
    self.list = list
    self.simulation = simulation
    self.loader = loader
    self.resources = resources
    self.pages = pages
    self.limits = limits
  }

  mutating func run() async -> [ScoreboardStep: StepOutcome] {
    [
      .list: await listStep(),
      .pageTwo: await pageTwoStep(),
      .all: await allStep(),
      .detail: await detailStep(),
      .search: await searchStep(),
    ]
  }

  // MARK: - The request a user types

  /// A value for each argument: any parent record will do, the simulation
  /// answers the same records under every one.
  var arguments: [String: String] {
    Dictionary(resource.arguments.map { ($0.name, $0.isWholeNumber ? "7" : "demo") }, uniquingKeysWith: { first, _ in first })
  }

  /// The list's request: its arguments, the query parameters the API
  /// requires (through the options that send them), and a search that
  /// finds every record when the API requires one.
  var request: ResourceRequest {
    var options: [String: [String]] = [:]
    for (parameter, value) in list.requiredParameters {
      if let option = resource.options[parameter] { options[option] = [value] }
    }
    var search: String?
    if list.searchIsRequired, let parameter = list.searchParameter {
      let broad = simulation.searchTexts(ofRecord: 0, in: list).map { $0.broad.isEmpty ? $0.narrow : $0.broad } ?? "a"
      if resource.search != nil {
        search = broad
      } else if let option = resource.options[parameter] {
        options[option] = [broad]
      }
    }
    return ResourceRequest(path: resource.words, arguments: arguments, options: options, search: search)
  }

  private func served(since count: Int) -> ServedList? {
    simulation.servedLists.dropFirst(count).last { $0.path == list.path }
  }

  // MARK: - Steps

  mutating func listStep() async -> StepOutcome {
    let before = simulation.servedLists.count
    do {
      let page = try await loader.load(request, at: .first)
      guard let served = served(since: before) else { return .failed(reason: "no request reached the list", detail: "") }
      firstServed = served
      firstPage = page.items
      if let failure = mismatch(page.items, served) { return failure }
      guard !page.items.isEmpty else { return .failed(reason: "no rows", detail: "the API served \(served.records.count) records") }
      // NB: a row known by its position (its record lacked the id) has no detail to open.
      let named = page.items.indices.filter { !ItemMapping.isPositionID(page.items[$0].id) }
      if let index = named.first(where: { $0 >= min(2, page.items.count - 1) }) ?? named.last {
        listed = (page.items[index], served.records[index])
      }
      return .passed
    } catch {
      firstServed = served(since: before)
      return Self.failure(error)
    }
  }

  func pageTwoStep() async -> StepOutcome {
    guard list.paging != .single, list.paging != .sizeOnly else { return .notApplicable("the API answers one page") }
    guard pages else {
      return .failed(reason: "paging not seen", detail: "explore says it does not page; the API pages by \(list.pagingSummary)")
    }
    guard let firstServed else { return .failed(reason: "page 1 failed", detail: "") }
    guard firstServed.records.count < firstServed.total else { return .notApplicable("one page holds the list") }
    let before = simulation.servedLists.count
    do {
      let page = try await loader.load(request, at: .number(2))
      guard let served = served(since: before) else { return .failed(reason: "no request reached the list", detail: "") }
      if let failure = mismatch(page.items, served) { return failure }
      guard !page.items.isEmpty else { return .failed(reason: "page 2 is empty", detail: "the API served \(served.query)") }
      guard served.records.first == firstServed.records.count else {
        return .failed(
          reason: "page 2 is not the records after page 1",
          detail: "page 2 starts at record \(served.records.first ?? -1), page 1 held \(firstServed.records.count) (\(served.query))")
      }
      guard Set(page.items.map(\.id)).isDisjoint(with: firstPage.map(\.id)) else { return .failed(reason: "page 2 repeats page 1", detail: "") }
      return .passed
    } catch {
      return Self.failure(error)
    }
  }

  func allStep() async -> StepOutcome {
    switch list.paging {
    case .single:
      return .notApplicable("the API answers every record at once")
    case .sizeOnly:
      guard let firstServed else { return .failed(reason: "page 1 failed", detail: "") }
      return firstServed.records.count == list.count
        ? .passed
        : .failed(
          reason: "the size parameter is not sent at its maximum",
          detail: "\(firstServed.records.count) of \(list.count) records (\(list.sizeParameter ?? "?") at most \(list.maximumPageSize))")
    default:
      break
    }
    guard pages else { return .failed(reason: "paging not seen", detail: "explore refuses --all: it does not page") }
    let loader = self.loader
    let request = self.request
    let searched = request.search ?? list.searchParameter.flatMap { resource.options[$0] }.flatMap { request.options[$0]?.last }
    let expected = simulation.positions(in: list, matching: searched)
    let bound = max(8, expected.count / max(1, firstPage.count) * 2 + 4)
    let stream = PageStream<ResourcePage>(start: .first, concurrency: limits.concurrency, cap: .refuseBeyond(limits.maxPages)) { cursor in
      try await loader.load(request, at: cursor)
    }
    var rows: [Item] = []
    var seen: Set<String> = []
    var repeated = 0
    var pagesLoaded = 0
    do {
      for try await page in stream {
        pagesLoaded += 1
        for item in page.items {
          if seen.insert(item.id).inserted { rows.append(item) } else { repeated += 1 }
        }
        guard pagesLoaded <= bound else {
          return .failed(reason: "--all does not stop", detail: "\(pagesLoaded) pages for \(expected.count) records, \(rows.count) rows")
        }
      }
    } catch {
      let failure = Self.failure(error)
      guard case .failed(let reason, let detail) = failure else { return failure }
      return .failed(reason: reason, detail: "after \(rows.count) of \(expected.count) records: \(detail)")
    }
    guard rows.count == expected.count else {
      let reason = rows.count > expected.count ? "--all has more rows than records" : repeated > 0 ? "--all repeats records" : "--all stops early"
      return .failed(reason: reason, detail: "\(rows.count) rows of \(expected.count) records in \(pagesLoaded) pages, \(repeated) repeated")
    }
    let arguments = firstServed?.arguments ?? [:]
    for (row, position) in zip(rows, expected)
    where !ItemMapping.isPositionID(row.id) && !simulation.identifiers(ofRecord: position, in: list, arguments: arguments).contains(row.id) {
      return .failed(reason: "--all rows are not the records in order", detail: "row '\(row.id)' where record \(position) is")
    }
    return .passed
  }

  func detailStep() async -> StepOutcome {
    guard let path = list.detailPath else { return .notApplicable("the document has no detail path for its records") }
    guard let detail = resources.first(where: { $0.detailPath.map(ScoreboardRunner.trimmed) == ScoreboardRunner.trimmed(path) }) else {
      return .failed(reason: "no detail resource", detail: "GET \(path) was left out")
    }
    guard let listed else { return .failed(reason: "no record listed", detail: "") }
    var arguments: [String: String] = [:]
    let parents = resource.arguments.map { self.arguments[$0.name] ?? "demo" }
    for (index, argument) in detail.arguments.enumerated() {
      arguments[argument.name] =
        index == detail.arguments.count - 1 ? listed.item.id : self.arguments[argument.name] ?? (index < parents.count ? parents[index] : "demo")
    }
    let before = simulation.servedDetails.count
    do {
      let page = try await loader.load(ResourceRequest(path: detail.words, arguments: arguments), at: .first)
      guard let served = simulation.servedDetails.dropFirst(before).last else { return .failed(reason: "no request reached the detail", detail: "") }
      guard served.record == listed.position else {
        return .failed(reason: "the detail is another record", detail: "record \(served.record ?? -1) for \(listed.position)")
      }
      guard let item = page.items.first else { return .failed(reason: "the detail shows nothing", detail: "") }
      guard item.id == listed.item.id else {
        return .failed(reason: "the detail's id is not the listed id", detail: "'\(item.id)' for '\(listed.item.id)'")
      }
      guard !item.title.trimmingCharacters(in: .whitespaces).isEmpty else { return .failed(reason: "empty title", detail: "the detail") }
      return .passed
    } catch {
      if let served = simulation.servedDetails.dropFirst(before).last, served.record == nil {
        return .failed(reason: "the listed id is not the API's id", detail: "'\(served.id)' is not found at \(path)")
      }
      return Self.failure(error)
    }
  }

  func searchStep() async -> StepOutcome {
    guard let parameter = list.searchParameter else { return .notApplicable("the document has no search parameter") }
    guard resource.search != nil else { return .failed(reason: "search not wired", detail: "the API searches by '\(parameter)'") }
    // NB: rows known by their position (a log's lines) are searched for by
    // their record: the answer must serve it, and its rows be what was served.
    let byPosition = listed == nil ? firstPage.first.flatMap { ItemMapping.isPositionID($0.id) ? firstServed?.records.first : nil } : nil
    guard let target = listed?.position ?? byPosition else { return .failed(reason: "no record listed", detail: "") }
    guard let texts = simulation.searchTexts(ofRecord: target, in: list) else {
      return .notApplicable("the records have no name to search for")
    }
    var request = self.request
    request.search = texts.narrow
    let before = simulation.servedLists.count
    do {
      let page = try await loader.load(request, at: .first)
      guard let served = served(since: before) else { return .failed(reason: "no request reached the list", detail: "") }
      guard served.search == texts.narrow else {
        return .failed(reason: "the text is not sent as the API's search parameter", detail: "'\(parameter)' expected, sent \(served.query)")
      }
      if let failure = mismatch(page.items, served) { return failure }
      let found = listed.map { listed in page.items.contains { $0.id == listed.item.id } } ?? served.records.contains(target)
      guard found else {
        return .failed(reason: "search misses the record", detail: "'\(texts.narrow)' found \(page.items.count) rows")
      }
      return .passed
    } catch {
      return Self.failure(error)
    }
  }

  // MARK: - Checks

  /// What is wrong with `rows` as the records at `positions`, or `nil`.
  func mismatch(_ rows: [Item], _ served: ServedList) -> StepOutcome? {
    let positions = served.records
    guard rows.count == positions.count else {
      return .failed(reason: "rows are not the records served", detail: "\(rows.count) rows for \(positions.count) records")
    }
    for (index, (row, position)) in zip(rows, positions).enumerated() {
      // NB: a record without its id is known by its position: `#<page>.<row>`, its row right.
      if ItemMapping.isPositionID(row.id) {
        guard row.id.hasSuffix(".\(index + 1)") else { return .failed(reason: "a row's position is not its place", detail: "'\(row.id)' at row \(index + 1)") }
        continue
      }
      guard simulation.identifiers(ofRecord: position, in: list, arguments: served.arguments).contains(row.id) else {
        return .failed(reason: "the row's id is not a value of its record", detail: "'\(row.id)' for record \(position)")
      }
    }
    if Set(rows.map(\.id)).count < rows.count { return .failed(reason: "ids repeat", detail: "\(Set(rows.map(\.id)).count) ids for \(rows.count) rows") }
    if let row = rows.first(where: { $0.title.trimmingCharacters(in: .whitespaces).isEmpty }) {
      return .failed(reason: "empty title", detail: "row '\(row.id)'")
    }
    if rows.count >= 3, Set(rows.map(\.title)).count == 1 {
      return .failed(reason: "the same title on every row", detail: "'\(rows[0].title)'")
    }
    return nil
  }

  /// A failed step for `error`, by the kind of error.
  static func failure(_ error: any Error) -> StepOutcome {
    let detail = ScoreboardRunner.cleaned("\(error)")
    if let error = error as? APIError {
      let reason =
        switch error.kind {
        case .undecodable: "the answer is not read"
        case .transport: "no answer"
        case .responseTooLarge: "the answer is too large"
        default: error.status.map { "HTTP \($0)" } ?? "HTTP error"
        }
      return .failed(reason: reason, detail: detail)
    }
    let name = String(describing: type(of: error))
    let reasons = [
      "ItemMappingError": "a record is not read", "DeclaredAuthError": "HTTP 401 or 403", "InvalidValueError": "a value is refused",
      "PagingRunawayError": "paging revisits a page", "CursorPagingError": "cursor paging refused", "NextPageError": "the next page is refused",
      "PageTooLargeError": "a page is too large", "UnknownResourceError": "no such resource",
    ]
    return .failed(reason: reasons[name] ?? name, detail: detail)
  }
}
