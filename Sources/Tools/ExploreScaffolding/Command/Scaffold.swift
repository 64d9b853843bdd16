import ExploreAddedAPIs
import ExploreEngine
package import ExploreOpenAPI
import ExploreTables
package import ExploreDeclarations
package import Foundation

/// Every file `new-provider` writes for one provider.
package struct Scaffold {
  package var name: ProviderName
  package var baseURL: String
  /// The declaration's JSON, as `explore api add` writes it, when the
  /// provider is made from an OpenAPI document instead of the sample `items`.
  package var declaration: String? = nil

  package init(name: ProviderName, baseURL: String, declaration: String? = nil) {
    self.name = name
    self.baseURL = baseURL
    self.declaration = declaration
  }

  /// The scaffold `new-provider --openapi` writes from `document`, and its
  /// declaration: the one `explore api add` writes (the same planner, with
  /// `only` and `baseURL` as `--only` and `--base-url`), checked to make a
  /// provider as `api add` checks it.
  ///
  /// - Throws: what the planner or the check throws, a sentence to print;
  ///   ``NewProviderError`` for a declaration larger than ``maximumDeclarationSize``.
  package static func declared(
    _ document: OpenAPIDocument, name: ProviderName, location: String, only: [String] = [], baseURL: URL? = nil
  ) throws -> (Scaffold, ProviderDeclaration) {
    let planner = OpenAPIDeclarationPlanner(name: name.commandName, location: location, only: only, baseURL: baseURL)
    let declaration = try planner.declaration(of: document)
    _ = try declaration.definition()
    let json = visible(String(decoding: try DeclarationStore.encode(declaration), as: UTF8.self))
    guard json.utf8.count <= maximumDeclarationSize else {
      let groups = (declaration.source?.groups ?? []).sorted { $0.operations > $1.operations }.prefix(8)
      let hint = groups.isEmpty ? "" : " (\(groups.map { "\($0.name.split(separator: ":", maxSplits: 1).last ?? "") \($0.operations)" }.joined(separator: ", ")))"
      throw NewProviderError(
        "The declaration of \(location) would be \(json.utf8.count >> 10) KiB, more than the \(maximumDeclarationSize >> 10) KiB new-provider compiles into a module. "
          + "Keep the parts you need with --only <tag or path prefix>\(hint), or add the whole API at run time with 'explore api add \(name.commandName) \(location)', which takes any size.")
    }
    return (Scaffold(name: name, baseURL: declaration.baseURL.absoluteString, declaration: json), declaration)
  }

  /// The most bytes of a declaration compiled into a module.
  ///
  /// NB: SwiftPM 6.3's `embedInCode` writes the file as one `[UInt8]`
  /// literal, which the compiler type-checks in time and memory that grow
  /// faster than its size: 60 KB builds in about 25 s of CPU, 250 KB in 170 s
  /// and 2 GB (BENCHMARKS.md). `api add` keeps a larger one as a file.
  package static let maximumDeclarationSize = 64 << 10

  /// `json` with every invisible scalar escaped (`\u202e`): controls other
  /// than the line feed, format characters such as bidirectional overrides,
  /// and the line and paragraph separators. The same JSON, but a file of
  /// the package shows in an editor and a review what it holds.
  ///
  /// NB: JSON holds such scalars only inside strings, where an escape reads
  /// as the scalar; one past U+FFFF is a pair of UTF-16 escapes.
  static func visible(_ json: String) -> String {
    var text = ""
    for scalar in json.unicodeScalars {
      let category = scalar.properties.generalCategory
      guard scalar != "\n", scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || [.format, .lineSeparator, .paragraphSeparator].contains(category)
      else {
        text.unicodeScalars.append(scalar)
        continue
      }
      for unit in String(scalar).utf16 { text += "\\u" + String(repeating: "0", count: 4 - String(unit, radix: 16).count) + String(unit, radix: 16) }
    }
    return text
  }

  /// The folders the scaffold creates; none may exist beforehand.
  package var folders: [String] {
    ["Sources/Providers/\(name.module)", "Tests/\(name.testModule)", "fixtures/\(name.commandName)"]
  }

  package var files: [ScaffoldFile] {
    let sources = "Sources/Providers/\(name.module)"
    let tests = "Tests/\(name.testModule)"
    let fixtures = "fixtures/\(name.commandName)"
    let type = name.type
    if let declaration {
      let loopback = ProviderTemplates.loopbackTests(named: "theFirstListComesOverHTTPAfterARetry")
      return [
        ScaffoldFile(path: "\(sources)/\(type).swift", contents: fill(DeclaredProviderTemplates.provider)),
        ScaffoldFile(path: "\(sources)/\(name.commandName).json", contents: declaration),
        ScaffoldFile(path: "\(tests)/\(name.testModule).swift", contents: fill(DeclaredProviderTemplates.tests)),
        ScaffoldFile(
          path: "\(tests)/\(type)LoopbackTests.swift",
          contents: fill(loopback).replacingOccurrences(of: "__REQUEST__", with: "try \(name.testModule).firstList()")),
        ScaffoldFile(path: "\(tests)/Simulation/\(type)Simulation.swift", contents: fill(DeclaredProviderTemplates.simulation)),
        ScaffoldFile(path: "\(fixtures)/README.md", contents: fill(DeclaredProviderTemplates.fixturesReadme)),
      ]
    }
    return [
      ScaffoldFile(path: "\(sources)/\(type).swift", contents: fill(ProviderTemplates.provider)),
      ScaffoldFile(path: "\(tests)/\(name.testModule).swift", contents: fill(TestTemplates.tests)),
      ScaffoldFile(path: "\(tests)/\(type)ItemsTests.swift", contents: fill(TestTemplates.itemsTests)),
      ScaffoldFile(path: "\(tests)/\(type)LoopbackTests.swift", contents: fill(ProviderTemplates.simulationTests)),
      ScaffoldFile(path: "\(tests)/Simulation/\(type)Simulation.swift", contents: fill(ProviderTemplates.simulation)),
      ScaffoldFile(path: "\(fixtures)/GET-items.json", contents: fill(TestTemplates.firstPageFixture)),
      ScaffoldFile(path: "\(fixtures)/GET-items-q-stripes.json", contents: fill(TestTemplates.searchFixture)),
      ScaffoldFile(path: "\(fixtures)/README.md", contents: fill(TestTemplates.fixturesReadme)),
    ]
  }

  /// `template` with its placeholders replaced.
  private func fill(_ template: String) -> String {
    ProviderTemplates.fill(template, name: name, baseURL: baseURL)
  }
}
