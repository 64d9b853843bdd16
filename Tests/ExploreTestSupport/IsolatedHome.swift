public import Foundation

/// The environment that puts explore's files under a temporary home, so a
/// test (or the child process it starts) never touches the user's.
///
/// ```swift
/// let home = try TemporaryFolder()
/// defer { home.remove() }
/// process.environment = IsolatedHome.childEnvironment(of: home.url)
/// ```
public enum IsolatedHome {
  /// `HOME`, and the four XDG folders (`config`, `cache`, `data`, `state`) under `home`.
  public static func environment(of home: URL) -> [String: String] {
    [
      "HOME": home.path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "XDG_STATE_HOME": home.appendingPathComponent("state").path,
    ]
  }

  /// ``environment(of:)`` with the test runner's `PATH` (or `/usr/bin:/bin`):
  /// the whole environment of a child process, before what a test adds.
  public static func childEnvironment(of home: URL) -> [String: String] {
    var environment = environment(of: home)
    environment["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return environment
  }
}
