// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// Every API that explore ships with. Each name `<Name>` has a module
/// `Sources/Providers/<Name>Provider` whose provider type is `<Name>`, a test target
/// `Tests/<Name>ProviderTests` with its simulated API in `Simulation/`, and replay fixtures in
/// `fixtures/<lowercased name>`. The `explore` executable depends on all of
/// them, and the `ProviderRegistryPlugin` build plugin generates its list of
/// provider types from those dependencies.
///
/// This list is the one place a provider is added:
/// `swift package --allow-writing-to-package-directory new-provider <Name>`
/// scaffolds one and inserts its name here. Programs edit the lines between
/// the markers: one quoted name per line, sorted.
let providers = [
  // BEGIN providers: one quoted name per line, sorted.
  "GitHub",
  "RickAndMorty",
  // END providers
]

/// Where each module lives: `Sources/<layer>/<module>`. The layers, from the
/// bottom: the core's models (no I/O, no provider names), formats (bytes read
/// into values, no I/O), infrastructure (files, HTTP, cache, replay, sign-in),
/// providers (the one interpreter of tables, and the APIs that ship), the
/// interface (terminal, output, arguments, the browser, the commands) and the
/// tools that build explore (plugins' programs, fuzz targets). A module
/// depends only on modules of its own layer or the layers before it; the
/// README's "How the code is laid out" says which module owns which feature.
let layers: [(layer: String, modules: [String])] = [
  ("Core", ["ExploreSnapshots", "ExploreCore", "ExplorePaging", "ExploreSearch", "ExploreTables", "ExploreDeclarations"]),
  ("Formats", ["ExploreYAML", "ExploreJSONTape", "ExploreOpenAPI", "ExploreAPIVocabulary", "ExploreOpenAPIPlanner", "ExplorePictures", "ExplorePictureEncoding"]),
  (
    "Infrastructure",
    [
      "ExploreFiles", "ExploreStorage", "ExploreHTTPCache", "ExploreURLSessionInterface", "ExploreCurl", "ExploreURLSession",
      "ExploreNetworking", "ExploreReplay", "ExploreSignIn",
    ]
  ),
  ("Providers", ["ExploreEngine"] + providers.map { "\($0)Provider" }),
  (
    "Interface",
    [
      "ExploreTerminal", "ExploreTerminalGraphics", "ExplorePictureLoading", "ExploreRendering", "ExploreArguments", "ExploreBrowser",
      "ExploreBrowserBridge", "ExploreAddedAPIs", "ExploreCommandRuntime", "ExploreLiveLists", "ExploreCommands", "explore",
    ]
  ),
  ("Tools", ["ExploreScaffolding", "ProviderScaffold", "ProviderRegistryGenerator", "ExploreFuzzTargets"]),
]

/// The declaration a provider module is made of, when `new-provider
/// --openapi` wrote one (`Sources/Providers/<Name>Provider/<name>.json`, the file
/// `explore api add` writes from the same document): compiled into the
/// module as bytes (`PackageResources.<name>_json`), so that no file has to
/// be installed beside the binary. `nil` for a provider written in Swift.
func declaration(of provider: String) -> [Resource]? {
  let file = provider.lowercased() + ".json"
  let path = Context.packageDirectory + "/Sources/Providers/\(provider)Provider/" + file
  return FileManager.default.fileExists(atPath: path) ? [.embedInCode(file)] : nil
}

let package = Package(
  name: "explore",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "explore", targets: ["explore"]),
    .library(name: "ExploreCore", targets: ["ExploreCore"]),
    .library(name: "ExplorePaging", targets: ["ExplorePaging"]),
    // The diffable list snapshot and the section snapshot, for the separate `Benchmarks/` package.
    .library(name: "ExploreSnapshots", targets: ["ExploreSnapshots"]),
    .library(name: "ExploreNetworking", targets: ["ExploreNetworking"]),
    // URLSession in a library of its own, which explore loads on Linux at its
    // first request (not at start: FoundationNetworking and libcurl take
    // longer to load than the rest of explore takes to run `--version`).
    .library(name: "ExploreURLSession", type: .dynamic, targets: ["ExploreURLSession"]),
    // The renderers, for the rendering benchmarks in the separate `Benchmarks/` package.
    .library(name: "ExploreRendering", targets: ["ExploreRendering"]),
    // The loopback test server, for the separate `Benchmarks/` package.
    .library(name: "ExploreTestSupport", targets: ["ExploreTestSupport"]),
    // The corpus scoreboard (issue 42), for its benchmark in the separate `Benchmarks/` package.
    .library(name: "ExploreCorpusScoreboard", targets: ["ExploreCorpusScoreboard"]),
    // For the fuzzers in Fuzz/, a package of its own; never shipped.
    .library(name: "ExploreFuzzTargets", targets: ["ExploreFuzzTargets"]),
    // Decoding and showing pictures, for the separate `Benchmarks/` package.
    .library(name: "ExplorePictures", targets: ["ExplorePictures"]),
    .library(name: "ExploreTerminalGraphics", targets: ["ExploreTerminalGraphics"]),
    // The interactive mode's state machine and screen, for the refresh benchmarks in the separate `Benchmarks/` package.
    .library(name: "ExploreBrowser", targets: ["ExploreBrowser"]),
    // The YAML reader, for its benchmark in the separate `Benchmarks/` package.
    .library(name: "ExploreYAML", targets: ["ExploreYAML"]),
    // Reading OpenAPI documents and scaffolding providers, for the generation benchmark in the separate `Benchmarks/` package.
    .library(name: "ExploreOpenAPI", targets: ["ExploreOpenAPI"]),
    .library(name: "ExploreOpenAPIPlanner", targets: ["ExploreOpenAPIPlanner"]),
    .library(name: "ExploreScaffolding", targets: ["ExploreScaffolding"]),
  ],
  targets: [
    // Sources/Core: models, no I/O and no provider names (four modules here, and ExploreTables and ExploreDeclarations below).
    // The diffable list snapshot and its O(n) changeset, and the expandable
    // section snapshot: generic over their identifiers, no dependencies.
    .target(name: "ExploreSnapshots"),
    // Items, resources and the `Provider` protocol, the values of paging and HTTP.
    .target(name: "ExploreCore", dependencies: ["ExploreSnapshots"]),
    // Paging: one page at a time (`Paginator`) or every page concurrently,
    // streamed (`PageStream`), with no duplicate, racing or runaway loads.
    .target(name: "ExplorePaging", dependencies: ["ExploreCore"]),
    // Search: debounce, validation, stale results dropped, paged results.
    .target(name: "ExploreSearch", dependencies: ["ExploreCore", "ExplorePaging"]),

    // Sources/Infrastructure: every file explore writes: private, atomic, locked. Foundation only.
    .target(name: "ExploreFiles"),

    // Sources/Formats: YAML 1.2 text (what OpenAPI documents use) read into an
    // ordered tree or straight into JSON, bounded against hostile input.
    // No dependencies, not even Foundation.
    .target(name: "ExploreYAML"),

    // Sources/Formats: pictures: PNG (with its own inflate) and JPEG decoders, and
    // scaling to a box of cells. No dependencies, not even Foundation.
    .target(name: "ExplorePictures"),
    // Sources/Formats: encoding pictures: deflate and PNG, for the terminal
    // protocols that take a file (kitty, iTerm2). No Foundation either.
    .target(name: "ExplorePictureEncoding", dependencies: ["ExplorePictures"]),

    // Sources/Interface: the bytes each terminal graphics protocol takes (kitty,
    // iTerm2, sixel, half blocks, tmux passthrough) and the choice of a
    // protocol from the options, the environment and the terminal's answer.
    .target(name: "ExploreTerminalGraphics", dependencies: ["ExplorePictures", "ExplorePictureEncoding"]),

    // Sources/Infrastructure: the conditional HTTP cache on disk (entries, their index,
    // eviction) and the SHA-256 of its keys, and the cursors lists paged by
    // cursor saw (`CursorMemory`), through the one file layer.
    .target(name: "ExploreHTTPCache", dependencies: ["ExploreCore", "ExploreFiles"]),

    // Sources/Infrastructure: one HTTP exchange (its deadline, byte and header bounds, and
    // refused redirects), behind an interface of plain values, in the
    // dynamic library `ExploreURLSession`: on Linux the only code that links
    // FoundationNetworking, loaded at the first request. On Linux it drives
    // libcurl itself (`ExploreCurl`, C: libcurl opened at run time, no
    // headers needed), since URLSession there spins while a server thinks.
    .target(name: "ExploreURLSessionInterface"),
    .target(name: "ExploreCurl", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    .target(
      name: "ExploreURLSession",
      dependencies: ["ExploreURLSessionInterface", .target(name: "ExploreCurl", condition: .when(platforms: [.linux]))]
    ),

    // Sources/Infrastructure: HTTP on URLSession, caching, retries, rate limits, typed
    // errors, and the REST building blocks providers are made of.
    .target(
      name: "ExploreNetworking",
      dependencies: [
        "ExploreCore", "ExplorePaging", "ExploreHTTPCache", "ExploreFiles", "ExploreURLSessionInterface",
        // NB: linked in where URLSession is part of Foundation; on Linux,
        // loaded from `libExploreURLSession.so` at the first request.
        .target(name: "ExploreURLSession", condition: .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS])),
      ]
    ),

    // Sources/Core: the tables a provider declares, as data: how JSON records
    // map to items, lists and their paging, details, expansions and
    // sections. The core only.
    .target(name: "ExploreTables", dependencies: ["ExploreCore"]),
    // Sources/Core: the declaration format made of those tables: a provider
    // in a file, read strictly, and its JSON Schema. The core only.
    .target(name: "ExploreDeclarations", dependencies: ["ExploreCore", "ExploreTables"]),

    // Sources/Providers: the one interpreter of those tables: lists, details,
    // expansions and sections loaded through a REST client, the Swift
    // builders of tables, and the provider each declaration makes.
    .target(
      name: "ExploreEngine",
      dependencies: ["ExploreCore", "ExploreTables", "ExploreDeclarations", "ExplorePaging", "ExploreNetworking", "ExploreHTTPCache", "ExploreSignIn"]
    ),

    // Sources/Infrastructure: recording exchanges into fixtures and replaying them offline,
    // and the fixtures compiled into the executable.
    .target(name: "ExploreReplay", dependencies: ["ExploreCore", "ExploreHTTPCache", "ExploreNetworking", "ExploreFiles"]),

    // Sources/Infrastructure: signing in for any provider: the token store, the `login`
    // options, OAuth's device flow, a token another tool prints.
    .target(name: "ExploreSignIn", dependencies: ["ExploreCore", "ExploreNetworking", "ExploreFiles"]),

    // Sources/Infrastructure: explore's own files (favorites, snapshots): atomic, locked, versioned.
    .target(name: "ExploreStorage", dependencies: ["ExploreCore", "ExploreFiles"]),

    // Sources/Interface: the terminal: raw mode, keys, sizes, signals and restoring
    // the terminal on a crash, the standard streams, the one sanitiser of
    // outside text printed on it, and what text takes on it: display
    // widths, wrapping, styles and the colour policy. The core (for its
    // error types), libc and Foundation.
    .target(name: "ExploreTerminal", dependencies: ["ExploreCore"]),

    // Sources/Interface: text and JSON output: formatters, the list, grid and detail
    // layouts, the JSON writer, the changes `--watch` prints. The core (its
    // models and snapshots), and the terminal's sanitiser and display
    // widths for the text it writes.
    .target(name: "ExploreRendering", dependencies: ["ExploreCore", "ExploreSnapshots", "ExploreTerminal"]),

    // Sources/Interface: the command line: tokens, parsing, help, completions, exit
    // statuses and usage errors, driven only by provider descriptors.
    .target(name: "ExploreArguments", dependencies: ["ExploreCore", "ExploreTerminal", "ExploreTerminalGraphics"]),

    // Sources/Interface: pictures in the output: fetched through a provider's
    // transport (cache, recording, replay) without credentials, decoded
    // within limits, and laid out for the grid and detail layouts.
    .target(
      name: "ExplorePictureLoading",
      dependencies: [
        "ExploreCore", "ExploreNetworking", "ExplorePictures", "ExploreTerminalGraphics", "ExploreRendering", "ExploreTerminal",
      ]
    ),

    // Sources/Interface: the interactive browser: a pure reducer, its screen, and the
    // runtime that drives it from keys and loads.
    .target(
      name: "ExploreBrowser",
      dependencies: ["ExploreCore", "ExplorePaging", "ExploreSearch", "ExploreSnapshots", "ExploreRendering", "ExploreTerminal"]
    ),

    // Sources/Interface: `explore api`: adding (from a declaration or an OpenAPI
    // document, planned by ExploreOpenAPIPlanner), listing, showing and removing
    // APIs read at run time, and the declared providers a command line needs.
    .target(
      name: "ExploreAddedAPIs",
      dependencies: [
        "ExploreCore", "ExploreArguments", "ExploreTables", "ExploreDeclarations", "ExploreEngine", "ExploreNetworking", "ExploreFiles", "ExploreOpenAPI",
        "ExploreOpenAPIPlanner", "ExploreAPIVocabulary", "ExploreTerminal",
      ]
    ),

    // Sources/Interface: what the interactive runner takes from the stores and the
    // command line: favorites in the browser (loaded, marked, toggled,
    // browsed), and the options `-i` leaves aside.
    .target(
      name: "ExploreBrowserBridge",
      dependencies: ["ExploreBrowser", "ExploreArguments", "ExploreCore", "ExploreNetworking", "ExploreStorage", "ExploreTerminal"]
    ),

    // Sources/Interface: what every command runs on: the process's standard
    // I/O, its stop (signals, watchdog) and exit status, a provider's session
    // and transports (cache, replay, fixtures), and a list loaded and written
    // once (pages, `--all` streamed, expansions, pictures).
    .target(
      name: "ExploreCommandRuntime",
      dependencies: [
        "ExploreCore", "ExplorePaging", "ExploreSearch", "ExploreHTTPCache", "ExploreNetworking", "ExploreReplay", "ExploreSignIn",
        "ExploreStorage", "ExploreTerminal", "ExploreRendering", "ExploreArguments", "ExplorePictureLoading", "ExploreTerminalGraphics",
        "ExplorePictures", "ExploreAddedAPIs",
      ]
    ),

    // Sources/Interface: lists that stay live: the `-i` browser's runner and
    // `--watch` (refreshes paced by the rate limit, pages kept while their
    // answers do not change, the changes marked).
    .target(
      name: "ExploreLiveLists",
      dependencies: [
        "ExploreCommandRuntime", "ExploreCore", "ExploreSnapshots", "ExploreNetworking", "ExploreStorage", "ExploreTerminal",
        "ExploreRendering", "ExploreArguments", "ExploreBrowser", "ExploreBrowserBridge", "ExplorePictureLoading", "ExploreTerminalGraphics",
        "ExplorePictures",
      ]
    ),

    // Sources/Interface: the commands: a parsed command line sent to what runs
    // it (a list, `-i`, `--watch`, favorites, changes, sign-in, added APIs).
    .target(
      name: "ExploreCommands",
      dependencies: [
        "ExploreCommandRuntime", "ExploreLiveLists", "ExploreCore", "ExploreNetworking", "ExploreReplay", "ExploreStorage",
        "ExploreTerminal", "ExploreRendering", "ExploreArguments", "ExploreAddedAPIs", "ExploreBrowserBridge",
      ]
    ),

    // Sources/Interface: a thin `main` that hands every provider to the CLI. Its
    // `ProviderRegistry` is generated from its `*Provider` dependencies, with
    // their replay fixtures (`fixtures/<folder>`) compiled in.
    .executableTarget(
      name: "explore",
      dependencies: ["ExploreCommands", "ExploreArguments", "ExploreCore", "ExploreReplay"] + providers.map { .target(name: "\($0)Provider") },
      plugins: [.plugin(name: "ProviderRegistryPlugin")]
    ),

    // The fuzz targets: public entry points that take bytes, for the
    // libFuzzer executables in Fuzz/ and for the tests that replay their
    // crash inputs. Every provider is fuzzed, from the same generated registry.
    .target(
      name: "ExploreFuzzTargets",
      dependencies: [
        "ExploreCommands", "ExploreCommandRuntime", "ExploreArguments", "ExploreTerminal", "ExploreCore", "ExplorePaging", "ExploreHTTPCache",
        "ExploreNetworking", "ExploreReplay", "ExplorePictures", "ExploreTerminalGraphics", "ExploreStorage", "ExploreYAML",
        "ExploreTables", "ExploreDeclarations", "ExploreEngine", "ExploreOpenAPI", "ExploreScaffolding", "ExploreAddedAPIs",
      ]
        + providers.map { .target(name: "\($0)Provider") },
      plugins: [.plugin(name: "ProviderRegistryPlugin")]
    ),

    // Sources/Formats: an OpenAPI document read within bounds (its JSON or YAML,
    // `$ref`s and `allOf`) and its schemas' shapes. Foundation, the YAML
    // reader and the JSON tape only.
    .target(name: "ExploreOpenAPI", dependencies: ["ExploreYAML", "ExploreCore", "ExploreJSONTape"]),
    // Sources/Formats: the plan of a provider's resources made from a read
    // document: which operations are lists and details, their records' ids,
    // titles and fields, paging, search and names (`api add`'s choices).
    .target(name: "ExploreOpenAPIPlanner", dependencies: ["ExploreOpenAPI", "ExploreAPIVocabulary", "ExploreCore"]),
    // Sources/Formats: the words of API documents: what a name says (a title,
    // an id, a date, a secret, a page size) and the English of command words.
    .target(name: "ExploreAPIVocabulary", dependencies: ["ExploreOpenAPI"]),
    // Sources/Formats: a JSON text read in one pass, without recursion, into a tape
    // of 8-byte nodes (`OpenAPIJSONReader`, `OpenAPIJSONTape`) that
    // `ExploreOpenAPI`'s `OpenAPIJSON` reads its values from. Foundation only.
    .target(name: "ExploreJSONTape"),

    // Plugins: the generated provider registry (and embedded fixtures), and the `new-provider` scaffold.
    .executableTarget(name: "ProviderRegistryGenerator"),
    // What `new-provider` writes: the templates, the declaration `api add`
    // writes from an OpenAPI document (its planner) beside a short Swift type
    // that loads it, the provider list edit, and the command; run by the
    // `ProviderScaffold` tool, which the plugin runs.
    .target(
      name: "ExploreScaffolding",
      dependencies: ["ExploreOpenAPI", "ExploreTerminal", "ExploreTables", "ExploreDeclarations", "ExploreEngine", "ExploreAddedAPIs"]
    ),
    .executableTarget(name: "ProviderScaffold", dependencies: ["ExploreScaffolding"]),
    .plugin(
      name: "ProviderRegistryPlugin",
      capability: .buildTool(),
      dependencies: ["ProviderRegistryGenerator"]
    ),
    .plugin(
      name: "NewProviderPlugin",
      capability: .command(
        intent: .custom(
          verb: "new-provider",
          description: "Scaffolds a provider module, its tests and a replay fixture, and adds it to the provider list"
        ),
        permissions: [
          .writeToPackageDirectory(
            reason: "Creates Sources/Providers/<Name>Provider, Tests/<Name>ProviderTests and fixtures/<name>, and adds <Name> to Package.swift"
          )
        ]
      ),
      dependencies: ["ProviderScaffold"]
    ),
    .testTarget(name: "PluginsTests", dependencies: ["ProviderRegistryGenerator", "ExploreScaffolding", "GuideExamples", "ExploreTestSupport"]),
    .testTarget(
      name: "ExploreOpenAPITests", dependencies: ["ExploreOpenAPI", "ExploreOpenAPIPlanner", "ExploreJSONTape", "ExploreCore", "ExploreTestSupport"]
    ),
    .testTarget(name: "ExploreAPIVocabularyTests", dependencies: ["ExploreAPIVocabulary", "ExploreOpenAPI"]),
    .testTarget(
      name: "ExploreOpenAPIPlannerTests", dependencies: ["ExploreOpenAPIPlanner", "ExploreAPIVocabulary", "ExploreOpenAPI", "ExploreJSONTape", "ExploreCore", "ExploreTestSupport"]
    ),
    // NB: the modules a generated provider imports, so that the tests can
    // compile what the generator writes against them, and the tool itself.
    .testTarget(
      name: "ExploreScaffoldingTests",
      dependencies: [
        "ExploreScaffolding", "ExploreOpenAPI", "ExploreTerminal", "ExploreTestSupport", "ProviderScaffold", "ExploreCore",
        "ExploreTables", "ExploreDeclarations", "ExploreEngine", "ExploreNetworking", "ExploreConformance", "ExploreAddedAPIs",
      ]
    ),
    // The Swift blocks of docs/AddingAProvider.md, compiled; `GuideBlocksTests`
    // fails when the guide and these files differ.
    .target(
      name: "GuideExamples", dependencies: ["ExploreCore", "ExploreNetworking", "ExploreTables", "ExploreEngine", "ExploreSignIn"],
      path: "Tests/GuideExamples"),
    // The guide's example providers against the conformance suite, from
    // fixtures each test writes.
    .testTarget(
      name: "GuideExamplesTests",
      dependencies: ["GuideExamples", "ExploreConformance", "ExploreCore", "ExploreTestSupport"]
    ),

    // Shared by the test targets: the loopback HTTP server, fixture paths, golden files.
    .target(
      name: "ExploreTestSupport",
      dependencies: ["ExploreCore", "ExploreNetworking", "ExploreReplay", "ExploreYAML"],
      path: "Tests/ExploreTestSupport"
    ),

    // The scoreboard of issue 42: `api add` on the real published documents
    // of fixtures/openapi, and each list resource it makes tried against the
    // API simulated from the same document (`OpenAPISimulation`).
    .target(
      name: "ExploreCorpusScoreboard",
      dependencies: [
        "ExploreAddedAPIs", "ExploreArguments", "ExploreCore", "ExploreTables", "ExploreDeclarations", "ExploreNetworking", "ExplorePaging",
        "ExploreTestSupport",
      ],
      path: "Tests/ExploreCorpusScoreboard"
    ),
    .testTarget(name: "ExploreCorpusScoreboardTests", dependencies: ["ExploreCorpusScoreboard", "ExploreTestSupport"], exclude: ["Goldens"]),

    // The conformance suite every provider's tests run: its examples
    // offline, its expansions' request budgets, its refusals.
    .target(
      name: "ExploreConformance",
      dependencies: ["ExploreCore", "ExploreNetworking", "ExploreReplay", "ExploreArguments", "ExploreTestSupport"],
      path: "Tests/ExploreConformance"
    ),

    // The package's shape, read from Sources/: module sizes, folders that
    // depend on each other one way, one declaration per type name, one
    // caller of `exit`, requests read by typed keys.
    .testTarget(name: "PackageShapeTests", dependencies: ["ExploreTestSupport"]),
    .testTarget(name: "ExploreSnapshotsTests", dependencies: ["ExploreSnapshots", "ExploreTestSupport"]),
    .testTarget(name: "ExploreCoreTests", dependencies: ["ExploreCore", "ExploreTestSupport"]),
    .testTarget(name: "ExplorePagingTests", dependencies: ["ExplorePaging", "ExploreCore", "ExploreTestSupport"]),
    .testTarget(name: "ExploreSearchTests", dependencies: ["ExploreSearch", "ExplorePaging", "ExploreCore", "ExploreTestSupport"]),
    .testTarget(name: "ExploreFilesTests", dependencies: ["ExploreFiles", "ExploreTestSupport"]),
    .testTarget(name: "ExploreHTTPCacheTests", dependencies: ["ExploreHTTPCache", "ExploreCore", "ExploreTestSupport"]),
    .testTarget(name: "ExplorePicturesTests", dependencies: ["ExplorePictures", "ExploreTestSupport"]),
    .testTarget(name: "ExplorePictureEncodingTests", dependencies: ["ExplorePictureEncoding", "ExplorePictures", "ExploreTestSupport"]),
    // The YAML reader against the YAML test suite's cases and the real
    // OpenAPI documents in fixtures/, compared with their JSON (read by
    // ExploreEngine's JSON reader).
    .testTarget(name: "ExploreYAMLTests", dependencies: ["ExploreYAML", "ExploreEngine", "ExploreCore", "ExploreTestSupport"]),
    .testTarget(
      name: "ExploreTerminalGraphicsTests",
      dependencies: ["ExploreTerminalGraphics", "ExplorePictures", "ExploreTestSupport"],
      exclude: ["Goldens"]
    ),
    .testTarget(
      name: "ExplorePictureLoadingTests",
      dependencies: [
        "ExplorePictureLoading", "ExploreCore", "ExploreNetworking", "ExplorePictures", "ExplorePictureEncoding", "ExploreTerminalGraphics", "ExploreRendering",
        "ExploreTerminal", "ExploreTestSupport",
      ],
      exclude: ["Goldens"]
    ),
    // Replays every input the fuzzers saved in Fuzz/Crashes, and the seeds.
    .testTarget(name: "ExploreFuzzTargetsTests", dependencies: ["ExploreFuzzTargets", "ExploreTestSupport"]),
    // A tiny executable the storage tests run as many processes at once and
    // kill mid-write (favorites, the GitHub token store, the HTTP cache); it
    // is never shipped.
    .executableTarget(
      name: "ExploreStorageProbe",
      dependencies: ["ExploreStorage", "ExploreCore", "ExploreFiles", "ExploreHTTPCache", "ExploreNetworking", "ExploreSignIn", "GitHubProvider"],
      path: "Tests/ExploreStorageProbe"
    ),
    .testTarget(
      name: "ExploreStorageTests",
      dependencies: [
        "ExploreStorage", "ExploreCore", "ExploreFiles", "ExploreHTTPCache", "ExploreNetworking", "ExploreSignIn", "GitHubProvider",
        "ExploreTestSupport", "ExploreStorageProbe",
      ]
    ),
    .testTarget(
      name: "ExploreNetworkingTests",
      // NB: ExploreReplay and ExploreSignIn for the tests that record through
      // the client on the loopback server and that send tokens with control characters.
      dependencies: [
        "ExploreCore", "ExploreHTTPCache", "ExploreNetworking", "ExploreReplay", "ExploreSignIn", "ExploreTestSupport",
        "ExploreURLSessionInterface",
      ]
    ),
    .testTarget(name: "ExploreTablesTests", dependencies: ["ExploreTables", "ExploreDeclarations", "ExploreCore", "ExploreTestSupport"]),
    .testTarget(name: "ExploreDeclarationsTests", dependencies: ["ExploreDeclarations", "ExploreTables", "ExploreCore", "ExploreTestSupport"]),
    .testTarget(
      name: "ExploreEngineTests",
      dependencies: [
        "ExploreEngine", "ExploreTables", "ExploreDeclarations", "ExploreCore", "ExploreNetworking", "ExploreHTTPCache", "ExploreSignIn",
        "ExploreTestSupport",
      ]
    ),
    .testTarget(
      name: "ExploreAddedAPIsTests",
      dependencies: [
        "ExploreAddedAPIs", "ExploreTables", "ExploreDeclarations", "ExploreEngine", "ExploreArguments", "ExploreCore", "ExploreTestSupport",
        "ExploreOpenAPI", "ExploreOpenAPIPlanner",
      ]
    ),
    .testTarget(
      name: "ExploreReplayTests",
      dependencies: ["ExploreCore", "ExploreNetworking", "ExploreReplay", "ExploreTestSupport"]
    ),
    .testTarget(
      name: "ExploreSignInTests",
      dependencies: ["ExploreCore", "ExploreNetworking", "ExploreSignIn", "ExploreTestSupport"]
    ),
    // The stress check for hangs (issue 21): runs the built `explore` many
    // times against the loopback simulations and stops each run at a random
    // moment while requests are in flight; `.ci/run` runs it with a small count.
    .executableTarget(
      name: "ExploreHangCheck",
      dependencies: ["ExploreTestSupport", "GitHubSimulation", "RickAndMortySimulation"],
      path: "Tests/ExploreHangCheck"
    ),
    // A tiny executable that enters full-screen mode and then crashes on
    // purpose, for the terminal-restore tests; it is never shipped.
    .executableTarget(
      name: "ExploreTerminalProbe",
      dependencies: ["ExploreCommands", "ExploreCommandRuntime", "ExploreTerminal"],
      path: "Tests/ExploreTerminalProbe"
    ),
    // NB: the end-to-end tests run the `explore` executable; depending on it
    // makes `swift test` build it with the tests, so they never run a stale one.
    .testTarget(
      name: "ExploreCommandsTests",
      dependencies: [
        "explore", "ExploreCommands", "ExploreCommandRuntime", "ExploreLiveLists", "ExploreBrowser", "ExploreArguments", "ExploreCore", "ExploreTables", "ExploreEngine", "ExploreNetworking", "ExploreReplay",
        "ExploreSignIn", "ExploreRendering", "ExploreTerminal", "ExploreTestSupport", "ExploreTerminalProbe", "ExploreTerminalGraphics",
      ]
        + providers.map { .target(name: "\($0)Provider") } + providers.map { .target(name: "\($0)Simulation") },
      exclude: ["Goldens", "EndToEnd/Goldens"]
    ),
    .testTarget(
      name: "ExploreRenderingTests",
      dependencies: ["ExploreRendering", "ExploreCore", "ExploreSnapshots", "ExploreTerminal", "ExploreTestSupport"],
      exclude: ["Goldens"]
    ),
    .testTarget(
      name: "ExploreArgumentsTests", dependencies: ["ExploreArguments", "ExploreCore", "ExploreTerminal", "ExploreTestSupport"]
    ),
    .testTarget(name: "ExploreTerminalTests", dependencies: ["ExploreTerminal", "ExploreCore", "ExploreTestSupport"]),
    .testTarget(name: "ExploreLiveListsTests", dependencies: ["ExploreLiveLists", "ExploreCore", "ExploreNetworking"]),
    .testTarget(
      name: "ExploreBrowserBridgeTests",
      dependencies: [
        "ExploreBrowserBridge", "ExploreBrowser", "ExploreArguments", "ExploreCore", "ExploreStorage", "ExploreTestSupport", "GitHubProvider",
      ]
    ),
    .testTarget(
      name: "ExploreBrowserTests",
      dependencies: [
        "ExploreBrowser", "ExploreArguments", "ExploreCore", "ExploreRendering", "ExploreTerminal", "ExploreTestSupport",
        "GitHubProvider", "RickAndMortyProvider",
      ]
    ),
  ]
    // Sources/Providers: one module and one test target per provider, and the provider's
    // simulated API for the loopback server (`Tests/<Name>ProviderTests/Simulation`),
    // a regular target so that the CLI's end-to-end tests can mount it too.
    + providers.flatMap { name -> [Target] in
      [
        .target(
          name: "\(name)Provider",
          dependencies: [
            "ExploreCore", "ExploreNetworking", "ExploreTables", "ExploreDeclarations", "ExploreEngine", "ExploreSignIn", "ExploreFiles",
          ],
          resources: declaration(of: name)
        ),
        .target(
          name: "\(name)Simulation",
          dependencies: [.target(name: "\(name)Provider"), "ExploreCore", "ExploreHTTPCache", "ExploreNetworking", "ExploreReplay", "ExploreTestSupport"],
          path: "Tests/\(name)ProviderTests/Simulation"
        ),
        .testTarget(
          name: "\(name)ProviderTests",
          dependencies: [
            .target(name: "\(name)Provider"), .target(name: "\(name)Simulation"), "ExploreCore", "ExplorePaging",
            "ExploreNetworking", "ExploreTables", "ExploreDeclarations", "ExploreEngine", "ExploreReplay", "ExploreSignIn", "ExploreTestSupport",
            "ExploreConformance",
          ],
          exclude: ["Simulation"]
        ),
      ]
    },
  swiftLanguageModes: [.v6]
)

// Upcoming language features, on for every target, as swift-collections does.
for target in package.targets where target.type != .plugin {
  var settings = target.swiftSettings ?? []
  settings.append(contentsOf: [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
  ])
  target.swiftSettings = settings
}

// NB: the folders of the layers above, set here rather than as `path:` in
// each target, so that the table is the one place that says where a module
// lives. Test targets and the targets under Tests/ keep their own folders.
for target in package.targets where target.path == nil && target.type != .test && target.type != .plugin {
  if let layer = layers.first(where: { $0.modules.contains(target.name) })?.layer {
    target.path = "Sources/\(layer)/\(target.name)"
  }
}
