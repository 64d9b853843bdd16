import ExploreCore
import ExploreDeclarations
import ExploreEngine
@testable import ExploreScaffolding
import ExploreTables
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
/// The document reaches the module only as its declaration's JSON: the
/// Swift files are the same as for a plain document, and they compile
/// against this build's modules with that declaration compiled in.
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
    let (files, notes) = try Self.generate(Self.document)
    let json = try #require(files["/Sources/Providers/HostileProvider/hostile.json"])
    let declaration = try EmbeddedDeclaration.decode(Array(json.utf8), file: "hostile.json")
    let definition = try declaration.definition()
    #expect(definition.descriptor.resources.count >= 3, "\(definition.descriptor.resources.map(\.name))")
    #expect(definition.descriptor.resources.map(\.name) == declaration.resources.map(\.name))
    // NB: the operation with the most options is left out for the `#` in its path, the header scheme for its name.
    #expect(notes.count >= 8 && notes.count == declaration.source?.leftOut.count)
    #expect(notes.contains { $0.hasPrefix("new-provider: not mapped: security scheme: its header name") })
  }

  /// No generated file holds a character that could end a line or a comment
  /// where an editor or the compiler would not expect it, nor hide text
  /// from a reviewer: the declaration escapes them.
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
    let json = try #require(files["/Sources/Providers/HostileProvider/hostile.json"])
    #expect(json.contains("\\u202e"), "the document's bidirectional override is escaped, not dropped")
    for note in notes {
      #expect(!note.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(note)")
      #expect(note.count <= NewProviderCommand.maximumNoteLength)
    }
  }

  /// The Swift of the module, its tests and its simulation is the same,
  /// byte for byte, as from a plain document: no string of the document
  /// is in it.
  @Test func theSwiftIsTheSameAsForAPlainDocument() throws {
    let hostile = try Self.generate(Self.document).files.filter { $0.key.hasSuffix(".swift") }
    let plain = try Self.generate(OpenAPITestDocuments.birdwatchURL, name: "Hostile").files.filter { $0.key.hasSuffix(".swift") }
    #expect(hostile.count == 4)
    #expect(hostile == plain)
  }

  @Test func theGeneratedProviderItsSimulationAndItsTestsCompile() throws {
    let (files, _) = try Self.generate(Self.document)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (path, text) in files where path.hasSuffix(".swift") { try folder.write(text, to: String(path.dropFirst())) }
    // NB: what SwiftPM's `.embedInCode("hostile.json")` generates.
    let bytes = Array(try #require(files["/Sources/Providers/HostileProvider/hostile.json"]).utf8).map(String.init).joined(separator: ",")
    try folder.write("struct PackageResources {\nstatic let hostile_json: [UInt8] = [\(bytes)]\n}\n", to: "Sources/Providers/HostileProvider/embedded_resources.swift")
    let compiler = try SwiftCompiler()
    let modules = try SwiftCompiler.modules()
    let flags = SwiftCompiler.languageFlags + ["-parse-as-library", "-package-name", SwiftCompiler.packageName(modules: modules)]
    let built = folder.url.appendingPathComponent("Modules", isDirectory: true)
    try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
    let search = ["-I", built.path, "-I", modules.path]
    let steps: [(String, [String])] = [
      ("the provider", ["-emit-module", "-module-name", "HostileProvider", "-emit-module-path", built.appendingPathComponent("HostileProvider.swiftmodule").path,
        "Sources/Providers/HostileProvider/Hostile.swift", "Sources/Providers/HostileProvider/embedded_resources.swift"]),
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
    #expect(errors.contains("--base-url"), "\(errors)")
    #expect(!errors.contains("\nfunc pwned"), "\(errors)")
    #expect(!errors.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" })
    #expect(try ScaffoldPackage.contents(of: root).keys.sorted() == ["/Package.swift", "/spec.json"])
  }
}
