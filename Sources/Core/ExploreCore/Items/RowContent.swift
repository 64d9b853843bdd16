import ExploreSnapshots

/// What a row shows of an item: its title, subtitle and fields. Two items
/// with the same id whose contents differ are an update of the row
/// (``RowChange/updated(_:fields:)``), as
/// ``ListSnapshot/difference(from:oldContents:newContents:)`` finds them.
///
/// ```swift
/// let changes = new.difference(from: old, oldContents: oldItems.map(RowContent.init), newContents: newItems.map(RowContent.init))
/// ```
///
/// The web page, the kind, references and children are not part of it:
/// a row does not show them.
package struct RowContent: ContentEquatable, Sendable, Hashable {
  package var title: String
  package var subtitle: String?
  package var fields: [ItemField]

  /// The content of `item`'s row.
  package init(_ item: Item) {
    title = item.title
    subtitle = item.subtitle
    fields = item.fields
  }
}
