import ExploreTestSupport
import Foundation
import Testing

/// The shape issue 22 gave the package, held so that it does not wear away
/// one change at a time: modules of one job and a bounded size, folders
/// that depend on each other one way, one type per name, one way out of
/// the process, and providers that read their requests by typed keys.
@Suite struct PackageShapeTests {
  /// The most non-blank lines a module of `Sources/` may have.
  static let maximumModuleLines = 3_000

  static let sources = ProjectPaths.root.appendingPathComponent("Sources", isDirectory: true)

  @Test func noModuleIsLargerThanTheLimit() throws {
    let files = try SwiftSource.all(in: Self.sources)
    #expect(Set(files.map(\.module)).count > 10, "Sources/ should hold explore's modules")
    let lines = Dictionary(grouping: files, by: \.module).mapValues { $0.reduce(0) { $0 + $1.nonBlankLineCount } }
    for (module, count) in lines.sorted(by: { $0.key < $1.key }) {
      #expect(
        count <= Self.maximumModuleLines,
        "\(module) has \(count) non-blank lines, over the \(Self.maximumModuleLines) a module may have: move a job of it into a module of its own (README, \"How the code is laid out\")"
      )
    }
  }

  /// The layers of `Sources/`, from the bottom (Package.swift's `layers`).
  static let layers = ["Core", "Formats", "Infrastructure", "Providers", "Interface", "Tools"]

  /// Every module lives in the folder of its layer, `Sources/<layer>/<module>`,
  /// so that the layout shows the layers (issue 41).
  @Test func everyModuleIsInALayer() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { !$0.hasPrefix(".") }
    #expect(Set(folders) == Set(Self.layers), "Sources/ should hold exactly the layers' folders \(Self.layers), not \(folders.sorted())")
    let files = try SwiftSource.all(in: Self.sources)
    let loose = files.filter { $0.module.isEmpty }.map(\.path)
    #expect(loose.isEmpty, "Swift files in a layer's folder but in no module: \(loose)")
    let manifest = try String(contentsOf: ProjectPaths.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    for (layer, modules) in Dictionary(grouping: files, by: \.layer).mapValues({ Set($0.map(\.module)) }) {
      for module in modules.sorted() where !module.hasSuffix("Provider") {
        #expect(manifest.contains("\"\(module)\""), "Sources/\(layer)/\(module) is not in Package.swift's `layers`")
      }
    }
  }

  /// The modules whose tests are not in a `<Module>Tests` target, and where they are.
  static let testedElsewhere = [
    "explore": "ExploreCommandsTests, which runs the built binary end to end",
    "ExploreURLSession": "ExploreNetworkingTests (URLSessionLoaderTests) and ExploreCommandsTests (URLSessionLibraryEndToEndTests)",
    "ExploreURLSessionInterface": "the same tests as ExploreURLSession, whose boundary it is",
    "ProviderRegistryGenerator": "PluginsTests, with the build plugin that runs it",
    "ProviderScaffold": "ExploreScaffoldingTests (NewProviderProcessTests runs it), and Tests/Scaffold/scaffold-proof.sh, with the plugin that runs it",
    "ExploreCommandRuntime": "ExploreCommandsTests (RunStopperTests, StandardStreamsTests, StreamedOutputTests, ExecutionTests), through the commands that run on it",
    "ExploreJSONTape": "ExploreOpenAPITests (OpenAPIJSONReadingTests and OpenAPIJSONTapeTests), through the OpenAPIJSON that reads it",
  ]

  @Test func everyModuleHasItsTests() throws {
    let modules = Set(try SwiftSource.all(in: Self.sources).map(\.module))
    let tests = ProjectPaths.root.appendingPathComponent("Tests", isDirectory: true)
    let untested = modules.filter { module in
      Self.testedElsewhere[module] == nil
        && !FileManager.default.fileExists(atPath: tests.appendingPathComponent("\(module)Tests").path)
    }
    #expect(untested.isEmpty, "Modules without a test target of their own: \(untested.sorted()); add Tests/<Module>Tests to Package.swift")
    #expect(Set(Self.testedElsewhere.keys).isSubset(of: modules), "testedElsewhere names a module that is gone")
  }

  /// Inside a module, if a file of folder A names a type declared in
  /// folder B, A depends on B; no chain of such dependencies comes back to
  /// where it started.
  @Test func foldersOfAModuleDependOnEachOtherOneWay() throws {
    let files = try SwiftSource.all(in: Self.sources)
    var loops: [String] = []
    for (module, moduleFiles) in Dictionary(grouping: files, by: \.module).sorted(by: { $0.key < $1.key }) {
      let graph = FolderGraph(moduleFiles)
      if let loop = graph.loop() { loops.append("\(module): \(graph.describe(loop))") }
    }
    #expect(loops.isEmpty, "Folders that depend on each other in a loop; move the types named so that the arrows go one way:\n\(loops.joined(separator: "\n"))")
  }

  @Test func noTypeNameIsDeclaredTwice() throws {
    let files = try SwiftSource.all(in: Self.sources)
    var places: [String: [String]] = [:]
    for file in files {
      for name in file.declaredTypes { places[name, default: []].append(file.path) }
    }
    #expect(places.count > 100, "the type declarations of Sources/ should be found")
    let twice = places.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }
    #expect(twice.isEmpty, "Type names declared more than once: \(twice.map { "\($0.key) in \($0.value.joined(separator: ", "))" })")
  }

  /// `ProcessExit` is the one place explore ends its process with `exit`.
  /// The registry generator and the scaffold tool are build tools, each a
  /// process of its own, and not part of explore.
  @Test func oneCallerOfExit() throws {
    let files = try SwiftSource.all(in: Self.sources).filter { !["ProviderRegistryGenerator", "ProviderScaffold"].contains($0.module) }
    let callers = files.flatMap { file in Array(repeating: file.path, count: file.callsOfExit) }
    #expect(callers == ["Interface/ExploreCommandRuntime/Process/ProcessExit.swift"])
  }

  /// Providers, the guide and the scaffold read a request's values by
  /// typed keys (`request[Self.user]`), never by a string.
  @Test func noRequestIsReadByAStringKey() throws {
    let root = ProjectPaths.root
    var offenders: [String] = []
    var read: Set<String> = []
    for folder in ["Sources", "Plugins", "docs", "Tests/GuideExamples"] {
      let url = root.appendingPathComponent(folder, isDirectory: true)
      let walker = try #require(FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil), "no \(folder)/ to read")
      for case let file as URL in walker where ["swift", "md"].contains(file.pathExtension) {
        read.insert(folder)
        let text = try String(contentsOf: file, encoding: .utf8)
        if text.contains("arguments[\"") || text.contains("options[\"") {
          offenders.append(String(file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)))
        }
      }
    }
    #expect(read.count == 4, "read only \(read.sorted())")
    #expect(offenders.isEmpty, "Requests read by a string key in \(offenders.sorted()); declare an ArgumentKey or OptionKey and read request[key]")
  }

  /// The binary users install reads no variable of the tests: the
  /// end-to-end suites pick the binary they run by `EXPLORE_TEST_BINARY`
  /// (``ProjectPaths/exploreExecutable()``), and explore itself never does.
  @Test func theShippedCodeReadsNoVariableOfTheTests() throws {
    let readers = try SwiftSource.all(in: Self.sources).filter { $0.text.contains("EXPLORE_TEST_") }.map(\.path)
    #expect(readers.isEmpty, "Sources that name an EXPLORE_TEST_ variable: \(readers); only Tests/ may read them")
  }

  /// No tuple literal awaits after its first element, as in
  /// `(index, try await load(id))`: Swift 6.3.1's optimiser can drop the
  /// store of that first element into a task's result made before the
  /// `await` (issue 40: the release build's favorites read index 0 or
  /// garbage from their task group). Await first, then build the tuple.
  @Test func noTupleAwaitsAfterItsFirstElement() throws {
    let offenders = try SwiftSource.all(in: Self.sources).flatMap { file in
      file.tuplesAwaitingAfterTheirFirstElement.map { "\(file.path): \($0)" }
    }
    #expect(offenders.isEmpty, "Tuples that await after their first element: \(offenders); write `let value = try await ...` first, then `(index, value)`")
  }
}
