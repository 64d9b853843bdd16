/// Your most recent stars, loaded once per provider and shared by every
/// page of a repository search, to mark starred rows without one request
/// per row.
package actor StarredRepositories {
  /// What is known of your stars.
  package struct Snapshot: Sendable, Hashable {
    /// Lowercased `owner/repo` names.
    package var fullNames: Set<String>
    /// Whether these are all your stars; when `false`, a repository not in
    /// the set may still be starred.
    package var isComplete: Bool

    package init(fullNames: Set<String>, isComplete: Bool) {
      self.fullNames = fullNames
      self.isComplete = isComplete
    }

    /// Whether you starred `fullName`: `nil` when it is not known.
    package func isStarred(_ fullName: String) -> Bool? {
      if fullNames.contains(fullName.lowercased()) { return true }
      return isComplete ? false : nil
    }
  }

  private var loading: Task<Snapshot, any Error>?

  package init() {}

  /// The snapshot, loaded with `load` the first time; later callers share
  /// the first load. A failed load is forgotten, so the next call retries.
  package func snapshot(load: @escaping @Sendable () async throws -> Snapshot) async throws -> Snapshot {
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

  /// Drops what was loaded, after a star or unstar changed it.
  package func forget() {
    loading = nil
  }
}
