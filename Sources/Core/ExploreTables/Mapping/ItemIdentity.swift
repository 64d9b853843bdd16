package import ExploreCore
/// Where an item's id comes from.
///
/// ```swift
/// ItemIdentity.key("id")            // {"id": 42}          → "42"
/// ItemIdentity.key("login")         // {"login": "octocat"} → "octocat"
/// ItemIdentity.urlPath("url")       // {"url": "https://…/people/3/"} → "3"
/// ItemIdentity.lastPathSegment("url")   // {"url": "https://…/users/octocat"} → "octocat"
/// ```
package enum ItemIdentity: Sendable, Hashable {
  /// A string or an integer at a key or path; an empty string is no id.
  case key(JSONPath)
  /// The number at the end of the URL at a key or path, for APIs that
  /// identify records by URL (read as ``ReferenceID`` reads references).
  case urlPath(JSONPath)
  /// The last non-empty segment of the path of the URL at a key or path,
  /// percent-decoded: for records whose URL is their detail path, such as
  /// `/users/{username}`.
  case lastPathSegment(JSONPath)
  /// No id in the record: its position in the list (`#2.3`, page 2, row
  /// 3, ``ItemMapping/positionID(page:row:)``), for records with nothing
  /// that identifies them; such a record has no detail.
  case position
}
