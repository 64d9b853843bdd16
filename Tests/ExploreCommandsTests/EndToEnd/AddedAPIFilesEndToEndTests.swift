import ExploreTestSupport
import Foundation
import Testing

/// The files of an API added with `explore api add` (issue 40, section 2,
/// items 4, 7 and 11), through the built binary: a name never reaches a
/// file outside explore's folder, a declaration explore could not read back
/// is not written (the old one stays), and a folder or a name the file
/// system refuses is said in words.
@Suite(.serialized) final class AddedAPIFilesEndToEndTests: EndToEndSuite {
  let server: LoopbackServer

  override init() throws {
    server = try LoopbackServer.start(mounts: [Gadgets.mount()], fixtures: nil, maxSeconds: 300)
    try super.init()
  }

  deinit {
    server.stop()
  }

  func explore(_ arguments: [String], environment: [String: String] = [:]) async throws -> ExploreBinary.Outcome {
    try await ExploreBinary.run(arguments, environment: environment, home: home)
  }

  var apis: URL { home.appendingPathComponent("config/explore/apis", isDirectory: true) }

  // MARK: - Item 4: names that would be paths

  /// `api remove ../../…/package` removed `package.json` there and made its
  /// folder 0700; `api show ../x` read outside. Both are refused, and the
  /// files outside are as they were.
  @Test(arguments: ["remove", "show"])
  func aNameThatClimbsOutOfExploresFolderIsRefused(subcommand: String) async throws {
    #expect(try await explore(["api", "add", "gadgets", Gadgets.documentURL(on: server)]).status == 0)
    let outside = home.appendingPathComponent("project", isDirectory: true)
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
    let package = outside.appendingPathComponent("package.json")
    try Data(#"{"name": "mine"}"#.utf8).write(to: package)
    // NB: from apis/ up to the home, then down: ../../../project/package.json.
    for name in ["../../../project/package", "../x", "gadgets/../../../project/package", "/tmp/x", ".", ""] {
      let outcome = try await explore(["api", subcommand, name])
      #expect(outcome.status == 64, "\(name): \(outcome.standardError)")
      #expect(outcome.standardError.hasPrefix(
        "Error: '\(name)' cannot name an API: a name is lowercase letters, digits and '-', starting with a letter, at most 64 characters, "
          + "such as 'pokeapi'. Run 'explore api list' to see the APIs added."), "\(name): \(outcome.standardError)")
      #expect(outcome.standardOutput.isEmpty)
    }
    #expect(try String(contentsOf: package, encoding: .utf8) == #"{"name": "mine"}"#)
    #expect(try TemporaryFolder.permissions(of: outside) == 0o755)
    #expect(!FileManager.default.fileExists(atPath: outside.appendingPathComponent("package.json.lock").path))
    // The API added is untouched.
    #expect(try await explore(["api", "show", "gadgets"]).status == 0)
  }

  // MARK: - Item 7: a declaration explore could not read back

  /// A declaration over the 8 MiB that explore reads back is not written:
  /// the working one stays, and the message says to narrow with --only.
  @Test func aDeclarationTooLargeToReadBackIsNotWrittenAndTheOldOneStays() async throws {
    #expect(try await explore(["api", "add", "gadgets", Gadgets.documentURL(on: server)]).status == 0)
    let file = apis.appendingPathComponent("gadgets.json")
    let before = try Data(contentsOf: file)

    // NB: a declaration file of 300 resources, each with a long summary:
    // about 9 MB, as a document of 30,000 operations gives (10.4 MB), in
    // the time a test has.
    let summary = String(repeating: "A gadget of many words. ", count: 1_250)
    let resources = (1...300).map { number in
      #"{"name": "things-\#(number)", "summary": "\#(summary)", "list": {"path": "/items", "item": {"kind": "gadget", "id": "id", "title": "name"}}}"#
    }
    let large = #"{"explore": 1, "name": "gadgets", "summary": "Gadgets.", "baseURL": "\#(server.baseURL(for: "gadgets").absoluteString)", "resources": [\#(resources.joined(separator: ", "))]}"#
    let document = home.appendingPathComponent("large.json")
    try Data(large.utf8).write(to: document)

    let outcome = try await explore(["api", "add", "gadgets", document.path])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.hasPrefix("Error: The declaration of 300 resources would hold "), "\(outcome.standardError)")
    #expect(outcome.standardError.contains(
      "bytes, more than the 8388608 explore reads back from \(file.path), so it was not written (any declaration already there is unchanged). "
        + "Add the API again with --only and a tag or path prefix to keep fewer resources"))
    #expect(try Data(contentsOf: file) == before)
    let listed = try await explore(["gadgets", "items"])
    #expect(listed.status == 0, "stderr: \(listed.standardError)")
    #expect(listed.standardOutput.contains("Gadget 3"))
  }

  // MARK: - Item 11: what the file system refuses, in words

  @Test func aSymbolicLinkToAFolderOthersMayReadIsSaidInWords() async throws {
    let real = home.appendingPathComponent("shared-config", isDirectory: true)
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
    let config = home.appendingPathComponent("config", isDirectory: true)
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    try FileManager.default.createSymbolicLink(at: config.appendingPathComponent("explore"), withDestinationURL: real)
    let outcome = try await explore(["api", "add", "gadgets", Gadgets.documentURL(on: server)])
    #expect(outcome.status == 1)
    #expect(!outcome.standardError.contains("FileSystemError"))
    #expect(outcome.standardError == """
      Error: Could not write the declaration \(config.path)/explore/apis/gadgets.json: \(config.path)/explore: it is a symbolic link to \
      \(real.path), a folder that other users may read (mode 0755), and explore keeps its files only in a folder that is yours alone. \
      Run `chmod 700 \(real.path)`, then try again. Any declaration already there is unchanged.

      """)
    #expect(try FileManager.default.contentsOfDirectory(atPath: real.path).isEmpty)
  }

  @Test(arguments: [65, 300])
  func aNameTooLongForAFileIsRefusedWithTheLimit(length: Int) async throws {
    let name = String(repeating: "a", count: length)
    let outcome = try await explore(["api", "add", name, Gadgets.documentURL(on: server)])
    #expect(outcome.status == 64)
    #expect(!outcome.standardError.contains("FileSystemError"))
    #expect(outcome.standardError.contains(
      "' cannot name an API: a name is lowercase letters, digits and '-', starting with a letter, at most 64 characters, such as 'pokeapi'."))
    #expect(try await server.requestCount() == 0)
  }

  @Test func aNameOfSixtyFourLettersIsAdded() async throws {
    let name = String(repeating: "a", count: 64)
    let outcome = try await explore(["api", "add", name, Gadgets.documentURL(on: server)])
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    #expect(try await explore([name, "items"]).standardOutput.contains("Gadget 2"))
    #expect(try await explore(["api", "remove", name]).status == 0)
  }
}
