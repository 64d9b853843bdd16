package import Foundation

/// The fixtures of one folder, by request: the one matcher that
/// `--offline` (``ReplayTransport``) and the test suite's loopback server share.
///
/// ```swift
/// let index = ReplayIndex(directory: fixtures.appendingPathComponent("rickmorty"))
/// let exchange = index.exchanges[FixtureKey(method: "GET", relativePath: "/episode?page=1")]
/// ```
package struct ReplayIndex: Sendable {
  /// The exchange recorded for each request; the first file in path order wins.
  package private(set) var exchanges: [FixtureKey: RecordedExchange] = [:]
  /// The names of the `*.json` files that are not Contract A exchanges.
  package private(set) var unreadableFiles: [String] = []

  /// Reads every `*.json` file under `directory`, in any subfolder.
  ///
  /// - Complexity: O(*n*) in the total size of the fixture files.
  package init(directory: URL) {
    var files: [URL] = []
    for case let file as URL in FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) ?? .init()
    where file.pathExtension == "json" {
      files.append(file)
    }
    self.init(files: files.map { file in (file.path, FileManager.default.contents(atPath: file.path)) })
  }

  /// Reads the fixtures compiled into explore (``EmbeddedFixtures``).
  ///
  /// - Complexity: O(*n*) in the total size of the fixture files.
  package init(embedded files: [EmbeddedFixtures.File]) {
    self.init(files: files.map { file in (file.path, file.contents) })
  }

  /// Indexes `files`, each a path and its bytes (`nil` when unreadable).
  private init(files: [(path: String, contents: Data?)]) {
    // NB: sorted so that, when two files record the same request, the same one wins every time.
    for file in files.sorted(by: { $0.path < $1.path }) {
      guard let data = file.contents, let exchange = try? JSONDecoder().decode(RecordedExchange.self, from: data) else {
        unreadableFiles.append(URL(fileURLWithPath: file.path).lastPathComponent)
        continue
      }
      let key = FixtureKey(method: exchange.request.method, relativePath: exchange.request.path)
      if exchanges[key] == nil {
        exchanges[key] = exchange
      }
    }
  }
}
