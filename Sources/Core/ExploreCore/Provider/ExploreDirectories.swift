public import Foundation

/// Where explore keeps files, after the XDG base directory specification.
///
/// Each is the `explore` folder inside `$XDG_CONFIG_HOME`, `$XDG_CACHE_HOME`,
/// `$XDG_DATA_HOME` and `$XDG_STATE_HOME`, with the specification's
/// defaults under the home folder. Working out the paths touches no disk.
public struct ExploreDirectories: Sendable, Hashable {
  /// Logins and settings: `~/.config/explore`.
  public var config: URL
  /// The HTTP cache: `~/.cache/explore`.
  public var cache: URL
  /// Favorites: `~/.local/share/explore`.
  public var data: URL
  /// Saved snapshots for change tracking: `~/.local/state/explore`.
  public var state: URL

  public init(config: URL, cache: URL, data: URL, state: URL) {
    self.config = config
    self.cache = cache
    self.data = data
    self.state = state
  }

  /// The directories that `environment` names, with XDG defaults under `home`.
  public init(environment: [String: String], home: URL) {
    func base(_ variable: String, default relative: String) -> URL {
      // NB: the specification says a relative path in these variables is
      // invalid and must be ignored.
      if let value = environment[variable], value.hasPrefix("/") {
        return URL(fileURLWithPath: value, isDirectory: true)
      }
      return home.appendingPathComponent(relative, isDirectory: true)
    }
    self.config = base("XDG_CONFIG_HOME", default: ".config").appendingPathComponent("explore", isDirectory: true)
    self.cache = base("XDG_CACHE_HOME", default: ".cache").appendingPathComponent("explore", isDirectory: true)
    self.data = base("XDG_DATA_HOME", default: ".local/share").appendingPathComponent("explore", isDirectory: true)
    self.state = base("XDG_STATE_HOME", default: ".local/state").appendingPathComponent("explore", isDirectory: true)
  }
}
