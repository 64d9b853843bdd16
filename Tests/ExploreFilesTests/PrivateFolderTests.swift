@testable import ExploreFiles
import ExploreTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder explore's files end up in, after every link, is the user's
/// alone, or nothing is written there (issue 34): a link to a folder others
/// may read is refused and the folder left as it is; explore's own folder,
/// left open by an older explore, is made 0700; the folders above an
/// explore folder are not explore's and are neither checked nor changed.
@Suite struct PrivateFolderTests {
  /// A home with an XDG base (`config`, mode 0755, as `~/.config` often is)
  /// and a world-readable folder elsewhere (`shared`, 0755).
  struct Home {
    let folder: TemporaryFolder
    var base: URL { folder.url.appendingPathComponent("config", isDirectory: true) }
    var root: URL { base.appendingPathComponent("explore", isDirectory: true) }
    var shared: URL { folder.url.appendingPathComponent("shared", isDirectory: true) }

    init() throws {
      folder = try TemporaryFolder()
      for url in [base, shared] {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
      }
    }
  }

  @Test func aLinkToAFolderOthersMayReadIsRefusedAndNothingIsWrittenThere() throws {
    let home = try Home()
    defer { home.folder.remove() }
    try FileManager.default.createSymbolicLink(at: home.root, withDestinationURL: home.shared)
    let file = home.root.appendingPathComponent("github-logins.json")

    let error = try #require(throws: FileSystemError.self) {
      try AtomicFileWriter().write(Data("token".utf8), to: file, within: home.root)
    }
    let target = try #require(POSIX.resolvedPath(home.shared.path))
    #expect(error.path == home.root)
    #expect(error.problem == .folderNotPrivate(FolderPrivacy(linkTarget: target, owner: getuid(), user: geteuid(), mode: 0o755)))
    #expect(
      error.reason
        == "it is a symbolic link to \(target), a folder that other users may read (mode 0755), and explore keeps its files only in a folder that is yours alone")
    #expect(error.advice == "Run `chmod 700 \(target)`, then try again.")
    #expect(try FileManager.default.contentsOfDirectory(atPath: home.shared.path).isEmpty)
    #expect(try TemporaryFolder.permissions(of: home.shared) == 0o755)

    // The lock is refused the same way, before it is created.
    #expect(throws: FileSystemError.self) {
      try FileLock.withExclusiveLock(on: FileLock.lockFile(for: file), within: home.root) {}
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: home.shared.path).isEmpty)
  }

  @Test func aLinkToAPrivateFolderOfTheUserIsFollowed() throws {
    let home = try Home()
    defer { home.folder.remove() }
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: home.shared.path)
    try FileManager.default.createSymbolicLink(at: home.root, withDestinationURL: home.shared)
    try AtomicFileWriter().write(Data("kept".utf8), to: home.root.appendingPathComponent("snapshots/github/a.json"), within: home.root)
    #expect(home.folder.files() == ["shared/snapshots/github/a.json"])
    #expect(try TemporaryFolder.permissions(of: home.shared.appendingPathComponent("snapshots")) == 0o700)
  }

  @Test func aLinkFurtherDownIsCheckedToo() throws {
    let home = try Home()
    defer { home.folder.remove() }
    try FileManager.default.createDirectory(at: home.root, withIntermediateDirectories: true)
    let snapshots = home.root.appendingPathComponent("snapshots", isDirectory: true)
    try FileManager.default.createSymbolicLink(at: snapshots, withDestinationURL: home.shared)
    let error = try #require(throws: FileSystemError.self) {
      try AtomicFileWriter().write(Data("x".utf8), to: snapshots.appendingPathComponent("github/a.json"), within: home.root)
    }
    #expect(error.path == snapshots)
    #expect(try FileManager.default.contentsOfDirectory(atPath: home.shared.path).isEmpty)
  }

  @Test func exploresOwnFolderLeftOpenIsMadePrivateAndTheBaseAboveIsLeftAlone() throws {
    let home = try Home()
    defer { home.folder.remove() }
    try FileManager.default.createDirectory(at: home.root, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: home.root.path)
    try AtomicFileWriter().write(Data("x".utf8), to: home.root.appendingPathComponent("favorites.json"), within: home.root)
    #expect(try TemporaryFolder.permissions(of: home.root) == 0o700)
    #expect(try TemporaryFolder.permissions(of: home.base) == 0o755)
  }

  @Test func missingFoldersAreCreatedPrivateBaseIncluded() throws {
    let home = try Home()
    defer { home.folder.remove() }
    let base = home.folder.url.appendingPathComponent("state", isDirectory: true)
    let root = base.appendingPathComponent("explore", isDirectory: true)
    try AtomicFileWriter().write(Data("x".utf8), to: root.appendingPathComponent("snapshots/a.json"), within: root)
    for folder in [base, root, root.appendingPathComponent("snapshots")] {
      #expect(try TemporaryFolder.permissions(of: folder) == 0o700, "\(folder.path)")
    }
  }

  /// Another user's folder cannot be made private by explore: refused, and
  /// left as it is. Needs root, to give the folder away (`chown`).
  @Test(.enabled(if: geteuid() == 0, "only root can give a folder to another user"))
  func aFolderOfAnotherUserIsRefused() throws {
    let home = try Home()
    defer { home.folder.remove() }
    try FileManager.default.createDirectory(at: home.root, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: home.root.path)
    #expect(chown(home.root.path, 65_534, 65_534) == 0)
    let error = try #require(throws: FileSystemError.self) {
      try AtomicFileWriter().write(Data("x".utf8), to: home.root.appendingPathComponent("favorites.json"), within: home.root)
    }
    #expect(error.reason == "it is a folder that belongs to another user (uid 65534), and explore keeps its files only in a folder that is yours alone")
    #expect(error.advice.contains("Move it aside"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: home.root.path).isEmpty)
  }

  @Test func aNamedPipeAtTheLockIsRefusedAtOnce() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let lock = folder.url.appendingPathComponent("favorites.json.lock")
    try HostileFile.namedPipe(at: lock)
    var ran = false
    let error = try #require(throws: FileSystemError.self) {
      try FileLock.withExclusiveLock(on: lock, within: folder.url) { ran = true }
    }
    #expect(error.problem == .notRegularFile(.namedPipe))
    #expect(!ran)
  }

  /// Each system error a user may meet reads in explore's words, with what
  /// to do, and none of Foundation's ("NSCocoaErrorDomain", "..").
  @Test(arguments: [
    (EACCES, "permission denied: the file, or a folder on its path, does not let you do that", "Check its owner and mode"),
    (ENOSPC, "the disk is full", "Free some space"),
    (EROFS, "the file system is read-only", "writable folder"),
    (ELOOP, "it is a symbolic link, and explore does not follow links to its own files", "Remove the link"),
    (EMFILE, "the system reported \"Too many open files\" (errno \(EMFILE))", "Check that the folder exists"),
  ])
  func systemErrorsSayWhatFailedWhyAndWhatToDo(code: Int32, reason: String, advice: String) {
    let error = FileSystemError(path: URL(fileURLWithPath: "/home/a/.local/share/explore/favorites.json"), problem: .system(code))
    #expect(error.reason == reason)
    #expect(error.advice.hasPrefix(advice) || error.advice.contains(advice))
    #expect(!error.advice.contains("..") && !error.reason.hasSuffix("."))
  }
}
