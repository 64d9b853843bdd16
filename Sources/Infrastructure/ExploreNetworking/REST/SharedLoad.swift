/// A value a provider loads once and shares: every caller waits for the
/// same load, and a failed load is forgotten so that the next call retries.
///
/// For data that many pages need but one request (or one ``JoinAll``)
/// answers, such as the list an expansion joins against, or your stars that
/// mark rows of every page of a search:
///
/// ```swift
/// let genres = SharedLoad<[String: Item]>()   // a stored property of the provider
/// let byID = try await genres.value { try await JoinAll.load(loadGenrePage) }
/// ```
public actor SharedLoad<Value: Sendable> {
  private var loading: Task<Value, any Error>?

  public init() {}

  /// The value, loaded with `load` by the first caller; later callers share
  /// that load.
  public func value(load: @escaping @Sendable () async throws -> Value) async throws -> Value {
    if let loading {
      return try await loading.value
    }
    let task = Task { try await load() }
    loading = task
    do {
      return try await task.value
    } catch {
      loading = nil
      throw error
    }
  }

  /// Drops what was loaded, after a change made it stale.
  public func forget() {
    loading = nil
  }
}
