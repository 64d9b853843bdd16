import ExploreBrowser
import ExploreCore
import Foundation

extension InteractiveRunner {
  /// The browser's page loader for `r` and `-i --watch`: one
  /// ``PageKeeper`` per request (each level of the browser lists its own),
  /// so that a page loaded again whose answer kept its `ETag` (a 304 the
  /// cache revalidated) is the page kept, not decoded again. Needs the
  /// provider's transport wrapped in a ``RefreshTransport``.
  ///
  /// NB: `@unchecked Sendable` because the mutable state is guarded by `lock`.
  final class PageKeepers: @unchecked Sendable {
    private let lock = NSLock()
    private var keepers: [ResourceRequest: PageKeeper] = [:]

    /// The loader of `provider`'s pages through the keepers.
    func loader(for provider: any ResourceLoader) -> BrowserController.PageLoader {
      { request, cursor in
        let keeper = self.keeper(for: request)
        return try await keeper.load(cursor) { try await provider.load(request, at: $0) }
      }
    }

    private func keeper(for request: ResourceRequest) -> PageKeeper {
      lock.withLock {
        if let keeper = keepers[request] { return keeper }
        let keeper = PageKeeper()
        keepers[request] = keeper
        return keeper
      }
    }
  }
}
