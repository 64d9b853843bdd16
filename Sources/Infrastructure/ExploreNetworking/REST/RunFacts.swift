import Foundation

/// What a ``RESTClient`` (and its copies) learned about its API during a
/// run: the page size of a list that declares none, from its first page,
/// and the detail resource that a reference's URLs name.
///
/// NB: `@unchecked Sendable` because the two tables are read and written
/// only while holding `lock`, which nothing calls out under.
public final class RunFacts: @unchecked Sendable {
  private let lock = NSLock()
  private var pageSizes: [String: Int] = [:]
  private var routes: [String: String] = [:]

  public init() {}

  /// The page size learned for the list `key`, if any.
  package func pageSize(of key: String) -> Int? {
    lock.withLock { pageSizes[key] }
  }

  /// Keeps `size` as the page size of the list `key`.
  package func learn(pageSize size: Int, of key: String) {
    lock.withLock { pageSizes[key] = size }
  }

  /// The resource the reference `key` was found to name, if any.
  package func route(of key: String) -> String? {
    lock.withLock { routes[key] }
  }

  /// Keeps `resource` as what the reference `key` names.
  package func learn(route resource: String, of key: String) {
    lock.withLock { routes[key] = resource }
  }
}
