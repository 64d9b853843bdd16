import ExploreCore
import ExploreHTTPCache
import ExploreFiles
import ExploreNetworking
import ExploreSignIn
import ExploreStorage
import Foundation
import GitHubProvider
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A test helper, never shipped: changes explore's files from a separate
/// process, so the storage tests can run many writers at once and kill one
/// mid-write.
///
/// ```
/// ExploreStorageProbe [--umask <octal>] [--pause-before-rename <marker>] add <provider> <kind> <id> [<title>]
/// ExploreStorageProbe list <provider> <kind>
/// ExploreStorageProbe login <host> <token>
/// ExploreStorageProbe cache <maximum bytes> <key>:<bytes>…
/// ```
/// Directories come from the XDG variables. `--umask` sets the process's
/// umask first (the test runner's own umask is shared by every test, so
/// the tests change it here instead). `--pause-before-rename` stops
/// the favorites writer once its temporary file is complete, just before
/// the rename: it creates `<marker>` and sleeps (up to a minute) so the
/// test can kill it there. `cache` stores one entry per argument, whose
/// body is `<bytes>` copies of one letter (the first of the key). Exit
/// codes: 0 done, 1 storage error (message on stderr), 64 bad arguments.
@main
struct StorageProbe {
  static func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var writer = AtomicFileWriter()
    if arguments.first == "--umask", arguments.count >= 2 {
      guard let mask = UInt32(arguments[1], radix: 8), mask <= 0o777 else { usage() }
      umask(mode_t(mask))
      arguments.removeFirst(2)
    }
    if arguments.first == "--pause-before-rename", arguments.count >= 2 {
      writer.beforeRename = pause(creating: arguments[1])
      arguments.removeFirst(2)
    }
    let environment = ProcessInfo.processInfo.environment
    let directories = ExploreDirectories(environment: environment, home: FileManager.default.homeDirectoryForCurrentUser)
    let store = FavoritesStore(directories: directories, writer: writer)
    do {
      switch arguments.first {
      case "add" where arguments.count == 4 || arguments.count == 5:
        let favorite = Favorite(id: arguments[3], kind: arguments[2], title: arguments.count == 5 ? arguments[4] : arguments[3], addedAt: Date())
        switch try store.add(favorite, provider: arguments[1]) {
        case .added: print("added \(favorite.id)")
        case .alreadyPresent: print("present \(favorite.id)")
        }
      case "list" where arguments.count == 3:
        for favorite in try store.favorites(provider: arguments[1], kind: arguments[2]) {
          print(favorite.id)
        }
      case "login" where arguments.count == 3:
        try GitHub.tokenStore(in: directories.config).save(.init(token: arguments[2], login: nil), forHost: arguments[1])
        print("saved \(arguments[1])")
      case "cache" where arguments.count >= 3:
        guard let maximum = Int(arguments[1]), maximum > 0 else { usage() }
        let cache = HTTPCache(directory: directories.cache, maximumBytes: maximum)
        for argument in arguments.dropFirst(2) {
          let parts = argument.split(separator: ":")
          guard parts.count == 2, HTTPCache.isKey(parts[0]), let bytes = Int(parts[1]), bytes >= 0 else { usage() }
          cache.store(entry(letter: parts[0].first!, bytes: bytes), forKey: String(parts[0]))
        }
      default:
        usage()
      }
    } catch {
      FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
      exit(1)
    }
  }

  static func usage() -> Never {
    FileHandle.standardError.write(Data(
      "usage: ExploreStorageProbe [--umask <octal>] [--pause-before-rename <marker>] add <provider> <kind> <id> [<title>] | list <provider> <kind> | login <host> <token> | cache <maximum bytes> <key>:<bytes>…\n".utf8
    ))
    exit(64)
  }

  /// A cache entry whose body is `bytes` copies of `letter`.
  static func entry(letter: Character, bytes: Int) -> HTTPCache.Entry {
    let url = URL(string: "http://127.0.0.1/probe")!
    let response = HTTPResponse(
      status: 200, headers: ["ETag": "\"\(letter)\""], body: Data(String(repeating: letter, count: bytes).utf8), url: url
    )
    return HTTPCache.Entry(url: url, response: response, storedAt: Date())
  }

  /// The pause point: creates `marker`, then sleeps so the test can kill
  /// this process with the temporary file complete and the rename not done.
  static func pause(creating marker: String) -> @Sendable (URL, URL) -> Void {
    { _, _ in
      _ = FileManager.default.createFile(atPath: marker, contents: Data("\(ProcessInfo.processInfo.processIdentifier)\n".utf8))
      // NB: bounded, so a test that fails to kill the writer does not leave
      // it behind for long; after the pause the write simply completes.
      for _ in 0..<60 { Thread.sleep(forTimeInterval: 1) }
    }
  }
}
