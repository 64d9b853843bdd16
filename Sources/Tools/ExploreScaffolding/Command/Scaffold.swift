import Foundation

/// Every file `new-provider` writes for one provider.
package struct Scaffold {
  package var name: ProviderName
  package var baseURL: String
  /// The provider generated from an OpenAPI document, instead of the sample `items`.
  package var openAPI: OpenAPISource? = nil

  package init(name: ProviderName, baseURL: String, openAPI: OpenAPISource? = nil) {
    self.name = name
    self.baseURL = baseURL
    self.openAPI = openAPI
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
    if let source = openAPI {
      return [
        ScaffoldFile(path: "\(sources)/\(type).swift", contents: source.provider),
        ScaffoldFile(path: "\(sources)/\(source.recordsType).swift", contents: source.records),
        ScaffoldFile(path: "\(tests)/\(name.testModule).swift", contents: fill(TestTemplates.tests)),
        ScaffoldFile(path: "\(tests)/\(type)LoopbackTests.swift", contents: OpenAPITestTemplates.loopbackTests(source)),
        ScaffoldFile(path: "\(tests)/Simulation/\(type)Simulation.swift", contents: fill(ProviderTemplates.simulation)),
        ScaffoldFile(path: "\(fixtures)/README.md", contents: OpenAPITestTemplates.fixturesReadme(source)),
      ] + source.fixtures.map { ScaffoldFile(path: "\(fixtures)/\($0.fileName)", contents: $0.contents) }
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
