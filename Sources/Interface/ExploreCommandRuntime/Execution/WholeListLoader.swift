package import ExploreTerminal
package import ExploreArguments
package import ExploreCore
import ExplorePaging
import ExploreRendering
package import ExploreTerminal

/// Loads a list as a whole, for the commands that compare one load of it
/// with another: `--changes` (with the snapshot saved last time) and
/// `--watch` (with the previous refresh).
///
/// ```swift
/// let loader = WholeListLoader.everyPage(of: command, progress: session.progress) { cursor in
///   try await provider.load(command.request, at: cursor)
/// }
/// let list = try await loader.load()
/// list.items   // every item once, in list order, as the output shows it
/// ```
///
/// Pages load as `--all` loads them (``PageStream``: a window of requests,
/// the provider's page cap or `--max-pages`), or only those the command
/// shows (``shown(by:progress:load:)``). Each item is kept once, at its
/// first place in the whole list (a note names the ids repeated,
/// ``RepeatedIDs``), and compactly, as the output shows it
/// (id, kind, title, subtitle, fields, web page), without its references
/// for expansions or its children.
///
/// - Complexity: one request per page; memory O(items).
package struct WholeListLoader {
  /// The cursor of the first page loaded.
  var start: PageCursor = .first
  /// How far the pages go.
  var cap: PageCap
  /// The most requests in flight at once.
  var concurrency: Int
  /// Keep at most this many rows, counted after ``localSearch`` (`--limit N`).
  var rowLimit: Int?
  /// Keep only the items that match this text (a resource that searches locally).
  var localSearch: String?
  /// Where "Loading page 3 of 12…" goes.
  var progress: ProgressLine
  /// Loads one page.
  var loadPage: @Sendable (PageCursor) async throws -> ResourcePage

  /// A loader of every page of `command`'s list, up to the provider's cap
  /// or `--max-pages`, as `--changes` needs.
  package static func everyPage(
    of command: ResolvedCommand, progress: ProgressLine, load: @escaping @Sendable (PageCursor) async throws -> ResourcePage
  ) -> WholeListLoader {
    let limits = command.provider.pagingLimits
    return WholeListLoader(
      cap: command.options.maxPages.map(PageCap.stopAt) ?? .refuseBeyond(limits.maxPages),
      concurrency: limits.concurrency,
      progress: progress,
      loadPage: load
    )
  }

  /// A loader of the rows `command` shows without `--watch`: the first
  /// page, page `--page N`, the first `--limit N` rows, or every page for
  /// `--all`, filtered by a local `--search`.
  package static func shown(
    by command: ResolvedCommand, progress: ProgressLine, load: @escaping @Sendable (PageCursor) async throws -> ResourcePage
  ) -> WholeListLoader {
    let options = command.options
    let limits = command.provider.pagingLimits
    var loader = everyPage(of: command, progress: progress, load: load)
    if let limit = options.limit {
      loader.cap = .rows(limit, pageSize: command.resource.paging.pageSize, cap: limits.maxPages)
      loader.rowLimit = limit
    } else if !options.all {
      loader.start = options.page.map(PageCursor.number) ?? .first
      loader.cap = .stopAt(1)
    }
    if command.resource.search == .local { loader.localSearch = options.search }
    return loader
  }

  /// Loads the pages and merges them.
  ///
  /// - Throws: the provider's errors, ``PagingRunawayError`` and
  ///   ``NextPageError`` for a list that would run away, and
  ///   `CancellationError` when the run was stopped.
  package func load() async throws -> WholeList {
    let pages = PageStream<ResourcePage>(start: start, concurrency: concurrency, cap: cap, loader: loadPage)
    var list = WholeList()
    var positions: [String: Int] = [:]
    var seen: Set<String> = []
    var repeated = RepeatedIDs()
    var rows = 0
    var pagesLoaded = 0
    var totalPages: Int?
    defer { progress.clear() }
    for try await page in pages {
      pagesLoaded += 1
      totalPages = page.paging.totalPages ?? totalPages
      list.message = page.message ?? list.message
      list.lastPaging = page.paging
      for notice in page.notices where !list.notices.contains(notice) {
        list.notices.append(notice)
      }
      for section in page.sections {
        let position = positions[section.id] ?? {
          var header = section
          header.items = []
          list.sections.append(header)
          positions[section.id] = list.sections.count - 1
          return list.sections.count - 1
        }()
        if let paging = section.paging { list.sections[position].paging = paging }
        for var item in section.items {
          guard seen.insert(item.id).inserted else {
            repeated.leaveOut(item.id)
            continue
          }
          if let query = localSearch, !SectionMerger.matches(item, query) { continue }
          item.references = [:]
          item.children = nil
          list.sections[position].items.append(item)
          rows += 1
        }
      }
      if let rowLimit, rows >= rowLimit {
        // NB: leaving the loop drops the iterator, which cancels the
        // requests in flight.
        (list.sections, list.trimmed) = SectionMerger.trim(list.sections, to: rowLimit)
        list.trimmed = list.trimmed || page.paging.hasMore
        break
      }
      if totalPages.map({ pagesLoaded < $0 }) ?? true {
        progress.update(ResourceRunner.progressText(pagesLoaded: pagesLoaded + 1, totalPages: totalPages))
      }
    }
    if let notice = repeated.notice { list.notices.append(notice) }
    return list
  }
}

/// A list loaded as a whole by ``WholeListLoader``.
package struct WholeList: Sendable {
  /// The sections in the order they first appeared, each with the paging
  /// of the last page that had it; each item appears once in the list.
  package var sections: [ItemSection] = []
  /// The pages' notices, each once, in order.
  package var notices: [String] = []
  /// The last message a page gave (a resource that answers a question).
  package var message: String?
  /// The paging of the last page loaded.
  package var lastPaging: PageInfo?
  /// Whether rows were left out for `--limit N`.
  package var trimmed = false

  /// Every item, in list order.
  package var items: [Item] { sections.flatMap(\.items) }

  /// Checks that `command` answered with a list for `option` to compare.
  ///
  /// - Throws: ``UsageError`` when it answered with a message and no list
  ///   (such as `starred --check owner/repo`): there is nothing to compare,
  ///   and an empty list would report every item as gone.
  package func requireList(for option: String, of command: ResolvedCommand) throws {
    guard sections.allSatisfy(\.items.isEmpty), message != nil else { return }
    throw UsageError(
      "'\(option)' needs a list, but '\(command.resource.name)' with these options answers with a message. Leave out the options that turn the list into a question, then try again.",
      scope: .resource(provider: command.provider.name, path: command.resource.path)
    )
  }
}
