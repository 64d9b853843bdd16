/// Why a folder may not hold explore's files: who owns it and what its
/// mode lets others do, as `stat` found it when explore was about to write.
///
/// ```swift
/// // ~/.config/explore -> /srv/shared, mode 0755
/// FolderPrivacy(linkTarget: "/srv/shared", owner: 1000, user: 1000, mode: 0o755)
/// ```
package struct FolderPrivacy: Sendable, Hashable {
  /// Where the folder leads when its path is a symbolic link (resolved),
  /// or `nil` when it is a folder itself.
  package var linkTarget: String?
  /// The user id that owns the folder.
  package var owner: UInt32
  /// The user id explore runs as.
  package var user: UInt32
  /// The permission bits (`0o7777`).
  package var mode: UInt32

  package init(linkTarget: String?, owner: UInt32, user: UInt32, mode: UInt32) {
    self.linkTarget = linkTarget
    self.owner = owner
    self.user = user
    self.mode = mode & 0o7777
  }

  /// Whether explore may keep files in the folder: it is the user's, and
  /// neither group nor others may read, write or enter it.
  package var isPrivate: Bool { owner == user && mode & 0o077 == 0 }
}
