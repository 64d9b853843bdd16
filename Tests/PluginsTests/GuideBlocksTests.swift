import ExploreTestSupport
import Foundation
import Testing

/// docs/AddingAProvider.md cannot drift from the API: every Swift block in
/// it is part of a file of `Tests/GuideExamples`, a module the package
/// builds, and the worked provider stays as short as the guide says.
///
/// A block starts with the path a reader would give the file,
/// `// Sources/Providers/MoviesProvider/Movies.swift`; the blocks of one path, in
/// order, are that file of `Tests/GuideExamples` exactly.
@Suite struct GuideBlocksTests {
  static let guide = ProjectPaths.root.appendingPathComponent("docs/AddingAProvider.md")
  static let examples = ProjectPaths.root.appendingPathComponent("Tests/GuideExamples")
  /// The worked example's provider, whose size the guide states.
  static let provider = "Sources/Providers/MoviesProvider/Movies.swift"
  /// The example of records identified by URL and a paged join, whose size the guide states too.
  static let joinProvider = "Sources/Providers/StarWarsProvider/StarWars.swift"

  /// The Swift blocks of `markdown`, each as its path and its lines after the path.
  static func blocks(of markdown: String) -> [(path: String?, lines: [String])] {
    var blocks: [(path: String?, lines: [String])] = []
    var current: [String]?
    for line in markdown.components(separatedBy: "\n") {
      if var lines = current {
        if line.hasPrefix("```") {
          let first = lines.first ?? ""
          let path = first.hasPrefix("// Sources/") ? String(first.dropFirst(3)) : nil
          if path != nil { lines.removeFirst() }
          blocks.append((path, lines))
          current = nil
        } else {
          lines.append(line)
          current = lines
        }
      } else if line == "```swift" {
        current = []
      }
    }
    return blocks
  }

  static func files(from markdown: String) -> [String: String] {
    var files: [String: [String]] = [:]
    for block in blocks(of: markdown) {
      guard let path = block.path else { continue }
      files[path, default: []].append(block.lines.joined(separator: "\n"))
    }
    return files.mapValues { $0.joined(separator: "\n\n") + "\n" }
  }

  @Test func everySwiftBlockNamesItsFile() throws {
    let markdown = try String(contentsOf: Self.guide, encoding: .utf8)
    let blocks = Self.blocks(of: markdown)
    #expect(blocks.count >= 3)
    for block in blocks {
      #expect(block.path != nil, "a Swift block does not start with its path: \(block.lines.prefix(2))")
    }
  }

  @Test func theBlocksAreTheCompiledExamples() throws {
    let files = Self.files(from: try String(contentsOf: Self.guide, encoding: .utf8))
    #expect(files.keys.contains(Self.provider))
    for (path, text) in files {
      let compiled = Self.examples.appendingPathComponent((path as NSString).lastPathComponent)
      let expected = try? String(contentsOf: compiled, encoding: .utf8)
      #expect(
        expected == text,
        "the guide's \(path) differs from \(compiled.path): copy the guide's blocks into the file (or the file into the guide)"
      )
    }
    let listed = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter { $0.hasSuffix(".swift") }
    #expect(Set(listed) == Set(files.keys.map { ($0 as NSString).lastPathComponent }), "Tests/GuideExamples has files the guide does not show")
  }

  @Test(arguments: [provider, joinProvider])
  func theWorkedProviderIsAsShortAsTheGuideSays(_ provider: String) throws {
    let markdown = try String(contentsOf: Self.guide, encoding: .utf8)
    let text = try #require(Self.files(from: markdown)[provider])
    let count = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count
    #expect(count <= 80)
    #expect(markdown.contains("\(count) non-blank lines"), "the guide does not state the provider's \(count) non-blank lines")
  }
}
