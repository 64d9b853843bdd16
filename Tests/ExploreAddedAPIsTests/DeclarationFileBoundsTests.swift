import ExploreAddedAPIs
import ExploreCore
import ExploreTables
import ExploreTestSupport
import Foundation
import Testing

/// A declaration file, and the document `api add` reads, are bounded
/// before a byte is read: a huge file or a named pipe is refused at once,
/// and the other declared APIs go on (issue 34).
@Suite struct DeclarationFileBoundsTests {
  @Test func aHugeOrPipedDeclarationIsRefusedUnreadAndTheOthersGoOn() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(APICommandTests.declaration.replacingOccurrences(of: "whatever", with: "good"), to: "apis/good.json")
    try HostileFile.sparse(at: folder.url.appendingPathComponent("apis/huge.json"), bytes: 2 << 30)
    try HostileFile.namedPipe(at: folder.url.appendingPathComponent("apis/pipe.json"))
    let store = DeclarationStore(folder: folder.url.appendingPathComponent("apis"))

    let huge = try #require(throws: DeclarationFileError.self) { try store.load("huge") }
    #expect(huge.problem == .tooLarge(2 << 30, limit: DeclarationStore.maximumFileSize))
    let pipe = try #require(throws: DeclarationFileError.self) { try store.load("pipe") }
    #expect(pipe.description.hasPrefix("Could not read the declaration \(store.file(for: "pipe").path): it is a named pipe (FIFO), not a regular file. Move it aside"))

    let loader = DeclaredProviders(store: store, builtIn: [], commands: ["help", "providers"])
    var warnings: [String] = []
    #expect(try loader.definitions(for: ["providers"]) { warnings.append($0) }.map(\.name) == ["good"])
    #expect(warnings.count == 2)
  }

  @Test func aHugeDocumentToAddIsRefusedFromItsSize() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let document = folder.url.appendingPathComponent("things.json")
    try HostileFile.sparse(at: document, bytes: 2 << 30)
    let error = try await #require(throws: APIAddError.self) { try await DocumentSource(document.path).read() }
    #expect(error.problem == .tooLarge(document.path, 2 << 30, limit: DocumentSource.maximumSize))
    try HostileFile.namedPipe(at: document)
    let pipe = try await #require(throws: APIAddError.self) { try await DocumentSource(document.path).read() }
    #expect(pipe.problem == .unreadable(document.path, "it is a named pipe (FIFO), not a regular file"))
  }
}
