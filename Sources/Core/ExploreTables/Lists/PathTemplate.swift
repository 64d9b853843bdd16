package import ExploreCore
import Foundation

/// A path under an API's base URL with `{name}` placeholders, as OpenAPI
/// documents and declaration files write paths: `/users/{username}/followers`,
/// `/api/v2/pokemon/{id}/` (a trailing `/` is kept).
///
/// ```swift
/// let followers = PathTemplate("/users/{username}/followers")
/// try followers.components(["username": "octocat"])   // ["users", "octocat", "followers"]
/// ```
///
/// Each value fills its placeholder inside one path segment, and
/// ``ExploreNetworking/URLBuilder`` percent-encodes every segment on its own,
/// so a value cannot add a segment; a segment that is or holds `.` or `..`
/// (plainly or percent-encoded), which a URL resolves as a step up, is
/// refused there, before any request, by the one rule of every provider
/// (``ExploreNetworking/PathEscapeError``, status 1).
package struct PathTemplate: Sendable, Hashable, CustomStringConvertible {
  /// The path as written.
  package var text: String

  package init(_ text: String) {
    self.text = text
  }

  package var description: String { text }

  /// The names of the placeholders, in order: `["username"]`.
  ///
  /// - Complexity: O(*n*) in the length of the path.
  package var placeholders: [String] {
    var names: [String] = []
    var rest = text[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      names.append(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }

  /// The path's segments with every placeholder filled from `values`, an
  /// empty last segment for a trailing `/`.
  ///
  /// - Throws: ``PathTemplateError`` for a placeholder without a value.
  package func components(_ values: [String: String]) throws -> [String] {
    var segments = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    for index in segments.indices {
      for name in PathTemplate(segments[index]).placeholders {
        guard let value = values[name] else { throw PathTemplateError(path: text, problem: .missing(name)) }
        segments[index] = segments[index].replacingOccurrences(of: "{\(name)}", with: value)
      }
    }
    if text.hasSuffix("/"), !segments.isEmpty { segments.append("") }
    return segments
  }

  /// `text` with each placeholder that has a value in `values` filled
  /// (`"Followers of {user}"`), the others left as written: the words of a
  /// title or a note, not a path.
  ///
  /// - Complexity: O(*n*) in the length of `text` times its placeholders.
  package static func filling(_ text: String, with values: [String: String]) -> String {
    PathTemplate(text).placeholders.reduce(text) { text, name in
      values[name].map { text.replacingOccurrences(of: "{\(name)}", with: $0) } ?? text
    }
  }

  /// The path's segments with every placeholder filled from the request's
  /// arguments of the same name.
  package func components(_ request: ResourceRequest) throws -> [String] {
    try components(request.arguments)
  }
}

/// A path that cannot be made from its template and values.
package struct PathTemplateError: UserFacingError, Hashable {
  package enum Problem: Sendable, Hashable {
    /// No value for this placeholder.
    case missing(String)
  }

  package var path: String
  package var problem: Problem

  package var description: String {
    switch problem {
    case .missing(let name):
      "The path \(path) needs a value for {\(name)}, and none was given. Check the resource's arguments in its declaration."
    }
  }

  /// A usage error: the request lacks a value its path needs.
  package var category: ErrorCategory { .usage }
}
