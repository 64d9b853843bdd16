import ExploreTestSupport
import Foundation

extension ProjectPaths {
  /// `<corpus>/rickmorty`, or `nil` when the corpus or its Rick and Morty data is absent.
  static var rickAndMortyCorpus: URL? {
    guard let folder = corpus?.appendingPathComponent("rickmorty", isDirectory: true) else { return nil }
    let characters = folder.appendingPathComponent("characters.json").path
    return FileManager.default.fileExists(atPath: characters) ? folder : nil
  }
}
