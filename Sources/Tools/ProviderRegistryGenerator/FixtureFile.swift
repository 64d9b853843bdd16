import Foundation

/// One replay fixture to compile in: `fixtures/<folder>/<path>` and its bytes.
struct FixtureFile: Equatable {
  /// The fixtures folder, such as `rickmorty`.
  var folder: String
  /// The path inside the folder, such as `GET-episode-page-1.json`.
  var path: String
  var contents: Data

  /// The file at `file`, which must be inside a folder of `root`.
  ///
  /// - Throws: ``FixtureOutsideRootError`` when it is not, or the error of reading it.
  init(reading file: URL, under root: URL) throws {
    let rootComponents = root.standardizedFileURL.pathComponents
    let components = file.standardizedFileURL.pathComponents
    guard components.count > rootComponents.count + 1, Array(components.prefix(rootComponents.count)) == rootComponents else {
      throw FixtureOutsideRootError(file: file.path, root: root.path)
    }
    let inside = components.dropFirst(rootComponents.count)
    self.init(folder: inside.first!, path: inside.dropFirst().joined(separator: "/"), contents: try Data(contentsOf: file))
  }

  init(folder: String, path: String, contents: Data) {
    self.folder = folder
    self.path = path
    self.contents = contents
  }
}
