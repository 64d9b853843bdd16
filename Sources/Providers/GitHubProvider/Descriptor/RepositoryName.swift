/// A repository named as `owner/repo`, checked.
///
/// ```swift
/// RepositoryName("apple/swift")?.owner  // "apple"
/// RepositoryName("apple")               // nil
/// ```
package struct RepositoryName: Sendable, Hashable, CustomStringConvertible {
  package var owner: String
  package var name: String

  /// The repository `text` names, or `nil` unless it is `owner/repo` with a
  /// valid username and repository name.
  package init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return nil }
    let owner = String(parts[0])
    let name = String(parts[1])
    guard GitHubRules.isUsername(owner), GitHubRules.isRepositoryName(name) else { return nil }
    self.owner = owner
    self.name = name
  }

  /// `owner/repo`.
  package var description: String { "\(owner)/\(name)" }
}
