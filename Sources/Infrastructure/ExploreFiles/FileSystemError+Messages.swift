import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystemError {
  /// Why it failed, in explore's words, as a clause: "it is a named pipe
  /// (FIFO), not a regular file".
  package var reason: String {
    switch problem {
    case .system(let code):
      Self.reason(forSystemError: code)
    case .tooLarge(let bytes, let limit):
      "it holds \(Self.size(bytes)), more than the \(Self.limit(limit)) explore reads from such a file"
    case .contentTooLarge(let bytes, let limit):
      "its new content would hold \(Self.size(Int64(bytes))), more than the \(Self.limit(limit)) explore reads back from such a file"
    case .notRegularFile(let kind):
      "it is \(kind), not a regular file"
    case .folderNotPrivate(let privacy):
      Self.reason(for: privacy)
    }
  }

  /// What to do about it, as one or two sentences.
  package var advice: String {
    let quoted = Self.shellQuoted(path.path)
    switch problem {
    case .system(let code):
      return Self.advice(forSystemError: code, quotedPath: quoted)
    case .tooLarge, .notRegularFile:
      return "Move it aside (`mv \(quoted) \(Self.shellQuoted(path.path + ".aside"))`), then try again."
    case .contentTooLarge:
      return "The file was not changed."
    case .folderNotPrivate(let privacy):
      return Self.advice(for: privacy, quotedPath: quoted)
    }
  }

  // MARK: - System errors

  private static func reason(forSystemError code: Int32) -> String {
    switch code {
    case EACCES, EPERM: "permission denied: the file, or a folder on its path, does not let you do that"
    case ENOENT: "a folder on its path does not exist"
    case ENOTDIR: "a part of its path is a file, not a folder"
    case EISDIR: "it is a folder, not a file"
    case ELOOP: "it is a symbolic link, and explore does not follow links to its own files"
    case ENOSPC: "the disk is full"
    case EDQUOT: "your disk quota is used up"
    case EROFS: "the file system is read-only"
    case EIO: "the disk reported an input/output error"
    // NB: strerror's text, quoted, for what has no words of its own here;
    // it has no trailing period to double.
    default: "the system reported \"\(POSIX.describe(code))\" (errno \(code))"
    }
  }

  private static func advice(forSystemError code: Int32, quotedPath: String) -> String {
    switch code {
    case EACCES, EPERM:
      "Check its owner and mode (`ls -ld \(quotedPath)`): explore's files must be yours (`chmod 600` for a file, `chmod 700` for a folder)."
    case ELOOP: "Remove the link, then try again; explore creates its own file there."
    case ENOSPC, EDQUOT: "Free some space, then try again."
    case EROFS: "Point explore at a writable folder (the XDG_*_HOME variables), then try again."
    case EISDIR, ENOTDIR: "Move what is in the way aside, then try again."
    default: "Check that the folder exists and that you may write to it, then try again."
    }
  }

  // MARK: - Folders

  private static func reason(for privacy: FolderPrivacy) -> String {
    let subject = privacy.linkTarget.map { "it is a symbolic link to \($0), a folder that" } ?? "it is a folder that"
    let why: String
    if privacy.owner != privacy.user {
      why = "belongs to another user (uid \(privacy.owner))"
    } else {
      let readable = privacy.mode & 0o055 != 0, writable = privacy.mode & 0o022 != 0
      let may = readable && writable ? "read and write" : writable ? "write to" : "read"
      let octal = String(privacy.mode, radix: 8)
      why = "other users may \(may) (mode \(String(repeating: "0", count: max(0, 4 - octal.count)) + octal))"
    }
    return "\(subject) \(why), and explore keeps its files only in a folder that is yours alone"
  }

  private static func advice(for privacy: FolderPrivacy, quotedPath: String) -> String {
    if privacy.owner == privacy.user {
      let folder = privacy.linkTarget.map(shellQuoted) ?? quotedPath
      return "Run `chmod 700 \(folder)`, then try again."
    }
    if privacy.linkTarget != nil {
      return "Point the link at a folder of your own, or remove it and let explore create its folder."
    }
    return "Move it aside and let explore create a folder of its own, or point explore elsewhere with the XDG_*_HOME variables."
  }

  // MARK: - Formatting

  /// `bytes` for a sentence: "512 bytes", "2.0 GiB (2,147,483,648 bytes)".
  static func size(_ bytes: Int64) -> String {
    let units: [(String, Int64)] = [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)]
    guard let (unit, scale) = units.first(where: { bytes >= $0.1 }) else {
      return bytes == 1 ? "1 byte" : "\(grouped(bytes)) bytes"
    }
    let tenths = (bytes * 10 + scale / 2) / scale
    return "\(tenths / 10).\(tenths % 10) \(unit) (\(grouped(bytes)) bytes)"
  }

  /// A limit for a sentence: "1 MiB", or its bytes when it is no whole unit.
  static func limit(_ bytes: Int) -> String {
    for (unit, scale) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] where bytes >= scale && bytes % scale == 0 {
      return "\(bytes / scale) \(unit)"
    }
    return "\(grouped(Int64(bytes))) bytes"
  }

  private static func grouped(_ number: Int64) -> String {
    var digits = String(number)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return digits
  }

  /// `path` as a shell word: unchanged when it is plain, else in single quotes.
  package static func shellQuoted(_ path: String) -> String {
    let plain = path.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar) || "/._-+@%:,=".unicodeScalars.contains(scalar)
    }
    guard !plain || path.isEmpty else { return path }
    return "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
  }
}
