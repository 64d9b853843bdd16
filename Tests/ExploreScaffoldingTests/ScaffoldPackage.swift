import Foundation

/// Temporary packages for the `new-provider` command to work in.
enum ScaffoldPackage {
  /// A manifest with a providers list between the markers, as
  /// Package.swift has it.
  static let sampleManifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let providers = [
      // BEGIN providers: one quoted name per line, sorted.
      "GitHub",
      "RickAndMorty",
      // END providers
    ]

    let package = Package(name: "sample", targets: providers.map { .target(name: "\\($0)Provider") })

    """

  /// A new temporary folder holding `manifest` as Package.swift.
  static func temporary(manifest: String = sampleManifest) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("new-provider-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
    return folder
  }

  /// Every file under `folder` with its contents, by relative path.
  static func contents(of folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let base = folder.standardizedFileURL.path
    for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? .init() {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
      files[String(url.standardizedFileURL.path.dropFirst(base.count))] = try Data(contentsOf: url)
    }
    return files
  }
}
