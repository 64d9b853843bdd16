import ExploreCore
import ExploreStorage
import Foundation

/// A test helper, never shipped: changes favorites from a separate process,
/// so the storage tests can run many writers at once and kill one mid-write.
///
/// ```
/// ExploreStorageProbe add <provider> <kind> <id> [<title>]
/// ExploreStorageProbe list <provider> <kind>
/// ```
/// Directories come from the XDG variables; the pause point from
/// `EXPLORE_TEST_PAUSE_BEFORE_RENAME`. Exit codes: 0 done, 1 storage error
/// (message on stderr), 64 bad arguments.
@main
struct StorageProbe {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let environment = ProcessInfo.processInfo.environment
    let directories = ExploreDirectories(environment: environment, home: FileManager.default.homeDirectoryForCurrentUser)
    let store = FavoritesStore(directories: directories, environment: environment)
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
      default:
        FileHandle.standardError.write(Data("usage: ExploreStorageProbe add <provider> <kind> <id> [<title>] | list <provider> <kind>\n".utf8))
        exit(64)
      }
    } catch {
      FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
      exit(1)
    }
  }
}
