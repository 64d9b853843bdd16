import ExploreCore
import ExploreEngine
import ExploreTestSupport
import ExploreYAML
import Foundation
import Testing

/// The YAML test suite's cases that fit what the reader reads
/// (`fixtures/yaml-test-suite`, whose README says which and why): each
/// valid case reads as its `in.json`, and each invalid one is refused.
@Suite struct YAMLTestSuiteTests {
  /// One case: its folder, relative to `fixtures/yaml-test-suite`.
  struct SuiteCase: Sendable, CustomTestStringConvertible {
    var id: String
    var folder: URL
    var testDescription: String { id }

    var isInvalid: Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent("error").path) }
    func yaml() throws -> Data { try Data(contentsOf: folder.appendingPathComponent("in.yaml")) }
    func json() throws -> Data { try Data(contentsOf: folder.appendingPathComponent("in.json")) }
  }

  static let root = ProjectPaths.fixtures.appendingPathComponent("yaml-test-suite", isDirectory: true)

  /// Every folder with an `in.yaml`, sorted.
  static let cases: [SuiteCase] = {
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    let prefix = root.standardizedFileURL.path + "/"
    return walker.compactMap { $0 as? URL }
      .filter { $0.lastPathComponent == "in.yaml" }
      .map { file in
        let folder = file.deletingLastPathComponent().standardizedFileURL
        return SuiteCase(id: String(folder.path.dropFirst(prefix.count)), folder: folder)
      }
      .sorted { $0.id < $1.id }
  }()

  @Test func theChosenCasesAreAllThere() throws {
    #expect(Self.cases.count == 353, "fixtures/yaml-test-suite should hold the 353 cases its README lists")
    #expect(Self.cases.filter(\.isInvalid).count == 90)
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    for suiteCase in Self.cases {
      #expect(readme.contains("| `\(suiteCase.id)` |"), "the README does not list \(suiteCase.id)")
    }
  }

  @Test(arguments: cases.filter { !$0.isInvalid })
  func validCaseReadsAsItsJSON(_ suiteCase: SuiteCase) throws {
    let expected = try JSONComparison.values(in: try suiteCase.json())
    let documents = try YAMLReader.documents(try suiteCase.yaml())
    try #require(documents.count == expected.count, "\(documents.count) documents, against \(expected.count) in in.json")
    for (document, json) in zip(documents, expected) {
      #expect(JSONComparison.difference(document, json) == nil, "\(JSONComparison.difference(document, json) ?? "")")
      // The JSON the reader writes reads back as the same value.
      let written = try JSONReader.read(Data(document.jsonBytes()))
      #expect(JSONComparison.difference(document, written) == nil, "\(String(decoding: document.jsonBytes(), as: UTF8.self))")
    }
    if expected.count == 1 {
      let json = try YAMLReader.readJSON(try suiteCase.yaml())
      #expect(JSONComparison.difference(documents[0], try JSONReader.read(Data(json))) == nil)
    }
  }

  @Test(arguments: cases.filter(\.isInvalid))
  func invalidCaseIsRefusedWithItsPlace(_ suiteCase: SuiteCase) throws {
    let yaml = try suiteCase.yaml()
    let error = try #require(throws: YAMLError.self) { try YAMLReader.documents(yaml) }
    let lines = String(decoding: yaml, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
    #expect((1...max(1, lines)).contains(error.line), "\(error)")
    #expect(error.column >= 1)
    #expect(error.description.hasPrefix("Line \(error.line), column \(error.column): "))
  }
}
