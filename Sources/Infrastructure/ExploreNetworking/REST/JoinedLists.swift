public import ExploreCore

/// The lists a ``RESTClient`` (and its copies) has joined during a run,
/// each loaded once: however many pages `--all --expand` prints, and
/// however many expansions or related sections join the same list, the
/// list's pages are requested once.
///
/// A failed load is not kept: the next caller loads again, as with
/// ``SharedLoad``.
public actor JoinedLists {
  private var loads: [String: SharedLoad<JoinedList>] = [:]

  public init() {}

  /// The list stored under `key`, loaded by `load` the first time.
  public func list(_ key: String, load: @escaping @Sendable () async throws -> [Item]) async throws -> JoinedList {
    let shared: SharedLoad<JoinedList>
    if let existing = loads[key] {
      shared = existing
    } else {
      shared = SharedLoad()
      loads[key] = shared
    }
    return try await shared.value { JoinedList(items: try await load()) }
  }
}
