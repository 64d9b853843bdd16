import ExploreURLSessionInterface
import Foundation
#if os(Linux) && canImport(Glibc)
import Glibc
#elseif os(Linux) && canImport(Musl)
import Musl
#else
import ExploreURLSession
#endif

/// Finds the URLSession library's ``URLSessionInterface/MakeSession``: on
/// Linux by loading `libExploreURLSession.so` at the first request, so
/// that FoundationNetworking, libcurl and its TLS libraries are not loaded
/// by runs that send nothing (`--version`, `--help`, `--offline`); elsewhere
/// URLSession is part of Foundation and the library is linked in.
enum URLSessionLoader {
  /// The library's session maker, loaded once a process.
  static let makeSession: Result<URLSessionInterface.MakeSession, URLSessionLibraryError> = load()

  /// Where the library is looked for, in order: beside the running binary
  /// (a build folder, or an install that keeps them together), then in
  /// `../lib/explore` from it (an install into a prefix).
  static func candidates(executable: URL) -> [URL] {
    let folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
    return [
      folder.appendingPathComponent(URLSessionInterface.libraryFileName),
      folder.deletingLastPathComponent().appendingPathComponent("lib/explore").appendingPathComponent(URLSessionInterface.libraryFileName),
    ]
  }

  private static func load() -> Result<URLSessionInterface.MakeSession, URLSessionLibraryError> {
    #if os(Linux)
    let executable = URL(fileURLWithPath: "/proc/self/exe")
    let paths = candidates(executable: executable).map(\.path)
    var reason: String?
    for path in paths where FileManager.default.fileExists(atPath: path) {
      // NB: RTLD_LOCAL keeps the library's symbols out of the global
      // namespace; only its entry point is looked up, by name.
      guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
        reason = dlerror().map { String(cString: $0) }
        continue
      }
      guard let symbol = dlsym(handle, URLSessionInterface.entryPoint) else {
        reason = "\(path) has no \(URLSessionInterface.entryPoint): it is from another version of explore"
        dlclose(handle)
        continue
      }
      typealias Install = @convention(c) (UnsafeMutableRawPointer) -> Void
      let install = unsafeBitCast(symbol, to: Install.self)
      let storage = UnsafeMutablePointer<URLSessionInterface.MakeSession>.allocate(capacity: 1)
      defer { storage.deallocate() }
      install(UnsafeMutableRawPointer(storage))
      return .success(storage.move())
    }
    return .failure(URLSessionLibraryError(searched: paths, reason: reason))
    #else
    return .success(URLSessionLibrary.makeSession)
    #endif
  }
}
