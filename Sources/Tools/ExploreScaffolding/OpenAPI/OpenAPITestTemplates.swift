import ExploreOpenAPI
import Foundation

/// The files of a provider generated from an OpenAPI document that are not
/// the scaffold's: the loopback test of its first list, and the fixtures'
/// README, both complete (their placeholders filled).
enum OpenAPITestTemplates {
  /// A test that loads the first example of the first resource over HTTP from the simulation.
  ///
  /// NB: the template is filled before the request goes in, so that no
  /// placeholder is looked for in text from the document.
  static func loopbackTests(_ source: OpenAPISource) -> String {
    let resource = source.plan.resources.first { $0.kind == .list } ?? source.plan.resources[0]
    let names = resource.arguments + resource.options.filter(\.isRequired).map(\.name)
    let arguments = names.map { "\(SwiftSpelling.stringLiteral($0)): \(SwiftSpelling.stringLiteral(source.exampleValue(of: $0, in: resource)))" }
    let path = "path: [\(SwiftSpelling.stringLiteral(resource.name))]"
    let request = arguments.isEmpty ? "ResourceRequest(\(path))" : "ResourceRequest(\(path), arguments: [\(arguments.joined(separator: ", "))])"
    let template = ProviderTemplates.loopbackTests(named: "theFirstExampleComesOverHTTPAfterARetry")
    return ProviderTemplates.fill(template, name: source.name, baseURL: source.baseURL).replacingOccurrences(of: "__REQUEST__", with: request)
  }

  /// The README of `fixtures/<name>`: where the files come from, and the commands that record real ones.
  ///
  /// NB: the commands are made of the resources' names and examples, which
  /// are plain words (``ResourcePlanner/commandWord(_:)``, ``OpenAPISource/isPlainWord(_:)``).
  static func fixturesReadme(_ source: OpenAPISource) -> String {
    let name = source.name
    let commands = source.plan.resources.flatMap(source.examples(of:)).map { "explore --record /tmp/rec \(name.commandName) \($0)" }
    let madeUp = source.fixtures.filter { !$0.isFromExample }.map(\.fileName)
    let note = madeUp.isEmpty
      ? "Every file holds an example of the document."
      : "The document has no example for these, which hold made-up records:\n\n" + madeUp.map { "- `\($0)`" }.joined(separator: "\n")
    return """
      # \(name.commandName) replay fixtures

      Replay fixtures for the \(name.type) provider, written by `new-provider --openapi`
      from the OpenAPI document: one exchange per `*.json` file, for each
      example of each resource, matched by method and path (see
      docs/AddingAProvider.md). `explore --offline \(name.commandName) …` and
      `Tests/\(name.testModule)` read them.

      \(note)

      Replace them with pages recorded from the real API, by running every example:

      ```
      \(commands.joined(separator: "\n"))
      cp /tmp/rec/\(name.commandName)/*.json fixtures/\(name.commandName)/
      ```

      """
  }
}
