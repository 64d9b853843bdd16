/// The files of a provider generated from an OpenAPI document that are not
/// the scaffold's: the loopback test of its first list, and the fixtures'
/// README. Placeholders as in ``ProviderTemplates``.
enum OpenAPITestTemplates {
  /// A test that loads the first example of the first resource over HTTP from the simulation.
  static func loopbackTests(_ source: OpenAPISource) -> String {
    let resource = source.plan.resources.first { $0.kind == .list } ?? source.plan.resources[0]
    let names = resource.arguments + resource.options.filter(\.isRequired).map(\.name)
    let arguments = names.map { "\(source.quoted($0)): \(source.quoted(source.exampleValue(of: $0, in: resource)))" }
    let request = arguments.isEmpty
      ? "ResourceRequest(path: [\(source.quoted(resource.name))])"
      : "ResourceRequest(path: [\(source.quoted(resource.name))], arguments: [\(arguments.joined(separator: ", "))])"
    return ProviderTemplates.loopbackTests(named: "theFirstExampleComesOverHTTPAfterARetry", request: request)
  }

  static func fixturesReadme(_ source: OpenAPISource) -> String {
    let commands = source.plan.resources.flatMap(source.examples(of:)).map { "explore --record /tmp/rec __name__ \($0)" }
    let madeUp = source.fixtures.filter { !$0.isFromExample }.map(\.fileName)
    let note = madeUp.isEmpty
      ? "Every file holds an example of the document."
      : "The document has no example for these, which hold made-up records:\n\n" + madeUp.map { "- `\($0)`" }.joined(separator: "\n")
    return """
      # __name__ replay fixtures

      Replay fixtures for the __Name__ provider, written by `new-provider --openapi`
      from the OpenAPI document: one exchange per `*.json` file, for each
      example of each resource, matched by method and path (see
      docs/AddingAProvider.md). `explore --offline __name__ …` and
      `Tests/__Name__ProviderTests` read them.

      \(note)

      Replace them with pages recorded from the real API, by running every example:

      ```
      \(commands.joined(separator: "\n"))
      cp /tmp/rec/__name__/*.json fixtures/__name__/
      ```

      """
  }
}
