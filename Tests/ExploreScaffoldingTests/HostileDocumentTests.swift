import ExploreOpenAPI
@testable import ExploreScaffolding
import ExploreTestSupport
import Foundation
import Testing

/// `new-provider --openapi` on a hostile document (issue 34): every string
/// field of `Tests/Scaffold/hostile-openapi.json` (the title, descriptions,
/// path keys, parameter names, places and styles, property names, enum
/// values, examples, security scheme names, `x-explore-name`,
/// `x-explore-paging`, tags, the server) holds line breaks of every kind,
/// `"""`, `\(`, `*/`, `#`, backslashes, escape sequences, bidirectional
/// overrides and keywords, most of them shaped to declare `func pwned()`.
///
/// The generated provider, its simulation and its tests are compiled
/// against this build's modules, and the compiler's own syntax tree of each
/// file is checked: only the declarations the generator makes, and not one
/// interpolation in the provider's files.
@Suite(.serialized) struct HostileDocumentTests {
  static let document = OpenAPITestDocuments.folder.appendingPathComponent("hostile-openapi.json")

  /// What `new-provider Hostile` (or `name`) writes from `document`, by path, and its notes.
  static func generate(_ document: URL, name: String = "Hostile") throws -> (files: [String: String], notes: [String]) {
    let root = try ScaffoldPackage.temporary()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.copyItem(at: document, to: root.appendingPathComponent("spec.json"))
    let notes = Locked<[String]>([])
    var command = NewProviderCommand(root: root, modules: ["ExploreCore", "ExploreNetworking"])
    command.warn = { line in notes.withLock { $0.append(line) } }
    _ = try command.run([name, "--openapi", "spec.json", "--base-url", "https://api.example.test"])
    let files = try ScaffoldPackage.contents(of: root).filter { $0.key != "/spec.json" && $0.key != "/Package.swift" }
    return (files.mapValues { String(decoding: $0, as: UTF8.self) }, notes.withLock { $0 })
  }

  @Test func theHostileDocumentStillBecomesAProvider() throws {
    let plan = try OpenAPIPlan(OpenAPIDocument(data: Data(contentsOf: Self.document)), providerName: "Hostile")
    #expect(plan.resources.count >= 3, "\(plan.resources.map(\.name))")
    #expect(plan.resources.contains { $0.kind == .detail })
    #expect(plan.resources.contains { $0.options.count > 30 })
    #expect(plan.credential != nil)
    #expect(plan.unmapped.count >= 8)
  }

  /// No generated file holds a character that could end a line or a comment
  /// where an editor or the compiler would not expect it.
  @Test func noGeneratedFileHoldsAControlOrInvisibleCharacter() throws {
    let (files, notes) = try Self.generate(Self.document)
    for (path, text) in files {
      let bad = text.unicodeScalars.filter { scalar in
        scalar != "\n"
          && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || [.format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory))
      }
      #expect(bad.isEmpty, "\(path) holds \(bad.map { String($0.value, radix: 16) })")
    }
    for note in notes {
      #expect(!note.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(note)")
      #expect(note.count <= NewProviderCommand.maximumNoteLength)
    }
    let provider = try #require(files["/Sources/Providers/HostileProvider/Hostile.swift"])
    let notMapped = provider.split(separator: "\n").filter { $0.hasPrefix("// - ") }
    #expect(notMapped.count == notes.count, "each note is one comment line")
  }

  @Test func theGeneratedProviderItsSimulationAndItsTestsCompile() throws {
    let (files, _) = try Self.generate(Self.document)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (path, text) in files where path.hasSuffix(".swift") { try folder.write(text, to: String(path.dropFirst())) }
    let compiler = try SwiftCompiler()
    let modules = try SwiftCompiler.modules()
    let flags = SwiftCompiler.languageFlags + ["-parse-as-library", "-package-name", SwiftCompiler.packageName(modules: modules)]
    let built = folder.url.appendingPathComponent("Modules", isDirectory: true)
    try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
    let search = ["-I", built.path, "-I", modules.path]
    let steps: [(String, [String])] = [
      ("the provider", ["-emit-module", "-module-name", "HostileProvider", "-emit-module-path", built.appendingPathComponent("HostileProvider.swiftmodule").path,
        "Sources/Providers/HostileProvider/Hostile.swift", "Sources/Providers/HostileProvider/HostileRecords.swift"]),
      ("the simulation", ["-emit-module", "-module-name", "HostileSimulation", "-emit-module-path", built.appendingPathComponent("HostileSimulation.swiftmodule").path,
        "Tests/HostileProviderTests/Simulation/HostileSimulation.swift"]),
      ("the tests", ["-typecheck", "-module-name", "HostileProviderTests",
        "Tests/HostileProviderTests/HostileProviderTests.swift", "Tests/HostileProviderTests/HostileLoopbackTests.swift"]),
    ]
    for (what, arguments) in steps {
      let result = try compiler.run(arguments + flags + search, in: folder.url)
      try #require(result.status == 0, "\(what) of the hostile document does not compile:\n\(result.output.prefix(6_000))")
    }
  }

  /// The compiler's syntax tree of the provider's two files: their imports,
  /// one type each, and in it only the generator's members, each made by the
  /// call that makes such a member; no function, no other type, no
  /// conditional compilation, no interpolation.
  @Test func theProviderDeclaresOnlyWhatTheGeneratorWrites() throws {
    let (files, _) = try Self.generate(Self.document)
    let provider = try Self.parse(try #require(files["/Sources/Providers/HostileProvider/Hostile.swift"]))
    let records = try Self.parse(try #require(files["/Sources/Providers/HostileProvider/HostileRecords.swift"]))

    for tree in [provider, records] {
      for kind in [
        "func_decl", "class_decl", "extension_decl", "protocol_decl", "typealias_decl", "macro_expansion_decl", "if_config_decl",
        "operator_decl", "precedence_group_decl", "subscript_decl", "destructor_decl", "enum_element_decl", "macro_decl", "actor_decl",
        "interpolated_string_literal_expr", "macro_expansion_expr",
      ] {
        #expect(tree.all(kind).isEmpty, "\(kind): \(tree.all(kind).map(\.words).prefix(3))")
      }
    }
    let source = try #require(provider.roots.first)
    #expect(source.children.map(\.kind) == ["import_decl", "import_decl", "import_decl", "import_decl", "import_decl", "struct_decl"])
    let type = try #require(source.children.last)
    #expect(type.name == "Hostile")
    let members = type.children.filter { $0.kind.hasSuffix("_decl") }
    #expect(Set(members.map(\.kind)) == ["pattern_binding_decl", "var_decl", "constructor_decl"], "\(Set(members.map(\.kind)))")
    #expect(members.filter { $0.kind == "constructor_decl" }.count == 1)
    for binding in members.filter({ $0.kind == "pattern_binding_decl" }) {
      let name = try #require(binding.all("pattern_named").first?.name)
      let made = Self.callee(of: binding)
      switch name {
      case "metadata": #expect(made == "ProviderMetadata")
      case "client": #expect(made == nil)
      case "resources": #expect(binding.children.first { $0.kind == "pattern_entry" }?.children.contains { $0.kind == "original_init=array_expr" } == true)
      default:
        #expect(["ArgumentKey", "QueryOption.text", "QueryOption.wholeNumber", "QueryOption.flag", "QueryOption.choice"].contains(made ?? ""),
          "the member \(name) is made by \(made ?? "nothing the generator writes")")
      }
    }

    let recordsSource = try #require(records.roots.first)
    #expect(recordsSource.children.map(\.kind) == ["import_decl", "import_decl", "enum_decl"])
    let mappings = try #require(recordsSource.children.last)
    #expect(mappings.name == "HostileRecords")
    for member in mappings.children where member.kind.hasSuffix("_decl") {
      #expect(["pattern_binding_decl", "var_decl"].contains(member.kind), "\(member.kind)")
      if member.kind == "pattern_binding_decl" { #expect(Self.callee(of: member) == "ItemMapping") }
    }
  }

  /// The tests and the simulation come from templates with a request made of
  /// literals: the same declarations and interpolations as for a plain document.
  @Test func theTestsHaveTheShapeOfAPlainDocumentsTests() throws {
    let hostile = try Self.generate(Self.document).files
    let plain = try Self.generate(OpenAPITestDocuments.birdwatchURL, name: "Hostile").files
    for path in [
      "/Tests/HostileProviderTests/HostileProviderTests.swift", "/Tests/HostileProviderTests/HostileLoopbackTests.swift",
      "/Tests/HostileProviderTests/Simulation/HostileSimulation.swift",
    ] {
      let shape = { (text: String) throws -> [String: Int] in
        let tree = try Self.parse(text)
        return Dictionary(grouping: tree.roots.flatMap(\.descendants).filter { $0.kind.hasSuffix("_decl") || $0.kind.hasPrefix("interpolated") }, by: \.kind)
          .mapValues(\.count)
      }
      #expect(try shape(try #require(hostile[path])) == shape(try #require(plain[path])), "\(path)")
    }
  }

  @Test func aServerURLThatIsNotPlainIsRefusedAndQuotedSafely() throws {
    let root = try ScaffoldPackage.temporary()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.copyItem(at: Self.document, to: root.appendingPathComponent("spec.json"))
    var output = ""
    var errors = ""
    let status = NewProviderProcess.run(
      ["--package-directory", root.path, "--", "Hostile", "--openapi", "spec.json"], output: { output += $0 }, errors: { errors += $0 })
    #expect(status == 1)
    #expect(output.isEmpty)
    #expect(errors.contains("names no absolute server URL (its first server is 'https://api.example.test/\\n}\\nfunc pwned() {}')"), "\(errors)")
    #expect(!errors.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" })
    #expect(try ScaffoldPackage.contents(of: root).keys.sorted() == ["/Package.swift", "/spec.json"])
  }

  /// Parameters whose names spell the same Swift name (`a-`, `a_`, `a.`…)
  /// each get a key of their own, numbered.
  @Test func parametersSpelledAlikeGetKeysOfTheirOwn() throws {
    let marks = ["-", "_", ".", "~"]
    let names = (0..<3_000).map { number in "a" + (0..<6).map { marks[(number >> (2 * $0)) & 3] }.joined() }
    let parameters = names.map { ["name": $0, "in": "query", "schema": ["type": "string"]] }
    let schema: [String: Any] = ["type": "array", "items": ["required": ["name"], "properties": ["id": ["type": "integer"], "name": ["type": "string"]]]]
    let document: [String: Any] = [
      "openapi": "3.0.3",
      "paths": ["/things": ["get": ["parameters": parameters, "responses": ["200": ["content": ["application/json": ["schema": schema]]]]]]],
    ]
    let plan = try OpenAPIPlan(OpenAPIDocument(data: JSONSerialization.data(withJSONObject: document)), providerName: "Alike")
    let name = try ProviderName("Alike", reserved: ReservedNames(modules: [], providers: []))
    let provider = OpenAPISource(plan: plan, name: name, baseURL: "https://alike.example", title: "Alike").provider
    let keys = provider.split(separator: "\n").filter { $0.hasPrefix("  static let ") }.map { $0.split(separator: " ")[2] }
    #expect(keys.count == 3_000)
    #expect(Set(keys).count == 3_000)
    #expect(keys.prefix(4) == ["a", "thingA", "thingA2", "thingA3"])
  }

  /// The syntax tree the compiler prints for `text`.
  static func parse(_ text: String) throws -> ParsedSwift {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(text, to: "File.swift")
    let result = try SwiftCompiler().run(["-dump-parse", "File.swift"], in: folder.url)
    try #require(result.status == 0, "\(result.output.prefix(4_000))")
    return try ParsedSwift(String(result.output[(result.output.firstIndex(of: "(") ?? result.output.startIndex)...]))
  }

  /// What the initial value of `binding` calls: `ArgumentKey`, `QueryOption.flag`; `nil` for no call.
  static func callee(of binding: ParsedSwift.Node) -> String? {
    // NB: the dump prints an initial value as a child `(original_init=call_expr …)`.
    guard let entry = binding.children.first(where: { $0.kind == "pattern_entry" }),
      let call = entry.children.first(where: { $0.kind.hasPrefix("original_init=") }),
      call.kind == "original_init=call_expr", let function = call.children.first
    else { return nil }
    switch function.kind {
    case "unresolved_decl_ref_expr": return function.attribute("name")
    case "unresolved_dot_expr":
      let base = function.children.first?.attribute("name") ?? "?"
      return "\(base).\(function.attribute("field") ?? "?")"
    default: return function.kind
    }
  }
}
