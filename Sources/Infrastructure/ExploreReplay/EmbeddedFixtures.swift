public import Foundation

/// Replay fixtures held in memory, by fixtures folder: the ones compiled
/// into the `explore` executable, so that `--offline` works wherever the
/// binary is copied.
///
/// `ProviderRegistryPlugin` generates them from `fixtures/<folder>/**/*.json`
/// for every folder a provider of the executable names:
///
/// ```swift
/// static let fixtures = EmbeddedFixtures(folders: [
///   "rickmorty": [EmbeddedFixtures.File(path: "GET-episode-page-1.json", base64: "eyJyZXF1ZXN0Ijp7…")],
/// ])
/// let replay = ReplayTransport(embedded: fixtures, folder: "rickmorty", baseURL: base, defaultBaseURL: base)
/// ```
public struct EmbeddedFixtures: Sendable {
  /// One fixture file: its path inside its folder and its bytes.
  public struct File: Sendable, Hashable {
    /// The path inside the fixtures folder, such as `GET-episode-page-1.json`.
    public var path: String
    /// The file's bytes in Base64.
    ///
    /// NB: Base64 rather than text in a Swift literal, so that any byte
    /// (a NUL, invalid UTF-8, `"""`, `\(`) survives with no escaping rule
    /// to get wrong; it is decoded only when a replay reads the folder.
    public var base64: String

    public init(path: String, base64: String) {
      self.path = path
      self.base64 = base64
    }

    /// A file holding `contents`.
    public init(path: String, contents: Data) {
      self.init(path: path, base64: contents.base64EncodedString())
    }

    /// The file's bytes, or `nil` when ``base64`` is not Base64.
    ///
    /// - Complexity: O(*n*) in the size of the file.
    public var contents: Data? {
      Data(base64Encoded: base64)
    }
  }

  /// The files of each folder, such as `rickmorty`, in path order.
  public var folders: [String: [File]]

  public init(folders: [String: [File]]) {
    self.folders = folders
  }

  /// No fixtures at all.
  public static let none = EmbeddedFixtures(folders: [:])

  /// The files of the fixtures folder `folder`, or `nil` when there are none.
  public subscript(folder: String) -> [File]? {
    guard let files = folders[folder], !files.isEmpty else { return nil }
    return files
  }
}
