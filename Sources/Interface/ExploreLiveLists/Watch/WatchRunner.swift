package import ExploreArguments
package import ExploreCommandRuntime
package import ExploreCore
import ExploreNetworking
import ExploreRendering
import ExploreTerminal
import Foundation

/// Runs a list with `--watch SECONDS`: prints it once as the command
/// prints it today, then refreshes it every SECONDS and prints only what
/// changed, until Ctrl-C, the reader leaving, or `--watch-count N`
/// refreshes.
///
/// ```text
/// $ explore github followers octocat --watch 60
/// …the list…
/// ── 08:47:12 · −1 +1 ~1 ──
/// - bob
/// + alice
/// ~ carol: Type User → Organization
/// ```
///
/// With `--json` it prints NDJSON: a `{"snapshot": …}` line with the
/// document `--json` writes, then a line per change and one that closes
/// the refresh (``JSONRenderer/lines(for:)``). Nothing is printed for a
/// refresh that changed nothing.
///
/// **Costs.** The list is loaded as the command shows it (the first page,
/// `--page N`, `--limit N` rows, or every page up to the cap for `--all`),
/// through ``WholeListLoader``, the loader `--changes` uses. Each refresh
/// asks again through the HTTP cache, which revalidates with the `ETag`
/// it stored: a page the server answers 304 costs no GitHub rate limit,
/// and ``PageKeeper`` does not decode it again. While fewer than 10 % of a
/// rate limit's requests remain, ``WatchPace`` waits longer.
///
/// **Failures.** A failed first load ends the run with its error. A failed
/// refresh is said on standard error and tried again after the interval;
/// ``maximumFailedRefreshes`` in a row end the run with the last error.
package struct WatchRunner {
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

  /// Refreshes that fail in a row before the run ends with the error.
  static let maximumFailedRefreshes = 3

  package func run() async throws {
    // NB: the refreshes run in a task that a stop of this run's stopper
    // cancels, so that a sleep between refreshes ends at once, whoever
    // drives the run (the process cancels its task as well).
    let refreshes = Task { try await watch() }
    io.stopper.onStop { _ in refreshes.cancel() }
    try await withTaskCancellationHandler {
      try await refreshes.value
    } onCancel: {
      refreshes.cancel()
    }
  }

  private func watch() async throws {
    let options = command.options
    var refreshTransport: RefreshTransport?
    let session = try ProviderSession(command: command, definition: definition, environment: environment, io: io) { upstream in
      let transport = RefreshTransport(upstream: upstream, now: io.now)
      refreshTransport = transport
      return transport
    }
    guard let transport = refreshTransport else { preconditionFailure("ProviderSession wraps the provider's transport") }
    let keeper = PageKeeper()
    let provider = session.provider
    let request = command.request
    let loadPage: @Sendable (PageCursor) async throws -> ResourcePage = { cursor in
      try await keeper.load(cursor) { try await provider.load(request, at: $0) }
    }
    let quiet = ProgressLine(enabled: false, write: { _ in })

    keeper.startRound()
    let first = try await WholeListLoader.shown(by: command, progress: session.progress, load: loadPage).load()
    try first.requireList(for: "--watch", of: command)
    keeper.endRound()
    var previous = try WatchedList(first.items, hasMore: Self.hasMore(first))
    try write(first)
    log(costs: transport.takeCosts() + keeper.takeCosts(), of: "first load")

    let interval = options.watch ?? CommonOption.defaultWatchSeconds
    // NB: on a terminal, a status line at the bottom says what is watched
    // and keeps the last change in sight when its lines have scrolled
    // away; piped, it would land in `less`'s screen, so only --verbose
    // says what is watched, once.
    var status = WatchStatusLine(
      line: ProgressLine(enabled: io.outputIsTerminal && io.errorIsTerminal, width: io.terminalWidth(environment), write: io.writeError),
      watched: "watching \(Self.watched(by: command, first: first)) every \(FieldFormatter.grouped(interval)) s",
      writeMessage: { [io] in io.writeMessage($0) })
    if !io.outputIsTerminal && options.verbose { io.writeMessage(status.watched + "\n") }
    status.show()
    defer { status.clear() }

    var pace = WatchPace(interval: interval, apiName: apiName)
    var refresh = 0
    var failures = 0
    while options.watchCount.map({ refresh < $0 }) ?? true {
      let wait = pace.next(after: transport.latestRateLimit, now: io.now())
      if let notice = wait.notice { status.say(notice + "\n") }
      try await io.sleep(.seconds(wait.seconds))
      try Task.checkCancellation()
      refresh += 1
      let current: WatchedList
      let loaded: WholeList
      do {
        keeper.startRound()
        loaded = try await WholeListLoader.shown(by: command, progress: quiet, load: loadPage).load()
        current = try WatchedList(loaded.items, hasMore: Self.hasMore(loaded))
        keeper.endRound()
        failures = 0
      } catch where !(error is CancellationError) && !Task.isCancelled {
        failures += 1
        log(costs: transport.takeCosts() + keeper.takeCosts(), of: "refresh \(refresh)", above: status)
        guard failures < Self.maximumFailedRefreshes else { throw error }
        status.say("Refresh \(refresh) failed: \(Self.describe(error)) Trying again in \(wait.seconds) s.\n")
        continue
      }
      let window = Self.window(of: command, previous: previous, current: current, loaded: loaded)
      var changes = current.changes(since: previous)
      if let window { changes = window.classify(changes, oldIDs: previous.items.map(\.id), newIDs: current.items.map(\.id)) }
      let refreshed = WatchRefresh(number: refresh, date: io.now(), changes: changes, window: window)
      status.clear()
      write(refreshed)
      // NB: a refresh that printed nothing (only moves, without --verbose)
      // is no change to show: its summary would be a time and no count.
      let plain = writer(for: refreshed)
      if !plain.text(for: refreshed).isEmpty { status.lastChange = plain.summary(for: refreshed) }
      status.show()
      log(costs: transport.takeCosts() + keeper.takeCosts(), of: "refresh \(refresh)", above: status)
      if io.isOutputClosed() { throw ReaderGoneError() }
      previous = current
    }
  }

  /// Whether rows follow the ones `list` holds: its last page has more, or
  /// `--limit N` left rows out.
  static func hasMore(_ list: WholeList) -> Bool {
    list.trimmed || list.lastPaging?.hasMore == true
  }

  /// What `command` watches, for the status line: `page 1 of 13`, `the
  /// first 50 rows`, `all 1,234 rows`.
  static func watched(by command: ResolvedCommand, first: WholeList) -> String {
    let options = command.options
    if options.all { return "all \(FieldFormatter.grouped(first.items.count)) rows" }
    if let limit = options.limit { return "the first \(FieldFormatter.grouped(limit)) rows" }
    let page = options.page ?? first.lastPaging?.number ?? 1
    let window = WatchWindow(page: page, pages: first.lastPaging?.totalPages, rowLimit: nil, hasBefore: false, hasAfter: false)
    return window.description
  }

  /// The part of the list a refresh of `command` compared, when it is not
  /// the whole list (`--all` watches it whole, and so does a page with no
  /// row before or after it): a page, or the first `--limit N` rows, cut
  /// where either load had rows after it and, past page 1, before it.
  static func window(of command: ResolvedCommand, previous: WatchedList, current: WatchedList, loaded: WholeList) -> WatchWindow? {
    let options = command.options
    guard !options.all else { return nil }
    let hasAfter = previous.hasMore || current.hasMore
    let page = options.page ?? loaded.lastPaging?.number ?? 1
    // NB: a window with nothing beyond it is the whole list.
    guard hasAfter || (options.limit == nil && page > 1) else { return nil }
    if let limit = options.limit {
      return WatchWindow(page: nil, pages: nil, rowLimit: limit, hasBefore: false, hasAfter: hasAfter)
    }
    return WatchWindow(page: page, pages: loaded.lastPaging?.totalPages, rowLimit: nil, hasBefore: page > 1, hasAfter: hasAfter)
  }

  /// Prints the first load: as the command prints it without `--watch`,
  /// or the `{"snapshot": …}` line.
  private func write(_ list: WholeList) throws {
    var notices = list.notices
    if list.trimmed, io.outputIsTerminal || command.options.verbose { notices.append(ResourceRunner.firstRowsNotice(SectionMerger.rowCount(list.sections))) }
    let document = OutputDocument(
      provider: command.provider.name, resource: command.resource.name, heading: nil, sections: list.sections,
      notices: notices, message: list.message, nextPageHint: nil
    )
    if command.options.json {
      io.writeOutput(JSONRenderer.snapshotLine(document, at: io.now()) + "\n")
    } else {
      try ResourceRunner(command: command, definition: definition, environment: environment, io: io).write(document)
    }
    if io.isOutputClosed() { throw ReaderGoneError() }
  }

  /// Prints the changes of a refresh; nothing when there are none.
  private func write(_ refresh: WatchRefresh) {
    let text = command.options.json ? JSONRenderer.lines(for: refresh) : writer(for: refresh).text(for: refresh)
    if !text.isEmpty { io.writeOutput(text) }
  }

  /// How the changes of `refresh` are written as text.
  private func writer(for refresh: WatchRefresh) -> WatchChangeWriter {
    let useColor = ColorPolicy.useColor(command.options.color, environment: environment, isTerminal: io.outputIsTerminal)
    return WatchChangeWriter(useColor: useColor, showsMoves: command.options.verbose, now: refresh.date, isTerminal: io.outputIsTerminal)
  }

  /// With `--verbose`, what a load cost, on standard error.
  private func log(costs: RefreshCosts, of load: String, above status: WatchStatusLine? = nil) {
    guard command.options.verbose else { return }
    let message = "watch: \(load): \(costs.summary)\n"
    if let status { status.say(message) } else { io.writeMessage(message) }
  }

  /// The API's name for the rate-limit notice: its host.
  private var apiName: String {
    command.provider.baseURL(in: environment).host ?? command.provider.name
  }

  /// An error as a sentence for the user.
  private static func describe(_ error: any Error) -> String {
    let text = (error as? any UserFacingError)?.description ?? UnexpectedError(error).description
    return CommandLineParseState.sentence(text)
  }
}
