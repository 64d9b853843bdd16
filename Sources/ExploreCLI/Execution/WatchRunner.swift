import ExploreCommandLine
import ExploreCore
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
struct WatchRunner {
  var command: ResolvedCommand
  var definition: ProviderDefinition
  var environment: [String: String]
  var io: CommandIO

  /// Refreshes that fail in a row before the run ends with the error.
  static let maximumFailedRefreshes = 3

  func run() async throws {
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
    var previous = try WatchedList(first.items)
    try write(first)
    log(costs: transport.takeCosts() + keeper.takeCosts(), of: "first load")

    var pace = WatchPace(interval: options.watch ?? CommonOption.defaultWatchSeconds, apiName: apiName)
    var refresh = 0
    var failures = 0
    while options.watchCount.map({ refresh < $0 }) ?? true {
      let wait = pace.next(after: transport.latestRateLimit, now: io.now())
      if let notice = wait.notice { io.writeMessage(notice + "\n") }
      try await io.sleep(.seconds(wait.seconds))
      try Task.checkCancellation()
      refresh += 1
      let current: WatchedList
      do {
        keeper.startRound()
        current = try WatchedList(try await WholeListLoader.shown(by: command, progress: quiet, load: loadPage).load().items)
        keeper.endRound()
        failures = 0
      } catch where !(error is CancellationError) && !Task.isCancelled {
        failures += 1
        log(costs: transport.takeCosts() + keeper.takeCosts(), of: "refresh \(refresh)")
        guard failures < Self.maximumFailedRefreshes else { throw error }
        io.writeMessage("Refresh \(refresh) failed: \(Self.describe(error)) Trying again in \(wait.seconds) s.\n")
        continue
      }
      write(WatchRefresh(number: refresh, date: io.now(), changes: current.changes(since: previous)))
      log(costs: transport.takeCosts() + keeper.takeCosts(), of: "refresh \(refresh)")
      if io.isOutputClosed() { throw ReaderGoneError() }
      previous = current
    }
  }

  /// Prints the first load: as the command prints it without `--watch`,
  /// or the `{"snapshot": …}` line.
  private func write(_ list: WholeList) throws {
    var notices = list.notices
    if list.trimmed { notices.append(ResourceRunner.firstRowsNotice(SectionMerger.rowCount(list.sections))) }
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
    let useColor = ColorPolicy.useColor(command.options.color, environment: environment, isTerminal: io.outputIsTerminal)
    let text = command.options.json
      ? JSONRenderer.lines(for: refresh)
      : WatchChangeWriter(useColor: useColor, showsMoves: command.options.verbose, now: refresh.date, isTerminal: io.outputIsTerminal)
        .text(for: refresh)
    if !text.isEmpty { io.writeOutput(text) }
  }

  /// With `--verbose`, what a load cost, on standard error.
  private func log(costs: RefreshCosts, of load: String) {
    guard command.options.verbose else { return }
    io.writeMessage("watch: \(load): \(costs.summary)\n")
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
