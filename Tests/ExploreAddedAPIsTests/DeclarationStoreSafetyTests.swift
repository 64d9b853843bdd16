import ExploreAddedAPIs
import ExploreCore
import ExploreTables
import ExploreDeclarations
import ExploreTestSupport
import Foundation
import Testing

/// The declaration store's names and sizes (issue 40, items 4, 5 and 7): a
/// name that is a path touches nothing, a declaration explore could not read
/// back is not written, and removing an API removes the tokens kept for it.
@Suite struct DeclarationStoreSafetyTests {
  static func declaration(named name: String, resources: Int = 1, summaryLength: Int = 10) throws -> ProviderDeclaration {
    var declaration = try DeclarationStore.decode(
      Data(APICommandTests.declaration.replacingOccurrences(of: "whatever", with: name).utf8), file: URL(fileURLWithPath: "/x.json"))
    let template = declaration.resources[0]
    declaration.resources = (0..<resources).map { index in
      var resource = template
      resource.name = "things-\(index)"
      resource.summary = String(repeating: "s", count: summaryLength)
      return resource
    }
    return declaration
  }

  @Test(arguments: ["../../outside/package", "../x", "a/b", ".", "..", "", String(repeating: "a", count: 65), "Things"])
  func aNameThatIsNotOneTouchesNoFile(name: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(#"{"name": "mine"}"#, to: "outside/package.json")
    let store = DeclarationStore(folder: folder.url.appendingPathComponent("config/apis"))
    for attempt in [{ _ = try store.load(name) }, { _ = try store.remove(name) }, { _ = try store.removeLogins(of: name) }] {
      let error = try #require(throws: DeclarationFileError.self) { try attempt() }
      #expect(error.problem == .badName(name))
      #expect(error.category == .usage)
    }
    #expect(try String(contentsOf: folder.url.appendingPathComponent("outside/package.json"), encoding: .utf8) == #"{"name": "mine"}"#)
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("config").path))
  }

  @Test func aDeclarationOverTheReadBoundIsNotWrittenAndTheOldOneStays() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = DeclarationStore(folder: folder.url.appendingPathComponent("apis"))
    try store.save(try Self.declaration(named: "big"))
    let before = try Data(contentsOf: store.file(for: "big"))
    let large = try Self.declaration(named: "big", resources: 90, summaryLength: 100_000)
    let error = try #require(throws: DeclarationFileError.self) { try store.save(large) }
    guard case .wouldBeTooLarge(let size, let limit, let resources) = error.problem else {
      Issue.record("refused as \(error.problem)")
      return
    }
    #expect(size > DeclarationStore.maximumFileSize && limit == DeclarationStore.maximumFileSize && resources == 90)
    #expect(error.description.contains("Add the API again with --only"))
    #expect(try Data(contentsOf: store.file(for: "big")) == before)
    #expect(try store.load("big").resources.count == 1)
  }

  @Test func removingADeclarationRemovesItsTokens() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = DeclarationStore(folder: folder.url.appendingPathComponent("apis"))
    try store.save(try Self.declaration(named: "things"))
    try folder.write(#"{"schemaVersion": 1, "logins": {"things.example": {"token": "t"}}}"#, to: "apis/things-logins.json")
    #expect(store.loginsFile(for: "things") == folder.url.appendingPathComponent("apis/things-logins.json"))
    #expect(try store.remove("things") == DeclarationStore.Removal(declaration: true, logins: true))
    #expect(!FileManager.default.fileExists(atPath: store.loginsFile(for: "things").path))
    #expect(try store.remove("things") == DeclarationStore.Removal(declaration: false, logins: false))
  }

  @Test func aFolderThatCannotBeWrittenIsSaidInWords() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("a file where the folder goes", to: "apis")
    let store = DeclarationStore(folder: folder.url.appendingPathComponent("apis"))
    let error = try #require(throws: DeclarationFileError.self) { try store.save(try Self.declaration(named: "things")) }
    #expect(error.description.hasPrefix("Could not write the declaration \(store.file(for: "things").path): "))
    #expect(error.description.hasSuffix(" Any declaration already there is unchanged."))
    #expect(!error.description.contains("FileSystemError"))
  }
}
