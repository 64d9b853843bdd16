package import ExploreCore
import Foundation

/// The checks explore makes on what users type for GitHub, before any
/// request, each stated for people.
package enum GitHubRules {
  /// The characters of a username: ASCII letters, digits and the hyphen,
  /// but not a hyphen first.
  ///
  /// GitHub's rule for new names is stricter,
  /// `^[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}$` case-insensitively, but
  /// accounts made before it end with a hyphen or hold two in a row, and
  /// must stay reachable. No account ever started with a hyphen.
  ///
  /// NB: this rule is what refuses `explore github followers -- -octocat`:
  /// after `--` a word is no longer an option, so only the rule stands
  /// between it and a request.
  ///
  /// - Complexity: O(*n*) in the length of `value`.
  package static func isUsername(_ value: String) -> Bool {
    let scalars = value.unicodeScalars
    guard (1...39).contains(scalars.count), scalars.first != "-" else { return false }
    return scalars.allSatisfy { isASCIIAlphanumeric($0) || $0 == "-" }
  }

  /// Whether `value` is a repository name: 1–100 of `A–Z a–z 0–9 . _ -`,
  /// and neither `.` nor `..`.
  package static func isRepositoryName(_ value: String) -> Bool {
    let scalars = value.unicodeScalars
    guard (1...100).contains(scalars.count), value != ".", value != ".." else { return false }
    return scalars.allSatisfy { isASCIIAlphanumeric($0) || $0 == "." || $0 == "_" || $0 == "-" }
  }

  /// A GitHub username, for `<user>` arguments.
  package static let username = ValueRule(
    "a GitHub username: 1–39 characters, each a letter (A–Z, a–z), a digit or a hyphen, not starting with a hyphen. "
      + "GitHub's rule for new names is stricter (no trailing or double hyphens), "
      + "but older accounts break it, so explore accepts such names"
  ) { isUsername($0) }

  /// `owner/repo`, for star, unstar and `starred --check`.
  package static let repository = ValueRule(
    "a repository as owner/repo, such as apple/swift: the owner is 1–39 letters, digits or hyphens, "
      + "the name 1–100 letters, digits, '.', '_' or '-'"
  ) { RepositoryName($0) != nil }

  /// `--stars`: a count, a comparison or a range, in GitHub's search syntax.
  package static let stars = ValueRule(
    "a number of stars (100), a comparison (>=100, >100, <=50, <50) or a range (10..50, 100..*)"
  ) { isStarsQualifier($0) }

  /// The text of a search: anything but blank. Qualifiers pass through.
  package static let query = ValueRule(
    "search text that is not blank, with any of GitHub's qualifiers, such as 'location:berlin followers:>100'"
  ) { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && !$0.contains("\n") }

  /// `--language`: a language name.
  package static let language = ValueRule(
    "a language name such as swift or \"objective-c\", without quotes or line breaks"
  ) { value in
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    return !trimmed.isEmpty && trimmed.count <= 100 && !value.contains("\"") && !value.contains("\n")
  }

  /// `--topic`: a topic name, as GitHub allows them.
  package static let topic = ValueRule(
    "a topic: 1–50 letters, digits or hyphens, such as command-line"
  ) { value in
    let scalars = value.unicodeScalars
    return (1...50).contains(scalars.count) && scalars.allSatisfy { isASCIIAlphanumeric($0) || $0 == "-" }
  }

  /// Whether `value` is `N`, `>N`, `>=N`, `<N`, `<=N` or `A..B` with `*`
  /// allowed on one side.
  package static func isStarsQualifier(_ value: String) -> Bool {
    func isCount(_ text: Substring) -> Bool {
      !text.isEmpty && text.count <= 10 && text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
    }
    if let range = value.range(of: "..") {
      let lower = value[..<range.lowerBound]
      let upper = value[range.upperBound...]
      let lowerIsStar = lower == "*"
      let upperIsStar = upper == "*"
      return (isCount(lower) || lowerIsStar) && (isCount(upper) || upperIsStar) && !(lowerIsStar && upperIsStar)
    }
    for prefix in [">=", "<=", ">", "<"] where value.hasPrefix(prefix) {
      return isCount(value.dropFirst(prefix.count))
    }
    return isCount(Substring(value))
  }

  private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
  }
}
