import ExploreTestSupport
import Foundation
import Testing

/// The `ProviderScaffold` tool that the `new-provider` plugin runs, as a
/// process: what it prints where, and its exit status.
@Suite struct NewProviderProcessTests {
  /// The built tool, next to the test runner.
  static func tool() throws -> URL {
    let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let tool = binaries.appendingPathComponent("ProviderScaffold")
    try #require(FileManager.default.isExecutableFile(atPath: tool.path), "no \(tool.path): build the tests with swift build --build-tests")
    return tool
  }

  /// What the tool prints on each stream, and its status.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
    let child = try PipedProcess.start(try tool(), arguments: arguments, input: "")
    // NB: both pipes are read at once, so that neither fills while the other is waited on.
    let errors = Locked(Data())
    let reading = DispatchGroup()
    let handle = child.errors.fileHandleForReading
    DispatchQueue.global().async(group: reading) { errors.withLock { $0 = handle.readDataToEndOfFile() } }
    let output = child.output.fileHandleForReading.readDataToEndOfFile()
    child.process.waitUntilExit()
    reading.wait()
    return (child.process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errors.withLock { $0 }, as: UTF8.self))
  }

  @Test func aDryRunPrintsTheFilesAndExits0() throws {
    let root = try ScaffoldPackage.temporary()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Self.run(["--package-directory", root.path, "--module", "ExploreCore", "--", "Zebra", "--dry-run"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("Dry run: new-provider would write these files, and nothing has been written."))
    #expect(run.errors.isEmpty)
    #expect(try ScaffoldPackage.contents(of: root).keys.sorted() == ["/Package.swift"])
  }

  /// `PACKAGE` stands for a temporary package.
  @Test(arguments: [
    (["--package-directory", "PACKAGE", "--", "zebra"], Int32(64), "error: 'zebra' does not start with an uppercase letter."),
    (["--package-directory", "PACKAGE", "--", "Zebra", "--frobnicate"], 64, "error: Unknown option '--frobnicate'."),
    (["--package-directory", "PACKAGE", "--", "Zebra", "--openapi", "missing.json"], 1, "error: Could not read the OpenAPI document"),
    (["--package-directory", "/nowhere", "--", "Zebra"], 1, "error: Could not read /nowhere/Package.swift"),
    (["--module"], 64, "usage: ProviderScaffold --package-directory <dir>"),
    (["--", "Zebra"], 64, "error: the package directory is missing."),
  ])
  func aFailureIsAnErrorLineAndItsStatus(arguments: [String], status: Int32, message: String) throws {
    let root = try ScaffoldPackage.temporary()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Self.run(arguments.map { $0 == "PACKAGE" ? root.path : $0 })
    #expect(run.status == status)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix(message) || run.errors.contains("\n" + message), "\(run.errors)")
  }

  /// A document whose every operation is left out says why.
  @Test func aDocumentTooDeepToReadIsRefusedWithItsReason() throws {
    let root = try ScaffoldPackage.temporary()
    defer { try? FileManager.default.removeItem(at: root) }
    var schemas: [String: Any] = ["Level2000": ["properties": ["id": ["type": "integer"], "name": ["type": "string"]]]]
    for level in 0..<2_000 { schemas["Level\(level)"] = ["allOf": [["$ref": "#/components/schemas/Level\(level + 1)"]]] }
    let items = ["type": "array", "items": ["$ref": "#/components/schemas/Level0"]] as [String: Any]
    let document: [String: Any] = [
      "openapi": "3.0.3", "servers": [["url": "https://levels.example"]], "components": ["schemas": schemas],
      "paths": ["/things": ["get": ["responses": ["200": ["description": "ok", "content": ["application/json": ["schema": items]]]]]]],
    ]
    try JSONSerialization.data(withJSONObject: document).write(to: root.appendingPathComponent("deep.json"))

    let run = try Self.run(["--package-directory", root.path, "--", "Levels", "--openapi", "deep.json"])

    #expect(run.status == 1)
    let reason = "GET /things: its schema nests $ref and allOf more than 64 levels deep, from #/components/schemas/Level0 to #/components/schemas/Level64"
    #expect(run.errors.hasPrefix("error: No operation of deep.json became a resource (1 left out"), "\(run.errors)")
    #expect(run.errors.contains("\n  \(reason)") && run.errors.contains("Nothing was written."), "\(run.errors)")
    #expect(run.errors.contains("flatten that chain of schemas, or leave the operation out with --only"))
    #expect(try ScaffoldPackage.contents(of: root).keys.sorted() == ["/Package.swift", "/deep.json"])
  }
}
