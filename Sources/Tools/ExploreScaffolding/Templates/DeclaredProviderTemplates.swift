/// The files of a provider that `new-provider --openapi` makes: a short
/// Swift type that loads the module's declaration through the engine, its
/// tests, its simulation and the fixtures' README, with the placeholders of
/// ``ProviderTemplates``.
///
/// NB: no string of the document is in them. The document reaches the
/// module only as the declaration's JSON, written by `JSONEncoder`; the
/// Swift is the same for every document, and made only of the provider's
/// name, which ``ProviderName`` checked.
enum DeclaredProviderTemplates {
  static let provider = #"""
    // Written by `swift package new-provider __Name__ --openapi`. The provider's
    // resources are declared in __name__.json, the file `explore api add` writes
    // from the same document, compiled into this module (Package.swift: embedInCode).
    public import ExploreCore
    public import ExploreEngine

    /// The __Name__ API, declared in `__name__.json` and run by
    /// the engine that runs every declared API: lists, paging, search, details,
    /// references and expansions come from that file (docs/Declarations.md).
    ///
    /// Edit the declaration to change a resource. What a declaration cannot say
    /// goes in ``hooks`` (docs/AddingAProvider.md): the custom formats, sections
    /// and expansions it names, and resources written in Swift, each replacing
    /// the declared resource of its path or added after them.
    public struct __Name__: Provider {
      /// What only Swift says about the declared tables.
      static let hooks = TableHooks<DeclaredAPI>()

      /// `__name__.json`, as compiled in.
      package static let declarationJSON = PackageResources.__name___json

      /// The declaration with ``hooks``, read once.
      static let declared = EmbeddedDeclaration(declarationJSON, file: "__name__.json", fixturesFolder: "__name__", hooks: hooks)

      public static let metadata = declared.metadata
      public static let resources = declared.resources(of: __Name__.self) { $0.loader }

      /// The declared resources, connected through the context's transport.
      let loader: any ResourceLoader

      public init(context: ProviderContext) {
        loader = Self.declared.connect(context)
      }
    }

    """#

  static let tests = #"""
    import ExploreConformance
    import ExploreCore
    import ExploreDeclarations
    import ExploreEngine
    import ExploreTestSupport
    import Foundation
    import Testing
    import __Name__Provider

    /// The __Name__ provider: its declaration, `__name__.json`, reads and makes
    /// every resource, and each bad value is refused before any request.
    @Suite struct __Name__ProviderTests {
      @Test func theDeclarationReadsAndMakesEveryResource() throws {
        let declaration = try EmbeddedDeclaration.decode(__Name__.declarationJSON, file: "__name__.json")
        _ = try declaration.definition()
        let names = Set(__Name__.descriptor.resources.map(\.name))
        #expect(declaration.resources.allSatisfy { names.contains($0.name) })
        #expect(__Name__.descriptor.fixturesFolder == "__name__")
      }

      @Test func eachBadValueIsRefusedBeforeAnyRequest() async {
        let failures = await ProviderConformance<__Name__>(fixtures: ProjectPaths.fixtures).refusalFailures()
        #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
      }

      /// The first list, with `1` for each argument and a search when it
      /// needs one: what the loopback test loads.
      static func firstList() throws -> ResourceRequest {
        let list = try #require(__Name__.descriptor.resources.first { $0.kind == .list }, "__Name__ declares no list")
        let arguments = Dictionary(uniqueKeysWithValues: list.arguments.map { ($0.name, "1") })
        return ResourceRequest(path: list.path, arguments: arguments, search: list.searchIsRequired ? "1" : nil)
      }
    }

    """#

  static let simulation = #"""
    import ExploreCore
    public import ExploreTestSupport
    import Foundation
    import __Name__Provider

    /// __Name__'s API as the loopback test server simulates it from the
    /// provider's own declaration (`DeclaredAPISimulation`: records numbered
    /// from 1, paged as declared), mounted at `/__name__` by this provider's
    /// tests and by the CLI's end-to-end tests. Replace it with routes that
    /// answer as the real API does when you need more.
    public enum __Name__Simulation: LoopbackSimulation {
      public static func mount(_ options: LoopbackSimulationOptions) -> LoopbackMount {
        let descriptor = __Name__.descriptor
        guard let simulation = try? DeclaredAPISimulation(declaration: Data(__Name__.declarationJSON)) else {
          return LoopbackMount(descriptor: descriptor, router: LoopbackRouter())
        }
        return simulation.mount(name: descriptor.fixturesFolder, environmentVariable: descriptor.baseURLEnvironmentVariable)
      }
    }

    """#

  static let fixturesReadme = #"""
    # __name__ replay fixtures

    Replay fixtures for the __Name__ provider, in the format of every folder
    under `fixtures/`: one exchange per `*.json` file, matched by method and
    path (see docs/AddingAProvider.md). `explore --offline __name__ …` reads
    them, compiled into the binary. `new-provider` wrote none: record pages
    from the real API by running the resources you use (`explore __name__ --help`
    lists them), then copy them here:

    ```
    explore --record /tmp/rec __name__ <resource> [arguments]
    cp /tmp/rec/__name__/*.json fixtures/__name__/
    ```

    """#
}
