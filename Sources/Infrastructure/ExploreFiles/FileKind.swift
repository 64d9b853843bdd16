#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path, from the type bits of its `stat` mode.
///
/// ```swift
/// FileKind(mode: status.st_mode).description   // "a named pipe (FIFO)"
/// ```
package enum FileKind: Sendable, Hashable, CustomStringConvertible {
  case regularFile, directory, symbolicLink, namedPipe, characterDevice, blockDevice, socket, unknown

  /// The kind that `mode`'s `S_IFMT` bits name.
  package init(mode: UInt32) {
    switch mode & UInt32(S_IFMT) {
    case UInt32(S_IFREG): self = .regularFile
    case UInt32(S_IFDIR): self = .directory
    case UInt32(S_IFLNK): self = .symbolicLink
    case UInt32(S_IFIFO): self = .namedPipe
    case UInt32(S_IFCHR): self = .characterDevice
    case UInt32(S_IFBLK): self = .blockDevice
    case UInt32(S_IFSOCK): self = .socket
    default: self = .unknown
    }
  }

  /// The kind with its article, for a sentence: "a folder".
  package var description: String {
    switch self {
    case .regularFile: "a file"
    case .directory: "a folder"
    case .symbolicLink: "a symbolic link"
    case .namedPipe: "a named pipe (FIFO)"
    case .characterDevice, .blockDevice: "a device"
    case .socket: "a socket"
    case .unknown: "not a regular file"
    }
  }
}
