import ExploreCore
@testable import ExploreSignIn
import ExploreTestSupport
import Foundation
import Testing

/// The logins file is refused before it is read when it is too large or
/// not a file, and is never written into a folder others may read (issue 34).
@Suite struct LoginStoreBoundsTests {
  /// The sweep's 200 MB `github-logins.json` took 10 s and 221 MB to refuse;
  /// now its size alone refuses it, and it stays where it is.
  @Test func aLoginsFileOverItsBoundIsRefusedFromItsSizeAndKept() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = LoginStore(directory: folder.url, fileName: "zoo-logins.json", service: LoginStoreTests.service)
    try HostileFile.sparse(at: store.fileURL, bytes: 200 << 20)
    let error = try #require(throws: LoginStoreError.self) { try store.login(forHost: "zoo.example") }
    let path = store.fileURL.path
    #expect(
      error.description
        == "explore cannot read its stored Zoo logins at \(path): it holds 200.0 MiB (209,715,200 bytes), more than the 1 MiB explore reads from such a file. "
        + "explore left the file as it is: move it aside (`mv \(path) \(path).aside`) and run `explore zoo login`, or set ZOO_TOKEN.")
    // `login` does not overwrite it either.
    #expect(throws: LoginStoreError.self) { try store.save(.init(token: "t", login: nil), forHost: "zoo.example") }
    #expect(try HostileFile.size(of: store.fileURL) == 200 << 20)
  }

  @Test func aNamedPipeInPlaceOfTheLoginsFileIsRefusedAtOnce() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = LoginStore(directory: folder.url, fileName: "zoo-logins.json", service: LoginStoreTests.service)
    try HostileFile.namedPipe(at: store.fileURL)
    let error = try #require(throws: LoginStoreError.self) {
      try store.credential(environment: [:], baseURL: URL(string: "https://zoo.example")!)
    }
    #expect(error.problem == .unreadable("it is a named pipe (FIFO), not a regular file"))
  }

  @Test func aConfigFolderLinkedToAFolderOthersMayReadGetsNoToken() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let config = folder.url.appendingPathComponent("explore", isDirectory: true)
    let shared = try HostileFile.link(config, toNewFolder: folder.url.appendingPathComponent("shared", isDirectory: true))
    let store = LoginStore(directory: config, fileName: "zoo-logins.json", service: LoginStoreTests.service)

    let error = try #require(throws: LoginStoreError.self) { try store.save(.init(token: "secret", login: nil), forHost: "zoo.example") }
    #expect(error.path == config.path)
    #expect(error.description.hasPrefix("explore could not save its Zoo logins at \(config.path): it is a symbolic link to "))
    #expect(error.description.contains("other users may read (mode 0755)"))
    #expect(error.description.contains("Run `chmod 700 "))
    #expect(error.description.hasSuffix("Or set ZOO_TOKEN instead."))
    #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path).isEmpty)
  }
}
