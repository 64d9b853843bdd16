import ExploreCore
import ExploreHTTPCache
import ExploreNetworking
import ExploreReplay
import ExploreStorage
import Foundation

/// The readers of files explore keeps or is given, through their real
/// entry points: the input is written where the file would be, then read
/// (and, for state documents, updated) as a run would.
enum FileFuzzing {
  static let base = URL(string: "https://api.example.com/v1")!

  /// One replay fixture in an otherwise empty folder, replayed for the
  /// request it records (when it decodes) and for a fixed one.
  static func replayFixture(_ data: Data) {
    let folder = FuzzScratch.emptyFolder("replay")
    try? data.write(to: folder.appendingPathComponent("GET-fuzz.json"))
    let transport = ReplayTransport(directory: folder, baseURL: base, defaultBaseURL: base)
    var urls = [base.appendingPathComponent("items")]
    if let exchange = try? JSONDecoder().decode(RecordedExchange.self, from: data) {
      _ = FixtureKey(method: exchange.request.method, relativePath: exchange.request.path).description
      _ = try? exchange.bodyData()
      if let url = URL(string: base.absoluteString + exchange.request.path) { urls.append(url) }
    }
    for url in urls {
      _ = try? transport.response(for: HTTPRequest(method: .get, url: url))
    }
  }

  /// The favorites file: read, then a favorite added and removed.
  static func favorites(_ data: Data) {
    let home = FuzzScratch.emptyFolder("favorites")
    let directories = ExploreDirectories(environment: [:], home: home)
    let store = FavoritesStore(directories: directories)
    try? FileManager.default.createDirectory(at: store.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? data.write(to: store.url)
    _ = try? store.favorites(provider: "github", kind: "user")
    let favorite = Favorite(id: "octocat", kind: "user", title: "octocat", addedAt: Date(timeIntervalSince1970: 1_800_000_000))
    _ = try? store.add(favorite, provider: "github")
    _ = try? store.remove(id: "octocat", kind: "user", provider: "github")
  }

  /// A `--changes` snapshot: loaded, then exchanged for a new one.
  static func snapshot(_ data: Data) {
    let home = FuzzScratch.emptyFolder("snapshot")
    let directories = ExploreDirectories(environment: [:], home: home)
    let store = SnapshotStore(directories: directories)
    let url = store.url(provider: "github", resource: ["followers"], arguments: ["octocat"])
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? data.write(to: url)
    let previous = try? store.load(provider: "github", resource: ["followers"], arguments: ["octocat"])
    let current = ListStateSnapshot(
      provider: "github", resource: ["followers"], arguments: ["octocat"],
      takenAt: Date(timeIntervalSince1970: 1_800_000_000), items: [SnapshotEntry(id: "hubot", title: "hubot")]
    )
    if let previous = previous ?? nil {
      _ = ListChanges(from: previous.items, to: current.items)
    }
    _ = try? store.exchange(current)
  }

  /// One HTTP cache entry, looked up by its key.
  static func cacheEntry(_ data: Data) {
    let folder = FuzzScratch.emptyFolder("cache")
    let cache = HTTPCache(directory: folder)
    let request = HTTPRequest(method: .get, url: base.appendingPathComponent("items"))
    let key = HTTPCache.key(for: request, accept: "application/json")
    try? FileManager.default.createDirectory(at: cache.entriesDirectory, withIntermediateDirectories: true)
    try? data.write(to: cache.fileURL(forKey: key))
    if let entry = cache.entry(forKey: key) {
      _ = (entry.etag, entry.lastModified, entry.hasValidator, URL(string: entry.url))
    }
  }
}
