@testable import ExploreFiles
import ExploreTestSupport
import Foundation
import Testing

/// Every file explore reads goes through `BoundedFile`: checked on the open
/// descriptor before a byte is read, refused when too large or not a
/// regular file, and never blocking on a named pipe (issue 34).
@Suite struct BoundedFileTests {
  @Test func readsAFileWithinItsBoundAndNothingWhenThereIsNone() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent("favorites.json")
    #expect(try BoundedFile.contents(of: file, limit: 10) == nil)
    try folder.write("0123456789", to: "favorites.json")
    #expect(try BoundedFile.contents(of: file, limit: 10) == Data("0123456789".utf8))
    try folder.write("", to: "favorites.json")
    #expect(try BoundedFile.contents(of: file, limit: 0) == Data())
  }

  @Test func oneByteOverTheBoundIsRefusedWithTheSizeAndTheBound() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("0123456789A", to: "logins.json")
    let file = folder.url.appendingPathComponent("logins.json")
    let error = try #require(throws: FileSystemError.self) { try BoundedFile.contents(of: file, limit: 10) }
    #expect(error.path == file)
    #expect(error.problem == .tooLarge(bytes: 11, limit: 10))
    #expect(error.reason == "it holds 11 bytes, more than the 10 bytes explore reads from such a file")
  }

  /// The 2 GiB sparse file of the sweep: refused from its size, so no page
  /// of it is ever read (the sweep saw RSS reach 2.1 GB).
  @Test func aSparseTwoGigabyteFileIsRefusedFromItsSizeAlone() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent("x.entry")
    try HostileFile.sparse(at: file, bytes: 2 << 30)
    let error = try #require(throws: FileSystemError.self) { try BoundedFile.contents(of: file, limit: 50 << 20) }
    #expect(error.problem == .tooLarge(bytes: 2 << 30, limit: 50 << 20))
    #expect(error.reason == "it holds 2.0 GiB (2,147,483,648 bytes), more than the 50 MiB explore reads from such a file")
    #expect(error.advice == "Move it aside (`mv \(file.path) \(file.path).aside`), then try again.")
  }

  @Test func aNamedPipeIsRefusedAtOnceInsteadOfWaitingForAWriter() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let pipe = folder.url.appendingPathComponent("favorites.json")
    try HostileFile.namedPipe(at: pipe)
    for links in [BoundedFile.Links.follow, .refuse] {
      let error = try #require(throws: FileSystemError.self) { try BoundedFile.contents(of: pipe, limit: 1 << 20, links: links) }
      #expect(error.problem == .notRegularFile(.namedPipe))
      #expect(error.reason == "it is a named pipe (FIFO), not a regular file")
    }
  }

  @Test func aFolderIsNotAFileAndTheMessageIsExplores() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let error = try #require(throws: FileSystemError.self) { try BoundedFile.contents(of: folder.url, limit: 1 << 20) }
    #expect(error.problem == .notRegularFile(.directory))
    #expect(error.reason == "it is a folder, not a regular file")
    #expect(!error.reason.contains("NSCocoaErrorDomain") && !error.advice.contains(".."))
  }

  @Test func aLinkIsFollowedOrRefusedAsAsked() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("target", to: "real.json")
    let link = folder.url.appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder.url.appendingPathComponent("real.json"))
    #expect(try BoundedFile.contents(of: link, limit: 100, links: .follow) == Data("target".utf8))
    let error = try #require(throws: FileSystemError.self) { try BoundedFile.contents(of: link, limit: 100, links: .refuse) }
    #expect(error.problem == .notRegularFile(.symbolicLink))
  }

  /// A device that never ends (`/dev/zero`) behind a followed link: refused
  /// as a device, not read until the bound.
  @Test func aDeviceIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let link = folder.url.appendingPathComponent("github-logins.json")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/zero")
    let error = try #require(throws: FileSystemError.self) { try BoundedFile.contents(of: link, limit: 1 << 20) }
    #expect(error.problem == .notRegularFile(.characterDevice))
    #expect(error.reason == "it is a device, not a regular file")
  }

  #if os(Linux)
  /// A file whose `fstat` size is 0 but that holds more (as `/proc` files
  /// do, or a file that grows after the check) is read to its end, and
  /// refused once it passes the bound: the bound holds for what is read,
  /// not only for what `fstat` said.
  @Test func aFileThatHoldsMoreThanItsSizeSaidIsStillBounded() throws {
    let status = URL(fileURLWithPath: "/proc/self/status")
    let whole = try #require(try BoundedFile.contents(of: status, limit: 1 << 20))
    #expect(String(decoding: whole, as: UTF8.self).contains("Name:"))
    let error = try #require(throws: FileSystemError.self) { try BoundedFile.contents(of: status, limit: 16) }
    #expect(error.problem == .tooLarge(bytes: 17, limit: 16))
  }
  #endif

  @Test(arguments: [
    (Int64(0), "0 bytes"), (1, "1 byte"), (1_023, "1,023 bytes"), (1_024, "1.0 KiB (1,024 bytes)"),
    (209_715_200, "200.0 MiB (209,715,200 bytes)"), (1_610_612_736, "1.5 GiB (1,610,612,736 bytes)"),
  ])
  func sizesReadAsAPersonSaysThem(bytes: Int64, text: String) {
    #expect(FileSystemError.size(bytes) == text)
  }

  @Test func limitsAreWholeUnitsWhenTheyCanBe() {
    #expect(FileSystemError.limit(1 << 20) == "1 MiB")
    #expect(FileSystemError.limit(256 << 20) == "256 MiB")
    #expect(FileSystemError.limit(1_000) == "1,000 bytes")
  }

  @Test func shellWordsAreQuotedOnlyWhenTheyNeedIt() {
    #expect(FileSystemError.shellQuoted("/home/a/.config/explore") == "/home/a/.config/explore")
    #expect(FileSystemError.shellQuoted("/home/a b/it's") == "'/home/a b/it'\\''s'")
    #expect(FileSystemError.shellQuoted("~/x") == "'~/x'")
  }
}
