/// What a detail resource shows: the kind of its item, and its argument
/// that takes such an item's id, so that the interactive mode opens a
/// row's detail (Enter, `d`) for any provider, whatever the resource is
/// named (`pokemon-detail` shows a `pokemon`).
///
/// ```swift
/// ShownItem(kind: "person", argument: "id")
/// ```
public struct ShownItem: Sendable, Hashable {
  /// The item kind: `person`.
  public var kind: String
  /// The argument that takes the item's id.
  public var argument: String

  public init(kind: String, argument: String) {
    self.kind = kind
    self.argument = argument
  }
}
