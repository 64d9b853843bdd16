import ExploreFiles
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
  /// The `*.json` files that are not Contract A exchanges, each with why:
  /// `GET-x.json (it is a named pipe (FIFO), not a regular file)`.
  package private(set) var unreadableFiles: [String] = []

  /// Reads every `*.json` file under `directory`, in any subfolder, each
  /// of at most ``RecordedExchange/maximumFileBytes`` (a larger one, or
  /// anything but a regular file, is skipped unread and listed).
  ///
  /// - Complexity: O(*n*) in the total size of the fixture files.
  package init(directory: URL) {
    var files: [URL] = []
    for case let file as URL in FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) ?? .init()
    where file.pathExtension == "json" {
      files.append(file)
    }
    self.init(files: files.map { file in (file.path, Self.read(file)) })
  }

  /// Reads the fixtures compiled into explore (``EmbeddedFixtures``).
  ///
  /// - Complexity: O(*n*) in the total size of the fixture files.
  package init(embedded files: [EmbeddedFixtures.File]) {
    self.init(files: files.map { file in (file.path, file.contents.map { .success($0) } ?? .failure(Unreadable(reason: "it is not Base64"))) })
  }

  /// Why a fixture file could not be read.
  private struct Unreadable: Error {
    var reason: String
  }

  /// The bytes of one fixture file, within its bound.
  private static func read(_ file: URL) -> Result<Data, Unreadable> {
    do throws(FileSystemError) {
      guard let data = try BoundedFile.contents(of: file, limit: RecordedExchange.maximumFileBytes) else {
        return .failure(Unreadable(reason: "it was removed while explore read the folder"))
      }
      return .success(data)
    } catch {
      return .failure(Unreadable(reason: error.reason))
    }
  }

  /// Indexes `files`, each a path and its bytes or why they are missing.
  private init(files: [(path: String, contents: Result<Data, Unreadable>)]) {
    // NB: sorted so that, when two files record the same request, the same one wins every time.
    for file in files.sorted(by: { $0.path < $1.path }) {
      let name = URL(fileURLWithPath: file.path).lastPathComponent
      let exchange: RecordedExchange
      switch file.contents {
      case .failure(let unreadable):
        unreadableFiles.append("\(name) (\(unreadable.reason))")
        continue
      case .success(let data):
        do {
          exchange = try JSONDecoder().decode(RecordedExchange.self, from: data)
        } catch {
          unreadableFiles.append("\(name) (\(JSONFileProblem.reason(for: error, in: data)))")
          continue
        }
      }
      let key = FixtureKey(method: exchange.request.method, relativePath: exchange.request.path)
      if exchanges[key] == nil {
        exchanges[key] = exchange
      }
    }
  }
}
