public import Foundation

/// The test pictures under `fixtures/pictures` (see its `make-references.sh`),
/// and the character images of the recorded corpus.
public enum PictureFixtures {
  /// `fixtures/pictures`.
  public static let root = ProjectPaths.fixtures.appendingPathComponent("pictures", isDirectory: true)

  /// `../shared/corpus/rickmorty/images`, or `nil` when the corpus is absent.
  public static let corpusImages: URL? = ProjectPaths.corpus.map {
    $0.appendingPathComponent("rickmorty/images", isDirectory: true)
  }

  /// The bytes of `fixtures/pictures/<path>`.
  public static func bytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: root.appendingPathComponent(path)))
  }

  /// The file names in `fixtures/pictures/<folder>` with `suffix`, sorted.
  public static func names(in folder: String, suffix: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted()
  }
}
