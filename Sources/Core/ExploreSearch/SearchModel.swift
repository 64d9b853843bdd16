import Foundation

/// The query of a search box: debounces keystrokes, validates the query,
/// and delivers only the newest query's results.
///
/// ```swift
/// let model = SearchModel<[Item]>(validator: .minimumLength(2)) { query in
///   loadedItems.filter { $0.matches(query: query) }
/// }
/// Task {
///   for await event in model.events {
///     switch event {
///     case .idle: showAll()
///     case .invalid(let reason): showNote(reason)
///     case .searching(let query): showSpinner(query)
///     case .results(_, let items): show(items)
///     case .failed(_, let description): showError(description)
///     }
///   }
/// }
/// await model.update("ri")    // each keystroke
/// await model.update("ric")   // restarts the 300 ms wait
/// await model.submit("rick")  // Return: searches at once
/// ```
///
/// How it behaves:
/// - **Debounce.** ``update(_:)`` waits ``debounce`` on the injected clock
///   before searching; each keystroke restarts the wait, so typing quickly
///   searches once. The clock is injected so that tests advance time by hand.
/// - **Validation.** A query (trimmed of white space) that the validator
///   rejects delivers ``SearchEvent/invalid(reason:)`` at once and searches
///   nothing. An empty query delivers ``SearchEvent/idle``.
/// - **Switch to latest.** A new query cancels the search in flight, and
///   whatever an older search returns later is dropped: only the newest
///   query's results and failures are delivered.
///
/// For a remote search that pages, search through a ``PagedSearch``: its
/// ``PagedSearch/search(_:)`` resets the paginator for each new query.
public actor SearchModel<Results: Sendable> {
  /// Searches for a query. It runs off the model, and is cancelled when a
  /// newer query replaces its own.
  public typealias Search = @Sendable (String) async throws -> Results

  /// What happens, in order. The stream ends with ``finish()``.
  public nonisolated let events: AsyncStream<SearchEvent<Results>>

  /// How long the query must stay unchanged before ``update(_:)`` searches.
  public let debounce: Duration

  /// The text last given to ``update(_:)`` or ``submit(_:)``, as typed.
  public private(set) var text = ""

  private let clock: any Clock<Duration>
  private let validator: SearchValidator
  private let search: Search
  private let continuation: AsyncStream<SearchEvent<Results>>.Continuation
  private var generation = 0
  /// The trimmed query being waited for, searched, or shown; `nil` when
  /// idle, invalid or failed.
  private var activeQuery: String?
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var isFinished = false

  /// Creates a search model.
  ///
  /// - Parameters:
  ///   - debounce: How long a query must stay unchanged before it is searched.
  ///   - clock: The clock the debounce waits on; tests pass a manual clock.
  ///   - validator: Decides which queries may be searched.
  ///   - search: Searches for a query.
  public init(
    debounce: Duration = .milliseconds(300),
    clock: any Clock<Duration> = ContinuousClock(),
    validator: SearchValidator = .acceptsAll,
    search: @escaping Search
  ) {
    precondition(debounce >= .zero, "SearchModel needs a debounce of zero or more, got \(debounce)")
    self.debounce = debounce
    self.clock = clock
    self.validator = validator
    self.search = search
    (events, continuation) = AsyncStream.makeStream()
  }

  deinit {
    continuation.finish()
  }

  /// The query changed (a keystroke): searches after ``debounce`` unless it
  /// changes again first.
  ///
  /// A query equal to the one already waited for or shown (after trimming)
  /// changes nothing.
  public func update(_ text: String) {
    schedule(text, delay: debounce, force: false)
  }

  /// The user asked to search now (Return): searches at once, even for the
  /// query already shown.
  public func submit(_ text: String) {
    schedule(text, delay: nil, force: true)
  }

  /// Stops: cancels any search and ends ``events``. Later calls do nothing.
  public func finish() {
    isFinished = true
    generation += 1
    cancelTasks()
    continuation.finish()
  }

  /// Waits until every search task, including cancelled ones, has ended,
  /// so that a late result has had its chance to be (wrongly) delivered.
  package func settle() async {
    while let (id, task) = tasks.first {
      await task.value
      tasks[id] = nil
    }
  }
}

extension SearchModel {
  private func schedule(_ text: String, delay: Duration?, force: Bool) {
    guard !isFinished else { return }
    self.text = text
    let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
    // NB: a trailing space, or a letter typed and erased, must not restart a
    // search that is already waiting, running or shown.
    if !force, let activeQuery, activeQuery == query { return }

    generation += 1
    cancelTasks()
    activeQuery = nil
    guard !query.isEmpty else {
      continuation.yield(.idle)
      return
    }
    if case .invalid(let reason) = validator.validate(query) {
      continuation.yield(.invalid(reason: reason))
      return
    }
    activeQuery = query
    let generation = self.generation
    tasks[generation] = Task {
      await self.run(query, generation: generation, after: delay)
    }
  }

  private func run(_ query: String, generation: Int, after delay: Duration?) async {
    defer { tasks[generation] = nil }
    if let delay, delay > .zero {
      do {
        try await clock.sleep(for: delay)
      } catch {
        return
      }
    }
    guard generation == self.generation, !Task.isCancelled else { return }
    continuation.yield(.searching(query: query))

    let search = self.search
    let result: Result<Results, any Error>
    do {
      result = .success(try await search(query))
    } catch {
      result = .failure(error)
    }
    // NB: the generation, not only cancellation, decides: a search that
    // ignores cancellation still returns, and its results must not show.
    guard generation == self.generation, !Task.isCancelled else { return }
    switch result {
    case .success(let results):
      continuation.yield(.results(query: query, results))
    case .failure(is CancellationError):
      break
    case .failure(let error):
      activeQuery = nil
      continuation.yield(.failed(query: query, description: String(describing: error)))
    }
  }

  private func cancelTasks() {
    for task in tasks.values { task.cancel() }
  }
}
