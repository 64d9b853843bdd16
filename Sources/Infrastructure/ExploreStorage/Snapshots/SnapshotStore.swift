public import Foundation
public import ExploreCore

/// Saved list snapshots for change tracking:
/// `$XDG_STATE_HOME/explore/snapshots/<provider>/<resource>-<arguments>.json`.
///
/// ```swift
/// let store = SnapshotStore(directories: directories)
/// let previous = try store.exchange(current)   // saves `current`, returns what was there
/// let changes = ListChanges(from: previous, to: current)
/// ```
public struct SnapshotStore: Sendable {
  private let directories: ExploreDirectories

  public init(directories: ExploreDirectories) {
    self.directories = directories
  }

  /// The file for one provider, resource and arguments, with every name
  /// reduced to lowercase letters, digits, `.`, `_` and `-`.
  public func url(provider: String, resource: [String], arguments: [String]) -> URL {
    let name = ([resource.joined(separator: "-")] + arguments).map(Self.sanitized).joined(separator: "-")
    return directories.state
      .appendingPathComponent("snapshots", isDirectory: true)
      .appendingPathComponent(Self.sanitized(provider), isDirectory: true)
      .appendingPathComponent(name + ".json", isDirectory: false)
  }

  /// The last saved snapshot, or `nil` when there is none.
  public func load(provider: String, resource: [String], arguments: [String]) throws -> ListStateSnapshot? {
    let snapshot = try store(provider: provider, resource: resource, arguments: arguments).read()
    return snapshot.isEmpty ? nil : snapshot
  }

  /// Saves `snapshot` and returns the one it replaced, as one locked step,
  /// so two concurrent runs each compare against a complete snapshot.
  public func exchange(_ snapshot: ListStateSnapshot) throws -> ListStateSnapshot? {
    let store = store(provider: snapshot.provider, resource: snapshot.resource, arguments: snapshot.arguments)
    return try store.update(describing: "save the snapshot of \(snapshot.resource.joined(separator: " "))") { document in
      let previous = document
      document = snapshot
      return previous.isEmpty ? nil : previous
    }
  }

  private func store(provider: String, resource: [String], arguments: [String]) -> DocumentStore<ListStateSnapshot> {
    DocumentStore(url: url(provider: provider, resource: resource, arguments: arguments), root: directories.state)
  }

  /// `name` as a safe file name part: lowercase ASCII letters, digits, `.`,
  /// `_` and `-`; other runs become one `-`; never empty, never starting
  /// with a dot, at most 80 characters (longer names end in a hash of the
  /// whole, so different long names stay different).
  static func sanitized(_ name: String) -> String {
    var result = ""
    var lastWasDash = false
    for scalar in name.lowercased().unicodeScalars {
      let allowed = (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") || scalar == "_" || scalar == "."
      if allowed {
        result.unicodeScalars.append(scalar)
        lastWasDash = false
      } else if !lastWasDash {
        result.append("-")
        lastWasDash = true
      }
    }
    while result.hasPrefix(".") || result.hasPrefix("-") { result.removeFirst() }
    while result.hasSuffix("-") { result.removeLast() }
    if result.isEmpty { result = "_" }
    if result.count > 80 {
      // NB: FNV-1a over the original bytes; stable across runs, unlike `hashValue`.
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in name.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
      result = String(result.prefix(63)) + "-" + String(hash, radix: 16)
    }
    return result
  }
}
