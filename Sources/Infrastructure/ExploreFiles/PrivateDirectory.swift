package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Creates explore's directories private to the user, mode 0700 whatever
/// the umask, and checks that the folders its files end up in are private.
///
/// ```swift
/// // ~/.config/explore and below: the user's alone, or refused.
/// try PrivateDirectory.create(config, within: config)
/// ```
///
/// A *root* is one of explore's own folders, such as `$XDG_CONFIG_HOME/explore`.
/// Every folder from the root down to the one a file goes to must belong to
/// the user and let neither group nor others read, write or enter it:
/// - a folder explore creates is made 0700 (`mkdir`, then `chmod`, since the
///   umask could leave bits or take them away);
/// - a folder at explore's own path (not reached through a symbolic link)
///   that is the user's but more open, as an older explore or a `mkdir` by
///   hand left it, is explore's, and is set to 0700;
/// - a symbolic link is followed, and the folder it leads to is the
///   user's, not explore's: explore never changes its mode, and refuses it
///   (``FolderPrivacy``) unless it is already private;
/// - a folder of another user is refused.
///
/// The folders above a root (`$XDG_CONFIG_HOME`, the home folder) are the
/// user's and are neither checked nor changed; when one is missing,
/// explore creates it 0700, as the XDG specification asks.
package enum PrivateDirectory {
  /// The mode of every directory explore creates.
  package static let mode: UInt32 = 0o700

  /// Creates `directory` and any missing parents with mode 0700, after
  /// checking that the folders from `root` down to it are private.
  ///
  /// Every directory this call creates, intermediate ones included, gets
  /// exactly 0700; existing directories above `root` keep their permissions.
  /// - Parameter root: the explore folder that `directory` is in, or `nil`
  ///   to create folders without checking existing ones (a `--record`
  ///   folder, which the user chooses and may share).
  /// - Complexity: O(*d*) system calls for *d* folders from `root` down.
  /// - Throws: ``FileSystemError``, with ``FileSystemError/Problem/folderNotPrivate(_:)``
  ///   for a folder that may not hold explore's files.
  package static func create(_ directory: URL, within root: URL? = nil) throws(FileSystemError) {
    if let root { try checkPrivate(directory, within: root) }
    var missing: [URL] = []
    var current = directory.standardizedFileURL
    while !FileManager.default.fileExists(atPath: current.path) {
      missing.append(current)
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { break }
      current = parent
    }
    for folder in missing.reversed() {
      switch POSIX.makeDirectory(folder.path, mode: mode) {
      case .created:
        // NB: mkdir's mode is filtered by the umask; chmod is not. A
        // concurrent process creating the same folder is fine: both set 0700.
        guard POSIX.setMode(folder.path, mode) else { throw .lastError(at: folder) }
      case .existed:
        continue
      case .failed:
        throw .lastError(at: folder)
      }
    }
  }

  /// Checks the folders from `root` down to `directory` that exist (see
  /// the type's rules), setting explore's own ones to 0700. A `directory`
  /// outside `root` is checked alone.
  ///
  /// - Complexity: O(*d*) system calls for *d* folders from `root` down.
  /// - Throws: ``FileSystemError`` naming the first folder that may not
  ///   hold explore's files.
  package static func checkPrivate(_ directory: URL, within root: URL) throws(FileSystemError) {
    let rootPath = root.standardizedFileURL.path
    var chain: [URL] = []
    var current = directory.standardizedFileURL
    while true {
      chain.append(current)
      if current.path == rootPath { break }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path {
        chain = [directory.standardizedFileURL]
        break
      }
      current = parent
    }
    for folder in chain.reversed() {
      try checkFolder(folder)
    }
  }

  /// Checks one folder: a missing one passes (explore creates it private).
  private static func checkFolder(_ folder: URL) throws(FileSystemError) {
    guard let own = POSIX.status(atPath: folder.path, followingLinks: false) else {
      if POSIX.lastErrorCode == ENOENT { return }
      throw .lastError(at: folder)
    }
    let user = POSIX.effectiveUserID
    if FileKind(mode: UInt32(own.st_mode)) == .symbolicLink {
      guard let target = POSIX.status(atPath: folder.path, followingLinks: true) else { throw .lastError(at: folder) }
      guard FileKind(mode: UInt32(target.st_mode)) == .directory else {
        throw FileSystemError(path: folder, problem: .system(ENOTDIR))
      }
      let privacy = FolderPrivacy(
        linkTarget: POSIX.resolvedPath(folder.path) ?? folder.resolvingSymlinksInPath().path,
        owner: UInt32(target.st_uid), user: user, mode: UInt32(target.st_mode))
      // NB: the folder a link leads to is the user's choice, maybe shared
      // on purpose: never chmod it, refuse it.
      guard privacy.isPrivate else { throw FileSystemError(path: folder, problem: .folderNotPrivate(privacy)) }
      return
    }
    guard FileKind(mode: UInt32(own.st_mode)) == .directory else {
      throw FileSystemError(path: folder, problem: .system(ENOTDIR))
    }
    let privacy = FolderPrivacy(linkTarget: nil, owner: UInt32(own.st_uid), user: user, mode: UInt32(own.st_mode))
    guard privacy.owner == user else { throw FileSystemError(path: folder, problem: .folderNotPrivate(privacy)) }
    if !privacy.isPrivate {
      guard POSIX.setMode(folder.path, mode) else { throw .lastError(at: folder) }
    }
  }
}
