import ExploreCore
import ExploreTestSupport
import Foundation
@testable import GitHubProvider

/// Files and contexts for the GitHub provider's tests.
enum GitHubTestSupport {
  /// The package root, found from this file's path.
  static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // GitHubProviderTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `fixtures/github`.
  static let fixtures = root.appendingPathComponent("fixtures/github", isDirectory: true)

  /// `../shared/corpus`, or `nil` when it is absent.
  static let corpus: URL? = {
    let url = root.deletingLastPathComponent().appendingPathComponent("shared/corpus", isDirectory: true)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }()

  static var hasCorpus: Bool { corpus != nil }

  /// Fresh XDG folders in a temporary directory, removed when the test process ends.
  static func temporaryDirectories() throws -> ExploreDirectories {
    ExploreDirectories(environment: [:], home: try ProcessTemporaryDirectory.make("explore-github-tests"))
  }

  /// Removes the temporary directory ``temporaryDirectories()`` made.
  static func remove(_ directories: ExploreDirectories) {
    try? FileManager.default.removeItem(at: directories.config.deletingLastPathComponent().deletingLastPathComponent())
  }

  /// A provider over `transport` with its own temporary folders.
  static func provider(
    transport: any HTTPTransport,
    baseURL: URL = URL(string: "https://api.github.com")!,
    environment: [String: String] = [:],
    directories: ExploreDirectories? = nil,
    standardInput: String? = nil
  ) throws -> GitHub {
    let directories = try directories ?? temporaryDirectories()
    return GitHub(
      context: ProviderContext(
        baseURL: baseURL,
        transport: transport,
        environment: environment,
        directories: directories,
        readStandardInput: { standardInput }
      )
    )
  }

  /// A JSON object for a user row.
  static func userJSON(_ login: String, id: Int) -> [String: Any] {
    ["login": login, "id": id, "type": "User", "html_url": "https://github.com/\(login)"]
  }
}
