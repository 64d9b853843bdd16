import ExploreTerminal
package import ExploreArguments
package import ExploreCore
import ExplorePaging
import ExploreNetworking
import ExplorePictureLoading
package import ExploreRendering
package import Foundation

/// Runs one resource command: builds the transport and the provider, loads
/// the pages asked for, filters, trims and expands, then prints text or JSON
/// (or opens the web page for `--web`).
///
/// `--all` and `--limit N` stream: each page is printed when it is its
/// turn, and memory holds a few pages (see ``stream(from:progress:pictures:)``). One
/// page and `--page N` are rendered as one document.
package struct ResourceRunner: Sendable {
  var command: ResolvedCommand
  var definition: ProviderDefinition
  var environment: [String: String]
  var io: CommandIO

  package init(command: ResolvedCommand, definition: ProviderDefinition, environment: [String: String], io: CommandIO) {
    self.command = command
    self.definition = definition
    self.environment = environment
    self.io = io
  }

  /// Runs the command and prints its output.
  ///
  /// - Returns: the exit status: ``ExitStatus/failure`` when a check
  ///   answered no (``ResourcePage/predicate``), else ``ExitStatus/success``.
  @discardableResult
  package func run() async throws -> ExitStatus {
    let io = self.io
    let session = try ProviderSession(command: command, definition: definition, environment: environment, io: io)
    let provider = session.provider
    let progress = session.progress
    let options = command.options
    if options.all || options.limit != nil, !options.web, command.resource.kind == .list, command.resource.paging.isPaged {
      // NB: a check is never a paged list, so a stream always succeeds.
      try await stream(from: provider, progress: progress, pictures: await pictureSession(session, for: nil))
      return .success
    }

    let outcome: LoadOutcome
    do {
      outcome = try await load(from: provider, progress: progress)
      progress.clear()
    } catch {
      progress.clear()
      throw error
    }
    var repeated = RepeatedIDs()
    var sections = SectionMerger.merge(outcome.pages, repeated: &repeated)
    if let query = options.search, command.resource.search == .local {
      sections = SectionMerger.filter(sections, matching: query)
    }
    var trimmed = false
    if let limit = options.limit {
      (sections, trimmed) = SectionMerger.trim(sections, to: limit)
    }
    if let expansion = command.expansion, command.resource.kind == .list {
      let items = sections.flatMap(\.items)
      if !items.isEmpty {
        if items.count > 1 {
          progress.update("Expanding \(items.count) items into \(expansion.name)…")
        }
        defer { progress.clear() }
        let expanded = try await provider.expand(items, by: expansion, for: command.request)
        sections = SectionMerger.replace(sections, with: expanded)
      }
    }

    if options.web {
      try openWebPage(of: sections)
      return .success
    }

    let lastPaging = outcome.pages.last?.paging
    var nextPageHint: String?
    if showsHints, options.limit == nil, !options.all, let lastPaging, command.resource.paging.isPaged,
      let next = NextPageHint.nextPage(after: lastPaging, requested: options.page)
    {
      nextPageHint = NextPageHint.command(arguments: command.arguments, page: next)
    }
    var notices: [String] = []
    for notice in outcome.pages.flatMap(\.notices) where !notices.contains(notice) {
      notices.append(notice)
    }
    if let notice = repeated.notice { notices.append(notice) }
    if showsHints, trimmed || (options.limit != nil && lastPaging?.hasMore == true) {
      let shown = SectionMerger.rowCount(sections)
      notices.append(Self.firstRowsNotice(shown))
    }
    let document = OutputDocument(
      provider: command.provider.name,
      resource: command.resource.name,
      heading: nil,
      sections: sections,
      notices: notices,
      message: outcome.pages.compactMap(\.message).last,
      nextPageHint: nextPageHint
    )
    let pictures = await pictureSession(session, for: sections.flatMap(\.items))
    if await writePaged(document, items: sections.flatMap(\.items), pictures: pictures) { return ExitStatus.of(outcome.pages) }
    if let pictures, await writeTextFirst(document, pictures: pictures) { return ExitStatus.of(outcome.pages) }
    await pictures?.prepare(sections.flatMap(\.items), layout: renderOptions().layout)
    try write(document, pictures: pictures?.board)
    return ExitStatus.of(outcome.pages)
  }

  /// Prints `document` whole: one JSON document for `--json`, else its
  /// text on standard output and its notes on standard error (without the
  /// next-page hint when standard output failed).
  package func write(_ document: OutputDocument, pictures: (any PictureLayout)? = nil) throws {
    if command.options.json {
      io.writeOutput(try JSONRenderer.render(document) + "\n")
      return
    }
    let renderOptions = renderOptions(pictures: pictures)
    let text = TextRenderer.render(document, options: renderOptions)
    if !text.isEmpty { io.writeOutput(text + "\n") }
    var document = document
    // NB: after a failed write (or its reader leaving) the rows never
    // arrived, and a hint to the page after them would mislead.
    if io.isOutputClosed() { document.nextPageHint = nil }
    for note in TextRenderer.stderrNotes(for: document, options: renderOptions) {
      io.writeMessage(note + "\n")
    }
  }

  /// The pages a command loaded.
  struct LoadOutcome {
    var pages: [ResourcePage]
  }

  /// Loads the first page, page `--page N`, or, for `--web`, enough pages
  /// for `--limit N` or every page for `--all`. Resources that do not page
  /// load once.
  private func load(from provider: any ResourceLoader, progress: ProgressLine) async throws -> LoadOutcome {
    let request = command.request
    let options = command.options
    guard command.resource.kind == .list, command.resource.paging.isPaged else {
      return LoadOutcome(pages: [try await provider.load(request, at: .first)])
    }
    let recorder = LoadedPages()
    let maxPages = options.maxPages ?? command.provider.pagingLimits.maxPages
    let paginator = Paginator<Item>(start: options.page.map { PageCursor.number($0) } ?? .first, maxPages: maxPages) { cursor in
      let page = try await provider.load(request, at: cursor)
      await recorder.record(page, at: cursor)
      return Page(items: page.items, info: page.paging)
    }
    if options.all {
      // NB: only `--all --web` comes here (every other `--all` streams), and
      // it needs the list in order, not fast: one page at a time.
      _ = try await paginator.loadAll { update in
        progress.update(Self.progressText(pagesLoaded: update.pagesLoaded, totalPages: update.totalPages))
      }
    } else if let limit = options.limit {
      var pagesLoaded = 0
      repeat {
        _ = try await paginator.loadNext()
        pagesLoaded += 1
        let loaded = SectionMerger.merge(await recorder.inOrder)
        let rows = options.search.map { SectionMerger.filter(loaded, matching: $0) }.map(SectionMerger.rowCount)
          ?? SectionMerger.rowCount(loaded)
        if rows >= limit { break }
        let totalPages = await paginator.lastPage?.totalPages
        progress.update(Self.progressText(pagesLoaded: pagesLoaded + 1, totalPages: totalPages))
      } while await paginator.hasMore
    } else {
      _ = try await paginator.loadNext()
    }
    return LoadOutcome(pages: await recorder.inOrder)
  }

  /// Whether hints are printed: the next page's command (`More: …`) and
  /// the notice of a list cut short (`run with --all`).
  ///
  /// NB: as gh does, a hint is for a person at a terminal: piped, it lands
  /// in `less`'s prompt line or before the data of `| cut -f1 | head`, so
  /// only `--verbose` asks for it there.
  var showsHints: Bool { io.outputIsTerminal || command.options.verbose }

  /// The notice of a list cut short by `--limit N`.
  package static func firstRowsNotice(_ rows: Int) -> String {
    "Showing the first \(rows) rows; run with --all for every row."
  }

  /// "Loading page 37 of 1,000…".
  static func progressText(pagesLoaded: Int, totalPages: Int?) -> String {
    let page = FieldFormatter.grouped(pagesLoaded)
    if let totalPages { return "Loading page \(page) of \(FieldFormatter.grouped(totalPages))…" }
    return "Loading page \(page)…"
  }

  private func openWebPage(of sections: [ItemSection]) throws {
    let name = "explore \(command.provider.name) \(command.resource.name)"
    guard let address = sections.lazy.flatMap(\.items).first(where: { $0.webURL != nil })?.webURL else {
      throw NoWebPageError(command: name)
    }
    let url = try WebPageOpener.checked(address)
    io.writeMessage("Opening \(url.absoluteString) in your browser.\n")
    try io.openURL(url, environment)
  }

  package static func home(_ environment: [String: String]) -> URL {
    if let home = environment["HOME"], home.hasPrefix("/") {
      return URL(fileURLWithPath: home, isDirectory: true)
    }
    return FileManager.default.homeDirectoryForCurrentUser
  }
}
