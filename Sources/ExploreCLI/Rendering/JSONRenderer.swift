import ExploreCore
import Foundation

/// Writes an ``OutputDocument`` as one JSON document for `--json`: every page
/// the command loaded, in one object (never one document per page, a known
/// `gh` complaint).
///
/// ```json
/// {
///   "message" : null,
///   "notices" : [],
///   "provider" : "github",
///   "resource" : "followers",
///   "sections" : [
///     {
///       "id" : "followers",
///       "items" : [
///         { "followers" : 1234, "id" : "583231", "kind" : "user", "subtitle" : null,
///           "title" : "octocat", "url" : "https://github.com/octocat", "joined" : "2011-01-25T18:44:36Z" }
///       ],
///       "paging" : { "hasMore" : true, "page" : 1, "pages" : 42, "total" : 2350 },
///       "title" : "Followers"
///     }
///   ]
/// }
/// ```
///
/// The shape is stable, so scripts and `jq` can rely on it:
/// - Every key is always present; what is unknown is `null` (`subtitle`,
///   `url`, `message`, and in `paging` the `page`, `pages` and `total` the
///   API did not give). A section that does not page has `"paging": null`.
/// - An item's `id` is always a string. Its fields appear by key beside
///   `id`, `kind`, `title`, `subtitle` and `url`, with native JSON types:
///   integers and numbers as numbers, booleans, dates as ISO-8601 strings in
///   UTC, URLs as strings, lists as arrays, `.none` as `null`. A field whose
///   key is one of those reserved names appears as `field_<key>`.
/// - `children` appears only on an item that was expanded (`[]` when the
///   expansion found nothing), so "not expanded" and "nothing found" differ.
/// - Keys are sorted and the output is pretty-printed; slashes are not
///   escaped; any Unicode is written as is, escaped where JSON requires.
package enum JSONRenderer {
  /// The keys every item has; fields with these keys are renamed.
  static let reservedItemKeys: Set<String> = ["id", "kind", "title", "subtitle", "url", "children"]

  /// `document` as pretty-printed JSON with sorted keys, ending without a
  /// newline.
  ///
  /// - Throws: Only if Foundation cannot serialise the tree it was given,
  ///   which the renderer avoids (non-finite numbers become `null`).
  /// - Complexity: O(*n* log *k*) for *n* values in objects of *k* keys.
  package static func render(_ document: OutputDocument) throws -> String {
    let data = try JSONSerialization.data(
      withJSONObject: object(for: document),
      options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    )
    return String(decoding: data, as: UTF8.self)
  }

  /// The document as a tree of Foundation JSON values.
  static func object(for document: OutputDocument) -> [String: Any] {
    [
      "provider": document.provider,
      "resource": document.resource,
      "sections": document.sections.map(object(for:)),
      "notices": document.notices,
      "message": document.message ?? NSNull(),
    ]
  }

  static func object(for section: ItemSection) -> [String: Any] {
    [
      "id": section.id,
      "title": section.title,
      "items": section.items.map(object(for:)),
      "paging": section.paging.map(object(for:)) ?? NSNull(),
    ]
  }

  static func object(for paging: PageInfo) -> [String: Any] {
    [
      "page": paging.number ?? NSNull(),
      "pages": paging.totalPages ?? NSNull(),
      "hasMore": paging.hasMore,
      "total": paging.totalCount ?? NSNull(),
    ]
  }

  static func object(for item: Item) -> [String: Any] {
    var object: [String: Any] = [
      "id": item.id,
      "kind": item.kind,
      "title": item.title,
      "subtitle": item.subtitle ?? NSNull(),
      "url": item.webURL?.absoluteString ?? NSNull(),
    ]
    for field in item.fields {
      let key = reservedItemKeys.contains(field.key) ? "field_\(field.key)" : field.key
      object[key] = value(field.value)
    }
    if let children = item.children {
      object["children"] = children.map(object(for:))
    }
    return object
  }

  static func value(_ value: FieldValue) -> Any {
    switch value {
    case .text(let text): text
    case .integer(let number): number
    case .number(let number): number.isFinite ? number : NSNull()
    case .bool(let flag): flag
    case .date(let date): date.formatted(.iso8601)
    case .url(let url): url.absoluteString
    case .list(let values): values
    case .none: NSNull()
    }
  }
}
