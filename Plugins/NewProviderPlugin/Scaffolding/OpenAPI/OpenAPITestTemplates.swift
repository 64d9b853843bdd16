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
    return #"""
      import ExploreCore
      import ExploreNetworking
      import ExploreTestSupport
      import Foundation
      import Testing
      import __Name__Provider
      import __Name__Simulation

      /// The __Name__ provider over HTTP, through the real client, against its
      /// simulation on the loopback server: what the `explore` binary sees.
      @Suite struct __Name__LoopbackTests {
        @Test func theFirstExampleComesOverHTTPAfterARetry() async throws {
          let server = try LoopbackServer.start(simulating: [__Name__Simulation.self])
          defer { server.stop() }
          let mount = __Name__.descriptor.fixturesFolder
          let base = server.baseURL(for: mount)
          try await server.inject([LoopbackFault(match: "/\(mount)/", times: 1, action: .status(503))])

          // NB: 600 s of total time, not the default 30: on a busy machine the
          // first answer can take longer, and the retry must still be made.
          let client = HTTPClient(
            configuration: .init(apiBaseURL: base, retryPolicy: RetryPolicy(baseDelay: .milliseconds(1), maximumTotalTime: .seconds(600))))
          let context = ProviderContext(
            baseURL: base, transport: client,
            directories: ExploreDirectories(environment: [:], home: FileManager.default.temporaryDirectory)
          )
          let page = try await __Name__(context: context).load(\#(request), at: .first)

          #expect(!page.items.isEmpty)
          #expect(try await server.requests().map(\.status) == [503, 200])
        }
      }

      """#
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
