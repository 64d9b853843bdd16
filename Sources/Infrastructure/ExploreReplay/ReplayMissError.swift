public import ExploreCore
public import Foundation

/// A replayed request that no fixture answers.
public struct ReplayMissError: UserFacingError, Hashable {
  /// The request, such as `GET /character?name=rick&page=2`.
  public var request: String
  /// Where the fixtures searched come from.
  public var source: ReplaySource
  /// How many fixtures the source holds.
  public var fixtureCount: Int
  /// Fixture files that could not be read.
  public var unreadableFiles: [String]
  /// Why the request could not match, when it is not just a missing file.
  public var note: String?

  public init(request: String, source: ReplaySource, fixtureCount: Int, unreadableFiles: [String] = [], note: String? = nil) {
    self.request = request
    self.source = source
    self.fixtureCount = fixtureCount
    self.unreadableFiles = unreadableFiles
    self.note = note
  }

  /// A miss in the folder `directory`.
  public init(request: String, directory: URL, fixtureCount: Int, unreadableFiles: [String] = [], note: String? = nil) {
    self.init(request: request, source: .folder(directory), fixtureCount: fixtureCount, unreadableFiles: unreadableFiles, note: note)
  }

  public var description: String {
    var text = "No recorded response for \(request) in \(source.description) (\(fixtureCount) recorded \(fixtureCount == 1 ? "exchange" : "exchanges"))"
    if let note { text += ": \(note)" }
    switch source {
    case .folder(let directory):
      // NB: `--record DIR` writes into `DIR/<provider folder>/`, so the folder
      // to name is the one above the provider's fixtures.
      let recordingRoot = directory.deletingLastPathComponent().path
      text += ". Run the same command online with `--record \(recordingRoot)` to record it, or without `--offline`."
    case .embedded(let folder):
      text += ". Run the same command online with `--record DIR` to record it into DIR/\(folder), then offline with EXPLORE_FIXTURES_DIR=DIR; or run it without `--offline`."
    }
    if !unreadableFiles.isEmpty {
      let shown = unreadableFiles.prefix(3).joined(separator: ", ")
      text += " Some fixture files could not be read and were skipped: \(shown)\(unreadableFiles.count > 3 ? ", …" : "")."
    }
    return text
  }
}
