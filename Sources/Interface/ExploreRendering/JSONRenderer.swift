package import ExploreCore
import ExploreTerminal
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
/// - `image`, the address of the item's picture (an avatar, a portrait),
///   appears only on items whose provider declares one; pictures themselves
///   are never written.
/// - Keys are sorted and the output is pretty-printed (see ``JSONValue``);
///   slashes are not escaped; any Unicode is written as is, escaped where
///   JSON requires.
package enum JSONRenderer {
  /// The keys every item has; fields with these keys are renamed.
  static let reservedItemKeys: Set<String> = ["id", "kind", "title", "subtitle", "url", "children", "image"]

  /// The key of `field` in its item's JSON object: its own key, or
  /// `field_<key>` when that is one of ``reservedItemKeys``.
  static func itemKey(of field: ItemField) -> String {
    reservedItemKeys.contains(field.key) ? "field_\(field.key)" : field.key
  }

  /// `document` as pretty-printed JSON with sorted keys, ending without a
  /// newline.
  ///
  /// - Throws: Nothing today; `throws` leaves room for a failure such as a
  ///   value too large to write.
  /// - Complexity: O(*n*) in the size of the output (plus sorting each
  ///   object's few keys).
  package static func render(_ document: OutputDocument) throws -> String {
    var writer = JSONByteWriter(capacity: 1_024 * (1 + document.sections.reduce(0) { $0 + $1.items.count }))
    write(document, into: &writer)
    return writer.text
  }

  /// The document as a JSON value: what ``render(_:)`` writes, as a value
  /// to add to.
  package static func value(for document: OutputDocument) -> JSONValue {
    .object([
      "provider": .string(document.provider),
      "resource": .string(document.resource),
      "sections": .array(document.sections.map(value(for:))),
      "notices": .array(document.notices.map(JSONValue.string)),
      "message": document.message.map(JSONValue.string) ?? .null,
    ])
  }

  static func value(for section: ItemSection) -> JSONValue {
    .object([
      "id": .string(section.id),
      "title": .string(section.title),
      "items": .array(section.items.map(value(for:))),
      "paging": section.paging.map(value(for:)) ?? .null,
    ])
  }

  static func value(for paging: PageInfo) -> JSONValue {
    .object([
      "page": paging.number.map(JSONValue.integer) ?? .null,
      "pages": paging.totalPages.map(JSONValue.integer) ?? .null,
      "hasMore": .bool(paging.hasMore),
      "total": paging.totalCount.map(JSONValue.integer) ?? .null,
    ])
  }

  static func value(for item: Item) -> JSONValue {
    var members: [String: JSONValue] = [
      "id": .string(item.id),
      "kind": .string(item.kind),
      "title": .string(item.title),
      "subtitle": item.subtitle.map(JSONValue.string) ?? .null,
      "url": item.webURL.map { .string($0.absoluteString) } ?? .null,
    ]
    for field in item.fields {
      members[itemKey(of: field)] = value(for: field.value)
    }
    if let picture = item.picture {
      members["image"] = .string(picture.url.absoluteString)
    }
    if let children = item.children {
      members["children"] = .array(children.map(value(for:)))
    }
    return .object(members)
  }

  static func value(for field: FieldValue) -> JSONValue {
    switch field {
    case .text(let text): .string(text)
    case .integer(let number): .integer(number)
    case .number(let number): .number(number)
    case .bool(let flag): .bool(flag)
    case .date(let date): .string(ISO8601Timestamp.string(from: date))
    case .url(let url): .string(url.absoluteString)
    case .list(let values): .array(values.map(JSONValue.string))
    case .none: .null
    }
  }
}
