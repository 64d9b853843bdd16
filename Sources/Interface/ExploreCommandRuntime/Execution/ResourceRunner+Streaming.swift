import ExploreArguments
import ExploreCore
import ExplorePaging
import ExplorePictureLoading
import ExploreRendering
import ExploreTerminal
import Foundation

extension ResourceRunner {
  /// `--all` and `--limit N`: loads the pages with a sliding window of
  /// requests (the provider's ``PagingLimits``) and prints each page's rows
  /// as soon as it is their turn, filtered by a local `--search` and
  /// expanded page by page (one batched expansion per page). Memory holds a
  /// few pages, never the whole list.
  ///
  /// `--limit N` stops after N rows, with the requests in flight cancelled:
  /// the pages N rows take load ahead, and later ones (short pages, rows a
  /// local search left out) one at a time, up to ``PageCap/rows(_:pageSize:cap:)``,
  /// beyond the provider's page cap when N needs it.
  ///
  /// `--json` writes one document piece by piece, byte for byte the
  /// document of the whole list; notices that first appear after its
  /// envelope was written go to standard error.
  ///
  /// - Throws: ``ReaderGoneError`` when standard output's reader left
  ///   between two pages; `CancellationError` when the run was cancelled;
  ///   ``PagingRunawayError`` and ``NextPageError`` for a list that would
  ///   run away; the provider's errors. The output written before stays
  ///   written.
  ///
  /// Each page's pictures (`pictures`) load with the page, in its window.
  func stream(from provider: any ResourceLoader, progress: ProgressLine, pictures: PictureSession? = nil) async throws {
    let options = command.options
    let request = command.request
    let limits = command.provider.pagingLimits
    let cap =
      options.limit.map { PageCap.rows($0, pageSize: command.resource.paging.pageSize, cap: limits.maxPages) }
      ?? options.maxPages.map(PageCap.stopAt) ?? .refuseBeyond(limits.maxPages)
    let layout = renderOptions().layout
    let pages = PageStream<ResourcePage>(concurrency: limits.concurrency, cap: cap) { cursor in
      let page = try await provider.load(request, at: cursor)
      await pictures?.prefetch(page.sections.flatMap(\.items), layout: layout)
      return page
    }
    var output: StreamedOutput?
    var recent = RecentIDs(pages: 2 * limits.concurrency + 2)
    var repeated = RepeatedIDs()
    var pagesLoaded = 0
    var totalPages: Int?
    var lateNotices: [String] = []
    var rowsLeft = options.limit
    var rowsShown = 0
    var rowsLoaded = 0
    var total: Int?
    defer { progress.clear() }

    for try await page in pages {
      pagesLoaded += 1
      totalPages = page.paging.totalPages ?? totalPages
      total = page.paging.totalCount ?? total
      rowsLoaded += page.sections.reduce(0) { $0 + $1.items.count }
      recent.startPage()
      var sections = page.sections.map { section in
        var section = section
        section.items = section.items.filter { item in
          let isNew = recent.insert(item.id, in: section.id)
          if !isNew { repeated.leaveOut(item.id) }
          return isNew
        }
        if let query = options.search, command.resource.search == .local {
          section.items = section.items.filter { SectionMerger.matches($0, query) }
        }
        return section
      }
      var trimmed = false
      if let left = rowsLeft {
        (sections, trimmed) = SectionMerger.trim(sections, to: left)
        rowsLeft = left - SectionMerger.rowCount(sections)
      }
      rowsShown += SectionMerger.rowCount(sections)
      if let expansion = command.expansion {
        let items = sections.flatMap(\.items)
        if !items.isEmpty {
          let expanded = try await provider.expand(items, by: expansion, for: request)
          sections = SectionMerger.replace(sections, with: expanded)
        }
      }

      var text = ""
      if output == nil {
        output = StreamedOutput(
          json: options.json, provider: command.provider.name, resource: command.resource.name,
          message: page.message, notices: Self.unique(page.notices), renderOptions: renderOptions(pictures: pictures?.board)
        )
      } else {
        lateNotices += page.notices.filter { !(output?.notices.contains($0) ?? false) && !lateNotices.contains($0) }
      }
      await pictures?.prepare(sections.flatMap(\.items), layout: renderOptions().layout)
      for section in sections {
        text += output?.append(section) ?? ""
      }
      progress.clear()
      if !text.isEmpty { io.writeOutput(text) }
      if io.isOutputClosed() { throw ReaderGoneError() }
      if rowsLeft == 0 {
        // NB: leaving the loop drops the iterator, which cancels the
        // requests in flight.
        if showsHints, trimmed || page.paging.hasMore {
          lateNotices.append(Self.firstRowsNotice(rowsShown))
        }
        break
      }
      if totalPages.map({ pagesLoaded < $0 }) ?? true {
        progress.update(Self.progressText(pagesLoaded: pagesLoaded + 1, totalPages: totalPages))
      }
    }
    progress.clear()
    if let notice = repeated.notice { lateNotices.append(notice) }
    // NB: only a list that states its total, loaded whole: a cap or --limit cuts it on purpose.
    let unfinished = options.all && options.limit == nil && options.maxPages == nil && command.resource.paging.total != nil
    let shortfall = total.flatMap { unfinished && $0 != rowsLoaded ? MissingRowsError(list: command.resource.name, loaded: rowsLoaded, total: $0) : nil }

    var finished = output ?? StreamedOutput(
      json: options.json, provider: command.provider.name, resource: command.resource.name,
      message: nil, notices: [], renderOptions: renderOptions()
    )
    let end = finished.finish(lateNotices: lateNotices)
    if !end.text.isEmpty { io.writeOutput(end.text) }
    for note in end.stderrNotes { io.writeMessage(note + "\n") }
    if io.isOutputClosed() { throw ReaderGoneError() }
    if let shortfall { throw shortfall }
  }

  /// How text is laid out for this command and terminal.
  func renderOptions(pictures: (any PictureLayout)? = nil) -> RenderOptions {
    let options = command.options
    return RenderOptions(
      layout: options.layout ?? command.resource.preferredLayout,
      width: io.terminalWidth(environment),
      isTerminal: io.outputIsTerminal,
      useColor: ColorPolicy.useColor(options.color, environment: environment, isTerminal: io.outputIsTerminal),
      now: io.now(),
      pictures: pictures
    )
  }

  /// `notices` without repeats, in order.
  static func unique(_ notices: [String]) -> [String] {
    var result: [String] = []
    for notice in notices where !result.contains(notice) { result.append(notice) }
    return result
  }
}
